import type { SqlDatabase } from '@stages/projections';
import type { PageRequest } from './list-page.js';

/** Sort keys, each one or more SQL expressions, ties broken in the order given. */
export type SortExpressions<Sort extends string> = Record<Sort, readonly string[]>;

/** `ORDER BY` for a page: every expression of the key in the page's direction, then `tieBreak`. */
export function orderBy<Sort extends string>(
  sorts: SortExpressions<Sort>,
  page: PageRequest<Sort>,
  tieBreak: string,
) {
  const direction = page.order === 'DESC' ? 'DESC' : 'ASC';
  const keys = sorts[page.sort].map((expression) => `${expression} ${direction} NULLS LAST`);
  return `ORDER BY ${[...keys, tieBreak].join(', ')}`;
}

export interface PageQuery {
  /** What a page's rows read, and whatever its `order` sorts on. */
  readonly columns: string;
  /** `FROM`, joins and `WHERE`: the rows the list holds. */
  readonly from: string;
  readonly order: string;
  readonly params: readonly unknown[];
}

/**
 * The page of `query` as a subquery, each row with its place on the page and the list's total.
 * One row past the page is read, and left out after: when it is not there, the page ends the
 * list and gives the total. Only a list that goes on is counted, by a subquery PostgreSQL runs
 * only when its value is asked for. Counting every row beside the page (`count(*) OVER ()` over
 * the list) would make it build and sort every matching row before it could keep the page's few.
 */
export function pageSql(query: PageQuery, page: { offset: number; limit: number }) {
  const { columns, from, order } = query;
  return `SELECT * FROM (
            SELECT chosen.*, row_number() OVER () AS page_position,
                   (CASE WHEN count(*) OVER () > ${page.limit} THEN (SELECT count(*) ${from})
                         ELSE ${page.offset} + count(*) OVER () END)::integer AS page_total
              FROM (SELECT ${columns} ${from} ${order}
                    LIMIT ${page.limit + 1} OFFSET ${page.offset}) AS chosen) AS placed
          WHERE page_position <= ${page.limit}`;
}

/** What `pagedRows` reads beside each row: its place on the page and the list's total. */
export interface Placed {
  page_position: number | string;
  page_total: number;
}

/** A row without its placement, for lists whose rows are their answer as read. */
const withoutPlacement = <Row>({
  page_position: _position,
  page_total: _total,
  ...row
}: Row & Placed) => row as Row;

/**
 * A page of rows and how many match in all, in one round trip: to the server a round trip to
 * the database costs more than the query. `whole`, when given, reads the page's rows whole from
 * the page as a subquery (`pageSql`'s rows, joined on their key), selecting its `page_position`
 * and `page_total` and ordered by the first; its own parameters come after the list's. Only a
 * page past the list's end (no row to carry the total) is counted apart. `toItem` makes each
 * row the list's item, its placement left out: in one copy, since a page of fifty rows copied
 * again at each step is garbage every request leaves behind.
 */
export async function pagedRows<Row, Item = Row>(
  db: SqlDatabase,
  query: PageQuery,
  page: { offset: number; limit: number },
  whole?: (page: string, param: (value: unknown) => string) => string,
  toItem: (row: Row & Placed) => Item = withoutPlacement as (row: Row & Placed) => Item,
): Promise<{ rows: Item[]; total: number }> {
  const params = [...query.params];
  const chosen = pageSql(query, page);
  const text = whole
    ? whole(chosen, (value) => `$${params.push(value)}`)
    : `SELECT * FROM (${chosen}) AS page ORDER BY page_position`;
  const { rows: placed } = await db.query<Row & Placed>(text, params);
  if (placed.length === 0) {
    if (page.offset === 0) return { rows: [], total: 0 };
    const { rows: counted } = await db.query<{ n: number }>(
      `SELECT count(*)::integer AS n ${query.from}`,
      query.params,
    );
    return { rows: [], total: counted[0]!.n };
  }
  return { rows: placed.map(toItem), total: placed[0]!.page_total };
}
