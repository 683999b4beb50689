import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import { ApiError } from '@stages/contracts';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor.js';

/**
 * Marks an endpoint that changes state, through a command or on table rows: it accepts an
 * Idempotency-Key, and its documentation says so. Every call that creates something carries it
 * (test/api/creating-routes.test.ts checks).
 */
export function CommandEndpoint() {
  return applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Any unique string (a UUID is best). A retry with the same key returns the first ' +
        'answer and does not act again; answers are kept 24 hours.',
    }),
    ApiResponse({
      status: 409,
      standardSchema: ApiError,
      description: 'Conflict, or first request still running',
    }),
    ApiResponse({
      status: 422,
      standardSchema: ApiError,
      description: 'Key reused for another request',
    }),
  );
}
