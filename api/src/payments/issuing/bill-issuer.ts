import { Inject, Injectable } from '@nestjs/common';
import { brusselsDay, type EventStore, billingStream } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { Config } from '../../config/config.js';
import type { AppLogger } from '../../infrastructure/logging.js';
import { CachedAggregate } from '../../platform/commands/cached-aggregate.js';
import { systemContext } from '../../platform/commands/command-context.js';
import { LockedLoop } from '../../platform/locked-loop.js';
import { CONFIG, DATABASE, EVENT_STORE, LOGGER } from '../../platform/tokens.js';
import { billingYearAggregate } from '../domain/billing-year.js';

interface AwaitingBill {
  enrollment_id: string;
  stage_id: string;
  organization_id: string;
  price_cents: number;
  accepted_at: Date;
  starts_at: Date;
}

interface AwaitingCreditNote {
  enrollment_id: string;
  stage_id: string;
  organization_id: string;
  invoice_number: string;
  issued_on: string;
  amount_cents: number;
  cancelled_at: Date | null;
}

const BATCH = 200;

/**
 * Issues the bill of every accepted enrollment, in the order they were accepted, from the
 * `bills` read model's rows still waiting for a number: a reaction to the acceptances in the log,
 * so that a crash between an acceptance and its bill only delays the bill. Then the credit note
 * of every issued bill whose enrollment was cancelled, in the order they were cancelled. One process issues
 * at a time (a database lock); the organization's billing stream makes each bill once per
 * enrollment and the numbers gapless, even if two processes ever raced.
 */
@Injectable()
export class BillIssuer extends LockedLoop {
  readonly #years: CachedAggregate<
    typeof billingYearAggregate.initial,
    Parameters<typeof billingYearAggregate.decide>[0],
    ReturnType<typeof billingYearAggregate.decide>[number]
  >;

  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CONFIG) config: Config,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {
    super({
      db,
      lock: 'bill-issuer',
      what: 'Bill issuing',
      logger,
      idleMs: config.projectionPollMs,
    });
    this.#years = new CachedAggregate(store, billingYearAggregate);
  }

  /** The organizations' billing streams, shared with the reminders, which write them too. */
  get years() {
    return this.#years;
  }

  async round() {
    return (await this.issueAwaiting()) + (await this.creditCancelled());
  }

  /**
   * Waits until the bills of `enrollmentIds` are issued and shown by the read model, issuing
   * here whatever awaits (harmless beside the loop: a bill is issued once). False when
   * `timeoutMs` passed first.
   */
  async issued(enrollmentIds: readonly string[], timeoutMs = 30_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      await this.issueAwaiting();
      const { rows } = await this.db.query<{ issued: string }>(
        `SELECT count(*) AS issued FROM bills
          WHERE enrollment_id = ANY($1::uuid[]) AND invoice_number IS NOT NULL`,
        [enrollmentIds],
      );
      if (Number(rows[0]!.issued) === enrollmentIds.length) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  /** Issues one batch of the bills awaiting a number; answers how many were issued. */
  async issueAwaiting(): Promise<number> {
    const { rows } = await this.db.query<AwaitingBill>(
      `SELECT b.enrollment_id::text, b.stage_id::text, s.organization_id::text, e.price_cents,
              b.accepted_at, s.starts_at
         FROM bills b
         JOIN enrollments e ON e.enrollment_id = b.enrollment_id
         JOIN stage_catalogue s ON s.stage_id = b.stage_id
        WHERE b.invoice_number IS NULL
        ORDER BY b.accepted_at, b.enrollment_id
        LIMIT ${BATCH}`,
    );
    return this.#each(rows, 'a bill', (row) => this.#issue(row));
  }

  /** Issues one batch of the credit notes that cancelled bills await; answers how many. */
  async creditCancelled(): Promise<number> {
    const { rows } = await this.db.query<AwaitingCreditNote>(
      `SELECT enrollment_id::text, stage_id::text, organization_id::text, invoice_number,
              issued_on::text, amount_cents, cancelled_at
         FROM bills
        WHERE cancelled AND invoice_number IS NOT NULL AND credit_note_number IS NULL
        ORDER BY cancelled_at, enrollment_id
        LIMIT ${BATCH}`,
    );
    return this.#each(rows, 'a credit note', (row) => this.#credit(row));
  }

  /**
   * Issues each row's document in order; answers how many were. One that cannot be issued holds
   * back no other: it is logged, and tried again next round.
   */
  async #each<Row extends { enrollment_id: string }>(
    rows: readonly Row[],
    what: string,
    issue: (row: Row) => Promise<number>,
  ): Promise<number> {
    let issued = 0;
    for (const row of rows) {
      try {
        issued += await issue(row);
      } catch (error) {
        this.logger.error(`Could not issue ${what}`, {
          enrollmentId: row.enrollment_id,
          error: String(error),
        });
      }
    }
    return issued;
  }

  async #credit(row: AwaitingCreditNote): Promise<number> {
    // An enrollment cancelled before its bill was numbered is credited on the bill's own day.
    const cancelledOn = row.cancelled_at ? brusselsDay(row.cancelled_at) : row.issued_on;
    const day = cancelledOn > row.issued_on ? cancelledOn : row.issued_on;
    const year = Number(day.slice(0, 4));
    const { events } = await this.#years.run(
      billingStream(row.organization_id, year),
      {
        type: 'IssueCreditNote',
        organizationId: row.organization_id,
        stageId: row.stage_id,
        enrollmentId: row.enrollment_id,
        year,
        cancelledOn: day,
        invoiceNumber: row.invoice_number,
        amountCents: row.amount_cents,
      },
      systemContext(),
    );
    return events.length;
  }

  async #issue(row: AwaitingBill): Promise<number> {
    const acceptedOn = brusselsDay(row.accepted_at);
    const year = Number(acceptedOn.slice(0, 4));
    const { events } = await this.#years.run(
      billingStream(row.organization_id, year),
      {
        type: 'IssueBill',
        organizationId: row.organization_id,
        stageId: row.stage_id,
        enrollmentId: row.enrollment_id,
        year,
        acceptedOn,
        stageStartDay: brusselsDay(row.starts_at),
        amountCents: row.price_cents,
      },
      systemContext(),
    );
    return events.length;
  }
}
