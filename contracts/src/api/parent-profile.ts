import { z } from 'zod';
import { FieldErrorCode } from '../errors/error-codes.js';
import { brusselsDay } from '../validation/brussels-time.js';
import { Day } from '../validation/dates.js';
import {
  NationalRegisterNumber,
  nationalRegisterNumberProblem,
} from '../validation/national-register-number.js';
import { LineText, PersonName } from '../validation/text.js';
import { Language, PostalAddress } from './identity.js';

/** A blank optional field arrives as "" from a form and is stored as null. */
const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable(),
  );

const ADDRESS_LINES = ['street', 'number', 'postal_code', 'city'] as const;

/**
 * An address with no line filled in (a form's empty fields, the country alone) is no address;
 * the lines left out are blank, one without a country is in Belgium, and the country code is
 * upper case.
 */
const OptionalAddress = z.preprocess((value) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const lines = value as Record<string, unknown>;
  const blank = ADDRESS_LINES.every(
    (line) => lines[line] == null || (typeof lines[line] === 'string' && !lines[line].trim()),
  );
  if (blank) return null;
  // The lines left out are blank; PostalAddress checks the rest.
  const filled: Record<string, unknown> = { ...lines };
  for (const line of ADDRESS_LINES) filled[line] ??= '';
  const country = lines.country;
  if (country === undefined || country === null || country === '') filled.country = 'BE';
  else if (typeof country === 'string') filled.country = country.toUpperCase();
  return filled;
}, PostalAddress.nullable());

/** A day before today, in Belgium: nobody holding an account is born today or later. */
const PastDay = Day.refine((day) => day < brusselsDay(), FieldErrorCode.dateNotPast);

/**
 * The parent's profile as `PUT /parent/edit/` takes it: the whole profile, each optional field
 * blank or null to clear it. `email` may come back as it was read (forms send the whole record)
 * but is not changed here: a different address is refused (`form.read_only`).
 */
export const ParentProfileUpdate = z
  .object({
    first_name: PersonName(),
    last_name: PersonName(),
    email: z.string().max(254).optional().describe('Read-only: the account address, unchanged'),
    phone: blankAsNull(LineText(30)).default(null),
    address: OptionalAddress.default(null),
    national_register_number: blankAsNull(NationalRegisterNumber)
      .default(null)
      .describe('11 digits, with or without the dots and dash of 85.07.30-033.28'),
    birth_date: blankAsNull(PastDay).default(null).describe('YYYY-MM-DD, before today'),
    language: Language.describe('The account language: screens and e-mails'),
  })
  .strip()
  .superRefine((profile, ctx) => {
    if (!profile.national_register_number || !profile.birth_date) return;
    const problem = nationalRegisterNumberProblem(profile.national_register_number, {
      birthDate: profile.birth_date,
    });
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['national_register_number'], message: problem });
  })
  .meta({ id: 'ParentProfileUpdate' });
export type ParentProfileUpdate = z.output<typeof ParentProfileUpdate>;

/** The parent's profile, as `GET /parent/edit/` returns it. */
export const ParentProfile = z
  .object({
    id: z.uuid().describe("The parent's user id"),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().describe('The account address; read-only here'),
    phone: z.string().nullable(),
    address: PostalAddress.nullable(),
    national_register_number: z.string().nullable().describe('11 digits, or null'),
    birth_date: z.string().nullable().describe('YYYY-MM-DD, or null'),
    language: Language,
  })
  .meta({ id: 'ParentProfile' });
export type ParentProfile = z.infer<typeof ParentProfile>;
