import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type OrganizerWaitingListEntry,
  type WaitingListEntry,
  type WaitingListFilter,
  type WaitingListSort,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { familyReachSql } from '../../families/index.js';
import { DomainError } from '../../platform/domain-error.js';
import type { PageRequest } from '../../platform/http/list-page.js';
import { orderBy, pagedRows, type SortExpressions } from '../../platform/http/paged-query.js';
import { DATABASE } from '../../platform/tokens.js';
import { isoInstantSql } from '../../platform/sql/iso-instant-sql.js';

/**
 * Who reads: a family (the entries of the parents a user reaches), a stage's organizer, or the
 * platform (the mails it composes).
 */
type Reader =
  { readonly familyOf: string } | { readonly stageId: string } | { readonly platform: true };

type Row = OrganizerWaitingListEntry & { primary_parent_id: string };

/** The families holding a place on the entry's stage: a pending or accepted enrollment. */
const holdersOf = (entry: string) => `SELECT h.primary_parent_id FROM enrollments h
  WHERE h.stage_id = ${entry}.stage_id AND h.status IN ('pending', 'accepted')`;

/**
 * Whether an entry goes ahead with `siblings_first`: its family already holds a place. The
 * holders are a hashed set, read once for the entry the rank is computed for.
 */
const ahead = (entry: string) =>
  `(s.siblings_first AND ${entry}.primary_parent_id IN (${holdersOf('w')}))`;

/**
 * The rank of a waiting entry: one more than the entries waiting ahead of it, in the order
 * places are offered (`waitingOrder`): brothers and sisters first when the stage says so, then
 * the order of joining. Counted for the page's entries alone, not ranked over the whole list.
 */
const POSITION = `CASE WHEN w.status = 'waiting' THEN (
  SELECT 1 + count(*) FROM waiting_list_entries o
   WHERE o.stage_id = w.stage_id AND o.status = 'waiting' AND o.entry_id <> w.entry_id
     AND (${ahead('o')} > ${ahead('w')}
          OR (${ahead('o')} = ${ahead('w')} AND o.join_version < w.join_version)))::integer END`;

const COLUMNS = `w.entry_id::text AS id, w.stage_id::text, w.child_ids::text[] AS child_ids,
  w.status, ${POSITION} AS position, ${isoInstantSql('w.joined_at')} AS joined_at,
  ${isoInstantSql('w.offered_at')} AS offered_at, ${isoInstantSql('w.offer_expires_at')} AS offer_expires_at,
  (SELECT coalesce(json_agg(json_build_object('id', u.child_id, 'first_name', c.first_name,
            'last_name', c.last_name) ORDER BY u.rank), '[]')
     FROM unnest(w.child_ids) WITH ORDINALITY AS u(child_id, rank)
     LEFT JOIN children c ON c.id = u.child_id) AS children,
  s.slug AS stage_slug, s.name AS stage_name, ${isoInstantSql('s.starts_at')} AS starts_at,
  ${isoInstantSql('s.ends_at')} AS ends_at, o.name AS organization_name,
  s.cost_cents * cardinality(w.child_ids) AS price_cents,
  removal.reason AS removal_reason, w.primary_parent_id::text,
  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS parent_name,
  u.email AS parent_email, coalesce(pp.phone, u.phone) AS parent_phone,
  w.primary_parent_id IN (${holdersOf('w')}) AS sibling_of_registered, w.offered_out_of_order,
  offer.reason AS offer_reason`;

const JOINS = `
  LEFT JOIN stage_catalogue s ON s.stage_id = w.stage_id
  LEFT JOIN organizations o ON o.id = s.organization_id
  LEFT JOIN users u ON u.id = w.primary_parent_id
  LEFT JOIN parents pp ON pp.user_id = w.primary_parent_id
  LEFT JOIN waiting_list_reasons removal ON removal.entry_id = w.entry_id AND removal.kind = 'removal'
  LEFT JOIN waiting_list_reasons offer ON offer.entry_id = w.entry_id AND offer.kind = 'offer'`;

