import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StageAllowance } from '@stages/contracts';
import { Access, Authenticated } from '../../identity/access/access.js';
import type { Authentication } from '../../identity/sessions/session.service.js';
import { OrganizationsRepository } from '../persistence/organizations.repository.js';
import { StageAllowanceQuery } from '../queries/stage-allowance.query.js';

@ApiTags('organization profile')
@Controller()
export class StageAllowanceController {
  constructor(
    private readonly organizations: OrganizationsRepository,
    private readonly allowance: StageAllowanceQuery,
  ) {}

  /** Before the stage form: may this organization create a stage now, and if not, why. */
  @Get('organization/stage-allowance')
  @Access({ confirmed: true, role: 'organization' })
  @ApiOkResponse({ standardSchema: StageAllowance })
  async get(@Authenticated() { user }: Authentication): Promise<StageAllowance> {
    return this.allowance.of(user, (await this.organizations.ownedBy(user.id)).id);
  }
}
