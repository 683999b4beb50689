import { Inject, Injectable } from '@nestjs/common';
import { type EventStore, organizationStream } from '@stages/contracts';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { runCommand } from '../../platform/commands/run-command.js';
import { ProjectionHost } from '../../platform/projections/projection-host.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { subscriptionAggregate, type SubscriptionCommand } from '../domain/subscription.js';

const SHOWN_BY = ['subscription_history'] as const;

/**
 * What a plan's handlers share: decide on the organization's stream, append, and wait until the
 * subscription history shows it.
 */
@Injectable()
export class PlanDecisions {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionHost,
  ) {}

  async decide(command: SubscriptionCommand, context: CommandContext) {
    const stream = organizationStream(command.organizationId);
    const streamId = stream.id;
    const { version } = await runCommand(
      this.store,
      stream,
      subscriptionAggregate,
      command,
      context,
    );
    if (version !== null) await this.projections.caughtUpWith(SHOWN_BY, streamId, version);
  }
}
