import { fieldErrorKey } from '@stages/contracts';
import type { z } from 'zod';
import type { FieldErrors } from './validation';

/**
 * Validates a form with the schema the API uses (from contracts), so that a rule is written
 * once; each message is an error key the i18n messages translate under `errors.`.
 */
export function validateWith(schema: z.ZodType) {
  return (values: unknown): FieldErrors => {
    // The contracts' messages are keys; given here, as the bundler may leave out their global setup.
    const result = schema.safeParse(values, { error: fieldErrorKey });
    if (result.success) return {};
    const errors: FieldErrors = {};
    for (const issue of result.error.issues)
      errors[issue.path.join('.')] ??= `errors.${issue.message}`;
    return errors;
  };
}
