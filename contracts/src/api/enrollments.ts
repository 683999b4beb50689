import { z } from 'zod';
import { MultilineText } from '../validation/text.js';
import { listQuery } from './list-query.js';

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

/** An enrollment as its family and its stage's organizer read it. */
export const Enrollment = z
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
    stage_slug: z.string().nullable(),
    stage_name: z.string().nullable(),
    starts_at: z.iso.datetime({ offset: true }).nullable(),
    ends_at: z.iso.datetime({ offset: true }).nullable(),
    organization_id: z.uuid().nullable(),
    organization_name: z.string().nullable(),
    /** The organizer's word to the parent when rejecting; null without one. */
    rejection_reason: z.string().nullable(),
  })
  .meta({ id: 'Enrollment' });
export type Enrollment = z.infer<typeof Enrollment>;

export const ENROLLMENT_SORTS = ['requested_at', 'starts_at', 'status', 'child_last_name'] as const;
export type EnrollmentSort = (typeof ENROLLMENT_SORTS)[number];

export const EnrollmentListQuery = listQuery(
  ENROLLMENT_SORTS,
  z
    .object({
      status: z.union([EnrollmentStatus, z.array(EnrollmentStatus)]).optional(),
      child_id: z.uuid().optional(),
      /** The year the stage starts in. */
      year: z.number().int().min(2000).max(2100).optional(),
      q: z.string().max(200).optional(),
    })
    .strict(),
);
