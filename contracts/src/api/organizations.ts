import { z } from 'zod';
import { FieldErrorCode } from '../errors/error-codes.js';
import { Bic, EnterpriseNumber, Iban, VatNumber } from '../validation/belgian.js';
import { Day } from '../validation/dates.js';
import { LineText, MultilineText, PersonName, RequiredLine } from '../validation/text.js';
import { blankAsNull } from '../validation/optional.js';
import { PhoneNumber } from '../validation/phone.js';
import { UPLOAD_KINDS } from '../validation/uploads.js';
import { Language } from './identity.js';
import { listQuery } from './list-query.js';
import { StageSummary } from './stages.js';

/** The type that may have no enterprise number: an informal group has none. */
export const DE_FACTO_ASSOCIATION = 'de_facto_association';

export const CERTIFICATIONS = ['a', 'b', 'c', 'd'] as const;

export const OrganizationAddress = z
  .object({
    street: LineText(200),
    number: LineText(20),
    postal_code: LineText(20),
    city: LineText(100),
    country: z.string().trim().toUpperCase().length(2).default('BE'),
  })
  .meta({ id: 'OrganizationAddress' });

const profileFields = {
  name: RequiredLine(200),
  type: z.string().trim().min(1).max(60).describe('An organization type code'),
  vat_number: blankAsNull(VatNumber).default(null),
  enterprise_number: blankAsNull(EnterpriseNumber).default(null),
  iban: blankAsNull(Iban).default(null),
  bic: blankAsNull(Bic).default(null),
  phone: blankAsNull(PhoneNumber).default(null),
  email: blankAsNull(z.string().trim().toLowerCase().max(254).pipe(z.email())).default(null),
  address: OrganizationAddress,
  description: MultilineText(5_000).default(''),
  language: Language.default('fr'),
  tax_certificates: z.boolean().default(false).describe('Can issue childcare tax certificates'),
  signature_authorization: z
    .boolean()
    .default(false)
    .describe('The responsible person may sign on behalf of the organization'),
  certification: blankAsNull(z.enum(CERTIFICATIONS)).default(null),
  certifier_name: blankAsNull(LineText(200)).default(null),
  certifier_enterprise_number: blankAsNull(EnterpriseNumber).default(null),
  certifier_address: blankAsNull(MultilineText(300)).default(null),
  certification_from: blankAsNull(Day).default(null),
  certification_until: blankAsNull(Day).default(null),
  responsible_first_name: blankAsNull(PersonName()).default(null),
  responsible_last_name: blankAsNull(PersonName()).default(null),
  responsible_capacity: blankAsNull(LineText(100)).default(null),
  enrollment_request_mails: z
    .boolean()
    .default(true)
    .describe('Mail the organization about each new registration request'),
  payment_reminders: z
    .boolean()
    .default(true)
    .describe("Remind families by e-mail of the organization's overdue bills"),
};

type ProfileFields = z.output<z.ZodObject<typeof profileFields>>;

/**
 * Rules across fields, by field: an enterprise number unless the organization is an informal
 * group; and everything a tax certificate prints, when the organization issues them.
 */
export function organizationProfileProblems(profile: ProfileFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (profile.type !== DE_FACTO_ASSOCIATION && profile.enterprise_number === null) {
    problems.enterprise_number = FieldErrorCode.required;
  }
  if (profile.tax_certificates) {
    for (const field of [
      'certification',
      'certifier_name',
      'certifier_enterprise_number',
      'certifier_address',
    ] as const) {
      if (profile[field] === null) problems[field] = FieldErrorCode.required;
    }
  }
  if (
    profile.certification_from &&
    profile.certification_until &&
    profile.certification_until < profile.certification_from
  ) {
    problems.certification_until = FieldErrorCode.invalid;
  }
  return problems;
}

export const OrganizationProfileUpdate = z
  .object(profileFields)
  .strip()
  .superRefine((profile, ctx) => {
    for (const [field, message] of Object.entries(organizationProfileProblems(profile))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .meta({ id: 'OrganizationProfileUpdate' });

export const OrganizationProfile = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    type: z.string().nullable(),
    vat_number: z.string().nullable(),
    enterprise_number: z.string().nullable(),
    iban: z.string().nullable(),
    bic: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: OrganizationAddress,
    description: z.string(),
    language: Language,
    tax_certificates: z.boolean(),
    signature_authorization: z.boolean(),
    certification: z.enum(CERTIFICATIONS).nullable(),
    certifier_name: z.string().nullable(),
    certifier_enterprise_number: z.string().nullable(),
    certifier_address: z.string().nullable(),
    certification_from: z.string().nullable(),
    certification_until: z.string().nullable(),
    responsible_first_name: z.string().nullable(),
    responsible_last_name: z.string().nullable(),
    responsible_capacity: z.string().nullable(),
    enrollment_request_mails: z.boolean(),
    payment_reminders: z.boolean(),
    logo_file_id: z.uuid().nullable(),
    logo_url: z.string().nullable(),
    id_card_file_id: z.uuid().nullable(),
    insurance_file_id: z.uuid().nullable(),
    verified: z.boolean(),
    verified_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'OrganizationProfile' });
export type OrganizationProfile = z.infer<typeof OrganizationProfile>;

/** What anyone may read about an organization. */
export const OrganizationSummary = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    type: z.string().nullable(),
    city: z.string(),
    description: z.string(),
    logo_url: z.string().nullable(),
    upcoming_stages: z.number().int(),
  })
  .meta({ id: 'OrganizationSummary' });
export type OrganizationSummary = z.infer<typeof OrganizationSummary>;

export const OrganizationPage = OrganizationSummary.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: OrganizationAddress,
  stages: z.array(StageSummary),
}).meta({ id: 'OrganizationPage' });
export type OrganizationPage = z.infer<typeof OrganizationPage>;

export const OrganizationType = z
  .object({
    id: z.string().describe('The code'),
    label_fr: z.string(),
    label_en: z.string(),
    label_nl: z.string(),
    built_in: z.boolean(),
  })
  .meta({ id: 'OrganizationType' });
export type OrganizationType = z.infer<typeof OrganizationType>;

export const StoredFileInfo = z
  .object({
    id: z.uuid(),
    url: z.string(),
    kind: z.string(),
    mime: z.string(),
    size: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    original_name: z.string(),
  })
  .meta({ id: 'StoredFileInfo' });
export type StoredFileInfo = z.infer<typeof StoredFileInfo>;

export const OrganizationListQuery = listQuery(
  ['name'],
  z.object({ q: z.string().trim().max(200).optional() }).strict(),
);

const UploadRuleShape = z.object({
  mime_types: z.array(z.string()),
  max_bytes: z.number().int(),
  min_width: z.number().int().nullable(),
  min_height: z.number().int().nullable(),
});
export const UploadRulesResponse = z
  .record(z.enum(UPLOAD_KINDS), UploadRuleShape)
  .meta({ id: 'UploadRules' });
export type UploadRulesResponse = z.infer<typeof UploadRulesResponse>;

export const OrganizationTypeInput = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{1,59}$/)
      .describe('The code: lower case letters, digits and underscores'),
    label_fr: RequiredLine(100),
    label_en: RequiredLine(100),
    label_nl: RequiredLine(100),
  })
  .meta({ id: 'OrganizationTypeInput' });
