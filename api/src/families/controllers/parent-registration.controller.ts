import { Body, Controller, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, FinalizeParentRequest } from '@stages/contracts';
import type { z } from 'zod';
import {
  Access,
  AccountLifecycleService,
  Authenticated,
  CurrentUserAnswer,
  UsersRepository,
  type Authentication,
} from '../../identity/index.js';
import { ParentsRepository } from '../persistence/parents.repository.js';

@ApiTags('registration')
@Controller('registration/finalize')
export class ParentRegistrationController {
  constructor(
    private readonly accounts: AccountLifecycleService,
    private readonly parents: ParentsRepository,
    private readonly users: UsersRepository,
    private readonly currentUser: CurrentUserAnswer,
  ) {}

  /** Makes a new account a parent's, with its profile. */
  @Put('parent/')
  @Access({ confirmed: true, noRole: true })
  @ApiOkResponse({ standardSchema: CurrentUser })
  async finalize(
    @Body({ schema: FinalizeParentRequest }) body: z.output<typeof FinalizeParentRequest>,
    @Authenticated() { user }: Authentication,
  ): Promise<CurrentUser> {
    const finalized = await this.accounts.finalize(user, 'parent', async (tx) => {
      await this.parents.create(tx, {
        userId: user.id,
        phone: body.phone,
        address: body.address ?? undefined,
      });
      await this.users.updateContact(
        user.id,
        { phone: body.phone, address: body.address ?? undefined },
        tx,
      );
    });
    return this.currentUser.of(finalized);
  }
}
