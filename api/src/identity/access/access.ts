import {
  applyDecorators,
  createParamDecorator,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth, ApiResponse } from '@nestjs/swagger';
import { accessRefusal, ApiError, ErrorCode, type AccessRule } from '@stages/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/domain-error.js';
import { ACCESS_COOKIE } from '../sessions/session-cookies.js';
import { SessionService, type Authentication } from '../sessions/session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and session, or null; set for every request. */
    auth?: Authentication | null;
  }
}

const ACCESS_RULE = Symbol('AccessRule');

const refusalMessages: Record<NonNullable<ReturnType<typeof accessRefusal>>, string> = {
  [ErrorCode.notAuthenticated]: 'Sign in to do this.',
  [ErrorCode.emailNotConfirmed]: 'Confirm your e-mail address first.',
  [ErrorCode.alreadyHasRole]: 'This account already has a type.',
  [ErrorCode.wrongRole]: 'This account does not have the role this needs.',
};

/** Restricts an endpoint; without it, an endpoint is public. */
export function Access(rule: AccessRule = {}) {
  return applyDecorators(
    SetMetadata(ACCESS_RULE, rule),
    ApiCookieAuth(ACCESS_COOKIE),
    ApiResponse({ status: 401, standardSchema: ApiError, description: '`auth.not_authenticated`' }),
    ApiResponse({
      status: 403,
      standardSchema: ApiError,
      description: '`auth.email_not_confirmed`, `auth.already_has_role` or `auth.wrong_role`',
    }),
  );
}

/** The caller, on an endpoint that requires one. */
export const Authenticated = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const auth = context.switchToHttp().getRequest<FastifyRequest>().auth;
  if (!auth) throw new Error('@Authenticated() used on an endpoint without @Access()');
  return auth;
});

/**
 * Identifies the caller from the access cookie on every request, then applies the endpoint's
 * access rule: 401 when a signed-in user is needed, 403 naming the rule that refused.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.auth = await this.sessions.authenticate(request);

    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) return true;
    const user = request.auth?.user;
    const refusal = accessRefusal(
      user
        ? { role: user.role, verified: user.emailVerified, social_account: user.socialAccount }
        : null,
      rule,
    );
    if (refusal) throw new DomainError(refusal, refusalMessages[refusal], user ? 403 : 401);
    return true;
  }
}
