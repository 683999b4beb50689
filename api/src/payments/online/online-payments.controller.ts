import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { BillCheckout, BillCheckoutStatus, OnlineRefund } from '@stages/contracts';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { OnlinePaymentsQuery } from './online-payments.query.js';
import { OpenBillCheckoutCommand } from './open-bill-checkout.command.js';
import { RefundOnlineCommand } from './refund-online.command.js';

const Id = z.uuid();
const parent = { confirmed: true, role: 'parent' } as const;
const organizer = { confirmed: true, role: 'organization' } as const;

/** A bill paid online, by Bancontact or a card, into the organization's Stripe account. */
@ApiTags('payments')
@Controller()
export class OnlinePaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly query: OnlinePaymentsQuery,
  ) {}

  /**
   * `{ id, url }` of Stripe's checkout of the family's unpaid bill. 404 for another family's;
   * 409 `payment.already_paid`, `payment.not_payable`, `payment.no_bill`,
   * `payment.online_unavailable`; 503 `payments_not_configured`; 502 `payment.provider_failed`.
   */
  @Post('enrollments/:id/checkout')
  @Access(parent)
  @CommandEndpoint()
  @ApiCreatedResponse({ standardSchema: BillCheckout })
  checkout(
    @Param('id', { schema: Id }) id: string,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<BillCheckout> {
    return this.commands.execute(new OpenBillCheckoutCommand(user, id, context));
  }

  /** `pending` until Stripe reports the payment, then `paid` with its day. 404 for another family's. */
  @Get('payments/checkout/:id')
  @Access(parent)
  @ApiOkResponse({ standardSchema: BillCheckoutStatus })
  checkoutStatus(
    @Param('id', { schema: z.string().min(3).max(255) }) id: string,
    @Authenticated() { user }: Authentication,
  ): Promise<BillCheckoutStatus> {
    return this.query.checkout(user.id, id);
  }

  /**
   * Gives back through Stripe a bill paid online whose enrollment was cancelled; the bill shows
   * refunded once Stripe reports it. 404 for another organization's; 409
   * `payment.not_paid_online`, `payment.refund_not_due`, `payment.already_refunded`.
   */
  @Post('enrollments/:id/refund')
  @HttpCode(200)
  @Access(organizer)
  @ApiOkResponse({ standardSchema: OnlineRefund })
  refund(
    @Param('id', { schema: Id }) id: string,
    @Authenticated() { user }: Authentication,
  ): Promise<OnlineRefund> {
    return this.commands.execute(new RefundOnlineCommand(user.id, id));
  }
}
