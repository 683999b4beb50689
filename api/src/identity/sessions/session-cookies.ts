import type {} from '@fastify/cookie';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { secureCookies, type Config } from '../../config/config.js';
import { CsrfTokens } from '../../platform/http/csrf.js';
import { CONFIG } from '../../platform/tokens.js';
import type { IssuedSession } from './session.service.js';

export const ACCESS_COOKIE = 'stages_access';
export const REFRESH_COOKIE = 'stages_refresh';
/**
 * Readable by scripts, and secret to no one: it only tells the web app that this browser holds
 * a session, so that a visitor's page never asks who they are and gets a refusal.
 */
export const SIGNED_IN_COOKIE = 'stages_signed_in';
/** Sent only where it is needed: refreshing and signing out. */
const REFRESH_PATH = '/api/v1/auth/';

/**
 * The cookies of a session, and the CSRF token bound to it. Both session cookies are HttpOnly:
 * scripts never see a token. Without "remember me" they are session cookies, gone when the
 * browser closes; with it they last as long as the session.
 */
@Injectable()
export class SessionCookies {
  readonly #secure: boolean;

  constructor(
    private readonly csrf: CsrfTokens,
    @Inject(CONFIG) config: Config,
  ) {
    this.#secure = secureCookies(config);
  }

  /** A session begins: its cookies, and a CSRF token bound to it. */
  start(reply: FastifyReply, session: IssuedSession) {
    this.renew(reply, session);
    this.csrf.bindToSession(reply, session.sessionId);
  }

  /**
   * New tokens for the same session. The access cookie outlives the 15 minutes of the token it
   * holds: a call made with an expired one still names its session, so its CSRF token fits and
   * it is answered 401, which the web app answers with a refresh.
   */
  renew(reply: FastifyReply, session: IssuedSession) {
    const lasting = session.remember ? { expires: session.expiresAt } : {};
    void reply.setCookie(ACCESS_COOKIE, session.accessToken, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.#secure,
      ...lasting,
    });
    void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      path: REFRESH_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: this.#secure,
      ...lasting,
    });
    void reply.setCookie(SIGNED_IN_COOKIE, '1', {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: this.#secure,
      ...lasting,
    });
  }

  /**
   * A session ends: its cookies go, and the browser becomes a new visitor with a token of its
   * own, so that no token learned during the session, or before it, is worth anything after.
   */
  end(reply: FastifyReply) {
    const secure = this.#secure;
    void reply.clearCookie(ACCESS_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    void reply.clearCookie(REFRESH_COOKIE, {
      path: REFRESH_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure,
    });
    void reply.clearCookie(SIGNED_IN_COOKIE, {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure,
    });
    this.csrf.startVisit(reply);
  }
}
