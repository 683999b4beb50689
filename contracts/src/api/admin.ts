import { z } from 'zod';
import { MultilineText, RequiredLine } from '../validation/text.js';
import { listQuery } from './list-query.js';
import { DE_FACTO_ASSOCIATION } from './organizations.js';

export const REPORT_REASONS = ['inappropriate', 'misleading', 'fraud', 'safety', 'other'] as const;

/** Anyone may flag a stage or an organization; the administrators read it. */
export const ReportRequest = z
  .object({
    target_type: z.enum(['stage', 'organization']),
    target_slug: z.string().trim().min(1).max(200),
    reason: z.enum(REPORT_REASONS),
    message: MultilineText(2_000).min(1),
  })
  .meta({ id: 'ReportRequest' });

export const Report = z
  .object({
    id: z.uuid(),
    target_type: z.enum(['stage', 'organization']),
    target_id: z.uuid(),
    target_slug: z.string(),
    target_name: z.string(),
    reason: z.enum(REPORT_REASONS),
    message: z.string(),
    reporter_email: z.string().nullable(),
    status: z.enum(['open', 'resolved']),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof Report>;

export const ReportUpdate = z
  .object({ status: z.enum(['open', 'resolved']) })
  .meta({ id: 'ReportUpdate' });

export const ReportListQuery = listQuery(
  ['created_at', 'status'],
  z
    .object({
      status: z.enum(['open', 'resolved']).optional(),
      target_type: z.enum(['stage', 'organization']).optional(),
      q: z.string().trim().max(200).optional(),
    })
    .strict(),
);

/** One administrator's row of the organizations grid. */
export const AdminOrganization = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    type: z.string().nullable(),
    city: z.string().nullable(),
    email: z.string().nullable(),
    owner_email: z.string().nullable(),
    enterprise_number: z.string().nullable(),
    verified: z.boolean(),
    verified_at: z.string().nullable(),
    changed_since_verification: z
      .boolean()
      .describe('The profile was edited after an administrator verified it: worth a look'),
    stages: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminOrganization' });
export type AdminOrganization = z.infer<typeof AdminOrganization>;

/** What an administrator checks before verifying an organization. */
export const VERIFICATION_ITEMS = [
  'logo',
  'id_card',
  'insurance_certificate',
  'responsible_person',
  'enterprise_number',
] as const;
export type VerificationItem = (typeof VERIFICATION_ITEMS)[number];
export const VerificationItemStatus = z.enum(['on_file', 'missing', 'not_applicable']);

/**
 * Each item on file or missing; an informal group has no enterprise number to give. The one rule
 * the verify dialog shows and the API answers.
 */
export function verificationChecklist(profile: {
  type: string | null;
  logo_file_id: string | null;
  id_card_file_id: string | null;
  insurance_file_id: string | null;
  responsible_first_name: string | null;
  responsible_last_name: string | null;
  enterprise_number: string | null;
}): { item: VerificationItem; status: z.infer<typeof VerificationItemStatus> }[] {
  const onFile = (present: unknown): 'on_file' | 'missing' => (present ? 'on_file' : 'missing');
  return [
    { item: 'logo', status: onFile(profile.logo_file_id) },
    { item: 'id_card', status: onFile(profile.id_card_file_id) },
    { item: 'insurance_certificate', status: onFile(profile.insurance_file_id) },
    {
      item: 'responsible_person',
      status: onFile(profile.responsible_first_name && profile.responsible_last_name),
    },
    {
      item: 'enterprise_number',
      status:
        profile.type === DE_FACTO_ASSOCIATION && !profile.enterprise_number
          ? 'not_applicable'
          : onFile(profile.enterprise_number),
    },
  ];
}

export const OrganizationVerificationReview = z
  .object({
    checklist: z.array(
      z.object({ item: z.enum(VERIFICATION_ITEMS), status: VerificationItemStatus }),
    ),
    same_enterprise_number: z
      .array(z.object({ id: z.uuid(), name: z.string(), verified: z.boolean() }))
      .describe('Other organizations that gave the same enterprise number'),
  })
  .meta({ id: 'OrganizationVerificationReview' });
export type OrganizationVerificationReview = z.infer<typeof OrganizationVerificationReview>;

export const AdminOrganizationListQuery = listQuery(
  ['name', 'created_at', 'verified_at'],
  z
    .object({
      q: z.string().trim().max(200).optional(),
      verified: z.boolean().optional(),
      id: z.array(z.uuid()).max(100).optional(),
    })
    .strict(),
);

export const PricePlan = z
  .object({
    id: z.string(),
    name: z.string(),
    position: z.number().int(),
    max_stages: z.number().int().nullable().describe('Null: unlimited'),
    yearly_price_cents: z.number().int().nullable().describe('Null: on demand'),
    on_demand: z.boolean(),
    automatic_documents: z.boolean(),
    update_years: z.number().int().nullable(),
    support_tickets_per_year: z.number().int().nullable(),
  })
  .meta({ id: 'PricePlan' });
export type PricePlan = z.infer<typeof PricePlan>;

export const PricePlanUpdate = PricePlan.omit({ id: true, position: true })
  .extend({
    name: RequiredLine(60),
    max_stages: z.number().int().min(0).max(10_000).nullable(),
    yearly_price_cents: z.number().int().min(0).max(100_000_000).nullable(),
    update_years: z.number().int().min(0).max(50).nullable(),
    support_tickets_per_year: z.number().int().min(0).max(100_000).nullable(),
  })
  .strip()
  .meta({ id: 'PricePlanUpdate' });

export const AdminStageListQuery = listQuery(
  ['starts_at', 'name', 'registration_deadline', 'cost_cents'],
  z
    .object({
      q: z.string().trim().max(200).optional(),
      visible: z.boolean().optional(),
      moderated: z.boolean().optional(),
      organization: z.string().max(120).optional(),
    })
    .strict(),
);
