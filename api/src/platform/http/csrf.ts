import { timingSafeEqual } from 'node:crypto';
import {
  Inject,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode } from '@stages/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.js';
import { newSecretToken } from '../secret-tokens.js';
import { CONFIG } from '../tokens.js';
import { ApiErrorException } from './error-response.js';

export const CSRF_COOKIE = 'stages_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const SIGNED_ELSEWHERE = 'stages:csrf-signed-elsewhere';

/**
 * For calls no browser makes, which prove who sends them another way (a payment provider's
 * signed webhook): they carry neither the cookie nor the header, and need neither.
 */
export const SignedByCaller = () => SetMetadata(SIGNED_ELSEWHERE, true);

/**
 * Double-submit defence: every visitor gets a random token in a cookie scripts can read; a call
 * that changes state must echo it in X-CSRF-Token. Another site can make the browser send the
 * cookie, but cannot read it to set the header.
 */
export function issueCsrfCookie(fastify: FastifyInstance, secure: boolean) {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!request.cookies[CSRF_COOKIE]) renewCsrfCookie(reply, secure);
    done();
  });
}

/**
 * A new token, at sign-in and sign-out: a token someone learned before (on a shared computer,
 * from a page of the previous session) is worth nothing to the next session.
 */
export function renewCsrfCookie(reply: FastifyReply, secure: boolean) {
  void reply.setCookie(CSRF_COOKIE, newSecretToken(), {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
  });
}

/** Checks the CSRF token, and the Origin when the browser sent one, on every state change. */
@Injectable()
export class CsrfGuard implements CanActivate {
  readonly #publicOrigin: string;

  constructor(
    @Inject(CONFIG) config: Config,
    private readonly reflector: Reflector,
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
          'The X-CSRF-Token header must repeat the stages_csrf cookie, from a page of this site.',
      });
    }
    return true;
  }

  #tokenMatches(request: FastifyRequest) {
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string') return false;
    const expected = Buffer.from(cookie);
    const given = Buffer.from(header);
    return expected.length === given.length && timingSafeEqual(expected, given);
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
