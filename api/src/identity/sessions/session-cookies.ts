import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { renewCsrfCookie } from '../../platform/http/csrf.js';
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
  void reply.setCookie(SIGNED_IN_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    ...(session.remember ? { expires: session.expiresAt } : {}),
  });
}

/** A session begins: its cookies, and a CSRF token of its own. */
export function startSessionCookies(reply: FastifyReply, session: IssuedSession, secure: boolean) {
  setSessionCookies(reply, session, secure);
  renewCsrfCookie(reply, secure);
}

/** A session ends: its cookies go, and the CSRF token it used with them. */
export function endSessionCookies(reply: FastifyReply, secure: boolean) {
  clearSessionCookies(reply, secure);
  renewCsrfCookie(reply, secure);
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(ACCESS_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  void reply.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
  void reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}
