import type { z } from 'zod';
import { ApiFailure } from './apiClient';

/** Field errors as react-admin forms take them: a translation key per field path. */
export type FieldErrors = Record<string, string>;

/**
 * Validates a form with the schema the API uses (from contracts), so that a rule is written
 * once; each message is an error key the i18n messages translate under `errors.`.
 */
export function validateWith(schema: z.ZodType) {
  return (values: unknown): FieldErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FieldErrors = {};
    for (const issue of result.error.issues)
      errors[issue.path.join('.')] ??= `errors.${issue.message}`;
    return errors;
  };
}

/** The translation key of a refusal, and its field errors. */
export function describeFailure(error: unknown): { message: string; fields: FieldErrors } {
  if (!(error instanceof ApiFailure)) return { message: 'errors.server.error', fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error.errors).map(([field, key]) => [field, `errors.${key}`]),
  );
  return { message: `errors.${error.code}`, fields };
}
