import { Inject, Injectable } from '@nestjs/common';
import {
  ageOn,
  brusselsDay,
  ErrorCode,
  type OrganizationChild,
  type OrganizationChildHealth,
  type OrganizationChildSort,
  type OrganizationChildStage,
} from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import { nameSearch, photoConsentSql } from '../../families/index.js';
import { DomainError } from '../../platform/domain-error.js';
import type { PageRequest } from '../../platform/http/list-page.js';
import { orderBy, pagedRows, type SortExpressions } from '../../platform/http/paged-query.js';
import { DATABASE } from '../../platform/tokens.js';
import { healthSheetClosesAt, healthSheetOpen } from '../domain/health-sheet-window.js';

export interface OrganizationChildFilter {
  readonly q?: string | undefined;
  readonly stage_id?: string | undefined;
}

interface Row {
  id: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  sex: OrganizationChild['sex'];
  photo_consent: OrganizationChild['photo_consent'];
  photo_consent_answered: boolean;
  stages: OrganizationChildStage[] | null;
  parent_name: string;
  parent_email: string;
  parent_phone: string | null;
  latest_end: Date | null;
}

const SORTS = {
  last_name: ['search_fold(c.last_name) COLLATE "C"', 'search_fold(c.first_name) COLLATE "C"'],
  first_name: ['search_fold(c.first_name) COLLATE "C"', 'search_fold(c.last_name) COLLATE "C"'],
  birth_date: ['c.birth_date'],
} satisfies SortExpressions<OrganizationChildSort>;

/** The child's pending or accepted registrations on the organization (`$1`) 's stages. */
const ACTIVE = `FROM enrollments e JOIN stage_catalogue s ON s.stage_id = e.stage_id
  WHERE e.child_id = c.id AND s.organization_id = $1 AND e.status IN ('pending', 'accepted')`;

// Identity, stages and the primary parent's contact: never a health column.
const COLUMNS = `c.id, c.first_name, c.last_name, c.birth_date::text AS birth_date, c.sex,
  ${photoConsentSql('c')}, trim(u.first_name || ' ' || u.last_name) AS parent_name, u.email AS parent_email,
  nullif(coalesce(p.phone, u.phone), '') AS parent_phone,
  (SELECT json_agg(json_build_object('stage_id', s.stage_id, 'slug', s.slug, 'name', s.name,
            'starts_at', s.starts_at, 'ends_at', s.ends_at, 'status', e.status)
          ORDER BY s.starts_at, s.stage_id) ${ACTIVE}) AS stages,
  (SELECT max(s.ends_at) ${ACTIVE}) AS latest_end`;
const FROM = `FROM children c JOIN users u ON u.id = c.primary_parent_id
  LEFT JOIN parents p ON p.user_id = u.id`;

const iso = (value: string | Date) => new Date(value).toISOString();

function toChild(row: Row, now: Date): OrganizationChild {
  const closesAt = healthSheetClosesAt(row.latest_end);
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    birth_date: row.birth_date,
    age: ageOn(row.birth_date, brusselsDay(now)),
    sex: row.sex,
    photo_consent: row.photo_consent,
    photo_consent_answered: row.photo_consent_answered,
    stages: (row.stages ?? []).map((stage) => ({
      ...stage,
      starts_at: iso(stage.starts_at),
      ends_at: iso(stage.ends_at),
    })),
    parent_name: row.parent_name,
    parent_email: row.parent_email,
    parent_phone: row.parent_phone,
    health_available: healthSheetOpen(row.latest_end, now),
    health_available_until: closesAt?.toISOString() ?? null,
  };
}

export const childNotRegistered = () =>
  new DomainError(ErrorCode.childNotFound, 'No such child', 404);

/**
 * The children registered with an organization, for its organizer: from the `enrollments` read
 * model and the families' tables. The health sheet is read apart, and only by `health`.
 */
@Injectable()
export class OrganizationChildrenQuery {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  /** Children with a pending or accepted registration on the organization's stages. */
  async list(
    organizationId: string,
    page: PageRequest<OrganizationChildSort>,
    filter: OrganizationChildFilter,
  ): Promise<{ items: OrganizationChild[]; total: number }> {
    const params: unknown[] = [organizationId];
    const stage = filter.stage_id ? `AND e.stage_id = $${params.push(filter.stage_id)}` : '';
    const conditions = [
      `c.id IN (SELECT e.child_id FROM enrollments e
                  JOIN stage_catalogue s ON s.stage_id = e.stage_id
                 WHERE s.organization_id = $1 AND e.status IN ('pending', 'accepted') ${stage})`,
      ...nameSearch(filter.q ?? '', "c.first_name || ' ' || c.last_name", params),
    ];
    const { rows, total } = await pagedRows<Row>(
      this.db,
      {
        columns: COLUMNS,
        from: `${FROM} WHERE ${conditions.join(' AND ')}`,
        order: orderBy(SORTS, page, 'c.id'),
        params,
      },
      page,
    );
    const now = new Date();
    return { items: rows.map((row) => toChild(row, now)), total };
  }

  /**
   * A child ever registered with the organization, whatever became of the registration (its
   * organizer saw the child's name on the stage's list): identity only. Null for any other.
   */
  async find(
    organizationId: string,
    childId: string,
    now: Date,
    sql: Sql = this.db,
  ): Promise<OrganizationChild | null> {
    const { rows } = await sql.query<Row>(
      `SELECT ${COLUMNS} ${FROM}
        WHERE c.id = $2 AND EXISTS (
          SELECT 1 FROM enrollments e JOIN stage_catalogue s ON s.stage_id = e.stage_id
           WHERE e.child_id = c.id AND s.organization_id = $1)`,
      [organizationId, childId],
    );
    return rows[0] ? toChild(rows[0], now) : null;
  }

  /** The sheet itself; the caller decides whether it may be read, and records the reading. */
  async health(childId: string, sql: Sql): Promise<OrganizationChildHealth | null> {
    const { rows } = await sql.query<OrganizationChildHealth>(
      `SELECT can_swim, tetanus_vaccine, disabled, allergies, diet, medications, important_info,
              height_cm AS height, weight_kg::float8 AS weight, doctor_last_name,
              doctor_first_name, doctor_phone
         FROM child_health WHERE child_id = $1`,
      [childId],
    );
    return rows[0] ?? null;
  }
}
