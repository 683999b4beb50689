import { Inject, Injectable } from '@nestjs/common';
import type { StageSummary } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { DATABASE } from '../../platform/tokens.js';

export interface StagePage {
  readonly items: StageSummary[];
  readonly total: number;
}

const sortColumns = { starts_at: 'c.starts_at', name: 'c.name' } as const;

interface CatalogueRow {
  stage_id: string;
  slug: string;
  name: string;
  organization_id: string;
  organization_slug: string;
  organization_name: string;
  starts_at: Date;
  ends_at: Date;
  registration_deadline: Date;
  cost_cents: number;
  max_children: number;
  min_age: number;
  max_age: number;
  city: string;
  postal_code: string;
  total: string | number;
}

/** Reads the stage catalogue read model, with each stage's organization. */
@Injectable()
export class StageCatalogueQuery {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async list(options: {
    offset: number;
    limit: number;
    sort: keyof typeof sortColumns;
    order: 'ASC' | 'DESC';
  }): Promise<StagePage> {
    const { rows } = await this.db.query<CatalogueRow>(
      `SELECT c.stage_id, c.slug, c.name, c.organization_id, o.slug AS organization_slug,
              o.name AS organization_name, c.starts_at, c.ends_at, c.registration_deadline,
              c.cost_cents, c.max_children, c.min_age, c.max_age, c.city, c.postal_code,
              count(*) OVER () AS total
         FROM stage_catalogue c
         JOIN organizations o ON o.id = c.organization_id
        ORDER BY ${sortColumns[options.sort]} ${options.order === 'DESC' ? 'DESC' : 'ASC'}, c.stage_id
        LIMIT $1 OFFSET $2`,
      [options.limit, options.offset],
    );
    return {
      total: rows[0] ? Number(rows[0].total) : await this.#count(),
      items: rows.map((row) => ({
        id: row.stage_id,
        slug: row.slug,
        name: row.name,
        organization: {
          id: row.organization_id,
          slug: row.organization_slug,
          name: row.organization_name,
        },
        starts_at: new Date(row.starts_at).toISOString(),
        ends_at: new Date(row.ends_at).toISOString(),
        registration_deadline: new Date(row.registration_deadline).toISOString(),
        cost_cents: row.cost_cents,
        max_children: row.max_children,
        min_age: row.min_age,
        max_age: row.max_age,
        city: row.city,
        postal_code: row.postal_code,
      })),
    };
  }

  /** A page past the end has no row to carry the total. */
  async #count() {
    const { rows } = await this.db.query<{ total: number }>(
      'SELECT count(*)::integer AS total FROM stage_catalogue c JOIN organizations o ON o.id = c.organization_id',
    );
    return rows[0]!.total;
  }
}
