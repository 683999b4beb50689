import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  Inject,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
  type OnModuleInit,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { secureCookies, type Config } from '../../config/config.js';
import { loadAppSecret } from '../app-secrets.js';
import { RecentResults } from '../recent-results.js';
import { newSecretToken } from '../secret-tokens.js';
import { CONFIG, DATABASE } from '../tokens.js';
import { ApiErrorException } from './error-response.js';

export const CSRF_COOKIE = 'stages_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/**
 * A random value standing for a browser that holds no session: the token of a signed-out call
 * (signing in, registering, resetting a password) is bound to it. HttpOnly, so a script of
 * another page cannot read it, and renewed when a session ends.
 */
export const VISITOR_COOKIE = 'stages_visitor';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const SIGNED_ELSEWHERE = 'stages:csrf-signed-elsewhere';

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request's CSRF token must be bound to: its session, or else its visitor. */
    csrfBinding?: string;
  }
}

/**
 * For calls no browser makes, which prove who sends them another way (a payment provider's
 * signed webhook): they carry neither the cookie nor the header, and need neither.
 */
export const SignedByCaller = () => SetMetadata(SIGNED_ELSEWHERE, true);

/**
 * The session a request's cookies name, from a well-signed session cookie, expired or not: a
 * page whose access token ran out still calls with its session's CSRF token, and is answered
 * 401 (and refreshes) rather than 403. Provided by the identity context.
 */
export abstract class RequestSessions {
  abstract sessionIdOf(request: FastifyRequest): Promise<string | null>;
}

const sessionBinding = (sessionId: string) => `session:${sessionId}`;
const visitorBinding = (visitor: string) => `visitor:${visitor}`;

/**
 * Signed double-submit tokens (OWASP's CSRF cheat sheet): `<random>.<HMAC>`, the HMAC taken with
 * a server secret over the session id (or, signed out, the visitor value) and the random part.
 * Another site can make a browser send cookies, but cannot read one to set the header; and a
 * cookie planted on the browser (from a sibling domain, over plain HTTP) is worthless unless
 * this server signed it for that very session.
 */
@Injectable()
export class CsrfTokens implements OnModuleInit {
  #key: Buffer | null = null;
  readonly #secure: boolean;
  /** Tokens found to fit their binding lately: a page sends its token with every call. */
  readonly #fitting = new RecentResults<true>(10_000);

  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.#secure = secureCookies(config);
  }

  async onModuleInit() {
    // Derived from the session secret when one is configured, so that no new setting is needed.
    const configured = this.config.sessionSecret
      ? createHmac('sha256', this.config.sessionSecret).update('stages csrf tokens').digest('hex')
      : null;
    this.#key = Buffer.from(await loadAppSecret(this.db, 'csrf', configured));
  }

  /** Whether `token` was signed by this server for `binding`. */
  fits(token: string | undefined, binding: string): boolean {
    const [random, mac, extra] = (token ?? '').split('.');
    if (!random || !mac || extra !== undefined) return false;
    const key = `${binding}\n${token}`;
    if (this.#fitting.get(key)) return true;
    const expected = Buffer.from(this.#mac(binding, random));
    const given = Buffer.from(mac);
    const fitting = expected.length === given.length && timingSafeEqual(expected, given);
    if (fitting) this.#fitting.set(key, true);
    return fitting;
  }

  /** A session begins: its pages get a token bound to it. */
  bindToSession(reply: FastifyReply, sessionId: string) {
    this.#setToken(reply, sessionBinding(sessionId));
  }

  /**
   * A session ends: the browser becomes a new visitor, so that no token it held, during the
   * session or before it, is worth anything after.
   */
  startVisit(reply: FastifyReply): string {
    const visitor = newSecretToken();
    void reply.setCookie(VISITOR_COOKIE, visitor, {
      path: '/',
      sameSite: 'lax',
      secure: this.#secure,
      httpOnly: true,
    });
    const binding = visitorBinding(visitor);
    this.#setToken(reply, binding);
    return binding;
  }

  /**
   * What the request's token must be bound to, making sure the browser holds a token that fits
   * it: a browser with neither cookie starts a visit (which gives it one), and one whose token
   * no longer fits gets a new one.
   */
  bindingOf(request: FastifyRequest, reply: FastifyReply, sessionId: string | null): string {
    const visitor = request.cookies[VISITOR_COOKIE];
    let binding: string;
    if (sessionId) binding = sessionBinding(sessionId);
    else if (visitor) binding = visitorBinding(visitor);
    else return this.startVisit(reply);
    if (!this.fits(request.cookies[CSRF_COOKIE], binding)) this.#setToken(reply, binding);
    return binding;
  }

  #setToken(reply: FastifyReply, binding: string) {
    const random = newSecretToken();
    void reply.setCookie(CSRF_COOKIE, `${random}.${this.#mac(binding, random)}`, {
      path: '/',
      sameSite: 'lax',
      secure: this.#secure,
      httpOnly: false,
    });
  }

  /** Each part prefixed by its length, so that no two pairs sign the same text. */
  #mac(binding: string, random: string) {
    if (!this.#key) throw new Error('CSRF tokens used before the module started');
    return createHmac('sha256', this.#key)
      .update(`${binding.length}!${binding}!${random.length}!${random}`)
      .digest('base64url');
  }
}

/**
 * Every request learns what its token must be bound to, and every browser holds a token that
 * fits it: a new visitor gets one with its first answer, and a browser whose token no longer
 * fits (its session ended elsewhere, the secret changed) gets a fitting one with the next.
 */
export function issueCsrfTokens(
  fastify: FastifyInstance,
  tokens: CsrfTokens,
  sessions: RequestSessions,
) {
  fastify.addHook('onRequest', async (request, reply) => {
    request.csrfBinding = tokens.bindingOf(request, reply, await sessions.sessionIdOf(request));
  });
}

/** Checks the CSRF token, and the Origin when the browser sent one, on every state change. */
@Injectable()
export class CsrfGuard implements CanActivate {
  readonly #publicOrigin: string;

  constructor(
    @Inject(CONFIG) config: Config,
    private readonly reflector: Reflector,
    private readonly tokens: CsrfTokens,
  ) {
    this.#publicOrigin = new URL(config.publicUrl).origin;
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method)) return true;
    if (this.reflector.get<boolean>(SIGNED_ELSEWHERE, context.getHandler())) return true;
    if (!this.#sameOrigin(request) || !this.#tokenMatches(request)) {
      throw new ApiErrorException({
        statusCode: 403,
        code: ErrorCode.csrfFailed,
        message:
          'The X-CSRF-Token header must repeat the stages_csrf cookie this site set for this ' +
          'session, from a page of this site.',
      });
    }
    return true;
  }

  #tokenMatches(request: FastifyRequest) {
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !request.csrfBinding) return false;
    const expected = Buffer.from(cookie);
    const given = Buffer.from(header);
    return (
      expected.length === given.length &&
      timingSafeEqual(expected, given) &&
      this.tokens.fits(header, request.csrfBinding)
    );
  }

  #sameOrigin(request: FastifyRequest) {
    const origin = request.headers.origin;
    if (!origin) return true; // not a browser page, or a same-origin GET form: the token decides
    try {
      const { host, origin: normalized } = new URL(origin);
      return normalized === this.#publicOrigin || host === request.headers.host;
    } catch {
      return false;
    }
  }
}
