import {
  StandardSchemaValidationPipe,
  type ArgumentMetadata,
  type PipeTransform,
} from '@nestjs/common';
import { ErrorCode, summaryCode, textProblem } from '@stages/contracts';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ApiErrorException } from './error-response.js';
import { MAX_JSON_DEPTH } from './json-body.js';

/**
 * Validates every @Body/@Query/@Param that declares a schema. Messages are already error keys
 * (see contracts' fieldErrorKey); the answer maps each field path to its first key.
 */
export function createValidationPipe(): PipeTransform {
  const schemas = new StandardSchemaValidationPipe({
    exceptionFactory: (issues: readonly StandardSchemaV1.Issue[]) => {
      const errors: Record<string, string> = {};
      for (const issue of issues) {
        const path = (issue.path ?? [])
          .map((segment) => (typeof segment === 'object' ? segment.key : segment))
          .join('.');
        errors[path || '_'] ??= issue.message;
      }
      const fields = Object.entries(errors)
        .map(([field, key]) => `${field} (${key})`)
        .join(', ');
      return new ApiErrorException({
        statusCode: 400,
        code: summaryCode(errors),
        message: `The request is invalid: ${fields}`,
        errors,
      });
    },
  });
  return {
    async transform(value: unknown, metadata: ArgumentMetadata) {
      // Custom parameters (the signed-in user...) come from the server, not the client.
      if (metadata.type === 'custom') return schemas.transform(value, metadata) as unknown;
      const field = metadata.data ?? metadata.type;
      refuseBadText(value, field);
      // Again once parsed: a JSON-encoded query parameter may spell a character as an escape.
      const parsed: unknown = await schemas.transform(value, metadata);
      refuseBadText(parsed, field);
      return parsed;
    },
  };
}

/**
 * Every string of every request follows the text rule of `contracts` (valid Unicode, no
 * control characters, something visible), whatever its field: PostgreSQL refuses some of
 * these characters, and the rest have no business in a name or an address.
 */
function refuseBadText(value: unknown, field: string) {
  const errors: Record<string, string> = {};
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value, path: field, depth: 0 },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path, depth } = next;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) errors[path] ??= problem;
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_JSON_DEPTH) {
        throw new ApiErrorException({
          statusCode: 400,
          code: ErrorCode.requestTooDeep,
          message: `The request is nested deeper than ${MAX_JSON_DEPTH} levels`,
        });
      }
      for (const [key, child] of Object.entries(item)) {
        // A field's name is text the client sent too, stored with the request (idempotency).
        const keyProblem = textProblem(key);
        if (keyProblem) errors[path] ??= keyProblem;
        else pending.push({ value: child, path: `${path}.${key}`, depth: depth + 1 });
      }
    }
  }
  if (Object.keys(errors).length === 0) return;
  throw new ApiErrorException({
    statusCode: 400,
    code: ErrorCode.requestInvalid,
    message: `The request holds text that is not allowed: ${Object.keys(errors).join(', ')}`,
    errors: withoutTopLevel(errors, field),
  });
}

/** Field paths as the schemas report them: `name`, not `body.name`. */
function withoutTopLevel(errors: Record<string, string>, field: string) {
  return Object.fromEntries(
    Object.entries(errors).map(([path, key]) => [
      path.startsWith(`${field}.`) ? path.slice(field.length + 1) : path,
      key,
    ]),
  );
}
