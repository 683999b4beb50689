import { HttpException } from '@nestjs/common';
import { ErrorCode, VersionConflictError, type ApiError } from '@stages/contracts';
import { DomainError } from '../domain-error.js';
import { RateLimitedError } from '../rate-limit/rate-limiter.js';

/** An error answer the API has already decided on, body included (validation, replays). */
export class ApiErrorException extends Error {
  constructor(readonly body: ApiError) {
    super(body.message);
    this.name = 'ApiErrorException';
  }
}

const codeForStatus: Record<number, ErrorCode> = {
  400: ErrorCode.requestMalformed,
  404: ErrorCode.routeNotFound,
  405: ErrorCode.methodNotAllowed,
  413: ErrorCode.requestTooLarge,
  415: ErrorCode.unsupportedMediaType,
};

/** Maps anything thrown while serving a request to the body and status of the answer. */
export function toErrorResponse(error: unknown): ApiError {
  if (error instanceof ApiErrorException) return error.body;
  if (error instanceof DomainError) {
    return {
      statusCode: error.status,
      code: error.code,
      message: error.message,
      ...(error.errors ? { errors: { ...error.errors } } : {}),
      ...(error instanceof RateLimitedError
        ? { retry_after_seconds: error.retryAfterSeconds }
        : {}),
    };
  }
  if (error instanceof VersionConflictError) {
    return {
      statusCode: 409,
      code: ErrorCode.versionConflict,
      message: 'Someone else changed this at the same time; reload and try again.',
    };
  }
  // Nest's own exceptions (unknown route...) and Fastify's (unparsable body, too large...).
  const status =
    error instanceof HttpException
      ? error.getStatus()
      : (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      statusCode: status,
      code: codeForStatus[status] ?? ErrorCode.requestInvalid,
      message: error instanceof Error ? error.message : 'Bad request',
    };
  }
  return {
    statusCode: 500,
    code: ErrorCode.serverError,
    message: 'Something went wrong, we could not process your request.',
  };
}
