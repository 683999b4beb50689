import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '@stages/projections';
import { PgliteDatabase } from '../../api/src/infrastructure/database/pglite-database.js';
import { pagedRows } from '../../api/src/platform/http/paged-query.js';

describe('A page of rows and the count of all', () => {
  let opened: SqlDatabase;
  let db: SqlDatabase;
  const counted: string[] = [];
  beforeAll(async () => {
    opened = await PgliteDatabase.open(null);
    await opened.exec(`CREATE TABLE numbers AS SELECT n FROM generate_series(1, 12) AS n`);
    // Watches which statements count apart, the query that a full page costs.
    db = Object.assign(Object.create(opened) as SqlDatabase, {
      query: (text: string, params?: readonly unknown[]) => {
        if (text.includes('count(*)')) counted.push(text);
        return opened.query(text, params);
      },
    });
  });
  afterAll(() => opened.close());

  const page = (offset: number, limit: number, even = false) => {
    counted.length = 0;
    return pagedRows<{ n: number }>(
      db,
      {
        columns: 'n',
        from: `FROM numbers ${even ? 'WHERE n % 2 = 0' : ''}`,
        order: 'ORDER BY n',
        params: [],
      },
      { offset, limit },
    );
  };

  it('counts apart only when the list goes on past the page', async () => {
    const full = await page(0, 5);
    expect(full.rows.map((row) => row.n)).toEqual([1, 2, 3, 4, 5]);
    expect(full.total).toBe(12);
    expect(counted).toHaveLength(1);
  });

  it('takes the total from a page that ends the list, full or not', async () => {
    const exact = await page(0, 6, true);
    expect(exact.rows.map((row) => row.n)).toEqual([2, 4, 6, 8, 10, 12]);
    expect(exact.total).toBe(6);
    expect(counted).toHaveLength(0);
    const lastFull = await page(7, 5);
    expect(lastFull.rows.map((row) => row.n)).toEqual([8, 9, 10, 11, 12]);
    expect(lastFull.total).toBe(12);
    expect(counted).toHaveLength(0);

    const last = await page(10, 5);
    expect(last.rows.map((row) => row.n)).toEqual([11, 12]);
    expect(last.total).toBe(12);
    expect(counted).toHaveLength(0);
    expect((await page(0, 25, true)).total).toBe(6);
  });

  it('counts a page past the end, which says nothing of the total', async () => {
    const past = await page(20, 5);
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(12);
    expect(counted).toHaveLength(1);
  });

  it('answers an empty list with nothing to count', async () => {
    const none = await pagedRows(
      db,
      { columns: 'n', from: 'FROM numbers WHERE n > 100', order: 'ORDER BY n', params: [] },
      { offset: 0, limit: 5 },
    );
    expect(none).toEqual({ rows: [], total: 0 });
  });
});
