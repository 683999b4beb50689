import { ErrorCode, FieldErrorCode } from '../errors/error-codes.js';

/**
 * The one code that sums up a form's field errors, most useful first: a missing field, then a
 * malformed e-mail address, a weak password, a mismatched confirmation. Other errors are
 * summed up as `request.invalid`.
 */
const summaries: readonly [string, ErrorCode][] = [
  [FieldErrorCode.required, ErrorCode.fillAllFields],
  [FieldErrorCode.invalidEmail, ErrorCode.invalidEmail],
  [FieldErrorCode.passwordRule, ErrorCode.passwordRule],
  [FieldErrorCode.passwordsMismatch, ErrorCode.passwordsMismatch],
];

export function summaryCode(fieldErrors: Readonly<Record<string, string>>): ErrorCode {
  const keys = new Set(Object.values(fieldErrors));
  return summaries.find(([key]) => keys.has(key))?.[1] ?? ErrorCode.requestInvalid;
}
