import { Inject, Injectable } from '@nestjs/common';
import {
  closedReason,
  type StageDetail,
  type StageListFilter,
  type StageSummary,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { fileUrl } from '../../documents/files/file-url.js';
import { DATABASE } from '../../platform/tokens.js';

export interface StagePage {
  readonly items: StageSummary[];
  readonly total: number;
}

export interface CatalogueListOptions {
  readonly offset: number;
  readonly limit: number;
  readonly sort: 'starts_at' | 'name' | 'cost_cents' | 'registration_deadline';
  readonly order: 'ASC' | 'DESC';
  readonly filter: StageListFilter & {
    visible?: boolean | undefined;
    moderated?: boolean | undefined;
  };
  /**
   * The public sees visible stages that have not ended; an organizer sees all of theirs; an
   * administrator, every stage.
   */
  readonly scope:
    { readonly kind: 'public' | 'all' } | { readonly kind: 'organization'; readonly id: string };
}

interface CatalogueRow {
  stage_id: string;
  slug: string;
  name: string;
  organization_id: string;
  organization_slug: string;
  organization_name: string;
  starts_at: Date;
  ends_at: Date;
  registration_deadline: Date;
  cost_cents: number;
  max_children: number;
  registered: number;
  min_age: number;
  max_age: number;
  city: string;
  postal_code: string;
  image_file_id: string | null;
  visible: boolean;
  moderated: boolean;
}

interface DetailRow extends CatalogueRow {
  description: string;
  street: string;
  street_number: string;
  country: string;
  activity_start: string;
  activity_end: string;
  daycare_start: string | null;
  daycare_end: string | null;
  effective_days: number;
}

const BRUSSELS = "'Europe/Brussels'";

/** Names sort without regard to accents or case, the same way on every server. */
const sortExpressions = {
  starts_at: 'c.starts_at',
  registration_deadline: 'c.registration_deadline',
  cost_cents: 'c.cost_cents',
  name: 'search_fold(c.name) COLLATE "C"',
} as const;

/** Words typed in a search box, as a prefix query: "vél nam" finds "vélo" in "Namur". */
export function searchQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

const summaryColumns = `c.stage_id, c.slug, c.name, c.organization_id, o.slug AS organization_slug,
  o.name AS organization_name, c.starts_at, c.ends_at, c.registration_deadline, c.cost_cents,
  c.max_children, c.registered, c.min_age, c.max_age, c.city, c.postal_code, c.image_file_id,
  c.visible, c.moderated`;

/** One object literal per row: this runs for every stage of every page served. */
function toSummary(row: CatalogueRow, now: Date): StageSummary {
  const registrationDeadline = new Date(row.registration_deadline).toISOString();
  const endsAt = new Date(row.ends_at).toISOString();
  const remaining = Math.max(0, row.max_children - row.registered);
  const reason = closedReason(
    {
      visible: row.visible,
      moderated: row.moderated,
      registration_deadline: registrationDeadline,
      ends_at: endsAt,
      remaining_places: remaining,
    },
    now,
  );
  return {
    id: row.stage_id,
    slug: row.slug,
    name: row.name,
    organization: {
      id: row.organization_id,
      slug: row.organization_slug,
      name: row.organization_name,
    },
    starts_at: new Date(row.starts_at).toISOString(),
    ends_at: endsAt,
    registration_deadline: registrationDeadline,
    cost_cents: row.cost_cents,
    max_children: row.max_children,
    remaining_places: remaining,
    min_age: row.min_age,
    max_age: row.max_age,
    city: row.city,
    postal_code: row.postal_code,
    image_url: row.image_file_id ? fileUrl(row.image_file_id) : null,
    visible: row.visible,
    moderated: row.moderated,
    registration_open: reason === null,
    closed_reason: reason,
  };
}

/** Reads the stage catalogue read model, with each stage's organization. */
@Injectable()
export class StageCatalogueQuery {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  /** One query whatever the filters, each served by an index on the catalogue. */
  async list(options: CatalogueListOptions): Promise<StagePage> {
    const { filter, scope } = options;
    const conditions: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (scope.kind === 'public') {
      conditions.push('c.visible', 'NOT c.moderated', 'c.ends_at > now()');
    } else if (scope.kind === 'organization') {
      conditions.push(`c.organization_id = ${param(scope.id)}`);
    }
    if (filter.visible !== undefined) conditions.push(`c.visible = ${param(filter.visible)}`);
    if (filter.moderated !== undefined) {
      conditions.push(`c.moderated = ${param(filter.moderated)}`);
    }
    if (filter.start_from) {
      conditions.push(
        `c.starts_at >= (${param(filter.start_from)}::date)::timestamp AT TIME ZONE ${BRUSSELS}`,
      );
    }
    if (filter.end_until) {
      conditions.push(
        `c.ends_at < ((${param(filter.end_until)}::date + 1)::timestamp AT TIME ZONE ${BRUSSELS})`,
      );
    }
    if (filter.month) {
      const first = param(`${filter.month}-01`);
      conditions.push(
        `c.starts_at < ((${first}::date + interval '1 month')::timestamp AT TIME ZONE ${BRUSSELS})`,
        `c.ends_at >= (${first}::date::timestamp AT TIME ZONE ${BRUSSELS})`,
      );
    }
    if (filter.organization) {
      conditions.push(
        `c.organization_id = (SELECT id FROM organizations WHERE slug = ${param(filter.organization)})`,
      );
    }
    if (filter.open) {
      conditions.push(
        'c.visible',
        'c.registration_deadline > now()',
        'c.registered < c.max_children',
      );
    }
    const search = filter.q ? searchQuery(filter.q) : null;
    if (search) {
      const query = `to_tsquery('simple', search_fold(${param(search)}))`;
      conditions.push(
        `(c.search @@ ${query} OR c.organization_id IN (SELECT id FROM organizations WHERE search @@ ${query}))`,
      );
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const order = options.order === 'DESC' ? 'DESC' : 'ASC';
    const filterParams = [...params];
    const { rows } = await this.db.query<CatalogueRow>(
      `SELECT ${summaryColumns}
         FROM stage_catalogue c
         JOIN organizations o ON o.id = c.organization_id
         ${where}
        ORDER BY ${sortExpressions[options.sort]} ${order}, c.stage_id
        LIMIT ${param(options.limit)} OFFSET ${param(options.offset)}`,
      params,
    );
    const now = new Date();
    // A page that is not full ends the list: its total needs no count.
    const total =
      rows.length > 0 && rows.length < options.limit
        ? options.offset + rows.length
        : await this.#count(where, filterParams);
    return { total, items: rows.map((row) => toSummary(row, now)) };
  }

  /**
   * A stage by its public address, hidden ones included (a parent may hold its link), but not
   * those an administrator took down.
   */
  async find(slug: string): Promise<StageDetail | null> {
    const { rows } = await this.db.query<DetailRow>(
      `SELECT ${summaryColumns}, c.description, c.street, c.street_number, c.country,
              c.activity_start, c.activity_end, c.daycare_start, c.daycare_end, c.effective_days
         FROM stage_catalogue c
         JOIN organizations o ON o.id = c.organization_id
        WHERE c.slug = $1 AND NOT c.moderated`,
      [slug],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      ...toSummary(row, new Date()),
      description: row.description,
      address: {
        street: row.street,
        number: row.street_number,
        postal_code: row.postal_code,
        city: row.city,
        country: row.country,
      },
      activity_start: row.activity_start,
      activity_end: row.activity_end,
      daycare_start: row.daycare_start,
      daycare_end: row.daycare_end,
      effective_days: row.effective_days,
      image_file_id: row.image_file_id,
      registered: row.registered,
    };
  }

  /** Every filter names the catalogue alone, so the count needs no join. */
  async #count(where: string, params: unknown[]) {
    const { rows } = await this.db.query<{ total: number }>(
      `SELECT count(*)::integer AS total FROM stage_catalogue c ${where}`,
      params,
    );
    return rows[0]!.total;
  }
}
