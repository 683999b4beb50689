import {
  StandardSchemaValidationPipe,
  type ArgumentMetadata,
  type PipeTransform,
} from '@nestjs/common';
import { ErrorCode, FieldErrorCode, summaryCode } from '@stages/contracts';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ApiErrorException } from './error-response.js';

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
      const field = metadata.data ?? metadata.type;
      refuseNulCharacters(value, field);
      // Again once parsed: a JSON-encoded query parameter may spell one as an escape.
      const parsed: unknown = await schemas.transform(value, metadata);
      refuseNulCharacters(parsed, field);
      return parsed;
    },
  };
}

/**
 * No text the product stores or searches may hold a NUL character: PostgreSQL refuses it, and
 * no person types one.
 */
function refuseNulCharacters(value: unknown, field: string) {
  if (!containsNul(value)) return;
  throw new ApiErrorException({
    statusCode: 400,
    code: ErrorCode.requestInvalid,
    message: 'The request holds a NUL character',
    errors: { [field]: FieldErrorCode.invalid },
  });
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}
