import { Controller, Get, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CheckoutSession, CheckoutState, ROLES } from '@stages/contracts';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { OpenCheckoutCommand } from '../commands/open-checkout.command.js';
import { SubscriptionsQuery } from '../queries/subscriptions.query.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';

/** Buying the Gold plan: Stripe's hosted checkout, then the server's word on whether it is paid. */
@ApiTags('subscriptions')
@Controller('subscriptions/checkout')
export class CheckoutController {
  constructor(
    private readonly commands: CommandBus,
    private readonly query: SubscriptionsQuery,
  ) {}

  /**
   * `{ id, url }` of a Stripe Checkout of a year of Gold. 403 `subscription.organizer_only`;
   * 409 `subscription.already_active`; 429 `auth.too_many_attempts` past ten an hour; 503 `subscription.payments_not_configured`; 502
   * `subscription.provider_failed`.
   */
  @Post()
  @CommandEndpoint()
  @Access({ confirmed: true })
  @ApiCreatedResponse({ standardSchema: CheckoutSession })
  open(
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<CheckoutSession> {
    return this.commands.execute(new OpenCheckoutCommand(user, context));
  }

  /** Pending until Stripe confirms the payment, then completed with the plan's end date. */
  @Get(':id')
  @Access({ confirmed: true })
  @ApiOkResponse({ standardSchema: CheckoutState })
  state(
    @Param('id', { schema: z.string().min(3).max(255) }) id: string,
    @Authenticated() { user }: Authentication,
  ): Promise<CheckoutState> {
    return this.query.checkout(id, {
      userId: user.id,
      administrator: user.role === ROLES.administrator,
    });
  }
}
