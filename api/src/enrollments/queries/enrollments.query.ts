import { Inject, Injectable } from '@nestjs/common';
import {
  ageOn,
  brusselsDay,
  ErrorCode,
  formatStructuredCommunication,
  type BillSort,
  type BillListItem,
  type Enrollment,
  type EnrollmentListItem,
  type EnrollmentSort,
  type EnrollmentStatus,
  type PaymentAccount,
  type PaymentMethod,
  type PaymentStatus,
  type PriceLineView,
  type ReducedPriceStanding,
  type PhotoConsent,
  type Sex,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { familyReachSql, photoConsentSql } from '../../families/index.js';
import { DomainError } from '../../platform/domain-error.js';
import type { PageRequest } from '../../platform/http/list-page.js';
import {
  orderBy,
  pagedRows,
  type PageQuery,
  type Placed,
  type SortExpressions,
} from '../../platform/http/paged-query.js';
import { CONFIG, DATABASE } from '../../platform/tokens.js';
import type { Config } from '../../config/config.js';
import { Clock } from '../../infrastructure/clock.js';
import { mutualCertificateOfferedSql, paymentStatusSql } from './payment-status.js';
import { priceLineViewsSql } from '../projections/enrollments.projection.js';
import { enrollmentNotFound } from '../domain/enrollment-refusals.js';
import { isoInstantSql } from '../../platform/sql/iso-instant-sql.js';

export interface EnrollmentFilter {
  readonly status?: EnrollmentStatus | readonly EnrollmentStatus[] | undefined;
  readonly payment_status?: PaymentStatus | readonly PaymentStatus[] | undefined;
  readonly child_id?: string | undefined;
  readonly year?: number | undefined;
  readonly q?: string | undefined;
}

export type ListSort = EnrollmentSort | BillSort;

/** Who reads: a family (the children of the parents a user reaches) or an organization (its stages). */
type Reader =
  | { readonly familyOf: string }
  | { readonly organizationId: string; readonly stageId?: string }
  | { readonly platform: true; readonly organizationId?: string; readonly stageId?: string };

/** What the bills lists show of an enrollment, its bill's communication as stored. */
interface BillRow {
  id: string;
  stage_id: string;
  child_id: string;
  status: EnrollmentStatus;
  child_first_name: string | null;
  child_last_name: string | null;
  stage_slug: string | null;
  stage_name: string | null;
  starts_at: string | null;
  ends_at: string | null;
  organization_id: string | null;
  organization_name: string | null;
  invoice_number: string | null;
  issued_on: string | null;
  amount_cents: number | null;
  due_date: string | null;
  communication: string | null;
  payment_status: PaymentStatus | null;
  payment_date: string | null;
  paid_cents: number | null;
  payment_method: PaymentMethod | null;
  refund_date: string | null;
  credit_note_number: string | null;
  mutual_certificate: boolean;
  lines: PriceLineView[];
}

/** An enrollment as the families' and the stages' lists show it. */
interface ListRow extends BillRow {
  requested_at: string;
  decided_at: string | null;
  price_cents: number;
  primary_parent_id: string;
  child_birth_date: string | null;
  child_sex: Sex | null;
  child_photo_consent: PhotoConsent;
  child_photo_consent_answered: boolean;
  parent_name: string | null;
  parent_email: string | null;
  parent_phone: string | null;
  /** The stage's first day in Belgium, `YYYY-MM-DD`. */
  first_day: string | null;
  rejection_reason: string | null;
  reduced_price: ReducedPriceStanding;
  online_payment: boolean;
}

type Table = 'child' | 'user' | 'stage' | 'bill';
const TABLES: readonly Table[] = ['child', 'user', 'stage', 'bill'];
const JOINS: Record<Table, string> = {
  child: 'LEFT JOIN children c ON c.id = e.child_id',
  user: 'LEFT JOIN users u ON u.id = e.primary_parent_id',
  stage: 'LEFT JOIN stage_catalogue s ON s.stage_id = e.stage_id',
  bill: 'LEFT JOIN bills b ON b.enrollment_id = e.enrollment_id',
};

/** The tables each sort key reads beyond `enrollments`. */
const sortNeeds: Record<ListSort, readonly Table[]> = {
  requested_at: [],
  decided_at: [],
  status: [],
  starts_at: ['stage'],
  child_last_name: ['child'],
  child_birth_date: ['child'],
  issued_on: ['bill'],
  due_date: ['bill'],
  invoice_number: ['bill'],
  payment_date: ['bill'],
  amount_cents: ['bill'],
};

const sorts: SortExpressions<ListSort> = {
  requested_at: ['e.requested_at'],
  decided_at: ['e.decided_at'],
  starts_at: ['s.starts_at'],
  status: ['e.status'],
  child_last_name: ['c.last_name', 'c.first_name'],
  child_birth_date: ['c.birth_date'],
  issued_on: ['b.issued_on', 'b.invoice_number'],
  due_date: ['b.due_date'],
  invoice_number: ['b.invoice_number'],
  payment_date: ['b.payment_date'],
  amount_cents: ['b.amount_cents'],
};

/** What every shape reads: the enrollment, its child, stage, organization and bill. */
const billColumns = (on: string, at: string) =>
  `e.enrollment_id::text AS id, e.stage_id::text, e.child_id::text, e.status,
   c.first_name AS child_first_name, c.last_name AS child_last_name,
   s.slug AS stage_slug, s.name AS stage_name, ${isoInstantSql('s.starts_at')} AS starts_at,
   ${isoInstantSql('s.ends_at')} AS ends_at, s.organization_id::text, o.name AS organization_name,
   b.invoice_number, b.issued_on::text, b.amount_cents, b.due_date::text, b.communication,
   ${paymentStatusSql(on)} AS payment_status, b.payment_date::text, b.paid_cents,
   b.payment_method, b.refund_date::text, b.credit_note_number,
   coalesce(${mutualCertificateOfferedSql(at)}, false) AS mutual_certificate,
   ${priceLineViewsSql('e', 's')} AS lines`;

/**
 * Whether the stage's organization takes payments online: only asked where this server has
 * Stripe's keys, so that a server without them never offers what it cannot open.
 */
const onlinePaymentSql = (online: boolean) =>
  online
    ? `EXISTS (SELECT 1 FROM stripe_accounts sa
                WHERE sa.organization_id = s.organization_id AND sa.charges_enabled)`
    : 'false';

const listColumns = (on: string, at: string, online: boolean) =>
  `${billColumns(on, at)}, ${isoInstantSql('e.requested_at')} AS requested_at,
   ${isoInstantSql('e.decided_at')} AS decided_at, e.price_cents, e.primary_parent_id::text,
   c.birth_date::text AS child_birth_date, c.sex AS child_sex,
   ${photoConsentSql('c', 'child_')},
   nullif(trim(u.first_name || ' ' || u.last_name), '') AS parent_name,
   u.email AS parent_email, coalesce(p.phone, u.phone) AS parent_phone,
   (s.starts_at AT TIME ZONE 'Europe/Brussels')::date::text AS first_day,
   r.reason AS rejection_reason, e.reduced_price,
   ${onlinePaymentSql(online)} AS online_payment`;

/** The bills lists' lines, the enrollments lists' rows, one enrollment with its account. */
type Shape = 'bill' | 'list' | 'one';
const SHAPES: Record<Shape, (on: string, at: string, online: boolean) => string> = {
  bill: billColumns,
  list: listColumns,
  one: (on, at, online) =>
    `${listColumns(on, at, online)}, o.iban AS organization_iban, o.bic AS organization_bic`,
};

/** The primary parent and a rejection's reason: the enrollments lists show them, bills do not. */
const PARENT_JOINS = `LEFT JOIN users u ON u.id = e.primary_parent_id
         LEFT JOIN parents p ON p.user_id = e.primary_parent_id
         LEFT JOIN enrollment_rejection_reasons r
           ON r.enrollment_id = e.enrollment_id AND e.status = 'rejected'`;

/**
 * Enrollments from the `enrollments` read model, with what the screens show of the child, the
 * stage and its organization. A child erased from its family leaves its enrollment nameless.
 */
@Injectable()
export class EnrollmentsQuery {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** The organization's stage by its slug; another organization's is not found. */
  async stageOfOrganization(organizationId: string, slug: string): Promise<string> {
    const { rows } = await this.db.query<{ stage_id: string }>(
      `SELECT stage_id::text FROM stage_catalogue WHERE slug = $1 AND organization_id = $2`,
      [slug, organizationId],
    );
    if (!rows[0]) throw new DomainError(ErrorCode.stageNotFound, 'No such stage', 404);
    return rows[0].stage_id;
  }

  async familyList(userId: string, page: PageRequest<ListSort>, filter: EnrollmentFilter) {
    return this.#list({ familyOf: userId }, page, filter);
  }

  async stageList(
    organizationId: string,
    stageId: string,
    page: PageRequest<EnrollmentSort>,
    filter: EnrollmentFilter,
  ) {
    return this.#list({ organizationId, stageId }, page, filter);
  }

  /** Across the organization's stages, for its exports. */
  async organizationList(
    organizationId: string,
    page: PageRequest<EnrollmentSort>,
    filter: EnrollmentFilter,
  ) {
    return this.#list({ organizationId }, page, filter);
  }

  /** One enrollment of the caller's family's children; any other is not found. */
  async forFamily(userId: string, enrollmentId: string): Promise<Enrollment> {
    return this.#one({ familyOf: userId }, enrollmentId);
  }

  /** One enrollment on the organization's stages; any other is not found. */
  async forOrganization(organizationId: string, enrollmentId: string): Promise<Enrollment> {
    return this.#one({ organizationId }, enrollmentId);
  }

  /** Any enrollment, for the platform's own work (its mails); null when there is none. */
  byId(enrollmentId: string): Promise<Enrollment | null> {
    return this.#find({ platform: true }, enrollmentId);
  }

  async #one(reader: Reader, enrollmentId: string) {
    const found = await this.#find(reader, enrollmentId);
    if (!found) throw enrollmentNotFound();
    return found;
  }

  async #find(reader: Reader, enrollmentId: string): Promise<Enrollment | null> {
    const page = { offset: 0, limit: 1, sort: 'requested_at', order: 'ASC' } as const;
    const now = this.clock.now();
    const list = this.#pageQuery(reader, page, {}, [enrollmentId], brusselsDay(now));
    const { items } = await this.#rows<ListRow & PaymentAccount, Enrollment>(
      list,
      page,
      now,
      'one',
      toEnrollment,
    );
    return items[0] ?? null;
  }

  /**
   * Which enrollments a list holds, by id, in the page's order: only the tables its filters and
   * sort need, and only the conditions asked for, so that the query is planned in a moment.
   */
  #pageQuery(
    reader: Reader,
    page: PageRequest<ListSort>,
    filter: EnrollmentFilter,
    enrollmentIds: readonly string[] | null,
    today: string,
  ): PageQuery {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const needs = new Set<Table>(sortNeeds[page.sort]);
    const where: string[] = [];
    if ('familyOf' in reader) {
      // In the same statement: a round trip to the database costs the server more than the query.
      needs.add('child');
      where.push(`c.primary_parent_id IN (${familyReachSql(param(reader.familyOf))})`);
    }
    if ('organizationId' in reader && reader.organizationId) {
      needs.add('stage');
      where.push(`s.organization_id = ${param(reader.organizationId)}::uuid`);
    }
    if ('stageId' in reader && reader.stageId) {
      where.push(`e.stage_id = ${param(reader.stageId)}::uuid`);
    }
    if (enrollmentIds) where.push(`e.enrollment_id = ANY(${param(enrollmentIds)}::uuid[])`);
    if (filter.status !== undefined) {
      where.push(`e.status = ANY(${param([filter.status].flat())}::text[])`);
    }
    if (filter.child_id) where.push(`e.child_id = ${param(filter.child_id)}::uuid`);
    const q = filter.q?.trim();
    if (q) {
      needs.add('child').add('user');
      const like = param(`%${q}%`);
      where.push(
        `(c.first_name ILIKE ${like} OR c.last_name ILIKE ${like} OR u.last_name ILIKE ${like} OR u.email ILIKE ${like})`,
      );
    }
    if (filter.year !== undefined) {
      needs.add('stage');
      where.push(
        `extract(year FROM s.starts_at AT TIME ZONE 'Europe/Brussels') = ${param(filter.year)}::integer`,
      );
    }
    if (filter.payment_status !== undefined) {
      needs.add('bill');
      const status = paymentStatusSql(`${param(today)}::date`);
      where.push(`${status} = ANY(${param([filter.payment_status].flat())}::text[])`);
    }
    const from = `FROM enrollments e ${TABLES.filter((table) => needs.has(table))
      .map((table) => JOINS[table])
      .join(' ')} ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}`;
    return {
      columns: 'e.enrollment_id AS id',
      from,
      order: orderBy(sorts, page, 'e.enrollment_id'),
      params,
    };
  }

  /**
   * A page of enrollments whole, with their child, parent, stage, organization and bill, and the
   * list's total: one statement, the page's ids chosen first (`list`), then their rows joined.
   */
  page(list: PageQuery, page: PageRequest<ListSort>, now: Date) {
    return this.#rows<ListRow, EnrollmentListItem>(list, page, now, 'list', toEnrollment);
  }

  /** A page of the bills lists, chosen from the bills: only what those lists show. */
  billPage(list: PageQuery, page: PageRequest<ListSort>, now: Date) {
    return this.#rows<BillRow, BillListItem>(list, page, now, 'bill', toBillListItem);
  }

  /** The page's items, each made from its row by `toItem`, and the list's total. */
  async #rows<R, Item>(
    list: PageQuery,
    page: PageRequest<ListSort>,
    now: Date,
    shape: Shape,
    toItem: (row: R & Placed) => Item,
  ): Promise<{ items: Item[]; total: number }> {
    const { rows, total } = await pagedRows<R, Item>(
      this.db,
      list,
      page,
      (chosen, param) => {
        const columns = SHAPES[shape](
          param(brusselsDay(now)),
          param(now.toISOString()),
          this.config.stripeConnect !== null,
        );
        return `SELECT ${columns}, page.page_position, page.page_total
         FROM (${chosen}) AS page
         JOIN enrollments e ON e.enrollment_id = page.id
         LEFT JOIN children c ON c.id = e.child_id
         LEFT JOIN stage_catalogue s ON s.stage_id = e.stage_id
         LEFT JOIN organizations o ON o.id = s.organization_id
         LEFT JOIN bills b ON b.enrollment_id = e.enrollment_id
         ${shape === 'bill' ? '' : PARENT_JOINS}
        ORDER BY page.page_position`;
      },
      toItem,
    );
    return { items: rows, total };
  }

  async #list(
    reader: Reader,
    page: PageRequest<ListSort>,
    filter: EnrollmentFilter,
    enrollmentIds: readonly string[] | null = null,
  ): Promise<{ items: EnrollmentListItem[]; total: number }> {
    const now = this.clock.now();
    const today = brusselsDay(now);
    return this.page(this.#pageQuery(reader, page, filter, enrollmentIds, today), page, now);
  }
}

const communicationOf = (stored: string | null) =>
  stored ? formatStructuredCommunication(stored) : null;

/** A bills list's line from its row, in one copy: its placement and stored communication left out. */
function toBillListItem<R extends BillRow>({
  communication,
  page_position: _position,
  page_total: _total,
  ...line
}: R & Placed) {
  return Object.assign(line, {
    structured_communication: communicationOf(communication),
  });
}

/** A list's row, or one enrollment's answer when the row carries the account to pay to. */
function toEnrollment<R extends ListRow>({
  communication,
  first_day,
  page_position: _position,
  page_total: _total,
  ...enrollment
}: R & Placed) {
  return Object.assign(enrollment, {
    structured_communication: communicationOf(communication),
    age_on_first_day:
      enrollment.child_birth_date && first_day
        ? ageOn(enrollment.child_birth_date, first_day)
        : null,
  });
}
