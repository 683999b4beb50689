import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ChildHealthView, HealthViewerRole } from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import type { PageRequest } from '../../platform/http/list-page.js';
import { DATABASE } from '../../platform/tokens.js';
import { orderBy, pagedRows } from '../../platform/http/paged-query.js';

interface Row {
  id: string;
  child_id: string;
  viewed_by: string | null;
  viewer_name: string | null;
  viewer_role: HealthViewerRole;
  organization_name: string | null;
  viewed_at: Date;
}

/** Who read the sheet: an administrator, or the organizer of an organization. */
export type HealthViewer =
  | { readonly userId: string; readonly role: 'administrator' }
  | { readonly userId: string; readonly role: 'organization'; readonly organizationId: string };

/**
 * The record of readings of a child's health data. Whoever answers health data records the
 * reading in the transaction that read it, so no answer escapes the record.
 */
@Injectable()
export class ChildHealthViewsRepository {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async record(tx: Sql, childId: string, viewer: HealthViewer) {
    await tx.query(
      `INSERT INTO child_health_views (id, child_id, viewed_by, viewer_role, organization_id)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        randomUUID(),
        childId,
        viewer.userId,
        viewer.role,
        viewer.role === 'organization' ? viewer.organizationId : null,
      ],
    );
  }

  async list(childId: string, page: PageRequest<'viewed_at'>) {
    const { rows, total } = await pagedRows<Row>(
      this.db,
      {
        columns: `v.id, v.child_id, v.viewed_by, v.viewed_at, v.viewer_role,
                  trim(u.first_name || ' ' || u.last_name) AS viewer_name,
                  o.name AS organization_name`,
        from: `FROM child_health_views v
                 LEFT JOIN users u ON u.id = v.viewed_by
                 LEFT JOIN organizations o ON o.id = v.organization_id
                WHERE v.child_id = $1`,
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
