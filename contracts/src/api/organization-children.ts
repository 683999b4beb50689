import { z } from 'zod';
import { AdminChildHealth } from './admin-families.js';
import { PhotoConsentFields, Sex } from './children.js';
import { EnrollmentStatus } from './enrollments.js';
import { listQuery } from './list-query.js';

/** Days after its stage ends that an organizer may still read a child's health sheet. */
export const HEALTH_SHEET_DAYS_AFTER_STAGE = 30;

/** A stage of the organization the child holds a place on, or asked one on. */
export const OrganizationChildStage = z
  .object({
    stage_id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    status: EnrollmentStatus.extract(['pending', 'accepted']),
  })
  .meta({ id: 'OrganizationChildStage' });
export type OrganizationChildStage = z.infer<typeof OrganizationChildStage>;

/**
 * A child registered with the organization, as its organizer lists it: identity, stages and the
 * primary parent's contact details. Never any health data.
 */
export const OrganizationChild = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    birth_date: z.string().describe('YYYY-MM-DD'),
    age: z.number().int().describe('Whole years today, Belgian time'),
    sex: Sex,
    ...PhotoConsentFields,
    stages: z.array(OrganizationChildStage).describe('Pending or accepted, by start'),
    parent_name: z.string().describe('The primary parent'),
    parent_email: z.string(),
    parent_phone: z.string().nullable(),
    health_available: z
      .boolean()
      .describe(
        `Whether the health sheet may be read now: while registered, until ${HEALTH_SHEET_DAYS_AFTER_STAGE} days after the latest stage ends`,
      ),
    health_available_until: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe('When the sheet closes; null without a pending or accepted registration'),
  })
  .meta({ id: 'OrganizationChild' });
export type OrganizationChild = z.infer<typeof OrganizationChild>;

/** The health sheet, the same fields the administrators read. */
export const OrganizationChildHealth = AdminChildHealth;
export type OrganizationChildHealth = AdminChildHealth;

/**
 * One child for its organizer. `health` is there only while `health_available`, and each answer
 * carrying it is recorded in the child's health views, which the family reads.
 */
export const OrganizationChildDetail = OrganizationChild.extend({
  health: OrganizationChildHealth.nullable().describe('Null outside the window'),
}).meta({ id: 'OrganizationChildDetail' });
export type OrganizationChildDetail = z.infer<typeof OrganizationChildDetail>;

export const ORGANIZATION_CHILD_SORTS = ['last_name', 'first_name', 'birth_date'] as const;
export type OrganizationChildSort = (typeof ORGANIZATION_CHILD_SORTS)[number];

export const OrganizationChildListQuery = listQuery(
  ORGANIZATION_CHILD_SORTS,
  z
    .object({
      q: z.string().trim().max(200).optional().describe("Words of the child's names"),
      stage_id: z.uuid().optional(),
    })
    .strict(),
);
