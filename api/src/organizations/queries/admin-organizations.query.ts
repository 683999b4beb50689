import { Inject, Injectable } from '@nestjs/common';
import type { AdminOrganization, AdminOrganizationListQuery } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { z } from 'zod';
import type { PageRequest } from '../../platform/http/list-page.js';
import { DATABASE } from '../../platform/tokens.js';
import { searchQuery } from '../../platform/search/search-query.js';

type Filter = NonNullable<z.output<typeof AdminOrganizationListQuery>['filter']>;

const sortExpressions = {
  name: 'search_fold(o.name) COLLATE "C"',
  created_at: 'o.created_at',
  verified_at: 'v.verified_at',
} as const;

interface Row {
  id: string;
  slug: string;
  name: string;
  type_code: string | null;
  city: string | null;
  email: string | null;
  owner_email: string | null;
  enterprise_number: string | null;
  verified_at: Date | null;
  changed_since_verification: boolean;
  stages: number;
  created_at: Date;
  total: string | number;
}

/** Every organization, verified or not, for the administrators' grid. */
@Injectable()
export class AdminOrganizationsQuery {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async list(page: PageRequest<keyof typeof sortExpressions>, filter: Filter) {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const conditions: string[] = [];
    if (filter.verified !== undefined) {
      conditions.push(filter.verified ? 'v.verified_at IS NOT NULL' : 'v.verified_at IS NULL');
    }
    if (filter.id) conditions.push(`o.id = ANY(${param(filter.id)}::uuid[])`);
    const search = filter.q ? searchQuery(filter.q) : null;
    if (search) conditions.push(`o.search @@ to_tsquery('simple', search_fold(${param(search)}))`);
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const from = `FROM organizations o
      LEFT JOIN organization_verification v ON v.organization_id = o.id
      LEFT JOIN users u ON u.id = o.owner_user_id ${where}`;
    const { rows } = await this.db.query<Row>(
      `SELECT o.id, o.slug, o.name, o.type_code, o.city, o.email, u.email AS owner_email,
              o.enterprise_number, v.verified_at, o.created_at,
              coalesce(o.updated_at > v.verified_at, false) AS changed_since_verification,
              (SELECT count(*)::integer FROM stage_catalogue c WHERE c.organization_id = o.id)
                AS stages,
              count(*) OVER () AS total
         ${from}
        ORDER BY ${sortExpressions[page.sort]} ${page.order === 'DESC' ? 'DESC' : 'ASC'} NULLS LAST, o.id
        LIMIT ${param(page.limit)} OFFSET ${param(page.offset)}`,
      params,
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : (
          await this.db.query<{ n: number }>(
            `SELECT count(*)::integer AS n ${from}`,
            params.slice(0, -2),
          )
        ).rows[0]!.n;
    const items: AdminOrganization[] = rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      type: row.type_code,
      city: row.city,
      email: row.email,
      owner_email: row.owner_email,
      enterprise_number: row.enterprise_number,
      verified: row.verified_at !== null,
      verified_at: row.verified_at ? new Date(row.verified_at).toISOString() : null,
      changed_since_verification: row.changed_since_verification,
      stages: row.stages,
      created_at: new Date(row.created_at).toISOString(),
    }));
    return { items, total };
  }

  /** Other organizations that gave this enterprise number, verified first. */
  async sameEnterpriseNumber(organizationId: string, enterpriseNumber: string) {
    const { rows } = await this.db.query<{ id: string; name: string; verified: boolean }>(
      `SELECT o.id, o.name, v.organization_id IS NOT NULL AS verified
         FROM organizations o
         LEFT JOIN organization_verification v ON v.organization_id = o.id
        WHERE o.enterprise_number = $1 AND o.id <> $2
        ORDER BY verified DESC, o.name, o.id`,
      [enterpriseNumber, organizationId],
    );
    return rows;
  }
}
