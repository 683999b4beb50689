import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ErrorCode } from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import type { Config } from '../../config/config.js';
import { DomainError } from '../../platform/domain-error.js';
import { CONFIG, DATABASE } from '../../platform/tokens.js';
import { hashToken, newSecretToken } from '../../platform/secret-tokens.js';
import { UsersRepository, type UserRecord } from '../persistence/users.repository.js';
import type { FastifyRequest } from 'fastify';
import { loadAppSecret } from '../../platform/app-secrets.js';
import { RecentResults } from '../../platform/recent-results.js';
import type { RequestSessions } from '../../platform/http/csrf.js';
import {
  signAccessToken,
  signedAccessClaims,
  unexpired,
  type AccessClaims,
} from './access-token.js';
import { ACCESS_COOKIE } from './session-cookies.js';

const ACCESS_TTL_MS = 15 * 60 * 1000;
const REMEMBERED_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/**
 * Two tabs refreshing at the same moment present the same token; within this window the second
 * gets a token of its own rather than being taken for a thief.
 */
const REUSE_GRACE_MS = 10_000;
/** Access tokens whose signature was checked lately: about a browser a signed-in user. */
const VERIFIED_TOKENS = 10_000;

export interface IssuedSession {
  readonly sessionId: string;
  readonly userId: string;
  readonly remember: boolean;
  readonly accessToken: string;
  readonly accessExpiresAt: Date;
  readonly refreshToken: string;
  readonly expiresAt: Date;
}

export interface Authentication {
  readonly user: UserRecord;
  readonly sessionId: string;
}

/**
 * Sessions: a short-lived signed access token, and a refresh token that changes at every use.
 * The refresh tokens of a session form a family: presenting one that was already replaced means
 * it was stolen, and the whole session is revoked.
 */
