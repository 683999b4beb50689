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
 * A page of `columns` from `from` (joins and WHERE), and how many rows match in all: counted
 * with the page, or apart when the page is past the end.
 */
export async function pagedRows<Row>(
  db: SqlDatabase,
  query: { columns: string; from: string; order: string; params: readonly unknown[] },
  page: { offset: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const { columns, from, order, params } = query;
  const { rows } = await db.query<Row & { total: string | number }>(
    `SELECT ${columns}, count(*) OVER () AS total ${from} ${order}
      LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  const total = rows[0]
    ? Number(rows[0].total)
    : (await db.query<{ n: number }>(`SELECT count(*)::integer AS n ${from}`, params)).rows[0]!.n;
  return { rows, total };
}
