import { z } from 'zod';
import { FieldErrorCode } from '../errors/error-codes.js';

type Issue = z.core.$ZodRawIssue;

/**
 * Every validation message is a stable key (`form.required`, ...) that the web app translates,
 * whether the API or a form raised it. A schema that needs a more precise key gives it itself.
 */
export function fieldErrorKey(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? FieldErrorCode.required
        : FieldErrorCode.invalid;
    case 'too_small':
      if (issue.origin === 'string') {
        return issue.minimum === 1 ? FieldErrorCode.required : FieldErrorCode.tooShort;
      }
      return FieldErrorCode.tooSmall;
    case 'too_big':
      return issue.origin === 'string' ? FieldErrorCode.tooLong : FieldErrorCode.tooBig;
    case 'unrecognized_keys':
      return FieldErrorCode.unknownField;
    case 'invalid_format':
      return issue.format === 'email' ? FieldErrorCode.invalidEmail : FieldErrorCode.invalid;
    default:
      return FieldErrorCode.invalid;
  }
}

z.config({ customError: fieldErrorKey });
