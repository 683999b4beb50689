import { Inject, Injectable } from '@nestjs/common';
import {
  ageOn,
  brusselsDay,
  ROLES,
  type AdminParent,
  type AdminParentDetail,
  type AdminParentListQuery,
  type AdminParentUpdate,
  type PostalAddress,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { z } from 'zod';
import { nameSearch } from '../../families/persistence/name-search.js';
import { ParentsRepository } from '../../families/persistence/parents.repository.js';
import { UsersRepository } from '../../identity/index.js';
import type { PageRequest } from '../../platform/http/list-page.js';
import { DATABASE } from '../../platform/tokens.js';
import { orderBy, pagedRows, type SortExpressions } from '../../platform/http/paged-query.js';

type Filter = NonNullable<z.output<typeof AdminParentListQuery>['filter']>;
type Address = z.output<typeof PostalAddress>;

const SORTS = {
  last_name: ['search_fold(u.last_name) COLLATE "C"', 'search_fold(u.first_name) COLLATE "C"'],
  first_name: ['search_fold(u.first_name) COLLATE "C"', 'search_fold(u.last_name) COLLATE "C"'],
  email: ['u.email'],
  created_at: ['u.created_at'],
} satisfies SortExpressions<string>;
export type ParentSort = keyof typeof SORTS;

interface Row {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  email_verified: boolean;
  phone: string | null;
  address: Address | null;
  language: AdminParent['language'];
  children: number;
  created_at: Date;
}

// The parent's profile row may be missing until its first save: the account then speaks for it.
const COLUMNS = `u.id, u.first_name, u.last_name, u.email, u.email_verified, u.language,
  coalesce(p.phone, u.phone) AS phone, coalesce(p.address, u.address) AS address, u.created_at,
  (SELECT count(*)::integer FROM children c WHERE c.primary_parent_id = u.id) AS children`;
const FROM = `FROM users u LEFT JOIN parents p ON p.user_id = u.id WHERE u.role = ${ROLES.parent}`;

const toParent = (row: Row): AdminParent => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  email_confirmed: row.email_verified,
  phone: row.phone,
  city: row.address?.city || null,
  language: row.language,
  children: row.children,
  created_at: new Date(row.created_at).toISOString(),
});

/** Every parent account, for the administrators: names and contact details, not health data. */
@Injectable()
export class AdminParentsRepository {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly users: UsersRepository,
    private readonly parents: ParentsRepository,
  ) {}

  async list(page: PageRequest<ParentSort>, filter: Filter) {
    const params: unknown[] = [];
    const conditions = nameSearch(
      filter.q ?? '',
      "u.first_name || ' ' || u.last_name || ' ' || u.email",
      params,
    );
    if (filter.language) conditions.push(`u.language = $${params.push(filter.language)}`);
    if (filter.email_confirmed !== undefined) {
      conditions.push(`u.email_verified = $${params.push(filter.email_confirmed)}`);
    }
    if (filter.id) conditions.push(`u.id = ANY($${params.push(filter.id)}::uuid[])`);
    const { rows, total } = await pagedRows<Row>(
      this.db,
      {
        columns: COLUMNS,
        from: [FROM, ...conditions].join(' AND '),
        order: orderBy(SORTS, page, 'u.id'),
        params,
      },
      page,
    );
    return { items: rows.map(toParent), total };
  }

  async find(id: string): Promise<AdminParentDetail | null> {
    const { rows } = await this.db.query<Row>(`SELECT ${COLUMNS} ${FROM} AND u.id = $1`, [id]);
    const row = rows[0];
    if (!row) return null;
    const children = await this.db.query<AdminParentDetail['child_list'][number]>(
      `SELECT id, first_name, last_name, birth_date::text AS birth_date
         FROM children WHERE primary_parent_id = $1
        ORDER BY search_fold(first_name) COLLATE "C", id`,
      [id],
    );
    const today = brusselsDay();
    return {
      ...toParent(row),
      address: row.address,
      child_list: children.rows.map((child) => ({
        ...child,
        age: ageOn(child.birth_date, today),
      })),
    };
  }

  /** The email address of a parent, or null when there is no such parent. */
  async emailOf(id: string): Promise<string | null> {
    const { rows } = await this.db.query<{ email: string }>(
      `SELECT u.email ${FROM} AND u.id = $1`,
      [id],
    );
    return rows[0]?.email ?? null;
  }

  /**
   * Writes the names and language on the account, the phone and address on both the account
   * and the profile, as the parent's own profile form does, so every screen says the same.
   */
  async update(id: string, update: AdminParentUpdate) {
    await this.db.transaction(async (tx) => {
      await this.users.updateProfile(
        id,
        {
          firstName: update.first_name,
          lastName: update.last_name,
          language: update.language,
          phone: update.phone,
          address: update.address,
        },
        tx,
      );
      await this.parents.saveContact(tx, id, update);
    });
  }
}
