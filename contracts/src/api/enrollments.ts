import { z } from 'zod';
import { FieldErrorCode } from '../errors/error-codes.js';
import { MAX_STAGE_OPTIONS } from '../events/stage-events.js';
import { PRICE_LINE_KINDS } from '../pricing/price-lines.js';
import { Day } from '../validation/dates.js';
import {
  NationalRegisterNumber,
  nationalRegisterNumberProblem,
} from '../validation/national-register-number.js';
import { PersonName } from '../validation/text.js';
import { isPlausibleChildBirthDate, PhotoConsent, Sex } from './children.js';
import { Email, Language } from './identity.js';
import { MultilineText } from '../validation/text.js';
import { listQuery } from './list-query.js';
import { BillFields, PaymentAccount, PaymentStatus } from './bills.js';

/** What a family chooses with a place: options, and the social price where the stage has one. */
export const placeChoiceFields = {
  option_ids: z
    .array(z.uuid())
    .max(MAX_STAGE_OPTIONS)
    .default([])
    .describe("The stage's options taken, each once"),
  reduced_price: z
    .boolean()
    .default(false)
    .describe(
      'The social price: asked of the organizer, or declared where the family’s word is enough',
    ),
};

/** A parent asks a place on a stage for a child of their family, at the total they read. */
export const EnrollmentRequest = z
  .object({
    stage_id: z.uuid(),
    child_id: z.uuid(),
    confirmed_price_cents: z
      .number()
      .int()
      .min(0)
      .describe('The total of the quote: the price, less reductions, plus the options'),
    ...placeChoiceFields,
    photo_consent: PhotoConsent.optional().describe(
      "The family's answer for a child that has none yet (`photo_consent_answered: false`), required then",
    ),
  })
  .strict()
  .meta({ id: 'EnrollmentRequest' });

/** Accepting decides on the social price the family asked for, or grants it unasked. */
export const EnrollmentAcceptance = z
  .object({
    reduced_price: z
      .boolean()
      .optional()
      .describe(
        'Required when the family asked for the social price on a stage where the organizer decides',
      ),
  })
  .strict()
  .default({})
  .meta({ id: 'EnrollmentAcceptance' });

const booleanParam = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

/** What a family will pay for a child's place, before registering. */
export const QuoteQuery = z
  .object({
    child_id: z.uuid(),
    option_ids: z
      .string()
      .max(MAX_STAGE_OPTIONS * 37)
      .default('')
      .transform((ids) => ids.split(',').filter((id) => id !== ''))
      .pipe(z.array(z.uuid()).max(MAX_STAGE_OPTIONS))
      .describe('Comma-separated'),
    reduced_price: booleanParam,
  })
  .strict();

/** A line of a price, worded for whoever reads it. */
export const PriceLineView = z
  .object({
    kind: z.enum(PRICE_LINE_KINDS),
    label: z.string().describe("The stage's name, an option's label, or the reduction's name"),
    amount_cents: z.number().int().describe('Negative for a reduction'),
    counts_as_care: z.boolean(),
    option_id: z.uuid().nullable(),
  })
  .meta({ id: 'PriceLineView' });
export type PriceLineView = z.infer<typeof PriceLineView>;

/**
 * How the social price stands on a registration: `asked` of the organizer, `declared` by the
 * family where its word is enough, `granted` or `refused` by the organizer.
 */
export const ReducedPriceStanding = z
  .enum(['none', 'asked', 'declared', 'granted', 'refused'])
  .meta({ id: 'ReducedPriceStanding' });
export type ReducedPriceStanding = z.infer<typeof ReducedPriceStanding>;

export const PriceQuote = z
  .object({ lines: z.array(PriceLineView), total_cents: z.number().int() })
  .meta({ id: 'PriceQuote' });
export type PriceQuote = z.infer<typeof PriceQuote>;
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
    /** `no` until the family answers, and for a child erased since. */
    child_photo_consent: PhotoConsent,
    child_photo_consent_answered: z.boolean(),
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
    /** What `price_cents` is made of; the bill's lines once accepted. */
    lines: z.array(PriceLineView),
    reduced_price: ReducedPriceStanding,
    /**
     * The bill may be paid online: the server takes Stripe payments and the stage's
     * organization has an account able to charge. Whether it is still unpaid is
     * `payment_status`'s to say.
     */
    online_payment: z.boolean(),
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
  lines: true,
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
    /** The options taken, and the social price, which the organizer grants here. */
    ...placeChoiceFields,
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
