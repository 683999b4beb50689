import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Enrollment, PaymentRecording, RefundRecording } from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { RecordPaymentCommand, RecordRefundCommand } from '../commands/record-payment.command.js';
import { PaymentQr } from '../queries/payment-qr.js';

const Id = z.uuid();
const parent = { confirmed: true, role: 'parent' } as const;
const organizer = { confirmed: true, role: 'organization' } as const;

/** Paying a bill: the family's QR code, the organizer's record of the money received or returned. */
@ApiTags('payments')
@Controller('enrollments/:id')
export class PaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly qr: PaymentQr,
  ) {}

  /**
   * The EPC QR code of an unpaid bill, for the family's banking app. 404 without a bill, 409
   * `payment.already_paid` or `payment.not_payable`, 409 `payment.no_bank_account`.
   */
  @Get('payment-qr')
  @Access(parent)
  @ApiOkResponse({ description: 'A PNG image' })
  async paymentQr(
    @Param('id', { schema: Id }) id: string,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const png = await this.qr.forFamily(user.id, id);
    void reply.header('content-type', 'image/png').header('cache-control', 'private, no-store');
    return png;
  }

  /**
   * Final: 409 `payment.already_paid`, `payment.no_bill`, `payment.not_payable`; 422
   * `payment.date_in_future`, `payment.date_before_bill`.
   */
  @Post('mark-paid')
  @HttpCode(200)
  @Access(organizer)
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: Enrollment })
  markPaid(
    @Param('id', { schema: Id }) id: string,
    @Body({ schema: PaymentRecording }) body: PaymentRecording,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<Enrollment> {
    return this.commands.execute(new RecordPaymentCommand(user.id, id, body.payment_date, context));
  }

  /** For a paid enrollment since cancelled: 409 `payment.refund_not_due`, `payment.already_refunded`. */
  @Post('record-refund')
  @HttpCode(200)
  @Access(organizer)
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: Enrollment })
  recordRefund(
    @Param('id', { schema: Id }) id: string,
    @Body({ schema: RefundRecording }) body: RefundRecording,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<Enrollment> {
    return this.commands.execute(new RecordRefundCommand(user.id, id, body.refund_date, context));
  }
}
