import { Inject, Injectable } from '@nestjs/common';
import {
  ageOn,
  brusselsDay,
  ErrorCode,
  type Enrollment,
  type EnrollmentSort,
  type EnrollmentStatus,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { FamilyAccess } from '../../families/queries/family-access.js';
import { DomainError } from '../../platform/domain-error.js';
import type { PageRequest } from '../../platform/http/list-page.js';
import { orderBy, pagedRows, type SortExpressions } from '../../platform/http/paged-query.js';
import { DATABASE } from '../../platform/tokens.js';
import { enrollmentNotFound } from '../domain/enrollment-refusals.js';

export interface EnrollmentFilter {
  readonly status?: EnrollmentStatus | readonly EnrollmentStatus[] | undefined;
  readonly child_id?: string | undefined;
  readonly year?: number | undefined;
  readonly q?: string | undefined;
}

/** Who reads: a family (its parents' children) or an organization (its stages). */
type Reader =
  | { readonly family: readonly string[] }
  | { readonly organizationId: string; readonly stageId?: string }
  | { readonly platform: true };

interface Row {
  id: string;
  stage_id: string;
  child_id: string;
  status: EnrollmentStatus;
  requested_at: Date;
  decided_at: Date | null;
  price_cents: number;
  primary_parent_id: string;
  child_first_name: string | null;
  child_last_name: string | null;
  child_birth_date: string | null;
  parent_name: string | null;
  parent_email: string | null;
  parent_phone: string | null;
  stage_slug: string | null;
  stage_name: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  organization_id: string | null;
  organization_name: string | null;
  rejection_reason: string | null;
}

const sorts: SortExpressions<EnrollmentSort> = {
  requested_at: ['e.requested_at'],
  decided_at: ['e.decided_at'],
  starts_at: ['s.starts_at'],
  status: ['e.status'],
  child_last_name: ['c.last_name', 'c.first_name'],
  child_birth_date: ['c.birth_date'],
};

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/**
 * Enrollments from the `enrollments` read model, with what the screens show of the child, the
 * stage and its organization. A child erased from its family leaves its enrollment nameless.
 */
@Injectable()
export class EnrollmentsQuery {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly access: FamilyAccess,
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

  async familyList(userId: string, page: PageRequest<EnrollmentSort>, filter: EnrollmentFilter) {
    return this.#list({ family: await this.access.parentIdsFor(userId) }, page, filter);
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
    return this.#one({ family: await this.access.parentIdsFor(userId) }, enrollmentId);
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

  async #find(reader: Reader, enrollmentId: string) {
    const page = { offset: 0, limit: 1, sort: 'requested_at', order: 'ASC' } as const;
    const { items } = await this.#list(reader, page, {}, enrollmentId);
    return items[0] ?? null;
  }

  async #list(
    reader: Reader,
    page: PageRequest<EnrollmentSort>,
    filter: EnrollmentFilter,
    enrollmentId: string | null = null,
  ): Promise<{ items: Enrollment[]; total: number }> {
    const statuses = filter.status === undefined ? null : [filter.status].flat();
    const params: unknown[] = [
      'family' in reader ? reader.family : null,
      'organizationId' in reader ? reader.organizationId : null,
      'organizationId' in reader ? (reader.stageId ?? null) : null,
      statuses,
      filter.child_id ?? null,
      filter.q?.trim() ? `%${filter.q.trim()}%` : null,
      enrollmentId,
      filter.year ?? null,
    ];
    const where = `
      ($1::uuid[] IS NULL OR c.primary_parent_id = ANY($1::uuid[]))
      AND ($2::uuid IS NULL OR s.organization_id = $2::uuid)
      AND ($3::uuid IS NULL OR e.stage_id = $3::uuid)
      AND ($4::text[] IS NULL OR e.status = ANY($4::text[]))
      AND ($5::uuid IS NULL OR e.child_id = $5::uuid)
      AND ($6::text IS NULL OR c.first_name ILIKE $6 OR c.last_name ILIKE $6
           OR u.last_name ILIKE $6 OR u.email ILIKE $6)
      AND ($7::uuid IS NULL OR e.enrollment_id = $7::uuid)
      AND ($8::integer IS NULL
           OR extract(year FROM s.starts_at AT TIME ZONE 'Europe/Brussels') = $8::integer)`;
    const from = `
      FROM enrollments e
      LEFT JOIN children c ON c.id = e.child_id
      LEFT JOIN users u ON u.id = e.primary_parent_id
      LEFT JOIN parents p ON p.user_id = e.primary_parent_id
      LEFT JOIN stage_catalogue s ON s.stage_id = e.stage_id
      LEFT JOIN organizations o ON o.id = s.organization_id
      LEFT JOIN enrollment_rejection_reasons r
        ON r.enrollment_id = e.enrollment_id AND e.status = 'rejected'`;
    const { rows, total } = await pagedRows<Row>(
      this.db,
      {
        columns: `e.enrollment_id::text AS id, e.stage_id::text, e.child_id::text, e.status,
                e.requested_at, e.decided_at, e.price_cents,
                e.primary_parent_id::text, c.first_name AS child_first_name,
                c.last_name AS child_last_name, c.birth_date::text AS child_birth_date,
                nullif(trim(u.first_name || ' ' || u.last_name), '') AS parent_name,
                u.email AS parent_email, coalesce(p.phone, u.phone) AS parent_phone,
                s.slug AS stage_slug, s.name AS stage_name, s.starts_at, s.ends_at,
                s.organization_id::text, o.name AS organization_name,
                r.reason AS rejection_reason`,
        from: `${from} WHERE ${where}`,
        order: orderBy(sorts, page, 'e.enrollment_id'),
        params,
      },
      page,
    );
    return { items: rows.map(toEnrollment), total };
  }
}

function toEnrollment(row: Row): Enrollment {
  return {
    ...row,
    age_on_first_day:
      row.child_birth_date && row.starts_at
        ? ageOn(row.child_birth_date, brusselsDay(row.starts_at))
        : null,
    requested_at: iso(row.requested_at)!,
    decided_at: iso(row.decided_at),
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
  };
}