@Injectable()
export class SessionService implements RequestSessions, OnModuleInit {
  #secret: Promise<string> | null = null;
  readonly #claims = new WeakMap<FastifyRequest, AccessClaims | null>();
  readonly #verified = new RecentResults<AccessClaims>(VERIFIED_TOKENS);

  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(CONFIG) private readonly config: Config,
    private readonly users: UsersRepository,
  ) {}

  /**
   * The signing key is read before any request: a session started inside a caller's transaction
   * must not wait for the database outside it (PGlite has one connection).
   */
  async onModuleInit() {
    await this.#signingKey();
  }

  async start(userId: string, remember: boolean, sql: Sql = this.db): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const expiresAt = new Date(Date.now() + (remember ? REMEMBERED_TTL_MS : SESSION_TTL_MS));
    await sql.query(
      'INSERT INTO sessions (id, user_id, remember, expires_at) VALUES ($1, $2, $3, $4)',
      [sessionId, userId, remember, expiresAt],
    );
    return this.#issue(sql, { sessionId, userId, remember, expiresAt });
  }

  /** Exchanges a refresh token for new tokens. */
  async rotate(refreshToken: string): Promise<IssuedSession> {
    type Outcome = { refused: ErrorCode } | { issued: IssuedSession };
    const outcome = await this.db.transaction(async (tx): Promise<Outcome> => {
      const { rows } = await tx.query<{
        session_id: string;
        user_id: string;
        remember: boolean;
        replaced_at: Date | null;
        live: boolean;
      }>(
        `SELECT t.session_id, s.user_id, s.remember, t.replaced_at,
                (s.revoked_at IS NULL AND s.expires_at > now()) AS live
           FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
          WHERE t.token_hash = $1
          FOR UPDATE OF s`,
        [hashToken(refreshToken)],
      );
      const token = rows[0];
      if (!token?.live) return { refused: ErrorCode.sessionExpired };
      const replaced = token.replaced_at ? new Date(token.replaced_at).getTime() : null;
      if (replaced !== null && Date.now() - replaced > REUSE_GRACE_MS) {
        await tx.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [token.session_id]);
        return { refused: ErrorCode.sessionRevoked };
      }
      // One live token per session: a token answered again within the grace period replaces
      // the successor it already had, so a copy used then still gives itself away later.
      await tx.query(
        'UPDATE refresh_tokens SET replaced_at = now() WHERE session_id = $1 AND replaced_at IS NULL',
        [token.session_id],
      );
      const expiresAt = new Date(
        Date.now() + (token.remember ? REMEMBERED_TTL_MS : SESSION_TTL_MS),
      );
      await tx.query('UPDATE sessions SET expires_at = $2 WHERE id = $1', [
        token.session_id,
        expiresAt,
      ]);
      return {
        issued: await this.#issue(tx, {
          sessionId: token.session_id,
          userId: token.user_id,
          remember: token.remember,
          expiresAt,
        }),
      };
    });
    if ('refused' in outcome) {
      const reason =
        outcome.refused === ErrorCode.sessionRevoked
          ? 'This session was revoked: a refresh token was used twice.'
          : 'The session has ended; sign in again.';
      throw new DomainError(outcome.refused, reason, 401);
    }
    return outcome.issued;
  }

  /**
   * The user behind the request's access cookie, if its token is sound and unexpired and its
   * session still live.
   */
  async authenticate(request: FastifyRequest): Promise<Authentication | null> {
    const claims = await this.#claimsOf(request);
    if (!claims || !unexpired(claims)) return null;
    const user = await this.users.findWithLiveSession(claims.uid, claims.sid);
    return user ? { user, sessionId: claims.sid } : null;
  }

  /**
   * The session the access cookie names, its token expired or not: what the request's CSRF
   * token is bound to. Whether the session is still live is the access rules' business.
   */
  async sessionIdOf(request: FastifyRequest): Promise<string | null> {
    return (await this.#claimsOf(request))?.sid ?? null;
  }

  /** The access cookie's signed claims, checked once a request: the CSRF hook and the guard ask. */
  async #claimsOf(request: FastifyRequest): Promise<AccessClaims | null> {
    if (this.#claims.has(request)) return this.#claims.get(request)!;
    const token = request.cookies[ACCESS_COOKIE];
    const claims = token ? await this.#signedClaims(token) : null;
    this.#claims.set(request, claims);
    return claims;
  }

  /** A browser sends the same token with every call for a quarter of an hour: checked once. */
  async #signedClaims(token: string): Promise<AccessClaims | null> {
    const known = this.#verified.get(token);
    if (known) return known;
    const claims = signedAccessClaims(token, await this.#signingKey());
    if (claims) this.#verified.set(token, claims);
    return claims;
  }

  async revoke(sessionId: string) {
    await this.db.query(
      'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL',
      [sessionId],
    );
  }

  /** Signs the user out everywhere, except maybe in the session they are using. */
  async revokeAllOf(userId: string, except: string | null = null, sql: Sql = this.db) {
    await sql.query(
      `UPDATE sessions SET revoked_at = now()
        WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2`,
      [userId, except],
    );
  }

  /** The session a refresh token belongs to, to sign out with it alone. */
  async sessionOfRefreshToken(refreshToken: string): Promise<string | null> {
    const { rows } = await this.db.query<{ session_id: string }>(
      'SELECT session_id FROM refresh_tokens WHERE token_hash = $1',
      [hashToken(refreshToken)],
    );
    return rows[0]?.session_id ?? null;
  }

  async #issue(
    sql: Sql,
    session: { sessionId: string; userId: string; remember: boolean; expiresAt: Date },
  ): Promise<IssuedSession> {
    const refreshToken = newSecretToken();
    await sql.query('INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [
      hashToken(refreshToken),
      session.sessionId,
    ]);
    const accessExpiresAt = new Date(
      Math.min(Date.now() + ACCESS_TTL_MS, session.expiresAt.getTime()),
    );
    const accessToken = signAccessToken(
      {
        sid: session.sessionId,
        uid: session.userId,
        exp: Math.floor(accessExpiresAt.getTime() / 1000),
      },
      await this.#signingKey(),
    );
    return { ...session, accessToken, accessExpiresAt, refreshToken };
  }

  #signingKey() {
    this.#secret ??= loadAppSecret(this.db, 'session', this.config.sessionSecret);
    return this.#secret;
  }
}
