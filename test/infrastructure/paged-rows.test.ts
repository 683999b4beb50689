import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '@stages/projections';
import { PgliteDatabase } from '../../api/src/infrastructure/database/pglite-database.js';
import { pagedRows, pageSql, type PageQuery } from '../../api/src/platform/http/paged-query.js';

describe('A page of rows and the count of all', () => {
  let opened: SqlDatabase;
  let db: SqlDatabase;
  const statements: string[] = [];
  beforeAll(async () => {
    opened = await PgliteDatabase.open(null);
    await opened.exec(`CREATE TABLE numbers AS SELECT n FROM generate_series(1, 12) AS n`);
    await opened.exec(`CREATE TABLE squares AS SELECT n, n * n AS square FROM numbers`);
    // Watches the round trips a page costs.
    db = Object.assign(Object.create(opened) as SqlDatabase, {
      query: (text: string, params?: readonly unknown[]) => {
        statements.push(text);
        return opened.query(text, params);
      },
    });
  });
  afterAll(() => opened.close());

  const numbers = (even = false): PageQuery => ({
    columns: 'n',
    from: `FROM numbers ${even ? 'WHERE n % 2 = 0' : ''}`,
    order: 'ORDER BY n',
    params: [],
  });
  const page = (offset: number, limit: number, even = false) => {
    statements.length = 0;
    return pagedRows<{ n: number }>(db, numbers(even), { offset, limit });
  };

  /** Whether PostgreSQL ran the statement's count of the whole list, from its own account. */
  async function countRan(offset: number, limit: number, even = false) {
    const { rows } = await opened.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${pageSql(numbers(even), { offset, limit })}`,
    );
    const found: boolean[] = [];
    const visit = (node: Record<string, unknown>) => {
      if (node['Parent Relationship'] === 'InitPlan') found.push(Number(node['Actual Loops']) > 0);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
    };
    const plan = rows[0]!['QUERY PLAN'];
    visit(((typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: never }[])[0]!.Plan);
    expect(found).toHaveLength(1);
    return found[0];
  }

  it('answers a page that goes on, and the total, in one statement', async () => {
    const full = await page(0, 5);
    expect(full.rows).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));
    expect(full.total).toBe(12);
    expect(statements).toHaveLength(1);
    expect(await countRan(0, 5)).toBe(true);
  });

  it('takes the total from a page that ends the list, full or not, without counting', async () => {
    const exact = await page(0, 6, true);
    expect(exact.rows.map((row) => row.n)).toEqual([2, 4, 6, 8, 10, 12]);
    expect(exact.total).toBe(6);
    expect(await countRan(0, 6, true)).toBe(false);
    const lastFull = await page(7, 5);
    expect(lastFull.rows.map((row) => row.n)).toEqual([8, 9, 10, 11, 12]);
    expect(lastFull.total).toBe(12);
    expect(await countRan(7, 5)).toBe(false);

    const last = await page(10, 5);
    expect(last.rows.map((row) => row.n)).toEqual([11, 12]);
    expect(last.total).toBe(12);
    expect(statements).toHaveLength(1);
    expect((await page(0, 25, true)).total).toBe(6);
  });

  it('counts a page past the end apart: no row carries the total', async () => {
    const past = await page(20, 5);
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(12);
    expect(statements).toHaveLength(2);
  });

  it('answers an empty list with nothing to count', async () => {
    statements.length = 0;
    const none = await pagedRows(
      db,
      { columns: 'n', from: 'FROM numbers WHERE n > 100', order: 'ORDER BY n', params: [] },
      { offset: 0, limit: 5 },
    );
    expect(none).toEqual({ rows: [], total: 0 });
    expect(statements).toHaveLength(1);
  });

  it('reads the rows whole from the page, in its order, with parameters of their own', async () => {
    statements.length = 0;
    const { rows, total } = await pagedRows<{ n: number; square: number; shifted: number }>(
      db,
      {
        columns: 'n',
        from: 'FROM numbers WHERE n > $1',
        order: 'ORDER BY n DESC',
        params: [2],
      },
      { offset: 1, limit: 3 },
      (chosen, param) =>
        `SELECT s.n, s.square, s.square + ${param(1000)}::integer AS shifted,
                page.page_position, page.page_total
           FROM (${chosen}) AS page JOIN squares s ON s.n = page.n
          ORDER BY page.page_position`,
    );
    expect(rows).toEqual([
      { n: 11, square: 121, shifted: 1121 },
      { n: 10, square: 100, shifted: 1100 },
      { n: 9, square: 81, shifted: 1081 },
    ]);
    expect(total).toBe(10);
    expect(statements).toHaveLength(1);
  });
});
