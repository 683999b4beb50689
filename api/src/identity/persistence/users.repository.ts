import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AccountType, CurrentUser, Language, RoleNumber } from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import { DATABASE } from '../../platform/tokens.js';

export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly role: RoleNumber | null;
  readonly emailVerified: boolean;
  readonly socialAccount: boolean;
  readonly firstName: string;
  readonly lastName: string;
  readonly language: Language;
  readonly cookieConsent: 'allow' | 'essential' | null;
  readonly phone: string | null;
  readonly address: CurrentUser['address'];
  readonly accountType: AccountType | null;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  role: number | null;
  email_verified: boolean;
  social_account: boolean;
  first_name: string;
  last_name: string;
  language: Language;
  cookie_consent: 'allow' | 'essential' | null;
  phone: string | null;
  address: CurrentUser['address'];
  account_type: AccountType | null;
}

/** Named with their table, so that a query joining the sessions reads them unambiguously. */
const columns = [
  'id',
  'email',
  'password_hash',
  'role',
  'email_verified',
  'social_account',
  'first_name',
  'last_name',
  'language',
  'cookie_consent',
  'phone',
  'address',
  'account_type',
]
  .map((column) => `users.${column}`)
  .join(', ');

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    role: row.role as RoleNumber | null,
    emailVerified: row.email_verified,
    socialAccount: row.social_account,
    firstName: row.first_name,
    lastName: row.last_name,
    language: row.language,
    cookieConsent: row.cookie_consent,
    phone: row.phone,
    address: row.address,
    accountType: row.account_type,
  };
}

export interface NewUser {
  readonly email: string;
  readonly passwordHash: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly language: Language;
  readonly emailVerified: boolean;
  readonly socialAccount: boolean;
  readonly accountType?: AccountType | null;
}

/** Accounts. E-mail addresses are stored in lower case and unique. */
@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async findById(id: string, sql: Sql = this.db): Promise<UserRecord | null> {
    const { rows } = await sql.query<UserRow>(`SELECT ${columns} FROM users WHERE id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Who owns the organization, to write to them about it, and the organization's name. */
  async findOrganizationOwner(
    organizationId: string,
  ): Promise<{ owner: UserRecord; organizationName: string } | null> {
    const { rows } = await this.db.query<UserRow & { organization_name: string }>(
      `SELECT ${columns}, (SELECT name FROM organizations WHERE id = $1) AS organization_name
         FROM users WHERE id = (SELECT owner_user_id FROM organizations WHERE id = $1)`,
      [organizationId],
    );
    const row = rows[0];
    return row ? { owner: toRecord(row), organizationName: row.organization_name } : null;
  }

  /** The user, provided the session is theirs, not revoked and not expired. */
  async findWithLiveSession(userId: string, sessionId: string): Promise<UserRecord | null> {
    const { rows } = await this.db.query<UserRow>(
      `SELECT ${columns} FROM sessions JOIN users ON users.id = sessions.user_id
        WHERE sessions.id = $2 AND sessions.user_id = $1
          AND sessions.revoked_at IS NULL AND sessions.expires_at > now()`,
      [userId, sessionId],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const { rows } = await this.db.query<UserRow>(
      `SELECT ${columns} FROM users WHERE lower(email) = lower($1)`,
      [email],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Null when the address is taken. */
  async create(user: NewUser, sql: Sql = this.db): Promise<UserRecord | null> {
    const { rows } = await sql.query<UserRow>(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, language,
                          email_verified, social_account, account_type)
       VALUES ($1, lower($2), $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT ((lower(email))) DO NOTHING
       RETURNING ${columns}`,
      [
        randomUUID(),
        user.email,
        user.passwordHash,
        user.firstName,
        user.lastName,
        user.language,
        user.emailVerified,
        user.socialAccount,
        user.accountType ?? null,
      ],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async setPassword(userId: string, passwordHash: string, sql: Sql = this.db) {
    await sql.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
  }

  async clearPassword(userId: string, sql: Sql = this.db) {
    await sql.query('UPDATE users SET password_hash = NULL WHERE id = $1', [userId]);
  }

  async markEmailVerified(userId: string, sql: Sql = this.db) {
    await sql.query('UPDATE users SET email_verified = true WHERE id = $1', [userId]);
  }

  /** Gives a role to a user who has none; false when the user already had one. */
  async assignRole(userId: string, role: RoleNumber, sql: Sql): Promise<boolean> {
    const { rowCount } = await sql.query(
      'UPDATE users SET role = $2 WHERE id = $1 AND role IS NULL',
      [userId, role],
    );
    return rowCount === 1;
  }

  async updatePreferences(
    userId: string,
    preferences: { language?: Language; cookieConsent?: 'allow' | 'essential' | null },
  ) {
    const { rows } = await this.db.query<UserRow>(
      `UPDATE users SET
         language = coalesce($2, language),
         cookie_consent = CASE WHEN $3 THEN $4 ELSE cookie_consent END
       WHERE id = $1 RETURNING ${columns}`,
      [
        userId,
        preferences.language ?? null,
        preferences.cookieConsent !== undefined,
        preferences.cookieConsent ?? null,
      ],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async updateContact(
    userId: string,
    contact: {
      firstName?: string;
      lastName?: string;
      phone?: string;
      address?: CurrentUser['address'];
    },
    sql: Sql,
  ) {
    await sql.query(
      `UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
              phone = coalesce($4, phone), address = coalesce($5::jsonb, address)
        WHERE id = $1`,
      [
        userId,
        contact.firstName ?? null,
        contact.lastName ?? null,
        contact.phone ?? null,
        contact.address ? JSON.stringify(contact.address) : null,
      ],
    );
  }

  /**
   * Sets what a profile form edits of the user: names, language, and the phone and address the
   * signed-in user object shows (null clears them, unlike `updateContact`).
   */
  async updateProfile(
    userId: string,
    profile: {
      firstName: string;
      lastName: string;
      language: Language;
      phone: string | null;
      address: CurrentUser['address'];
    },
    sql: Sql,
  ) {
    await sql.query(
      `UPDATE users SET first_name = $2, last_name = $3, language = $4, phone = $5,
              address = $6::jsonb
        WHERE id = $1`,
      [
        userId,
        profile.firstName,
        profile.lastName,
        profile.language,
        profile.phone,
        profile.address ? JSON.stringify(profile.address) : null,
      ],
    );
  }

  /** Erases the account and, by cascade, its sessions, tokens and profiles. */
  async delete(userId: string, sql: Sql = this.db) {
    await sql.query('DELETE FROM users WHERE id = $1', [userId]);
  }

  async findByIdentity(provider: string, subject: string): Promise<UserRecord | null> {
    const { rows } = await this.db.query<UserRow>(
      `SELECT ${columns} FROM users
        WHERE id = (SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2)`,
      [provider, subject],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Ties a Google or Microsoft account to a user; `vouched` when it proves the address. */
  async linkIdentity(userId: string, provider: string, subject: string, vouched: boolean) {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO user_identities (provider, subject, user_id) VALUES ($1, $2, $3)
         ON CONFLICT (provider, subject) DO NOTHING`,
        [provider, subject, userId],
      );
      await tx.query(
        'UPDATE users SET social_account = true, email_verified = email_verified OR $2 WHERE id = $1',
        [userId, vouched],
      );
    });
  }

  /** Unties the user's Google and Microsoft accounts. */
  async unlinkIdentities(userId: string, sql: Sql = this.db) {
    await sql.query('DELETE FROM user_identities WHERE user_id = $1', [userId]);
  }
}
