import { Inject, Injectable } from '@nestjs/common';
import {
  ageOn,
  brusselsDay,
  type AdminChild,
  type AdminChildDetail,
  type AdminChildHealth,
  type AdminChildListQuery,
  type AdminChildUpdate,
  type PhotoConsent,
  type PostalAddress,
} from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import type { z } from 'zod';
import { nameSearch } from './name-search.js';
import { photoConsentSql } from './photo-consent-sql.js';
import type { PageRequest } from '../../platform/http/list-page.js';
import { DATABASE } from '../../platform/tokens.js';
import { orderBy, pagedRows, type SortExpressions } from '../../platform/http/paged-query.js';

type Filter = NonNullable<z.output<typeof AdminChildListQuery>['filter']>;

const SORTS = {
  last_name: ['search_fold(c.last_name) COLLATE "C"', 'search_fold(c.first_name) COLLATE "C"'],
  first_name: ['search_fold(c.first_name) COLLATE "C"', 'search_fold(c.last_name) COLLATE "C"'],
  birth_date: ['c.birth_date'],
  created_at: ['c.created_at'],
} satisfies SortExpressions<string>;
export type ChildSort = keyof typeof SORTS;

interface Row {
  id: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  sex: AdminChild['sex'];
  address: z.output<typeof PostalAddress> | null;
  parent_id: string;
  parent_name: string;
  created_at: Date;
}

interface DetailRow extends Row {
  national_register_number: string;
  photo_consent: PhotoConsent;
  photo_consent_answered: boolean;
}

// Identity only: the health columns are read by `health`, for the detail alone.
const COLUMNS = `c.id, c.first_name, c.last_name, c.birth_date::text AS birth_date, c.sex,
  c.address, c.primary_parent_id AS parent_id, c.created_at,
  trim(u.first_name || ' ' || u.last_name) AS parent_name`;
const FROM = 'FROM children c JOIN users u ON u.id = c.primary_parent_id';

const toChild = (row: Row, today: string): AdminChild => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  birth_date: row.birth_date,
  age: ageOn(row.birth_date, today),
  sex: row.sex,
  city: row.address?.city || null,
  parent_id: row.parent_id,
  parent_name: row.parent_name,
  created_at: new Date(row.created_at).toISOString(),
});

/** Every child, for the administrators: identity in lists, health data in the detail alone. */
@Injectable()
export class AdminChildrenRepository {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async list(page: PageRequest<ChildSort>, filter: Filter) {
    const params: unknown[] = [];
    const conditions = nameSearch(
      filter.q ?? '',
      "c.first_name || ' ' || c.last_name || ' ' || u.first_name || ' ' || u.last_name || ' ' || u.email",
      params,
    );
    if (filter.parent_id)
      conditions.push(`c.primary_parent_id = $${params.push(filter.parent_id)}`);
    if (filter.sex) conditions.push(`c.sex = $${params.push(filter.sex)}`);
    if (filter.id) conditions.push(`c.id = ANY($${params.push(filter.id)}::uuid[])`);
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const { rows, total } = await pagedRows<Row>(
      this.db,
      { columns: COLUMNS, from: `${FROM} ${where}`, order: orderBy(SORTS, page, 'c.id'), params },
      page,
    );
    const today = brusselsDay();
    return { items: rows.map((row) => toChild(row, today)), total };
  }

  /** The child's identity, without health data; null when there is no such child. */
  async find(id: string, sql: Sql = this.db): Promise<AdminChildDetail | null> {
    const { rows } = await sql.query<DetailRow>(
      `SELECT ${COLUMNS}, c.national_register_number, ${photoConsentSql('c')} ${FROM}
       WHERE c.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      ...toChild(row, brusselsDay()),
      national_register_number: row.national_register_number,
      address: row.address,
      photo_consent: row.photo_consent,
      photo_consent_answered: row.photo_consent_answered,
      health: null,
    };
  }

  async health(id: string, sql: Sql = this.db): Promise<AdminChildHealth | null> {
    const { rows } = await sql.query<AdminChildHealth>(
      `SELECT can_swim, tetanus_vaccine, disabled, allergies, diet, medications, important_info,
              height_cm AS height, weight_kg::float8 AS weight, doctor_last_name,
              doctor_first_name, doctor_phone
         FROM child_health WHERE child_id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Replaces the child's identity; false when there is no such child. */
  async update(id: string, child: AdminChildUpdate): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE children
          SET last_name = $2, first_name = $3, birth_date = $4, sex = $5,
              national_register_number = $6, address = $7::jsonb, updated_at = now()
        WHERE id = $1`,
      [
        id,
        child.last_name,
        child.first_name,
        child.birth_date,
        child.sex,
        child.national_register_number,
        child.address ? JSON.stringify(child.address) : null,
      ],
    );
    return rowCount > 0;
  }
}
