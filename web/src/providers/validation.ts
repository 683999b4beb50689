import { ApiFailure } from './apiClient';

/** Field errors as react-admin forms take them: a translation key per field path. */
export type FieldErrors = Record<string, string>;

/** The translation key of a refusal, and its field errors. */
export function describeFailure(error: unknown): { message: string; fields: FieldErrors } {
  if (!(error instanceof ApiFailure)) return { message: 'errors.server.error', fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error.errors).map(([field, key]) => [field, `errors.${key}`]),
  );
  return { message: `errors.${error.code}`, fields };
}
