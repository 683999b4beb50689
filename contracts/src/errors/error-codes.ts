/**
 * Stable error keys. The web app translates them; never rename one that has shipped.
 */
export const ErrorCode = {
  requestInvalid: 'request.invalid',
  requestMalformed: 'request.malformed',
  requestTooLarge: 'request.too_large',
  unsupportedMediaType: 'request.unsupported_media_type',
  routeNotFound: 'route.not_found',
  methodNotAllowed: 'route.method_not_allowed',
  versionConflict: 'event_store.version_conflict',
  idempotencyInvalidKey: 'idempotency.invalid_key',
  idempotencyKeyReused: 'idempotency.key_reused',
  idempotencyInProgress: 'idempotency.request_in_progress',
  stageAlreadyExists: 'stage.already_exists',
  stageSlugTaken: 'stage.slug_taken',
  stageInvalidDates: 'stage.invalid_dates',
  stageInvalidAges: 'stage.invalid_ages',
  serverError: 'server.error',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Keys used in an error's per-field `errors` map. */
export const FieldErrorCode = {
  required: 'form.required',
  invalid: 'form.invalid',
  invalidEmail: 'form.invalid_email',
  tooShort: 'form.too_short',
  tooLong: 'form.too_long',
  tooSmall: 'form.too_small',
  tooBig: 'form.too_big',
  unknownField: 'form.unknown_field',
} as const;

export type FieldErrorCode = (typeof FieldErrorCode)[keyof typeof FieldErrorCode];
