import { Inject, Injectable } from '@nestjs/common';
import type { ChildInput, PhotoConsent, PostalAddress } from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import type { z } from 'zod';
import type { PageRequest } from '../../platform/http/list-page.js';
import { DATABASE } from '../../platform/tokens.js';
import { photoConsentSql } from './photo-consent-sql.js';
import { nameSearch } from './name-search.js';

/** A child's identity and health, as stored (the health columns from `child_health`). */
export interface ChildRow {
  id: string;
  primary_parent_id: string;
  last_name: string;
  first_name: string;
  birth_date: string;
  sex: 'male' | 'female' | 'other';
  national_register_number: string;
  address: z.output<typeof PostalAddress> | null;
  legal_representative_id: string | null;
  photo_consent: PhotoConsent;
  photo_consent_answered: boolean;
  can_swim: boolean;
  tetanus_vaccine: boolean;
  disabled: boolean;
  allergies: string;
  diet: string;
  medications: string;
  important_info: string;
  height_cm: number | null;
  weight_kg: number | null;
  doctor_last_name: string;
  doctor_first_name: string;
  doctor_phone: string;
}

/**
 * What is written: the request's fields, the address already settled; photo consent null for a
 * child an organizer adds for a family, until a parent answers.
 */
export type ChildFields = Omit<ChildInput, 'address' | 'photo_consent'> & {
  readonly address: z.output<typeof PostalAddress> | null;
  readonly photo_consent: PhotoConsent | null;
};

export const CHILD_SORTS = {
  last_name: 'search_fold(c.last_name) COLLATE "C", search_fold(c.first_name) COLLATE "C"',
  first_name: 'search_fold(c.first_name) COLLATE "C", search_fold(c.last_name) COLLATE "C"',
  birth_date: 'c.birth_date',
  created_at: 'c.created_at',
} as const;
export type ChildSort = keyof typeof CHILD_SORTS;

const select = `
  SELECT c.id, c.primary_parent_id, c.last_name, c.first_name, c.birth_date::text AS birth_date,
         c.sex, c.national_register_number, c.address, c.legal_representative_id,
         ${photoConsentSql('c')},
         h.can_swim, h.tetanus_vaccine, h.disabled, h.allergies, h.diet, h.medications,
         h.important_info, h.height_cm, h.weight_kg::float8 AS weight_kg, h.doctor_last_name,
         h.doctor_first_name, h.doctor_phone
    FROM children c
    JOIN child_health h ON h.child_id = c.id`;

/** The `children` columns of a child, in the order its writes list them. */
const identityValues = (child: ChildFields) => [
  child.last_name,
  child.first_name,
  child.birth_date,
  child.sex,
  child.national_register_number,
  child.address ? JSON.stringify(child.address) : null,
  child.legal_representative_id,
  child.photo_consent,
];

const healthValues = (child: ChildFields) => [
  child.can_swim,
  child.tetanus_vaccine,
  child.disabled,
  child.allergies,
  child.diet,
  child.medications,
  child.important_info,
  child.height,
  child.weight,
  child.doctor_last_name,
  child.doctor_first_name,
  child.doctor_phone,
];

/**
 * Children: their identity in `children`, their health data in `child_health`. Reads are
 * limited to the parents the caller may act for (`parentIds`, from FamilyAccess).
 */
@Injectable()
export class ChildrenRepository {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  /** Whether any enrollment, whatever its outcome, names the child. */
  async hasEnrollments(childId: string, sql: Sql = this.db): Promise<boolean> {
    const { rows } = await sql.query('SELECT 1 FROM enrollments WHERE child_id = $1 LIMIT 1', [
      childId,
    ]);
    return rows.length > 0;
  }

  async find(parentIds: readonly string[], id: string, sql: Sql = this.db) {
    const { rows } = await sql.query<ChildRow>(
      `${select} WHERE c.id = $1 AND c.primary_parent_id = ANY($2::uuid[])`,
      [id, parentIds],
    );
    return rows[0] ?? null;
  }

