import { Inject, Injectable } from '@nestjs/common';
import type { LegalRepresentative } from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import { DATABASE } from '../../platform/tokens.js';
import { nameSearch } from './name-search.js';

interface Row {
  id: string;
  last_name: string;
  first_name: string;
  national_register_number: string;
  total?: string | number;
}

const toView = (row: Row): LegalRepresentative => ({
  id: row.id,
  last_name: row.last_name,
  first_name: row.first_name,
  national_register_number: row.national_register_number,
});

export interface LegalRepresentativeFields {
  readonly last_name: string;
  readonly first_name: string;
  readonly national_register_number: string;
}

/**
 * Legal representatives, each kept by the parent who created it. Every read and write is
 * limited to the parents the caller may act for (`parentIds`, from FamilyAccess).
 */
@Injectable()
export class LegalRepresentativesRepository {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async find(
    parentIds: readonly string[],
    id: string,
    sql: Sql = this.db,
  ): Promise<LegalRepresentative | null> {
    const { rows } = await sql.query<Row>(
      `SELECT id, last_name, first_name, national_register_number
         FROM legal_representatives WHERE id = $1 AND parent_id = ANY($2::uuid[])`,
      [id, parentIds],
    );
    return rows[0] ? toView(rows[0]) : null;
  }

  /** A page in name order, and how many match in all. */
  async list(
    parentIds: readonly string[],
    { offset, limit, search }: { offset: number; limit: number; search: string },
  ): Promise<{ items: LegalRepresentative[]; total: number }> {
    const params: unknown[] = [parentIds];
    const conditions = [
      'parent_id = ANY($1::uuid[])',
      ...nameSearch(search, "last_name || ' ' || first_name", params),
    ];
    const where = `WHERE ${conditions.join(' AND ')}`;
    const { rows } = await this.db.query<Row>(
      `SELECT id, last_name, first_name, national_register_number, count(*) OVER () AS total
         FROM legal_representatives ${where}
        ORDER BY search_fold(last_name) COLLATE "C", search_fold(first_name) COLLATE "C", id
        LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : (
          await this.db.query<{ n: number }>(
            `SELECT count(*)::integer AS n FROM legal_representatives ${where}`,
            params,
          )
        ).rows[0]!.n;
    return { items: rows.map(toView), total };
  }

  async insert(
    id: string,
    parentId: string,
    fields: LegalRepresentativeFields,
    sql: Sql = this.db,
  ) {
    await sql.query(
      `INSERT INTO legal_representatives
         (id, parent_id, last_name, first_name, national_register_number)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, parentId, fields.last_name, fields.first_name, fields.national_register_number],
    );
  }

  /** Changes the fields given; false when the record is not within reach. */
  async update(
    parentIds: readonly string[],
    id: string,
    fields: Partial<LegalRepresentativeFields>,
  ): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE legal_representatives
          SET last_name = coalesce($3, last_name),
              first_name = coalesce($4, first_name),
              national_register_number = coalesce($5, national_register_number),
              updated_at = now()
        WHERE id = $1 AND parent_id = ANY($2::uuid[])`,
      [
        id,
        parentIds,
        fields.last_name ?? null,
        fields.first_name ?? null,
        fields.national_register_number ?? null,
      ],
    );
    return rowCount > 0;
  }

  /** Whether a child names the representative. */
  async isNamed(id: string, sql: Sql = this.db): Promise<boolean> {
    const { rows } = await sql.query(
      'SELECT 1 FROM children WHERE legal_representative_id = $1 LIMIT 1',
      [id],
    );
    return rows.length > 0;
  }

  /** Deletes it unless a child names it; false when nothing was deleted. */
  async deleteUnnamed(parentIds: readonly string[], id: string, sql: Sql = this.db) {
    const { rowCount } = await sql.query(
      `DELETE FROM legal_representatives r
        WHERE r.id = $1 AND r.parent_id = ANY($2::uuid[])
          AND NOT EXISTS (SELECT 1 FROM children c WHERE c.legal_representative_id = r.id)`,
      [id, parentIds],
    );
    return rowCount > 0;
  }
}
