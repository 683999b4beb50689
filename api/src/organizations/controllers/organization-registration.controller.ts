import { Body, Controller, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, FinalizeOrganizationRequest } from '@stages/contracts';
import type { z } from 'zod';
import {
  Access,
  AccountLifecycleService,
  Authenticated,
  CurrentUserAnswer,
  type Authentication,
} from '../../identity/index.js';
import { OrganizationsRepository } from '../persistence/organizations.repository.js';

@ApiTags('registration')
@Controller('registration/finalize')
export class OrganizationRegistrationController {
  constructor(
    private readonly accounts: AccountLifecycleService,
    private readonly organizations: OrganizationsRepository,
    private readonly currentUser: CurrentUserAnswer,
  ) {}

  /** Makes a new account an organization's, creating the organization (unverified). */
  @Put('organization/')
  @Access({ confirmed: true, noRole: true })
  @ApiOkResponse({ standardSchema: CurrentUser })
  async finalize(
    @Body({ schema: FinalizeOrganizationRequest })
    body: z.output<typeof FinalizeOrganizationRequest>,
    @Authenticated() { user }: Authentication,
  ): Promise<CurrentUser> {
    const finalized = await this.accounts.finalize(user, 'organization', (tx) =>
      this.organizations.createForOwner(tx, {
        ownerUserId: user.id,
        name: body.name,
        phone: body.phone,
      }),
    );
    return this.currentUser.of(finalized);
  }
}
