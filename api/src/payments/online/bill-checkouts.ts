import { Inject, Injectable } from '@nestjs/common';
import type { OnlinePaymentIssue, OnlinePaymentMethod } from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import { DATABASE } from '../../platform/tokens.js';
import { isoInstantSql } from '../../platform/sql/iso-instant-sql.js';

export type CheckoutRowStatus = 'open' | 'paid' | 'failed' | 'expired' | 'review';

export interface BillCheckoutRow {
  readonly id: string;
  readonly enrollment_id: string;
  /** The stage whose stream the bill's payment is decided on. */
  readonly stage_id: string;
  readonly organization_id: string;
  readonly account_id: string;
  readonly opened_at: string;
  readonly amount_cents: number;
  readonly status: CheckoutRowStatus;
  readonly payment_intent_id: string | null;
  readonly received_at: string | null;
  readonly refund_id: string | null;
}

const iso = (column: string) => `${isoInstantSql(column)} AS ${column}`;

const COLUMNS = `id, enrollment_id::text,
  (SELECT b.stage_id::text FROM bills b WHERE b.enrollment_id = bill_checkouts.enrollment_id)
    AS stage_id,
  organization_id::text, account_id, ${iso('opened_at')},
  amount_cents, status, payment_intent_id, ${iso('received_at')}, refund_id`;

/** What Stripe said of a checkout's money, kept beside its status. */
export interface Received {
  readonly paymentIntentId: string | null;
  readonly method: OnlinePaymentMethod | null;
  readonly receivedCents: number;
  readonly currency: string;
}

/** The checkouts opened on organizations' accounts for bills, and what became of each. */
@Injectable()
export class BillCheckouts {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async find(id: string): Promise<BillCheckoutRow | null> {
    const { rows } = await this.db.query<BillCheckoutRow>(
      `SELECT ${COLUMNS} FROM bill_checkouts WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The checkout whose payment a refund of the account gives back. */
  async paidBy(accountId: string, paymentIntentId: string): Promise<BillCheckoutRow | null> {
    const { rows } = await this.db.query<BillCheckoutRow>(
      `SELECT ${COLUMNS} FROM bill_checkouts
        WHERE account_id = $1 AND payment_intent_id = $2 AND status = 'paid'`,
      [accountId, paymentIntentId],
    );
    return rows[0] ?? null;
  }

  /** The checkout that paid an enrollment's bill, if one did. */
  async paidFor(enrollmentId: string): Promise<BillCheckoutRow | null> {
    const { rows } = await this.db.query<BillCheckoutRow>(
      `SELECT ${COLUMNS} FROM bill_checkouts WHERE enrollment_id = $1 AND status = 'paid'`,
      [enrollmentId],
    );
    return rows[0] ?? null;
  }

  async openFor(enrollmentId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id FROM bill_checkouts WHERE enrollment_id = $1 AND status = 'open'`,
      [enrollmentId],
    );
    return rows.map((row) => row.id);
  }

  async open(
    tx: Sql,
    checkout: {
      id: string;
      enrollmentId: string;
      organizationId: string;
      accountId: string;
      openedBy: string;
      amountCents: number;
    },
  ) {
    await tx.query(
      `INSERT INTO bill_checkouts
         (id, enrollment_id, organization_id, account_id, opened_by, amount_cents)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        checkout.id,
        checkout.enrollmentId,
        checkout.organizationId,
        checkout.accountId,
        checkout.openedBy,
        checkout.amountCents,
      ],
    );
  }

  /** Closes open checkouts; a paid one keeps its status whatever Stripe says later. */
  async close(ids: readonly string[], status: 'failed' | 'expired') {
    if (ids.length === 0) return;
    await this.db.query(
      `UPDATE bill_checkouts SET status = $2 WHERE id = ANY($1::text[]) AND status = 'open'`,
      [ids, status],
    );
  }

  /** The money came: the bill's payment recorded, or the money kept for the organizer to look at. */
  async received(id: string, received: Received, outcome: 'paid' | OnlinePaymentIssue) {
    await this.db.query(
      `UPDATE bill_checkouts
          SET status = $2, issue = $3, payment_intent_id = $4, method = $5,
              received_cents = $6, currency = $7, received_at = coalesce(received_at, now())
        WHERE id = $1 AND status NOT IN ('paid', 'review')`,
      [
        id,
        outcome === 'paid' ? 'paid' : 'review',
        outcome === 'paid' ? null : outcome,
        received.paymentIntentId,
        received.method,
        received.receivedCents,
        received.currency,
      ],
    );
  }

  async refundAsked(id: string, refundId: string) {
    await this.db.query('UPDATE bill_checkouts SET refund_id = $2 WHERE id = $1', [id, refundId]);
  }
}
