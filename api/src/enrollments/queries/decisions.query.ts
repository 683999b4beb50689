import { Inject, Injectable } from '@nestjs/common';
import type { DecisionFilter, DecisionRecord, DecisionSort } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { nameSearch } from '../../families/index.js';
import type { PageRequest } from '../../platform/http/list-page.js';
import { orderBy, pagedRows, type SortExpressions } from '../../platform/http/paged-query.js';
import { DATABASE } from '../../platform/tokens.js';

type Row = Omit<DecisionRecord, 'occurred_at'> & { occurred_at: Date | string; total?: unknown };

const toRecord = ({ total: _total, ...row }: Row): DecisionRecord => ({
  ...row,
  occurred_at: new Date(row.occurred_at).toISOString(),
});

// Decisions of one moment keep the order of their stage's stream.
const SORTS: SortExpressions<DecisionSort> = { occurred_at: ['d.occurred_at', 'd.stream_version'] };

// Names are read now, not copied into the history: an erased child or account leaves nulls.
const COLUMNS = `d.event_id::text AS id, d.occurred_at, d.decision, d.enrollment_id::text,
  d.stage_id::text, s.slug AS stage_slug, s.name AS stage_name,
  s.organization_id::text, o.name AS organization_name,
  c.first_name AS child_first_name, c.last_name AS child_last_name,
  d.actor_id::text,
  coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS actor_name,
  d.actor_role, d.command_id, d.correlation_id`;

// `enrollments` has one row per enrollment (the write side gives each a fresh id).
const FROM = `FROM enrollment_decisions d
  LEFT JOIN stage_catalogue s ON s.stage_id = d.stage_id
  LEFT JOIN organizations o ON o.id = s.organization_id
  LEFT JOIN enrollments e ON e.enrollment_id = d.enrollment_id
  LEFT JOIN children c ON c.id = e.child_id
  LEFT JOIN users u ON u.id = d.actor_id`;

/** A history is read from its latest decision back, unless the caller sorts it. */
export function newestFirst<
  Query extends { sort?: readonly [DecisionSort, 'ASC' | 'DESC'] | undefined },
>(query: Query) {
  return { ...query, sort: query.sort ?? (['occurred_at', 'DESC'] as const) };
}

/** The decision history, from the `enrollment_decisions` read model. */
@Injectable()
export class DecisionsQuery {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  /** Every stage's decisions, for the administrators. */
  all(page: PageRequest<DecisionSort>, filter: DecisionFilter) {
    return this.#list(page, filter);
  }

  /** One stage's decisions, for its organizer: the stage is already known to be theirs. */
  ofStage(stageId: string, page: PageRequest<DecisionSort>, filter: DecisionFilter) {
    return this.#list(page, { ...filter, stage_id: stageId });
  }

  async #list(
    page: PageRequest<DecisionSort>,
    filter: DecisionFilter,
  ): Promise<{ items: DecisionRecord[]; total: number }> {
    const params: unknown[] = [];
    const conditions = nameSearch(
      filter.q ?? '',
      "coalesce(s.name, '') || ' ' || coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')",
      params,
    );
    if (filter.stage_id) conditions.push(`d.stage_id = $${params.push(filter.stage_id)}::uuid`);
    if (filter.organization_id) {
      conditions.push(`s.organization_id = $${params.push(filter.organization_id)}::uuid`);
    }
    // An empty choice, as a cleared filter sends it, chooses nothing: every decision.
    const decisions = [filter.decision ?? []].flat();
    if (decisions.length > 0) {
      conditions.push(`d.decision = ANY($${params.push(decisions)}::text[])`);
    }
    // Days are Belgian days: the administrator's "June 3" starts at midnight in Brussels.
    if (filter.from) {
      conditions.push(
        `d.occurred_at >= ($${params.push(filter.from)}::date)::timestamp AT TIME ZONE 'Europe/Brussels'`,
      );
    }
    if (filter.to) {
      conditions.push(
        `d.occurred_at < ($${params.push(filter.to)}::date + 1)::timestamp AT TIME ZONE 'Europe/Brussels'`,
      );
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const { rows, total } = await pagedRows<Row>(
      this.db,
      {
        columns: COLUMNS,
        from: `${FROM} ${where}`,
        order: orderBy(SORTS, page, 'd.event_id'),
        params,
      },
      page,
    );
    return { items: rows.map(toRecord), total };
  }
}
