import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SignedByCaller } from '../../platform/http/csrf.js';
import { connectFact } from './connect-events.js';
import { RecordConnectEventCommand } from './record-connect-event.command.js';
import { StripeConnectGateway } from './stripe-connect-gateway.js';

/**
 * Stripe's reports on the organizations' connected accounts: their state, the bills paid and
 * refunded on them. Only a payload signed with the Connect webhook's secret is read.
 */
@ApiTags('payments')
@Controller('payments/stripe/webhook')
export class ConnectWebhookController {
  constructor(
    private readonly stripe: StripeConnectGateway,
    private readonly commands: CommandBus,
  ) {}

  /** 400 `payment.invalid_signature`; 503 `payments_not_configured`. */
  @Post()
  @HttpCode(200)
  @SignedByCaller()
  @ApiOkResponse({ description: '`{ received: true }` once recorded (or known not to matter)' })
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    const event = await this.stripe.verifiedEvent(request.rawBody, signature);
    const fact = connectFact(event);
    if (fact) await this.commands.execute(new RecordConnectEventCommand(fact, request.id));
    return { received: true };
  }
}
