import { z } from 'zod';
import { FieldErrorCode } from '../errors/error-codes.js';
import { Day } from '../validation/dates.js';
import {
  NationalRegisterNumber,
  nationalRegisterNumberProblem,
} from '../validation/national-register-number.js';
import { PersonName } from '../validation/text.js';
import { isPlausibleChildBirthDate, Sex } from './children.js';
import { Email, Language } from './identity.js';
import { MultilineText } from '../validation/text.js';
import { listQuery } from './list-query.js';
import { BillFields, PaymentAccount, PaymentStatus } from './bills.js';

/** A parent asks a place on a stage for a child of their family, at the price they saw. */
export const EnrollmentRequest = z
  .object({
    stage_id: z.uuid(),
    child_id: z.uuid(),
    confirmed_price_cents: z.number().int().min(0),
  })
  .strict()
  .meta({ id: 'EnrollmentRequest' });
export type EnrollmentRequest = z.output<typeof EnrollmentRequest>;

/** An organizer's refusal, with an optional word for the parent. */
export const EnrollmentRejection = z
  .object({ reason: MultilineText(500).optional() })
  .strict()
  .meta({ id: 'EnrollmentRejection' });

export const ENROLLMENT_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
export const EnrollmentStatus = z.enum(ENROLLMENT_STATUSES);
export type EnrollmentStatus = z.infer<typeof EnrollmentStatus>;

/** An enrollment as its family's and its stage's lists show it. */
export const EnrollmentListItem = z
  .object({
    id: z.uuid(),
    stage_id: z.uuid(),
    child_id: z.uuid(),
    status: EnrollmentStatus,
    requested_at: z.iso.datetime({ offset: true }),
    /** When it was accepted, rejected or cancelled; null while pending. */
    decided_at: z.iso.datetime({ offset: true }).nullable(),
    price_cents: z.number().int(),
    primary_parent_id: z.uuid(),
    child_first_name: z.string().nullable(),
    child_last_name: z.string().nullable(),
    child_birth_date: z.string().nullable(),
    /** What the words said of the child agree with ("inscrit", "inscrite"). */
    child_sex: Sex.nullable(),
    /** The child's age on the stage's first day, in whole years. */
    age_on_first_day: z.number().int().nullable(),
    /** The primary parent, whom the organizer calls. */
    parent_name: z.string().nullable(),
    parent_email: z.string().nullable(),
    parent_phone: z.string().nullable(),
    stage_slug: z.string().nullable(),
    stage_name: z.string().nullable(),
    starts_at: z.iso.datetime({ offset: true }).nullable(),
    ends_at: z.iso.datetime({ offset: true }).nullable(),
    organization_id: z.uuid().nullable(),
    organization_name: z.string().nullable(),
    /** The organizer's word to the parent when rejecting; null without one. */
    rejection_reason: z.string().nullable(),
    ...BillFields.shape,
  })
  .meta({ id: 'EnrollmentListItem' });
export type EnrollmentListItem = z.infer<typeof EnrollmentListItem>;

/** One enrollment as its family and its stage's organizer read it, with the account to pay to. */
export const Enrollment = EnrollmentListItem.extend(PaymentAccount.shape).meta({
  id: 'Enrollment',
});
export type Enrollment = z.infer<typeof Enrollment>;

/**
 * A line of the organization's and the administrators' bills lists: the bill, the child and the
 * stage it is for, and nothing those screens do not show.
 */
export const BillListItem = EnrollmentListItem.pick({
  id: true,
  stage_id: true,
  child_id: true,
  status: true,
  child_first_name: true,
  child_last_name: true,
  stage_slug: true,
  stage_name: true,
  starts_at: true,
  ends_at: true,
  organization_id: true,
  organization_name: true,
})
  .extend(BillFields.shape)
  .meta({ id: 'BillListItem' });
export type BillListItem = z.infer<typeof BillListItem>;

export const ENROLLMENT_SORTS = [
  'requested_at',
  'decided_at',
  'starts_at',
  'status',
  'child_last_name',
  'child_birth_date',
] as const;
export type EnrollmentSort = (typeof ENROLLMENT_SORTS)[number];

export const EnrollmentListQuery = listQuery(
  ENROLLMENT_SORTS,
  z
    .object({
      status: z.union([EnrollmentStatus, z.array(EnrollmentStatus)]).optional(),
      child_id: z.uuid().optional(),
      payment_status: z.union([PaymentStatus, z.array(PaymentStatus)]).optional(),
      /** The year the stage starts in. */
      year: z.number().int().min(2000).max(2100).optional(),
      q: z.string().max(200).optional(),
    })
    .strict(),
);

/**
 * An organizer registers a child for a parent, by telephone or from a paper form: accepted at
 * once. The parent is found by address; without an account, one is opened for them to claim.
 * The parent's names and language serve only for a new account; a family's child with the same
 * first name and birth date (or national register number) is that child, else one is added.
 */
export const EnrollmentOnBehalf = z
  .object({
    parent_email: Email,
    parent_first_name: PersonName(),
    parent_last_name: PersonName(),
    /** The language the parent is written to in; the organization's when left out. */
    parent_language: Language.nullish(),
    child_first_name: PersonName(),
    child_last_name: PersonName(),
    child_birth_date: Day.refine(isPlausibleChildBirthDate, FieldErrorCode.birthDateOutOfRange),
    child_sex: Sex,
    /** On the child's identity card or the mutual insurance's sticker: the parent reads it out. */
    child_national_register_number: NationalRegisterNumber,
  })
  .strict()
  .superRefine((body, ctx) => {
    // The same rule as the family's own form: the number agrees with the birth date and sex.
    if (typeof body.child_national_register_number !== 'string') return;
    const problem = nationalRegisterNumberProblem(body.child_national_register_number, {
      birthDate: Day.safeParse(body.child_birth_date).success ? body.child_birth_date : null,
      sex: body.child_sex,
    });
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem, path: ['child_national_register_number'] });
    }
  })
  .meta({ id: 'EnrollmentOnBehalf' });
export type EnrollmentOnBehalf = z.output<typeof EnrollmentOnBehalf>;
