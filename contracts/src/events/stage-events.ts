import { z } from 'zod';

const isoDateTime = z.iso.datetime({ offset: true });

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where a stage takes place: a venue, never a person's home. */
export const VenueAddress = z.object({
  street: z.string().min(1).max(200),
  number: z.string().min(1).max(20),
  postalCode: z.string().min(1).max(20),
  city: z.string().min(1).max(100),
  country: z.string().length(2),
});

export const StageCreatedV1 = z
  .object({
    stageId: z.uuid(),
    organizationId: z.uuid(),
    slug: z.string().regex(SLUG_PATTERN).max(120),
    name: z.string().min(1).max(200),
    description: z.string().max(20_000),
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    registrationDeadline: isoDateTime,
    costCents: z.number().int().min(0).max(100_000_000),
    maxChildren: z.number().int().min(1).max(10_000),
    minAge: z.number().int().min(0).max(25),
    maxAge: z.number().int().min(0).max(25),
    venue: VenueAddress,
  })
  .strict();

export type StageCreatedData = z.infer<typeof StageCreatedV1>;

/** A slug names one stage for good: its public address. */
export const StageSlugReservedV1 = z
  .object({ slug: z.string().regex(SLUG_PATTERN).max(120), stageId: z.uuid() })
  .strict();

export type StageSlugReservedData = z.infer<typeof StageSlugReservedV1>;

export const stageStreamId = (stageId: string) => `stage-${stageId}`;
export const stageSlugStreamId = (slug: string) => `stage_slug-${slug}`;
