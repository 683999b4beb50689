import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { downloaderPath, formatIban, type Language } from '@stages/contracts';
import type { Config } from '../../config/config.js';
import { EnrollmentsQuery } from '../../enrollments/index.js';
import { isUnclaimed } from '../../families/index.js';
import { UsersRepository } from '../../identity/index.js';
import { MailDispatcher } from '../../platform/mail/mail-dispatcher.js';
import { euros, longDate } from '../../platform/mail/formats.js';
import type { MailReaction, OwedMail } from '../../platform/mail/mail-outbox.js';
import { inert, renderMessage } from '../../platform/mail/templates.js';
import { CONFIG } from '../../platform/tokens.js';
import { paymentWording, type PaymentMailKind } from './payment-wordings.js';

/** The bill the message is about, and the event's own facts: the day, which reminder. */
const owedAbout = (enrollmentId: string, day = '', ordinal = 0): OwedMail[] => [
  { subjectId: enrollmentId, params: { day, ordinal: String(ordinal) } },
];

const billIssued: MailReaction<'BillIssued'> = {
  kind: 'bill_issued',
  handles: ['BillIssued'],
  owed: ({ data }) => owedAbout(data.enrollmentId),
};

const paymentReceived: MailReaction<'PaymentRecorded'> = {
  kind: 'payment_received',
  handles: ['PaymentRecorded'],
  owed: ({ data }) => owedAbout(data.enrollmentId, data.paymentDate),
};

const refundRecorded: MailReaction<'RefundRecorded'> = {
  kind: 'refund_recorded',
  handles: ['RefundRecorded'],
  owed: ({ data }) => owedAbout(data.enrollmentId, data.refundDate),
};

const paymentReminder: MailReaction<'PaymentReminderDue'> = {
  kind: 'payment_reminder',
  handles: ['PaymentReminderDue'],
  owed: ({ data }) => owedAbout(data.enrollmentId, '', data.ordinal),
};

/**
 * Each bill's messages to the child's primary parent: how to pay once it is issued, the
 * reminders, and the payment or refund the organizer recorded. The event's own facts travel as
 * parameters; the rest is read when sending.
 */
export const paymentMails: readonly MailReaction[] = [
  billIssued,
  paymentReceived,
  refundRecorded,
  paymentReminder,
];

/** What is still true when sending: a reminder or the payment instructions of a paid bill are moot. */
const stillOwed: Record<PaymentMailKind, (status: string | null) => boolean> = {
  bill_issued: (status) => status === 'unpaid' || status === 'overdue',
  payment_reminder: (status) => status === 'overdue',
  payment_received: () => true,
  refund_recorded: () => true,
};

@Injectable()
export class PaymentMails implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly dispatcher: MailDispatcher,
    private readonly users: UsersRepository,
    private readonly enrollments: EnrollmentsQuery,
  ) {}

  onModuleInit() {
    for (const { kind } of paymentMails) {
      this.dispatcher.register(kind, (mail) => this.compose(kind as PaymentMailKind, mail));
    }
  }

  async compose(kind: PaymentMailKind, { subjectId, params }: OwedMail) {
    const bill = await this.enrollments.byId(subjectId);
    if (!bill?.child_first_name || !bill.invoice_number || bill.amount_cents === null) return null;
    if (!stillOwed[kind](bill.payment_status)) return null;
    const recipient = await this.users.findById(bill.primary_parent_id);
    // An account opened by an organizer is written to by its invitation, until it is claimed.
    if (!recipient || isUnclaimed(recipient)) return null;
    const language: Language = recipient.language;
    const link =
      kind === 'payment_received'
        ? `${this.config.publicUrl}${downloaderPath('invoice', bill.id)}`
        : `${this.config.publicUrl}/parent/bills/`;
    const wording = paymentWording(kind, language, {
      child: inert(bill.child_first_name),
      stage: inert(bill.stage_name ?? ''),
      organization: inert(bill.organization_name ?? ''),
      invoice: bill.invoice_number,
      amount: euros(bill.amount_cents, language),
      dueDate: bill.due_date ? longDate(bill.due_date, language) : '',
      communication: bill.structured_communication ?? '',
      iban: bill.organization_iban ? formatIban(bill.organization_iban) : null,
      day: params.day ? longDate(params.day, language) : '',
      ordinal: Number(params.ordinal ?? 0),
    });
    const rendered = renderMessage(wording, language, { name: recipient.firstName, link });
    return { ...rendered, to: recipient.email, link };
  }
}
