import { closedReason, type StageDetail, type StageDetails } from '@stages/contracts';
import { fileUrl } from '../../documents/files/file-url.js';
import type { OrganizationRef } from '../../organizations/organizations.repository.js';
import type { StageRecord } from '../domain/stage-record.js';

/** The API's view of a stage recorded in its stream. */
export function stageDetailOf(
  record: StageRecord,
  organization: OrganizationRef,
  registered: number,
  now = new Date(),
): StageDetail {
  const remaining = Math.max(0, record.maxChildren - registered);
  const base = {
    visible: record.visible,
    moderated: record.moderated,
    registration_deadline: record.registrationDeadline,
    ends_at: record.endsAt,
    remaining_places: remaining,
  };
  const reason = closedReason(base, now);
  return {
    ...base,
    id: record.stageId,
    slug: record.slug,
    name: record.name,
    organization,
    starts_at: record.startsAt,
    cost_cents: record.costCents,
    max_children: record.maxChildren,
    min_age: record.minAge,
    max_age: record.maxAge,
    city: record.venue.city,
    postal_code: record.venue.postalCode,
    image_url: record.imageFileId ? fileUrl(record.imageFileId) : null,
    registration_open: reason === null,
    closed_reason: reason,
    description: record.description,
    address: {
      street: record.venue.street,
      number: record.venue.number,
      postal_code: record.venue.postalCode,
      city: record.venue.city,
      country: record.venue.country,
    },
    activity_start: record.activityStart,
    activity_end: record.activityEnd,
    daycare_start: record.daycareStart,
    daycare_end: record.daycareEnd,
    effective_days: record.effectiveDays,
    image_file_id: record.imageFileId,
    registered,
  };
}

interface StageForm {
  name: string;
  description: string;
  starts_at: string;
  ends_at: string;
  registration_deadline: string;
  max_children: number;
  min_age: number;
  max_age: number;
  address: StageDetail['address'];
  activity_start: string;
  activity_end: string;
  daycare_start: string | null;
  daycare_end: string | null;
  effective_days: number;
  image_file_id: string | null;
}

/** The event's view of what a form sent; the description must already be sanitized. */
export function stageDetailsOf(form: StageForm): StageDetails {
  return {
    name: form.name,
    description: form.description,
    startsAt: new Date(form.starts_at).toISOString(),
    endsAt: new Date(form.ends_at).toISOString(),
    registrationDeadline: new Date(form.registration_deadline).toISOString(),
    maxChildren: form.max_children,
    minAge: form.min_age,
    maxAge: form.max_age,
    venue: {
      street: form.address.street,
      number: form.address.number,
      postalCode: form.address.postal_code,
      city: form.address.city,
      country: form.address.country,
    },
    activityStart: form.activity_start,
    activityEnd: form.activity_end,
    daycareStart: form.daycare_start,
    daycareEnd: form.daycare_end,
    effectiveDays: form.effective_days,
    imageFileId: form.image_file_id,
  };
}
