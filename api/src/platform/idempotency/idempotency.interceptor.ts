import {
  HttpStatus,
  Injectable,
  RequestMethod,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { ErrorCode, type ApiError } from '@stages/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { requestCommandContext } from '../commands/command-context.js';
import { ApiErrorException, toErrorResponse } from '../http/error-response.js';
import { IDEMPOTENCY_HEADER, isValidIdempotencyKey, REPLAYED_HEADER } from './idempotency-key.js';
import { fingerprint, IdempotencyStore } from './idempotency.store.js';

/**
 * Makes a command endpoint safe to retry: a request repeated with the same Idempotency-Key gets
 * the first answer again and acts no more. A key reused for a different request is refused.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly keys: IdempotencyStore,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return from(this.#serve(context, request, reply, String(key), next));
  }

  async #serve(
    context: ExecutionContext,
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    next: CallHandler,
  ): Promise<unknown> {
    if (typeof request.headers[IDEMPOTENCY_HEADER] !== 'string' || !isValidIdempotencyKey(key)) {
      throw new ApiErrorException({
        statusCode: 400,
        code: ErrorCode.idempotencyInvalidKey,
        message: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
      });
    }
    const scope = requestCommandContext(request).actorId ?? 'anonymous';
    const claim = await this.keys.claim(
      scope,
      key,
      fingerprint(request.method, request.url, request.body),
    );
    switch (claim.kind) {
      case 'reused_differently':
        throw new ApiErrorException({
          statusCode: 422,
          code: ErrorCode.idempotencyKeyReused,
          message: 'This Idempotency-Key was already used for a different request.',
        });
      case 'in_progress':
        throw new ApiErrorException({
          statusCode: 409,
          code: ErrorCode.idempotencyInProgress,
          message: 'The first request with this Idempotency-Key is still being processed.',
        });
      case 'answered':
        void reply.header(REPLAYED_HEADER, 'true');
        if (claim.statusCode >= 400) throw new ApiErrorException(claim.body as ApiError);
        return claim.body;
      case 'claimed':
        return this.#runFirst(context, scope, key, next);
    }
  }

  async #runFirst(context: ExecutionContext, scope: string, key: string, next: CallHandler) {
    let body: unknown;
    try {
      body = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (error) {
      const answer = toErrorResponse(error);
      // A refusal is the answer to keep; a failure of ours is not, so the client may retry.
      if (answer.statusCode < 500) await this.keys.complete(scope, key, answer.statusCode, answer);
      else await this.keys.release(scope, key).catch(() => undefined);
      throw error;
    }
    await this.keys.complete(scope, key, this.#successStatus(context), body);
    return body;
  }

  #successStatus(context: ExecutionContext): number {
    const declared = this.reflector.get<number | undefined>(
      HTTP_CODE_METADATA,
      context.getHandler(),
    );
    if (declared) return declared;
    const method = context.switchToHttp().getRequest<FastifyRequest>().method;
    return method === RequestMethod[RequestMethod.POST] ? HttpStatus.CREATED : HttpStatus.OK;
  }
}
