import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { IssuedSession } from './session.service.js';

export const ACCESS_COOKIE = 'stages_access';
export const REFRESH_COOKIE = 'stages_refresh';
/** Sent only where it is needed: refreshing and signing out. */
const REFRESH_PATH = '/api/v1/auth/';

/**
 * Both cookies are HttpOnly: scripts never see a token. Without "remember me" they are session
 * cookies, gone when the browser closes; with it they last as long as the tokens.
 */
export function setSessionCookies(reply: FastifyReply, session: IssuedSession, secure: boolean) {
  void reply.setCookie(ACCESS_COOKIE, session.accessToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(session.remember ? { expires: session.accessExpiresAt } : {}),
  });
  void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    ...(session.remember ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(ACCESS_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  void reply.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}
