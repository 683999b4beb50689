import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type EventStore, type StageAllowance, organizationStream } from '@stages/contracts';
import { loadAggregate } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { organizationAggregate } from '../../organizations/index.js';
import { PlanLimits } from '../../subscriptions/index.js';

/**
 * Asks the organization's own rules, on its own stream, whether one more stage would be
 * accepted: the answer cannot drift from what a creation is then told.
 */
@Injectable()
export class StageAllowanceQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly plans: PlanLimits,
  ) {}

  async of(organizationId: string): Promise<StageAllowance> {
    const { state } = await loadAggregate(
      this.store,
      organizationStream(organizationId),
      organizationAggregate,
    );
    const limit = await this.plans.stageLimitFor(organizationId);
    let refusal: StageAllowance['refusal'] = null;
    try {
      organizationAggregate.decide(
        { type: 'AddStage', organizationId, stageId: randomUUID(), planLimit: limit },
        state,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refusal = error.code as NonNullable<StageAllowance['refusal']>;
    }
    return { verified: state.verified, stages: state.stageIds.size, limit, refusal };
  }
}
