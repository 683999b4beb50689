import { z } from 'zod';
import { FieldErrorCode } from '../errors/error-codes.js';
import { brusselsDay } from '../validation/brussels-time.js';
import { Day } from '../validation/dates.js';
import {
  NationalRegisterNumber,
  nationalRegisterNumberProblem,
} from '../validation/national-register-number.js';
import { PersonName } from '../validation/text.js';
import { blankAsNull } from '../validation/optional.js';
import { PhoneNumber } from '../validation/phone.js';
import { Language, OptionalPostalAddress, PostalAddress } from './identity.js';

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
    phone: blankAsNull(PhoneNumber).default(null),
    address: OptionalPostalAddress.default(null),
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
