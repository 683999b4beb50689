import { randomUUID } from 'node:crypto';
import { FIRST_LINK } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { describe, it } from 'vitest';
import { bills } from '../../api/src/payments/projections/bills.projection.js';
import { projectionSpec, recorded } from '../support/projection-spec.js';

const spec = projectionSpec(
  bills,
  async (db: SqlDatabase) =>
    (
      await db.query(
        `SELECT enrollment_id::text, invoice_number, payment_date::text, paid_cents,
                statement_entry, refund_date::text, cancelled, reminders
           FROM bills ORDER BY invoice_number NULLS LAST, enrollment_id`,
      )
    ).rows,
);

const organizationId = randomUUID();
const stageId = randomUUID();
const link = { previous: FIRST_LINK, hash: FIRST_LINK };
const decision = (enrollmentId: string) => ({
  stageId,
  enrollmentId,
  decidedBy: null,
  decidedAt: '2026-06-01T08:00:00.000Z',
  link,
});

const accepted = (id: string) => recorded({ type: 'EnrollmentAccepted', data: decision(id) });
const issued = (id: string, sequence: number) =>
  recorded({
    type: 'BillIssued',
    data: {
      organizationId,
      stageId,
      enrollmentId: id,
      year: 2026,
      sequence,
      invoiceNumber: `2026-0000${sequence}`,
      issuedOn: '2026-06-01',
      amountCents: 12_500,
      dueDate: '2026-06-15',
      structuredCommunication: '010806817183',
    },
  });
const paid = (id: string, entry: string | null) =>
  recorded({
    type: 'PaymentRecorded',
    data: {
      ...decision(id),
      paymentDate: '2026-06-10',
      amountCents: 12_500,
      statement: entry ? { reference: '2026-06-10/001', entry } : null,
    },
  });

describe('the bills projection', () => {
  it('follows each bill from its acceptance to its payment, a run of payments at once or one by one', async () => {
    const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()].sort();
    await spec
      .given(
        accepted(a!),
        accepted(b!),
        accepted(c!),
        accepted(d!),
        issued(a!, 1),
        issued(b!, 2),
        issued(c!, 3),
        paid(a!, 'BE:2026-001:0001'),
        paid(b!, 'BE:2026-001:0002'),
        recorded({ type: 'EnrollmentCancelled', data: decision(c!) }),
        paid(c!, null),
        recorded({
          type: 'RefundRecorded',
          data: { ...decision(c!), refundDate: '2026-06-20', amountCents: 12_500 },
        }),
        recorded({
          type: 'PaymentReminderDue',
          data: { organizationId, enrollmentId: b!, ordinal: 1, on: '2026-06-16' },
        }),
      )
      .then([
        {
          enrollment_id: a,
          invoice_number: '2026-00001',
          payment_date: '2026-06-10',
          paid_cents: 12_500,
          statement_entry: 'BE:2026-001:0001',
          refund_date: null,
          cancelled: false,
          reminders: 0,
        },
        {
          enrollment_id: b,
          invoice_number: '2026-00002',
          payment_date: '2026-06-10',
          paid_cents: 12_500,
          statement_entry: 'BE:2026-001:0002',
          refund_date: null,
          cancelled: false,
          reminders: 1,
        },
        {
          enrollment_id: c,
          invoice_number: '2026-00003',
          payment_date: '2026-06-10',
          paid_cents: 12_500,
          statement_entry: null,
          refund_date: '2026-06-20',
          cancelled: true,
          reminders: 0,
        },
        {
          enrollment_id: d,
          invoice_number: null,
          payment_date: null,
          paid_cents: null,
          statement_entry: null,
          refund_date: null,
          cancelled: false,
          reminders: 0,
        },
      ]);
  });
});
