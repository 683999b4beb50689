import type { ErrorCode } from '@stages/contracts';

/**
 * A rule refused the request. Thrown by aggregates and handlers; the HTTP layer answers with
 * `status` and the stable `code`, and with `retryAfterSeconds` when the same request will be
 * accepted after a wait (a 429).
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status:
      400 | 401 | 402 | 403 | 404 | 406 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503 = 409,
    readonly errors?: Readonly<Record<string, string>>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