  async list(
    parentIds: readonly string[],
    page: PageRequest<ChildSort>,
    filter: { q?: string | undefined; id?: readonly string[] | undefined },
  ): Promise<{ rows: ChildRow[]; total: number }> {
    const params: unknown[] = [parentIds];
    const conditions = ['c.primary_parent_id = ANY($1::uuid[])'];
    if (filter.id) conditions.push(`c.id = ANY($${params.push(filter.id)}::uuid[])`);
    conditions.push(...nameSearch(filter.q ?? '', "c.last_name || ' ' || c.first_name", params));
    const where = `WHERE ${conditions.join(' AND ')}`;
    const order = page.order === 'DESC' ? 'DESC' : 'ASC';
    const sorts = CHILD_SORTS[page.sort]
      .split(', ')
      .map((expression) => `${expression} ${order}`)
      .join(', ');
    const { rows } = await this.db.query<ChildRow & { total: string | number }>(
      `${select.replace('FROM children c', ', count(*) OVER () AS total FROM children c')}
        ${where}
        ORDER BY ${sorts}, c.id
        LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : (
          await this.db.query<{ n: number }>(
            `SELECT count(*)::integer AS n FROM children c ${where}`,
            params,
          )
        ).rows[0]!.n;
    return { rows, total };
  }

  /** Whether another child than `exceptId` has the number. */
  async numberTaken(nationalRegisterNumber: string, exceptId: string | null, sql: Sql = this.db) {
    const { rows } = await sql.query(
      `SELECT 1 FROM children
        WHERE national_register_number = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [nationalRegisterNumber, exceptId],
    );
    return rows.length > 0;
  }

  async insert(tx: Sql, id: string, primaryParentId: string, child: ChildFields) {
    await tx.query(
      `INSERT INTO children (id, primary_parent_id, last_name, first_name, birth_date, sex,
                             national_register_number, address, legal_representative_id,
                             photo_consent)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)`,
      [id, primaryParentId, ...identityValues(child)],
    );
    await tx.query(
      `INSERT INTO child_health (child_id, can_swim, tetanus_vaccine, disabled, allergies, diet,
                                 medications, important_info, height_cm, weight_kg,
                                 doctor_last_name, doctor_first_name, doctor_phone)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [id, ...healthValues(child)],
    );
  }

  /** Replaces every field of a child within reach; false when there is none. */
  async update(tx: Sql, parentIds: readonly string[], id: string, child: ChildFields) {
    const { rowCount } = await tx.query(
      `UPDATE children
          SET last_name = $3, first_name = $4, birth_date = $5, sex = $6,
              national_register_number = $7, address = $8::jsonb, legal_representative_id = $9,
              photo_consent = $10, updated_at = now()
        WHERE id = $1 AND primary_parent_id = ANY($2::uuid[])`,
      [id, parentIds, ...identityValues(child)],
    );
    if (rowCount === 0) return false;
    await tx.query(
      `UPDATE child_health
          SET can_swim = $2, tetanus_vaccine = $3, disabled = $4, allergies = $5, diet = $6,
              medications = $7, important_info = $8, height_cm = $9, weight_kg = $10,
              doctor_last_name = $11, doctor_first_name = $12, doctor_phone = $13,
              updated_at = now()
        WHERE child_id = $1`,
      [id, ...healthValues(child)],
    );
    return true;
  }

  /** A family's answer for a child added before the question was asked; false when out of reach. */
  async answerPhotoConsent(parentIds: readonly string[], id: string, consent: PhotoConsent) {
    const { rowCount } = await this.db.query(
      `UPDATE children SET photo_consent = $3, updated_at = now()
        WHERE id = $1 AND primary_parent_id = ANY($2::uuid[])`,
      [id, parentIds, consent],
    );
    return rowCount > 0;
  }

  /** Deletes a child within reach, its health data with it; false when there is none. */
  async delete(tx: Sql, parentIds: readonly string[], id: string) {
    const { rowCount } = await tx.query(
      'DELETE FROM children WHERE id = $1 AND primary_parent_id = ANY($2::uuid[])',
      [id, parentIds],
    );
    return rowCount > 0;
  }

  /** The address on the parent's profile, which a new child's starts from. */
  async parentAddress(tx: Sql, parentId: string) {
    const { rows } = await tx.query<{ address: ChildRow['address'] }>(
      'SELECT address FROM parents WHERE user_id = $1',
      [parentId],
    );
    return rows[0]?.address ?? null;
  }
}
