import { Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppLogger } from '../../infrastructure/logging.js';
import { SignedByCaller } from '../../platform/http/csrf.js';
import { LOGGER } from '../../platform/tokens.js';
import { RecordStripeFactCommand } from '../commands/record-stripe-fact.command.js';
import { StripeGateway } from '../stripe/stripe-gateway.js';
import { stripeFact } from '../stripe/stripe-facts.js';

/**
 * Stripe's reports on the organizations' subscriptions. Only a payload signed with the webhook
 * secret over its exact bytes is read; each is recorded once, whatever Stripe redelivers.
 */
@ApiTags('subscriptions')
@Controller('subscriptions/webhook')
export class StripeWebhookController {
  constructor(
    private readonly stripe: StripeGateway,
    private readonly commands: CommandBus,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  /** 400 `subscription.invalid_signature`; 503 when Stripe is not configured. */
  @Post()
  @HttpCode(200)
  @SignedByCaller()
  @ApiOkResponse({ description: '`{ received: true }` once recorded (or known not to matter)' })
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    const event = await this.stripe.verifiedEvent(request.rawBody, signature);
    const fact = stripeFact(event);
    if (fact && !(await this.commands.execute(new RecordStripeFactCommand(fact, request.id)))) {
      this.logger.warn('A Stripe event about no organization of this platform', {
        stripe_event: event.id,
        type: event.type,
      });
    }
    return { received: true };
  }
}
