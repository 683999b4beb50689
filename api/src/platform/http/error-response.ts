import { HttpException } from '@nestjs/common';
import { ErrorCode, VersionConflictError, type ApiError } from '@stages/contracts';
import { DomainError } from '../domain-error.js';

/** An error answer the API has already decided on, body included (validation, replays). */
export class ApiErrorException extends Error {
  constructor(readonly body: ApiError) {
    super(body.message);
    this.name = 'ApiErrorException';
  }
}

/**
 * Refusals raised by Nest or Fastify themselves (no route, unreadable body, too large...). Their
 * own messages may quote the request (a path, a piece of the body), so a fixed one is sent.
 */
const frameworkRefusals: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: ErrorCode.requestMalformed, message: 'Unreadable request.' },
  404: { code: ErrorCode.routeNotFound, message: 'Nothing answers at this address.' },
  405: { code: ErrorCode.methodNotAllowed, message: 'This method is not allowed here.' },
  408: { code: ErrorCode.requestTimeout, message: 'The request did not arrive in time.' },
  413: { code: ErrorCode.requestTooLarge, message: 'The request is too large.' },
  414: { code: ErrorCode.requestUriTooLong, message: 'The address is too long.' },
  415: { code: ErrorCode.unsupportedMediaType, message: 'This content type is not accepted.' },
  431: { code: ErrorCode.requestHeadersTooLarge, message: 'The request headers are too large.' },
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
      ...(error.retryAfterSeconds === undefined
        ? {}
        : { retry_after_seconds: error.retryAfterSeconds }),
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
    const refusal = frameworkRefusals[status] ?? {
      code: ErrorCode.requestInvalid,
      message: 'The request was refused.',
    };
    return { statusCode: status, ...refusal };
  }
  return {
    statusCode: 500,
    code: ErrorCode.serverError,
    message: 'Something went wrong, we could not process your request.',
  };
}
