import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  enterpriseOfferStreamId,
  NO_STREAM,
  type EnterpriseOfferRequest,
  type EventStore,
  type Language,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { eventMetadata, type CommandContext } from '../../platform/commands/command-context.js';
import { versioned } from '../../platform/commands/run-command.js';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { DATABASE, EVENT_STORE } from '../../platform/tokens.js';

/** Requests from one network per hour: enough for a team, too few to flood the administrators. */
const REQUESTS_PER_HOUR = 5;

/** The pricing section's Enterprise form: recorded, then mailed to the administrators from the log. */
export class RequestEnterpriseOfferCommand extends Command<void> {
  constructor(
    readonly offer: EnterpriseOfferRequest,
    readonly language: Language,
    readonly network: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RequestEnterpriseOfferCommand)
export class RequestEnterpriseOfferHandler implements ICommandHandler<RequestEnterpriseOfferCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ offer, language, network, context }: RequestEnterpriseOfferCommand) {
    await this.limiter.attempt({
      bucket: `enterprise-offer:ip:${network}`,
      limit: REQUESTS_PER_HOUR,
      windowSeconds: 3600,
    });
    const requestId = randomUUID();
    // The request is kept first: should the announcement fail, the person's words are not lost.
    await this.db.query(
      `INSERT INTO enterprise_offer_requests
         (id, name, email, organization, phone, message, language, requested_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        requestId,
        offer.name,
        offer.email,
        offer.organization,
        offer.phone || null,
        offer.message,
        language,
        context.actorId,
      ],
    );
    await this.store.append(
      enterpriseOfferStreamId(requestId),
      [
        {
          ...versioned({ type: 'EnterpriseOfferRequested', data: { requestId } }),
          metadata: eventMetadata(context),
        },
      ],
      NO_STREAM,
    );
  }
}
