import { Inject, Injectable } from '@nestjs/common';
import type { StageDetail, StageListFilter, StageSummary } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { publiclyListedStage } from '../projections/stage-catalogue.projection.js';
import { searchQuery } from '../../platform/search/search-query.js';
import { DATABASE } from '../../platform/tokens.js';
import {
  stageDetailOf,
  stageSummaryOf,
  type StageDetailView,
  type StageView,
} from './stage-view.js';

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

const BRUSSELS = "'Europe/Brussels'";

/** Names sort without regard to accents or case, the same way on every server. */
const sortExpressions = {
  starts_at: 'c.starts_at',
  registration_deadline: 'c.registration_deadline',
  cost_cents: 'c.cost_cents',
  name: 'search_fold(c.name) COLLATE "C"',
} as const;

/** The catalogue's columns under the names of a StageView. */
const summaryColumns = `c.stage_id AS "stageId", c.slug, c.name, c.organization_id AS "organizationId",
  o.slug AS "organizationSlug", o.name AS "organizationName", c.starts_at AS "startsAt",
  c.ends_at AS "endsAt", c.registration_deadline AS "registrationDeadline",
  c.cost_cents AS "costCents", c.max_children AS "maxChildren", c.registered, c.held,
  c.waiting, c.waiting_list AS "waitingList",
  c.min_age AS "minAge", c.max_age AS "maxAge", c.city, c.postal_code AS "postalCode",
  c.image_file_id AS "imageFileId", c.visible, c.moderated`;

/**
 * The catalogue keeps no moderation reason: the one page it serves in detail is never of a
 * stage taken down (see `find`), and organizers read theirs from the stage's stream.
 */
const detailColumns = `${summaryColumns}, c.description, c.street,
  c.street_number AS "streetNumber", c.country, c.activity_start AS "activityStart",
  c.activity_end AS "activityEnd", c.daycare_start AS "daycareStart",
  c.daycare_end AS "daycareEnd", c.effective_days AS "effectiveDays",
  c.offer_hours AS "offerHours", c.siblings_first AS "siblingsFirst",
  NULL AS "moderationReason", (c.charges->>'reducedCostCents')::integer AS "reducedCostCents",
  c.charges->>'reducedPricePolicy' AS "reducedPricePolicy",
  c.charges->'siblingDiscounts' AS "siblingDiscounts", c.charges->'options' AS options,
  (SELECT coalesce(jsonb_object_agg(taken.option_id, taken.children), '{}')
     FROM (SELECT option_id, count(*)::integer AS children FROM stage_option_choices
            WHERE stage_id = c.stage_id GROUP BY option_id) AS taken) AS "optionsTaken"`;

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
      conditions.push(publiclyListedStage('c'));
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
        'c.registered + c.held < c.max_children',
        'c.waiting = 0',
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
    const { rows } = await this.db.query<StageView>(
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
    return { total, items: rows.map((row) => stageSummaryOf(row, now)) };
  }

  /**
   * A stage by its public address, hidden ones included (a parent may hold its link), but not
   * those an administrator took down.
   */
  async find(slug: string): Promise<StageDetail | null> {
    const { rows } = await this.db.query<StageDetailView>(
      `SELECT ${detailColumns}
         FROM stage_catalogue c
         JOIN organizations o ON o.id = c.organization_id
        WHERE c.slug = $1 AND NOT c.moderated`,
      [slug],
    );
    return rows[0] ? stageDetailOf(rows[0], new Date()) : null;
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
