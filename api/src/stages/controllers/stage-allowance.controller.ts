import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StageAllowance } from '@stages/contracts';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
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
    return this.allowance.of((await this.organizations.ownedBy(user.id)).id);
  }
}
