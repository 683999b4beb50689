/**
 * Stable error keys. The web app translates them; never rename one that has shipped.
 */
export const ErrorCode = {
  requestInvalid: 'request.invalid',
  requestMalformed: 'request.malformed',
  requestTooLarge: 'request.too_large',
  /** JSON nested deeper than any request of the API needs. */
  requestTooDeep: 'request.too_deep',
  /** A body that is not valid UTF-8. */
  requestInvalidEncoding: 'request.invalid_encoding',
  requestUriTooLong: 'request.uri_too_long',
  requestHeadersTooLarge: 'request.headers_too_large',
  /** The request did not arrive in time: a client too slow, or one that stopped sending. */
  requestTimeout: 'request.timeout',
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
  /** Creating an account while signed in to one. */
  alreadySignedIn: 'auth.already_signed_in',
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
  stageInvalidHours: 'stage.invalid_hours',
  /** Fewer than one day of activity, or more than the calendar days from its start to its end. */
  stageInvalidEffectiveDays: 'stage.invalid_effective_days',
  stageNotFound: 'stage.not_found',
  stageNotOwner: 'stage.not_owner',
  stageEnded: 'stage.ended',
  /**
   * The price never changes once the stage is created; the social price, the sibling discounts
   * and the options once a family holds or waits for a place (new options may still be added).
   */
  stageCostLocked: 'stage.cost_locked',
  /** A social price that is not below the price, or without saying how families obtain it. */
  stageInvalidReducedPrice: 'stage.invalid_reduced_price',
  /** A sibling discount larger than the price it is taken off. */
  stageInvalidSiblingDiscounts: 'stage.invalid_sibling_discounts',
  /** An option's capacity below the children who already took it. */
  stageOptionBelowTakers: 'stage.option_below_takers',
  /** Every place of the option is taken: the child may register without it. */
  optionFull: 'option.full',
  /** An option the stage does not offer, or chosen twice. */
  optionUnknown: 'option.unknown',
  /** The social price asked on a stage without one. */
  enrollmentNoReducedPrice: 'enrollment.no_reduced_price',
  /** Accepting a registration whose family asked for the social price without granting or refusing it. */
  enrollmentReducedPriceUndecided: 'enrollment.reduced_price_undecided',
  stagePlacesBelowRegistered: 'stage.places_below_registered',
  stageHasRegistrations: 'stage.has_registrations',
  stagePlanLimitReached: 'stage.plan_limit_reached',
  stageModerated: 'stage.moderated',
  /** No place left on the stage. */
  stageFull: 'stage.full',
  /** The stage's registration deadline is past. */
  stageDeadlinePassed: 'stage.deadline_passed',
  /** The stage takes no registration: hidden, taken down, deleted or ended. */
  stageNotOpen: 'stage.not_open',
  /** The child's age on the stage's first day is outside the stage's ages. */
  enrollmentAgeOutOfRange: 'enrollment.age_out_of_range',
  /** The child already holds a pending or accepted enrollment on the stage. */
  enrollmentAlreadyEnrolled: 'enrollment.already_enrolled',
  /** The price the parent confirmed is not the stage's. */
  enrollmentPriceChanged: 'enrollment.price_changed',
  /** Accepting or rejecting an enrollment already decided: decisions are final. */
  enrollmentAlreadyDecided: 'enrollment.already_decided',
  /** Only the child's primary parent unenrols it. */
  enrollmentNotPrimaryParent: 'enrollment.not_primary_parent',
  /** The stage has started: the child can no longer be unenrolled. */
  enrollmentStageStarted: 'enrollment.stage_started',
  /** Cancelling an enrollment that is rejected or already cancelled. */
  enrollmentNotActive: 'enrollment.not_active',
  /** No such enrollment for the caller. */
  enrollmentNotFound: 'enrollment.not_found',
  /** Registering on a parent's behalf: the address belongs to an organizer's or an administrator's account. */
  enrollmentNotAParentAccount: 'enrollment.not_a_parent_account',
  /** Registering a child whose photo consent nobody gave yet, without giving it. */
  enrollmentPhotoConsentRequired: 'enrollment.photo_consent_required',
  /** The stage's organizer turned its waiting list off. */
  waitingListClosed: 'waiting_list.closed',
  /** Nobody waits and the stage has places for all the entry's children: register instead. */
  waitingListPlacesAvailable: 'waiting_list.places_available',
  /** One of the children already waits for the stage, or has an offer there. */
  waitingListAlreadyWaiting: 'waiting_list.already_waiting',
  /** The children of one entry belong to one family, as brothers and sisters do. */
  waitingListOneFamily: 'waiting_list.one_family',
  /** No such waiting-list entry for the caller. */
  waitingListEntryNotFound: 'waiting_list.entry_not_found',
  /** Accepting an offer after its deadline: the places went to the next families. */
  waitingListOfferExpired: 'waiting_list.offer_expired',
  /** Accepting or declining an entry that holds no open offer. */
  waitingListNoOffer: 'waiting_list.no_offer',
  /** Offering places to, or removing, an entry no longer waiting. */
  waitingListNotWaiting: 'waiting_list.not_waiting',
  /** Leaving or removing an entry that already left the list, or took or lost its offer. */
  waitingListEntryClosed: 'waiting_list.entry_closed',
  /** Attendance taken for a day that is not one of the stage's days (Belgian time). */
  attendanceDayOutsideStage: 'attendance.day_outside_stage',
  /** Attendance taken before the day has begun. */
  attendanceDayNotStarted: 'attendance.day_not_started',
  /** A day's attendance corrected more than seven days after it. */
  attendanceDayClosed: 'attendance.day_closed',
  /** A child marked present whose enrollment is not accepted (pending, rejected, cancelled, another stage's). */
  attendanceNotAccepted: 'attendance.not_accepted',
  /** An organizer's eleventh message about one stage in a Belgian day: `retry_after_seconds` says until midnight. */
  messageDailyLimit: 'message.daily_limit',
  /** A message to an audience that holds no family on the stage: nobody to write to. */
  messageNoFamilies: 'message.no_families',
  /** A day sheet asked for once the organization may no longer read any of the stage's children's health sheets. */
  daySheetHealthClosed: 'day_sheet.health_closed',
  /** Recording a payment on a bill already paid: a payment is final. */
  paymentAlreadyPaid: 'payment.already_paid',
  /** A payment or refund dated after today. */
  paymentDateInFuture: 'payment.date_in_future',
  /** A payment dated before its bill was issued. */
  paymentDateBeforeBill: 'payment.date_before_bill',
  /** The enrollment has no bill: it is pending or was rejected. */
  paymentNoBill: 'payment.no_bill',
  /** The enrollment was cancelled before its bill was paid: it is no longer payable. */
  paymentNotPayable: 'payment.not_payable',
  /** A refund for an enrollment that is not cancelled, or was never paid. */
  paymentRefundNotDue: 'payment.refund_not_due',
  paymentAlreadyRefunded: 'payment.already_refunded',
  /** A refund dated before the payment it gives back. */
  paymentRefundBeforePayment: 'payment.refund_before_payment',
  /** The organization has no IBAN in its profile: there is no account to pay to. */
  paymentNoBankAccount: 'payment.no_bank_account',
  /** The organization takes no online payments: no Stripe account connected, or not yet able to charge. */
  paymentOnlineUnavailable: 'payment.online_unavailable',
  /** Stripe could not be reached or refused the call: try again later. */
  paymentProviderFailed: 'payment.provider_failed',
  /** A Connect webhook without a valid signature: nothing is recorded. */
  paymentInvalidSignature: 'payment.invalid_signature',
  /** No such online checkout for the caller. */
  paymentCheckoutNotFound: 'payment.checkout_not_found',
  /** A refund through Stripe of a bill that was not paid online: record a transfer's refund by hand. */
  paymentNotPaidOnline: 'payment.not_paid_online',
  /** An online payment of another amount or currency than the bill's: the organizer looks at it. */
  paymentAmountMismatch: 'payment.amount_mismatch',
  /** Online payments need Stripe's keys, which this server was not given. */
  paymentsNotConfigured: 'payments_not_configured',
  /** The uploaded file is not a CODA or camt.053 statement we can read. */
  statementUnreadable: 'statement.unreadable',
  /** The statement is of another account than the organization's. */
  statementOtherAccount: 'statement.other_account',
  /** The organization's plan runs beyond the 60 days in which renewing opens, or renews itself. */
  subscriptionAlreadyActive: 'subscription.already_active',
  /** Subscribing needs an organizer's account. */
  subscriptionOrganizerOnly: 'subscription.organizer_only',
  /** No card payment provider is configured on this server: an administrator grants plans by hand. */
  subscriptionPaymentsNotConfigured: 'subscription.payments_not_configured',
  /** The payment provider could not be reached or refused the checkout: try again later. */
  subscriptionProviderFailed: 'subscription.provider_failed',
  /** A webhook without a valid signature: nothing is recorded. */
  subscriptionInvalidSignature: 'subscription.invalid_signature',
  /** No such checkout for the caller. */
  subscriptionCheckoutNotFound: 'subscription.checkout_not_found',
  /** A grant must run at least until today. */
  subscriptionGrantInPast: 'subscription.grant_in_past',
  organizationNotFound: 'organization.not_found',
  organizationAwaitingVerification: 'organization.awaiting_verification',
  organizationTypeInUse: 'organization_type.in_use',
  organizationTypeExists: 'organization_type.exists',
  /** No child by that id in the caller's family (another family's child is not told apart). */
  childNotFound: 'child.not_found',
  /** Another child, in any family, already has this national register number. */
  childDuplicateNationalRegisterNumber: 'child.duplicate_national_register_number',
  /** Only the parent who registered the child (its primary parent) may do this, such as delete it. */
  childNotPrimaryParent: 'child.not_primary_parent',
  /** The child has enrollments, which invoices and certificates refer to: it cannot be deleted. */
  childHasEnrollments: 'child.has_enrollments',
  /** No legal representative by that id in the caller's family. */
  legalRepresentativeNotFound: 'legal_representative.not_found',
  /** A child names the legal representative: it cannot be deleted. */
  legalRepresentativeInUse: 'legal_representative.in_use',
  /** No account has the e-mail address the parent wants to share with. */
  shareUserNotFound: 'share.user_not_found',
  /** Sharing goes to parent accounts only. */
  shareOnlyParentAccounts: 'share.only_parent_accounts',
  /** Sharing with oneself, or with a parent who already shares or holds a live invitation. */
  shareNotAllowed: 'share.not_allowed',
  /** The invitation's 48 hours are over, or it was withdrawn. */
  shareLinkExpired: 'share.link_expired',
  /** No such share or invitation for the caller. */
  shareNotFound: 'share.not_found',
  /** The invitation is addressed to another account than the one signed in. */
  shareOtherAccount: 'share.other_account',
  /** No such document was issued for this enrollment: no invoice yet, or no credit note. */
  documentNotIssued: 'document.not_issued',
  /** The mutual insurer's certificate needs the bill paid (and not refunded). */
  documentNotPaid: 'document.not_paid',
  /** The mutual insurer's certificate is given once the stage is over. */
  documentStageNotEnded: 'document.stage_not_ended',
  /** A 281.86 lacking data it must print (a national register number, an address): it says which. */
  documentIncomplete: 'document.incomplete',
  /** No such 281.86 for this organization, year and child. */
  documentNotFound: 'document.not_found',
  /** A year's 281.86 and its Belcotax file are issued from 1 January of the next year (Belgium). */
  taxCertificateYearNotOver: 'tax_certificate.year_not_over',
  fileNotFound: 'file.not_found',
  fileForbidden: 'file.forbidden',
  recordNotFound: 'record.not_found',
  uploadMissing: 'upload.missing',
  uploadTooLarge: 'upload.too_large',
  uploadTypeNotAllowed: 'upload.type_not_allowed',
  /** The content is not what the file name claims, such as a PDF named photo.png. */
  uploadTypeMismatch: 'upload.type_mismatch',
  uploadImageTooSmall: 'upload.image_too_small',
  /** An image whose dimensions cannot be read, such as a truncated one. */
  uploadUnreadable: 'upload.unreadable',
  /** An image with more pixels than the server will decode, whatever its size in bytes. */
  uploadImageTooLarge: 'upload.image_too_large',
  /** The organization's files would exceed its storage quota. */
  uploadQuotaExceeded: 'upload.quota_exceeded',
  /** A request carrying more than one file, or other fields beside it. */
  uploadOneFileOnly: 'upload.one_file_only',
  /** The file came in another multipart field than `file`. */
  uploadWrongField: 'upload.wrong_field',
  serverError: 'server.error',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Keys used in an error's per-field `errors` map. */
export const FieldErrorCode = {
  required: 'form.required',
  invalid: 'form.invalid',
  invalidEmail: 'form.invalid_email',
  invalidEnterpriseNumber: 'form.invalid_enterprise_number',
  invalidVat: 'form.invalid_vat',
  invalidIban: 'form.invalid_iban',
  invalidBic: 'form.invalid_bic',
  nrnFormat: 'form.nrn_format',
  nrnChecksum: 'form.nrn_checksum',
  nrnBirthDateMismatch: 'form.nrn_birth_date_mismatch',
  nrnSexMismatch: 'form.nrn_sex_mismatch',
  /** A child's birth date is in the future, or more than 25 years ago. */
  birthDateOutOfRange: 'form.birth_date_out_of_range',
  /** A date that must be past (an adult's birth date) is today or later. */
  dateNotPast: 'form.date_not_past',
  /** A field the request may repeat but not change, such as a profile's e-mail address. */
  readOnly: 'form.read_only',
  passwordRule: 'form.password_rule',
  passwordsMismatch: 'form.passwords_mismatch',
  tooShort: 'form.too_short',
  tooLong: 'form.too_long',
  tooSmall: 'form.too_small',
  tooBig: 'form.too_big',
  unknownField: 'form.unknown_field',
  /** Not valid Unicode, or control characters no one types. */
  invalidText: 'form.invalid_text',
  /** Only characters that draw nothing, such as zero-width spaces. */
  noVisibleText: 'form.no_visible_text',
  invalidName: 'form.invalid_name',
  /** Not a telephone number anyone could dial (Belgian unless it starts with a country code). */
  invalidPhone: 'form.invalid_phone',
  /** A count that must be one or more, such as a stage's places. */
  atLeastOne: 'form.at_least_one',
} as const;

export type FieldErrorCode = (typeof FieldErrorCode)[keyof typeof FieldErrorCode];
