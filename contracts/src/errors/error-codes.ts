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
  notAuthenticated: 'auth.not_authenticated',
  emailNotConfirmed: 'auth.email_not_confirmed',
  alreadyHasRole: 'auth.already_has_role',
  wrongRole: 'auth.wrong_role',
  invalidCredentials: 'auth.invalid_credentials',
  sessionExpired: 'auth.session_expired',
  sessionRevoked: 'auth.session_revoked',
  csrfFailed: 'auth.csrf_failed',
  tooManyAttempts: 'auth.too_many_attempts',
  providerNotConfigured: 'auth.provider_not_configured',
  socialSignInFailed: 'auth.social_sign_in_failed',
  socialEmailExists: 'auth.social_email_exists',
  emailExists: 'registration.email_exists',
  confirmFailed: 'registration.confirm_failed',
  alreadyConfirmed: 'registration.already_confirmed',
  passwordResetForbidden: 'password_reset.forbidden',
  passwordResetInvalidToken: 'password_reset.invalid_token',
  deletionNotConfirmed: 'account.deletion_not_confirmed',
  fillAllFields: 'form.fill_all_fields',
  invalidEmail: 'form.invalid_email',
  passwordRule: 'form.password_rule',
  passwordsMismatch: 'form.passwords_mismatch',
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
  passwordRule: 'form.password_rule',
  passwordsMismatch: 'form.passwords_mismatch',
  tooShort: 'form.too_short',
  tooLong: 'form.too_long',
  tooSmall: 'form.too_small',
  tooBig: 'form.too_big',
  unknownField: 'form.unknown_field',
} as const;

export type FieldErrorCode = (typeof FieldErrorCode)[keyof typeof FieldErrorCode];
