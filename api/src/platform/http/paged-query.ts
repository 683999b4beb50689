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

/**
 * A page of `columns` from `from` (joins and WHERE), and how many rows match in all. One row past
 * the page is read: when it is not there, the page ends the list and gives the total, so only a
 * list that goes on (or a page past its end) is counted apart. Counting in the page's own query
 * (`count(*) OVER ()`) would make PostgreSQL build and sort every matching row before it could
 * keep the page's few.
 */
export async function pagedRows<Row>(
  db: SqlDatabase,
  query: { columns: string; from: string; order: string; params: readonly unknown[] },
  page: { offset: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const { columns, from, order, params } = query;
  const { rows } = await db.query<Row>(
    `SELECT ${columns} ${from} ${order} LIMIT ${page.limit + 1} OFFSET ${page.offset}`,
    params,
  );
  const endsHere = rows.length <= page.limit && (rows.length > 0 || page.offset === 0);
  if (endsHere) return { rows, total: page.offset + rows.length };
  const { rows: counted } = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n ${from}`,
    params,
  );
  return { rows: rows.slice(0, page.limit), total: counted[0]!.n };
}
