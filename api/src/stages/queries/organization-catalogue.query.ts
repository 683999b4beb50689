import { Inject, Injectable } from '@nestjs/common';
import type { OrganizationPage, OrganizationSummary } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { publiclyListedStage } from '../../stages/projections/stage-catalogue.projection.js';
import { fileUrl } from '../../documents/index.js';
import { DATABASE } from '../../platform/tokens.js';
import { organizationAddress } from '../../organizations/index.js';
import { searchQuery } from '../../platform/search/search-query.js';

interface OrganizationRow {
  id: string;
  slug: string;
  name: string;
  type_code: string | null;
  city: string | null;
  description: string;
  logo_file_id: string | null;
  upcoming_stages: number;
  email: string | null;
  phone: string | null;
  street: string | null;
  street_number: string | null;
  postal_code: string | null;
  country: string;
  total: string | number;
}

const columns = `o.id, o.slug, o.name, o.type_code, o.city, o.description, o.logo_file_id,
  o.email, o.phone, o.street, o.street_number, o.postal_code, o.country,
  (SELECT count(*)::integer FROM stage_catalogue c
    WHERE c.organization_id = o.id AND ${publiclyListedStage('c')}) AS upcoming_stages`;

/** Only verified organizations are shown to the public. */
const verified = 'JOIN organization_verification v ON v.organization_id = o.id';

function toSummary(row: OrganizationRow): OrganizationSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type_code,
    city: row.city ?? '',
    description: row.description,
    logo_url: row.logo_file_id ? fileUrl(row.logo_file_id) : null,
    upcoming_stages: row.upcoming_stages,
  };
}

@Injectable()
export class OrganizationCatalogueQuery {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async list(options: {
    offset: number;
    limit: number;
    order: 'ASC' | 'DESC';
    q?: string | undefined;
  }): Promise<{ items: OrganizationSummary[]; total: number }> {
    const search = options.q ? searchQuery(options.q) : null;
    const params: unknown[] = [options.limit, options.offset];
    const where = search
      ? `WHERE o.search @@ to_tsquery('simple', search_fold($${params.push(search)}))`
      : '';
    const { rows } = await this.db.query<OrganizationRow>(
      `SELECT ${columns}, count(*) OVER () AS total
         FROM organizations o ${verified} ${where}
        ORDER BY o.name ${options.order === 'DESC' ? 'DESC' : 'ASC'}, o.id
        LIMIT $1 OFFSET $2`,
      params,
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : (
          await this.db.query<{ total: number }>(
            `SELECT count(*)::integer AS total FROM organizations o ${verified}
              ${search ? "WHERE o.search @@ to_tsquery('simple', search_fold($1))" : ''}`,
            search ? [search] : [],
          )
        ).rows[0]!.total;
    return { total, items: rows.map(toSummary) };
  }

  async find(slug: string): Promise<Omit<OrganizationPage, 'stages'> | null> {
    const { rows } = await this.db.query<OrganizationRow>(
      `SELECT ${columns} FROM organizations o ${verified} WHERE o.slug = $1`,
      [slug],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      ...toSummary(row),
      email: row.email,
      phone: row.phone,
      address: organizationAddress(row),
    };
  }
}
