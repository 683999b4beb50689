import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ChildHealthView } from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import type { PageRequest } from '../../platform/http/list-page.js';
import { DATABASE } from '../../platform/tokens.js';
import { orderBy, pagedRows } from '../../platform/http/paged-query.js';

interface Row {
  id: string;
  child_id: string;
  viewed_by: string | null;
  viewer_name: string | null;
  viewed_at: Date;
}

/** The record of administrators' readings of a child's health data. */
@Injectable()
export class ChildHealthViewsRepository {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async record(tx: Sql, childId: string, viewerId: string) {
    await tx.query('INSERT INTO child_health_views (id, child_id, viewed_by) VALUES ($1, $2, $3)', [
      randomUUID(),
      childId,
      viewerId,
    ]);
  }

  async list(childId: string, page: PageRequest<'viewed_at'>) {
    const { rows, total } = await pagedRows<Row>(
      this.db,
      {
        columns: `v.id, v.child_id, v.viewed_by, v.viewed_at,
                  trim(u.first_name || ' ' || u.last_name) AS viewer_name`,
        from: 'FROM child_health_views v LEFT JOIN users u ON u.id = v.viewed_by WHERE v.child_id = $1',
        order: orderBy({ viewed_at: ['v.viewed_at'] }, page, 'v.id'),
        params: [childId],
      },
      page,
    );
    const items: ChildHealthView[] = rows.map((row) => ({
      ...row,
      viewed_at: new Date(row.viewed_at).toISOString(),
    }));
    return { items, total };
  }
}
