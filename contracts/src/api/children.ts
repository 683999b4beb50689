import { z } from 'zod';
import { FieldErrorCode } from '../errors/error-codes.js';
import { brusselsDay } from '../validation/brussels-time.js';
import { Day } from '../validation/dates.js';
import {
  NationalRegisterNumber,
  nationalRegisterNumberProblem,
} from '../validation/national-register-number.js';
import { isPersonName, LineText, MultilineText, PersonName } from '../validation/text.js';
import { PhoneNumberOrBlank } from '../validation/phone.js';
import { OptionalPostalAddress, PostalAddress } from './identity.js';
import { listQuery } from './list-query.js';

export const SEXES = ['male', 'female', 'other'] as const;
export const Sex = z.enum(SEXES);
export type Sex = z.infer<typeof Sex>;

/**
 * Whether the child may appear in the organization's photos: `group_only` allows group photos,
 * never a portrait. A parent answers when adding or editing the child.
 */
export const PHOTO_CONSENTS = ['yes', 'group_only', 'no'] as const;
export const PhotoConsent = z.enum(PHOTO_CONSENTS);
export type PhotoConsent = z.infer<typeof PhotoConsent>;

/**
 * A child's photo consent as every reader is given it: `no` until a parent answers, and whether
 * one did (a child added before the question, or by an organizer, has not yet).
 */
export const PhotoConsentFields = {
  photo_consent: PhotoConsent.describe('`no` until a parent answers'),
  photo_consent_answered: z
    .boolean()
    .describe(
      'False for a child added before the question was asked: asked at its next registration',
    ),
};

/** The oldest a child may be: stages take children and young people up to 25. */
export const CHILD_MAX_AGE = 25;

/** Whole years from `birthDate` to `day` (both `YYYY-MM-DD`): the age on that day. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Born before today (Belgian time), and at most 25 years ago. */
export function isPlausibleChildBirthDate(birthDate: string, today = brusselsDay()): boolean {
  const earliest = `${Number(today.slice(0, 4)) - CHILD_MAX_AGE}${today.slice(4)}`;
  return birthDate < today && birthDate >= earliest;
}

/** A doctor's name is optional; when given it is a person's name. */
const OptionalPersonName = LineText(100).refine(
  (name) => name === '' || isPersonName(name),
  FieldErrorCode.invalidName,
);

/**
 * A child's national register number agrees with its birth date and sex, wherever a child's
 * identity is entered (the family's form, the administrators' edit).
 */
export function numberAgreesWithChild(
  child: { national_register_number?: unknown; birth_date?: unknown; sex?: Sex },
  ctx: z.RefinementCtx,
) {
  // Only a number that passed its own rule is compared (a refused one is no string).
  if (typeof child.national_register_number !== 'string') return;
  const problem = nationalRegisterNumberProblem(child.national_register_number, {
    // A birth date refused for itself is not compared too.
    birthDate: Day.safeParse(child.birth_date).success ? (child.birth_date as string) : null,
    sex: child.sex ?? 'other',
  });
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem, path: ['national_register_number'] });
  }
}

/**
 * A child as a parent enters it: identity, address, legal representative, and health data
 * (stored apart, see docs/families.md). POST and PUT take the same fields; PUT replaces them,
 * but for an address left out, which stays as it was (on POST it is copied from the parent's).
 */
export const ChildInput = z
  .object({
    last_name: PersonName(),
    first_name: PersonName(),
    birth_date: Day.refine(isPlausibleChildBirthDate, FieldErrorCode.birthDateOutOfRange),
    sex: Sex,
    national_register_number: NationalRegisterNumber,
    can_swim: z.boolean().default(false),
    tetanus_vaccine: z.boolean().default(false),
    disabled: z.boolean().default(false),
    allergies: MultilineText(2000).default(''),
    diet: MultilineText(2000).default(''),
    height: z.number().int().min(30).max(250).nullable().default(null).describe('Centimetres'),
    weight: z.number().min(2).max(200).nullable().default(null).describe('Kilograms, to the tenth'),
    medications: MultilineText(2000).default(''),
    important_info: MultilineText(2000).default(''),
    doctor_last_name: OptionalPersonName.default(''),
    doctor_first_name: OptionalPersonName.default(''),
    doctor_phone: PhoneNumberOrBlank.default(''),
    address: OptionalPostalAddress.optional(),
    legal_representative_id: z.uuid().nullable().default(null),
    photo_consent: PhotoConsent,
  })
  .superRefine(numberAgreesWithChild)
  .meta({ id: 'ChildInput' });
export type ChildInput = z.output<typeof ChildInput>;

export const Child = z
  .object({
    id: z.uuid(),
    primary_parent_id: z.uuid().describe('The parent who registered the child'),
    last_name: z.string(),
    first_name: z.string(),
    birth_date: z.string().describe('YYYY-MM-DD'),
    age: z.number().int().describe('Whole years today, Belgian time'),
    sex: Sex,
    national_register_number: z
      .string()
      .describe('The eleven digits, as stored; forms print them 00.00.00-000.00'),
    can_swim: z.boolean(),
    tetanus_vaccine: z.boolean(),
    disabled: z.boolean(),
    allergies: z.string(),
    diet: z.string(),
    height: z.number().int().nullable(),
    weight: z.number().nullable(),
    medications: z.string(),
    important_info: z.string(),
    doctor_last_name: z.string(),
    doctor_first_name: z.string(),
    doctor_phone: z.string(),
    address: PostalAddress.nullable(),
    legal_representative_id: z.uuid().nullable(),
    ...PhotoConsentFields,
  })
  .meta({ id: 'Child' });

export type Child = z.infer<typeof Child>;

export const ChildListQuery = listQuery(
  ['last_name', 'first_name', 'birth_date', 'created_at'],
  z
    .object({
      q: z.string().trim().max(200).optional(),
      id: z.array(z.uuid()).max(100).optional(),
    })
    .strict(),
);