// Entries waiting first, in their order; the others after.
const SORTS: SortExpressions<WaitingListSort> = {
  position: [`(w.status <> 'waiting')`, `NOT ${ahead('w')}`, 'w.join_version'],
  joined_at: ['w.joined_at'],
  status: ['w.status', 'w.joined_at'],
};

const forFamily = ({
  parent_name: _name,
  parent_email: _email,
  parent_phone: _phone,
  sibling_of_registered: _sibling,
  offered_out_of_order: _outOfOrder,
  offer_reason: _reason,
  primary_parent_id: _family,
  ...entry
}: Row): WaitingListEntry => entry;

const forOrganizer = ({ primary_parent_id: _family, ...entry }: Row): OrganizerWaitingListEntry =>
  entry;

export const waitingListEntryNotFound = () =>
  new DomainError(ErrorCode.waitingListEntryNotFound, 'No such waiting-list entry', 404);

/** The waiting lists, from the `waiting_list_entries` read model, each entry with its rank. */
@Injectable()
export class WaitingListQuery {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  /** The entries of the families `userId` is a parent of (own or shared). */
  async familyList(userId: string, page: PageRequest<WaitingListSort>, filter: WaitingListFilter) {
    const { rows, total } = await this.#list({ familyOf: userId }, page, filter);
    return { items: rows.map(forFamily), total };
  }

  /** One stage's entries, for its organizer: the stage is already known to be theirs. */
  async stageList(stageId: string, page: PageRequest<WaitingListSort>, filter: WaitingListFilter) {
    const { rows, total } = await this.#list({ stageId }, page, filter);
    return { items: rows.map(forOrganizer), total };
  }

  /** One entry of the caller's families, with the family it belongs to; not found otherwise. */
  async forFamily(userId: string, entryId: string) {
    const row = await this.#found({ familyOf: userId }, entryId);
    return { entry: forFamily(row), primaryParentId: row.primary_parent_id };
  }

  /** One entry of a stage, for its organizer; not found when it is another stage's. */
  async forStage(stageId: string, entryId: string) {
    return forOrganizer(await this.#found({ stageId }, entryId));
  }

  /** Any entry, with its family, for the mails about it; null when there is none. */
  async byId(entryId: string) {
    const row = await this.#one({ platform: true }, entryId);
    return row && { entry: forOrganizer(row), primaryParentId: row.primary_parent_id };
  }

  async #found(reader: Reader, entryId: string): Promise<Row> {
    const row = await this.#one(reader, entryId);
    if (!row) throw waitingListEntryNotFound();
    return row;
  }

  async #one(reader: Reader, entryId: string): Promise<Row | null> {
    const { rows } = await this.#list(
      reader,
      { offset: 0, limit: 1, sort: 'joined_at', order: 'ASC' },
      {},
      entryId,
    );
    return rows[0] ?? null;
  }

  async #list(
    reader: Reader,
    page: PageRequest<WaitingListSort>,
    filter: WaitingListFilter,
    entryId?: string,
  ) {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where: string[] = [];
    if ('familyOf' in reader) {
      where.push(`w.primary_parent_id IN (${familyReachSql(param(reader.familyOf))})`);
    } else if ('stageId' in reader) {
      where.push(`w.stage_id = ${param(reader.stageId)}`);
    }
    if (entryId) where.push(`w.entry_id = ${param(entryId)}`);
    if (filter.stage_id) where.push(`w.stage_id = ${param(filter.stage_id)}`);
    const statuses = [filter.status ?? []].flat();
    if (statuses.length > 0) where.push(`w.status = ANY(${param(statuses)}::text[])`);
    return pagedRows<Row>(
      this.db,
      {
        columns: COLUMNS,
        from: `FROM waiting_list_entries w ${JOINS} WHERE ${where.join(' AND ') || 'true'}`,
        order: orderBy(SORTS, page, 'w.entry_id'),
        params,
      },
      page,
    );
  }
}
