import { AsyncLocalStorage } from 'node:async_hooks';
import type { Sql } from '@stages/projections';
import { storeAnswer, type RequestKey } from './idempotency.store.js';

interface KeyBeingServed extends RequestKey {
  /** The status the request answers with when it succeeds. */
  readonly statusCode: number;
}

const beingServed = new AsyncLocalStorage<KeyBeingServed>();

/** Serves a request sent with an Idempotency-Key, for `answerWithin` to find. */
export function servingKey<T>(key: KeyBeingServed, serve: () => Promise<T>): Promise<T> {
  return beingServed.run(key, serve);
}

/**
 * For a call that creates ordinary table rows rather than events: stores its answer in the
 * transaction `tx` that writes the rows, when the request carries an Idempotency-Key, so that
 * the rows and the answer commit together. A retry after a crash then gets that answer, and a
 * retry of a request whose transaction never committed runs again. `body` must be exactly what
 * the endpoint answers.
 */
export async function answerWithin<T>(tx: Sql, body: T): Promise<T> {
  const key = beingServed.getStore();
  if (key) await storeAnswer(tx, key, key.statusCode, body);
  return body;
}
