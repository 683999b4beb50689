import { Inject, Injectable } from '@nestjs/common';
import type { Sql, SqlDatabase } from '@stages/projections';
import { hashToken, newSecretToken } from '../../platform/secret-tokens.js';
import { DATABASE } from '../../platform/tokens.js';

const CONFIRMATION_LIFETIME = '3 days';
const RESET_LIFETIME = '1 hour' as const;

/** Keys sent by e-mail, single-use and short-lived; only their hash is kept. */
@Injectable()
export class OneTimeKeys {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  /** A key confirming that `email` belongs to the user. */
  async issueConfirmation(userId: string, email: string, sql: Sql = this.db): Promise<string> {
    const key = newSecretToken();
    await sql.query(
      `INSERT INTO email_confirmations (key_hash, user_id, email, expires_at)
       VALUES ($1, $2, $3, now() + interval '${CONFIRMATION_LIFETIME}')`,
      [hashToken(key), userId, email],
    );
    return key;
  }

  /** Uses up a confirmation key; the user and address it confirms, or null. */
  async consumeConfirmation(key: string): Promise<{ userId: string; email: string } | null> {
    const { rows } = await this.db.query<{ user_id: string; email: string }>(
      `UPDATE email_confirmations SET used_at = now()
        WHERE key_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id, email`,
      [hashToken(key)],
    );
    return rows[0] ? { userId: rows[0].user_id, email: rows[0].email } : null;
  }

  /** A reset key; an organizer's invitation to claim an account lives longer than the hour. */
  async issueReset(
    userId: string,
    lifetime: '1 hour' | '7 days' = RESET_LIFETIME,
  ): Promise<string> {
    const token = newSecretToken();
    await this.db.query(
      `INSERT INTO password_resets (token_hash, user_id, expires_at)
       VALUES ($1, $2, now() + $3::interval)`,
      [hashToken(token), userId, lifetime],
    );
    return token;
  }

  /** Whether a reset token of this user can still be used. */
  async isLiveReset(userId: string, token: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM password_resets
        WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()`,
      [hashToken(token), userId],
    );
    return rows.length > 0;
  }

  /**
   * Uses up a reset token of this user, and every other one they were sent; false when the
   * token is unknown, used, expired or someone else's.
   */
  async consumeReset(userId: string, token: string, sql: Sql): Promise<boolean> {
    const { rowCount } = await sql.query(
      `UPDATE password_resets SET used_at = now()
        WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()`,
      [hashToken(token), userId],
    );
    if (rowCount === 0) return false;
    await sql.query(
      'UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
      [userId],
    );
    return true;
  }

  async purgeExpired() {
    await this.db.query(
      `DELETE FROM email_confirmations WHERE expires_at < now() - interval '7 days'`,
    );
    await this.db.query(`DELETE FROM password_resets WHERE expires_at < now() - interval '7 days'`);
  }
}
