import { Inject, Injectable } from '@nestjs/common';
import { brusselsDay, type BillListQuery, type BillTotals } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { z } from 'zod';
import { EnrollmentsQuery, type EnrollmentFilter, type ListSort } from '../../enrollments/index.js';
import { Clock } from '../../infrastructure/clock.js';
import type { PageRequest } from '../../platform/http/list-page.js';
import { DATABASE } from '../../platform/tokens.js';
import { billPageQuery, billSelection, type BillPageFilter } from './bill-page.js';

/** The bills lists: only enrollments with an issued bill, by the year the bill was issued. */
export interface BillFilter extends Omit<EnrollmentFilter, 'year'> {
  readonly stage_id?: string | undefined;
  readonly organization_id?: string | undefined;
  readonly year?: number | undefined;
}

type BillReader = { readonly organizationId: string } | { readonly platform: true };

/** An organization reads its own bills only; administrators any, by organization if they ask. */
function billPageFilter(reader: BillReader, filter: BillFilter): BillPageFilter {
  const list = <T>(value: T | readonly T[] | undefined) =>
    value === undefined ? null : ([value].flat() as T[]);
  return {
    organizationId:
      'organizationId' in reader ? reader.organizationId : (filter.organization_id ?? null),
    stageId: filter.stage_id ?? null,
    paymentStatus: list(filter.payment_status),
    year: filter.year ?? null,
    status: list(filter.status),
    childId: filter.child_id ?? null,
    q: filter.q?.trim() || null,
  };
}

/** Newest bill first unless asked otherwise. */
export const newestBillFirst = (query: z.output<typeof BillListQuery>) => ({
  ...query,
  sort: query.sort ?? (['issued_on', 'DESC'] as const),
});

/**
 * The bills of the organization's stages, or of the whole platform: chosen from the bills, then
 * read whole as their enrollments.
 */
@Injectable()
export class BillsQuery {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly enrollments: EnrollmentsQuery,
    private readonly clock: Clock,
  ) {}

  async list(reader: BillReader, page: PageRequest<ListSort>, filter: BillFilter) {
    const now = this.clock.now();
    const chosen = billPageQuery(billPageFilter(reader, filter), page, brusselsDay(now));
    return this.enrollments.billPage(chosen, page, now);
  }

  /** The sums of the bills a bills list shows, whatever its page. */
  async totals(reader: BillReader, filter: BillFilter): Promise<BillTotals> {
    const { from, params, paymentStatus } = billSelection(
      billPageFilter(reader, filter),
      'issued_on',
      this.clock.today(),
    );
    const status = paymentStatus();
    const { rows } = await this.db.query<Record<keyof BillTotals, string>>(
      `SELECT count(*) AS bills,
              coalesce(sum(b.amount_cents) FILTER (WHERE ${status} IN ('unpaid', 'overdue')), 0) AS due_cents,
              coalesce(sum(b.amount_cents) FILTER (WHERE ${status} = 'overdue'), 0) AS overdue_cents,
              coalesce(sum(b.paid_cents) FILTER (WHERE ${status} IN ('paid', 'refund_due')), 0) AS paid_cents,
              coalesce(sum(b.paid_cents) FILTER (WHERE ${status} = 'refund_due'), 0) AS refund_due_cents
         ${from}`,
      params,
    );
    const totals = rows[0]!;
    return {
      bills: Number(totals.bills),
      due_cents: Number(totals.due_cents),
      overdue_cents: Number(totals.overdue_cents),
      paid_cents: Number(totals.paid_cents),
      refund_due_cents: Number(totals.refund_due_cents),
    };
  }
}
