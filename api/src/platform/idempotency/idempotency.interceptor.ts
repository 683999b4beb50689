import {
  HttpStatus,
  Inject,
  Injectable,
  RequestMethod,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { ErrorCode, type ApiError } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { requestCommandContext } from '../commands/command-context.js';
import { ApiErrorException, toErrorResponse } from '../http/error-response.js';
import { DATABASE } from '../tokens.js';
import { IDEMPOTENCY_HEADER, isValidIdempotencyKey, REPLAYED_HEADER } from './idempotency-key.js';
import {
  fingerprint,
  IdempotencyStore,
  type RequestKey,
  type Sighting,
} from './idempotency.store.js';

/**
 * Makes an endpoint that changes state safe to retry: a request repeated with the same
 * Idempotency-Key gets the first answer again and acts no more. A key reused for a different
 * request is refused.
 *
 * The request serving a key holds a database lock named after it, which ends with the request
 * or with its process: a retry finding the lock taken is told the first is in progress; a retry
 * after a crash finds it free at once, and runs. Whatever the first had committed is found
 * then: an answer stored with its rows (`answerWithin`), or events appended under the key
 * (`runCommand`), which are answered rather than decided again.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly keys: IdempotencyStore,
    private readonly reflector: Reflector,
    @Inject(DATABASE) private readonly db: SqlDatabase,
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
    const requestKey = { scope: requestCommandContext(request).actorId ?? 'anonymous', key };
    const requestFingerprint = fingerprint(request.method, request.url, request.body);
    const lock = await this.db.tryLock(`idempotency-key:${requestKey.scope}:${key}`);
    if (!lock) return this.#answer(await this.keys.sight(requestKey, requestFingerprint), reply);
    try {
      const claim = await this.keys.claim(requestKey, requestFingerprint);
      if (claim.kind !== 'claimed') return this.#answer(claim, reply);
      return await this.#runFirst(context, request, requestKey, next);
    } finally {
      await lock.release().catch(() => undefined);
    }
  }

  #answer(sighting: Sighting, reply: FastifyReply) {
    switch (sighting.kind) {
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
        if (sighting.statusCode >= 400) throw new ApiErrorException(sighting.body as ApiError);
        return sighting.body;
    }
  }

  async #runFirst(
    context: ExecutionContext,
    request: FastifyRequest,
    requestKey: RequestKey,
    next: CallHandler,
  ) {
    const statusCode = this.#successStatus(context);
    let body: unknown;
    try {
      request.answerKey = { ...requestKey, statusCode };
      body = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (error) {
      const answer = toErrorResponse(error);
      // A refusal is the answer to keep; a failure of ours is not, so the client may retry.
      if (answer.statusCode < 500) await this.keys.complete(requestKey, answer.statusCode, answer);
      else await this.keys.release(requestKey).catch(() => undefined);
      throw error;
    }
    await this.keys.complete(requestKey, statusCode, body);
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
