import { Inject, Injectable } from '@nestjs/common';
import type { PostalAddress } from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import type { z } from 'zod';
import { DATABASE } from '../../platform/tokens.js';

type Address = z.output<typeof PostalAddress>;

/** What the parents table holds of a parent; the names, e-mail and language are the user's. */
export interface ParentRecord {
  readonly phone: string | null;
  readonly address: Address | null;
  /** Eleven digits. */
  readonly nationalRegisterNumber: string | null;
  /** `YYYY-MM-DD`. */
  readonly birthDate: string | null;
}

interface ParentRow {
  phone: string | null;
  address: Address | null;
  national_register_number: string | null;
  birth_date: string | null;
}

/** Parents' profiles; each belongs to one user and goes with the account. */
@Injectable()
export class ParentsRepository {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async create(
    tx: Sql,
    parent: {
      userId: string;
      phone?: string | undefined;
      address?: Address | undefined;
    },
  ) {
    await tx.query('INSERT INTO parents (user_id, phone, address) VALUES ($1, $2, $3::jsonb)', [
      parent.userId,
      parent.phone ?? null,
      parent.address ? JSON.stringify(parent.address) : null,
    ]);
  }

  /** Null for a parent whose profile row is missing (it is then made on the first save). */
  async find(userId: string, sql: Sql = this.db): Promise<ParentRecord | null> {
    const { rows } = await sql.query<ParentRow>(
      `SELECT phone, address, national_register_number, birth_date::text
         FROM parents WHERE user_id = $1`,
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      phone: row.phone,
      address: row.address,
      nationalRegisterNumber: row.national_register_number,
      birthDate: row.birth_date,
    };
  }

  /** Replaces the whole profile: what is null is cleared. */
  async save(tx: Sql, userId: string, parent: ParentRecord) {
    await tx.query(
      `INSERT INTO parents (user_id, phone, address, national_register_number, birth_date)
       VALUES ($1, $2, $3::jsonb, $4, $5::date)
       ON CONFLICT (user_id) DO UPDATE SET phone = EXCLUDED.phone, address = EXCLUDED.address,
         national_register_number = EXCLUDED.national_register_number,
         birth_date = EXCLUDED.birth_date`,
      [
        userId,
        parent.phone,
        parent.address ? JSON.stringify(parent.address) : null,
        parent.nationalRegisterNumber,
        parent.birthDate,
      ],
    );
  }

  /** Replaces how to reach the parent, leaving their identity as it is. */
  async saveContact(tx: Sql, userId: string, contact: Pick<ParentRecord, 'phone' | 'address'>) {
    await tx.query(
      `INSERT INTO parents (user_id, phone, address) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (user_id) DO UPDATE SET phone = EXCLUDED.phone, address = EXCLUDED.address`,
      [userId, contact.phone, contact.address ? JSON.stringify(contact.address) : null],
    );
  }
}
