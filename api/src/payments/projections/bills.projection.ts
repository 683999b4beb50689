import type { RecordedDomainEvent } from '@stages/contracts';
import type { Migration, Projection, Sql } from '@stages/projections';

/**
 * Each accepted enrollment's bill: a row from the acceptance on, waiting for its number
 * (`invoice_number` null) until the bill is issued, then what was paid and reminded, and whether
 * the enrollment was cancelled: enough for the bills lists to select, count and sort from this
 * table alone. Where a bill stands today (overdue, refund due) is worked out when it is read.
 */
export const billsMigrations: readonly Migration[] = [
  {
    id: '0037-bills',
    sql: `
      CREATE TABLE bills (
        enrollment_id uuid NOT NULL,
        stage_id uuid NOT NULL,
        accepted_at timestamptz NOT NULL,
        organization_id uuid,
        invoice_number text,
        issued_on date,
        amount_cents integer,
        due_date date,
        communication text,
        payment_date date,
        paid_cents integer,
        statement_reference text,
        statement_entry text,
        refund_date date,
        cancelled boolean NOT NULL DEFAULT false,
        reminders integer NOT NULL DEFAULT 0,
        last_reminder_on date
      );
      -- Unique as a safety net: a rebuild whose rows broke it would stop before replacing the table.
      CREATE UNIQUE INDEX bills_enrollment ON bills (enrollment_id);
      CREATE INDEX bills_awaiting_number ON bills (accepted_at) WHERE invoice_number IS NULL;
      CREATE INDEX bills_organization ON bills (organization_id, issued_on);
      CREATE INDEX bills_communication ON bills (organization_id, communication);
      CREATE INDEX bills_statement_entry ON bills (organization_id, statement_entry)
        WHERE statement_entry IS NOT NULL;`,
  },
  {
    // The bills lists open newest first: this index hands PostgreSQL a page of an organization's
    // bills in that order, and counts them, without sorting every bill of the organization.
    id: '0040-bills-newest-first',
    sql: `
      CREATE INDEX bills_organization_newest
        ON bills (organization_id, issued_on DESC NULLS LAST, invoice_number DESC NULLS LAST)
        WHERE invoice_number IS NOT NULL;`,
  },
  {
    // When an issued bill was cancelled, which dates its credit note, and the credit note once
    // issued. Bills cancelled before this migration take their day from the log.
    id: '0041-bills-credit-notes',
    sql: `
      ALTER TABLE bills ADD COLUMN cancelled_at timestamptz,
        ADD COLUMN credit_note_number text, ADD COLUMN credit_note_issued_on date;
      UPDATE bills b SET cancelled_at = (e.data->>'decidedAt')::timestamptz
        FROM events e
       WHERE b.cancelled AND e.type = 'EnrollmentCancelled'
         AND e.data->>'enrollmentId' = b.enrollment_id::text;
      CREATE INDEX bills_awaiting_credit_note ON bills (cancelled_at)
        WHERE cancelled AND invoice_number IS NOT NULL AND credit_note_number IS NULL;`,
  },
  {
    // How each payment came: by hand, a statement, or online. Earlier ones are one of the first two.
    id: 'payments/0001-bills-payment-method',
    sql: `
      ALTER TABLE bills ADD COLUMN payment_method text;
      UPDATE bills SET payment_method =
          CASE WHEN statement_entry IS NOT NULL THEN 'statement' ELSE 'manual' END
        WHERE payment_date IS NOT NULL;`,
  },
];

type BillEventType =
  | 'EnrollmentAccepted'
  | 'EnrollmentCancelled'
  | 'BillIssued'
  | 'CreditNoteIssued'
  | 'PaymentRecorded'
  | 'RefundRecorded'
  | 'PaymentReminderDue';

export const bills: Projection<BillEventType> = {
  name: 'bills',
  tables: ['bills'],
  handles: [
    'EnrollmentAccepted',
    'EnrollmentCancelled',
    'BillIssued',
    'CreditNoteIssued',
    'PaymentRecorded',
    'RefundRecorded',
    'PaymentReminderDue',
  ],
  async apply(events, { sql, table }) {
    // In order: a bill's payment may follow its issue in the same batch. A run of payments (a
    // statement import records thousands) is one statement.
    for (let index = 0; index < events.length; index += 1) {
      const event = events[index]!;
      if (event.type === 'PaymentRecorded') {
        const run: PaymentEvent[] = [event];
        for (let next = events[index + 1]; next?.type === 'PaymentRecorded';) {
          run.push(next);
          index += 1;
          next = events[index + 1];
        }
        await recordPayments(sql, table('bills'), run);
        continue;
      }
      switch (event.type) {
        case 'EnrollmentAccepted':
          await sql.query(
            `INSERT INTO ${table('bills')} (enrollment_id, stage_id, accepted_at)
             VALUES ($1, $2, $3)`,
            [event.data.enrollmentId, event.data.stageId, event.data.decidedAt],
          );
          break;
        case 'EnrollmentCancelled':
          // A pending request cancelled has no row: nothing changes.
          await sql.query(
            `UPDATE ${table('bills')} SET cancelled = true, cancelled_at = $2
              WHERE enrollment_id = $1`,
            [event.data.enrollmentId, event.data.decidedAt],
          );
          break;
        case 'BillIssued': {
          const { data } = event;
          await sql.query(
            `UPDATE ${table('bills')} SET organization_id = $2, invoice_number = $3,
               issued_on = $4, amount_cents = $5, due_date = $6, communication = $7
             WHERE enrollment_id = $1`,
            [
              data.enrollmentId,
              data.organizationId,
              data.invoiceNumber,
              data.issuedOn,
              data.amountCents,
              data.dueDate,
              data.structuredCommunication,
            ],
          );
          break;
        }
        case 'CreditNoteIssued':
          await sql.query(
            `UPDATE ${table('bills')} SET credit_note_number = $2, credit_note_issued_on = $3
              WHERE enrollment_id = $1`,
            [event.data.enrollmentId, event.data.creditNoteNumber, event.data.issuedOn],
          );
          break;
        case 'RefundRecorded':
          await sql.query(
            `UPDATE ${table('bills')} SET refund_date = $2 WHERE enrollment_id = $1`,
            [event.data.enrollmentId, event.data.refundDate],
          );
          break;
        case 'PaymentReminderDue':
          await sql.query(
            `UPDATE ${table('bills')} SET reminders = $2, last_reminder_on = $3
             WHERE enrollment_id = $1`,
            [event.data.enrollmentId, event.data.ordinal, event.data.on],
          );
          break;
      }
    }
  },
};

type PaymentEvent = RecordedDomainEvent<'PaymentRecorded'>;

async function recordPayments(sql: Sql, bills: string, events: readonly PaymentEvent[]) {
  const rows = events.map(({ data }) => ({
    enrollment_id: data.enrollmentId,
    payment_date: data.paymentDate,
    paid_cents: data.amountCents,
    statement_reference: data.statement?.reference ?? null,
    statement_entry: data.statement?.entry ?? null,
    payment_method: data.online?.method ?? (data.statement ? 'statement' : 'manual'),
  }));
  await sql.query(
    `UPDATE ${bills} AS b SET payment_date = p.payment_date, paid_cents = p.paid_cents,
       statement_reference = p.statement_reference, statement_entry = p.statement_entry,
       payment_method = p.payment_method
     FROM jsonb_to_recordset($1::jsonb) AS p(enrollment_id uuid, payment_date date,
       paid_cents integer, statement_reference text, statement_entry text, payment_method text)
     WHERE b.enrollment_id = p.enrollment_id`,
    [JSON.stringify(rows)],
  );
}
