import {
  closedReason,
  optionPlacesLeft,
  waitingListOpen,
  type StageCharges,
  type StageDetail,
  type StageSummary,
} from '@stages/contracts';
import { fileUrl } from '../../documents/index.js';
import type { OrganizationRef } from '../../organizations/index.js';
import type { Stage } from '../domain/stage.js';

/**
 * A stage as every view of it reads it: the catalogue's rows (their columns are selected under
 * these names) and the stage folded from its stream alike. Times are Date objects from the
 * database and ISO strings from events.
 */
export interface StageView {
  readonly stageId: string;
  readonly slug: string;
  readonly name: string;
  readonly organizationId: string;
  readonly organizationSlug: string;
  readonly organizationName: string;
  readonly startsAt: Date | string;
  readonly endsAt: Date | string;
  readonly registrationDeadline: Date | string;
  readonly costCents: number;
  readonly maxChildren: number;
  readonly registered: number;
  /** Places held by offers of the waiting list not answered yet. */
  readonly held: number;
  /** Families waiting for a place. */
  readonly waiting: number;
  readonly waitingList: boolean;
  readonly minAge: number;
  readonly maxAge: number;
  readonly city: string;
  readonly postalCode: string;
  readonly imageFileId: string | null;
  readonly visible: boolean;
  readonly moderated: boolean;
}

/** What the detail page adds to a summary. */
export interface StageDetailView extends StageView, StageCharges {
  /** Children holding each option, by option id. */
  readonly optionsTaken: Readonly<Record<string, number>>;
  readonly description: string;
  readonly street: string;
  readonly streetNumber: string;
  readonly country: string;
  readonly activityStart: string;
  readonly activityEnd: string;
  readonly daycareStart: string | null;
  readonly daycareEnd: string | null;
  readonly effectiveDays: number;
  readonly offerHours: number;
  readonly siblingsFirst: boolean;
  /** Why an administrator took the stage down; null when it is not taken down. */
  readonly moderationReason: string | null;
}

const iso = (time: Date | string) => new Date(time).toISOString();

/**
 * A stage in a list: its remaining places and why registration is closed, the same for the
 * public, its organizer and administrators. One object literal: this runs for every stage of
 * every page served.
 */
export function stageSummaryOf(view: StageView, now: Date): StageSummary {
  const registrationDeadline = iso(view.registrationDeadline);
  const endsAt = iso(view.endsAt);
  const remaining = Math.max(0, view.maxChildren - view.registered - view.held);
  const reason = closedReason(
    {
      visible: view.visible,
      moderated: view.moderated,
      registration_deadline: registrationDeadline,
      ends_at: endsAt,
      remaining_places: remaining,
      waiting_count: view.waiting,
    },
    now,
  );
  return {
    id: view.stageId,
    slug: view.slug,
    name: view.name,
    organization: {
      id: view.organizationId,
      slug: view.organizationSlug,
      name: view.organizationName,
    },
    starts_at: iso(view.startsAt),
    ends_at: endsAt,
    registration_deadline: registrationDeadline,
    cost_cents: view.costCents,
    max_children: view.maxChildren,
    remaining_places: remaining,
    min_age: view.minAge,
    max_age: view.maxAge,
    city: view.city,
    postal_code: view.postalCode,
    image_url: view.imageFileId ? fileUrl(view.imageFileId) : null,
    visible: view.visible,
    moderated: view.moderated,
    registration_open: reason === null,
    closed_reason: reason,
    waiting_count: view.waiting,
    waiting_list_open: waitingListOpen(view.waitingList, reason),
  };
}

/** A stage on its own page, or in its organizer's form. */
export function stageDetailOf(view: StageDetailView, now: Date): StageDetail {
  return {
    ...stageSummaryOf(view, now),
    description: view.description,
    address: {
      street: view.street,
      number: view.streetNumber,
      postal_code: view.postalCode,
      city: view.city,
      country: view.country,
    },
    activity_start: view.activityStart,
    activity_end: view.activityEnd,
    daycare_start: view.daycareStart,
    daycare_end: view.daycareEnd,
    effective_days: view.effectiveDays,
    image_file_id: view.imageFileId,
    registered: view.registered,
    held_places: view.held,
    waiting_list: view.waitingList,
    offer_hours: view.offerHours,
    siblings_first: view.siblingsFirst,
    moderation_reason: view.moderationReason,
    reduced_cost_cents: view.reducedCostCents,
    reduced_price_policy: view.reducedPricePolicy,
    sibling_discounts: view.siblingDiscounts && {
      second_cents: view.siblingDiscounts.secondCents,
      third_and_more_cents: view.siblingDiscounts.thirdAndMoreCents,
    },
    options: view.options.map((option) => ({
      id: option.id,
      label: option.label,
      price_cents: option.priceCents,
      counts_as_care: option.countsAsCare,
      max: option.max,
      remaining: optionPlacesLeft(option, view.optionsTaken[option.id] ?? 0),
    })),
  };
}

/** The folded stage, seen as the catalogue would show it. */
export function viewOfStage(stage: Stage, organization: OrganizationRef): StageDetailView {
  return {
    ...stage,
    organizationSlug: organization.slug,
    organizationName: organization.name,
    city: stage.venue.city,
    postalCode: stage.venue.postalCode,
    street: stage.venue.street,
    streetNumber: stage.venue.number,
    country: stage.venue.country,
    optionsTaken: Object.fromEntries(stage.optionTakers.byOption),
  };
}
