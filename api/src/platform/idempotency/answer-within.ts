import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Sql } from '@stages/projections';
import type { FastifyRequest } from 'fastify';
import { storeAnswer, type RequestKey } from './idempotency.store.js';

/** The Idempotency-Key a request is served under, and the status its success answers with. */
export interface AnswerKey extends RequestKey {
  readonly statusCode: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the IdempotencyInterceptor while it serves a request's key for the first time. */
    answerKey?: AnswerKey;
  }
}

/** The key the request is served under (see `answerWithin`), or null: it carries none. */
export const answerKeyOf = (request: FastifyRequest): AnswerKey | null => request.answerKey ?? null;

/** `answerKeyOf` the current request, for a controller method. */
export const AnswerKeyParam = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  answerKeyOf(context.switchToHttp().getRequest<FastifyRequest>()),
);

/**
 * For a call that creates ordinary table rows rather than events: stores its answer in the
 * transaction `tx` that writes the rows, when the request carries an Idempotency-Key, so that
 * the rows and the answer commit together. A retry after a crash then gets that answer, and a
 * retry of a request whose transaction never committed runs again. `body` must be exactly what
 * the endpoint answers.
 *
 * The key is handed down explicitly rather than found in an AsyncLocalStorage: on Node 20, one
 * in use makes every promise of the process pay for its hooks.
 */
export async function answerWithin<T>(
  tx: Sql,
  body: T,
  key: AnswerKey | null | undefined,
): Promise<T> {
  if (key) await storeAnswer(tx, key, key.statusCode, body);
  return body;
}
