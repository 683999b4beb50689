import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type SubscriptionGrant } from '@stages/contracts';
import { Clock } from '../../infrastructure/clock.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { DomainError } from '../../platform/domain-error.js';
import { PlanDecisions } from './plan-decisions.js';

/** An administrator grants an organization a plan by hand, until a day. */
export class GrantPlanCommand extends Command<void> {
  constructor(
    readonly organizationId: string,
    readonly grant: SubscriptionGrant,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(GrantPlanCommand)
export class GrantPlanHandler implements ICommandHandler<GrantPlanCommand> {
  constructor(
    private readonly organizations: OrganizationsRepository,
    private readonly plans: PlanDecisions,
    private readonly clock: Clock,
  ) {}

  async execute({ organizationId, grant, context }: GrantPlanCommand) {
    if (!(await this.organizations.findRef(organizationId))) {
      throw new DomainError(ErrorCode.organizationNotFound, 'No such organization', 404);
    }
    await this.plans.decide(
      {
        type: 'GrantPlan',
        organizationId,
        plan: grant.plan,
        until: grant.end_date,
        note: grant.note,
        today: this.clock.today(),
      },
      context,
    );
  }
}
