import { StandardSchemaValidationPipe } from '@nestjs/common';
import { summaryCode } from '@stages/contracts';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ApiErrorException } from './error-response.js';

/**
 * Validates every @Body/@Query/@Param that declares a schema. Messages are already error keys
 * (see contracts' fieldErrorKey); the answer maps each field path to its first key.
 */
export function createValidationPipe() {
  return new StandardSchemaValidationPipe({
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
}
