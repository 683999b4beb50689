import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newSecretToken } from '../../platform/secret-tokens.js';
import { DATABASE } from '../../platform/tokens.js';

export const DEVICE_COOKIE = 'stages_device';
const DEVICE_PATH = '/api/v1/auth/';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** A token is well-formed when it could have come from `newSecretToken`. */
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

/** The device token the browser presented, if it looks like one. */
export function presentedDevice(request: FastifyRequest): string | null {
  const token = request.cookies[DEVICE_COOKIE];
  return token && WELL_FORMED.test(token) ? token : null;
}

/**
 * Browsers an account has proven itself from: a sign-in with the password, Google or
 * Microsoft, or a password reset (which proves the address). Each browser holds a random token
 * in an HttpOnly cookie; the table keeps its hash per account, so one family computer can be
 * known to several accounts.
 */
@Injectable()
export class KnownDevices {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  /**
   * Whether the browser is known to the account of this address. Looked up by the address, so
   * that the answer costs the same whether the account exists or not.
   */
  async isKnown(email: string, token: string | null): Promise<boolean> {
    if (token === null) return false;
    const { rows } = await this.db.query(
      `SELECT 1 FROM known_devices d JOIN users u ON u.id = d.user_id
        WHERE lower(u.email) = lower($1) AND d.token_hash = $2`,
      [email, hashToken(token)],
    );
    return rows.length > 0;
  }

  /** Marks the browser as known to the user, giving it a token when it has none yet. */
  async remember(reply: FastifyReply, userId: string, token: string | null, secure: boolean) {
    const kept = token ?? newSecretToken();
    await this.db.query(
      `INSERT INTO known_devices (token_hash, user_id) VALUES ($1, $2)
       ON CONFLICT (token_hash, user_id) DO UPDATE SET last_used_at = now()`,
      [hashToken(kept), userId],
    );
    void reply.setCookie(DEVICE_COOKIE, kept, {
      path: DEVICE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      expires: new Date(Date.now() + YEAR_MS),
    });
  }

  /** A browser not used for a year is a stranger again. */
  async purge() {
    await this.db.query(`DELETE FROM known_devices WHERE last_used_at < now() - interval '1 year'`);
  }
}
