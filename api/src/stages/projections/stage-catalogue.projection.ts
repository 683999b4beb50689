import type { RecordedDomainEvent, StageEvent, WaitingListDecisionEvent } from '@stages/contracts';
import type { Projection, ProjectionContext } from '@stages/projections';
import type { Migration } from '@stages/projections';

/** The list of stages, one row per stage that was not deleted, hidden ones included. */
export const stageCatalogueMigrations: readonly Migration[] = [
  {
    id: '0003-stage-catalogue',
    sql: `
      CREATE TABLE stage_catalogue (
        stage_id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        slug text NOT NULL,
        name text NOT NULL,
        description text NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        registration_deadline timestamptz NOT NULL,
        cost_cents integer NOT NULL,
        max_children integer NOT NULL,
        min_age smallint NOT NULL,
        max_age smallint NOT NULL,
        street text NOT NULL,
        street_number text NOT NULL,
        postal_code text NOT NULL,
        city text NOT NULL,
        country char(2) NOT NULL,
        created_at timestamptz NOT NULL
      );
      -- Not unique: the write side keeps slugs unique, and a read model must never refuse an
      -- event (it would stop the whole catalogue).
      CREATE INDEX stage_catalogue_slug_idx ON stage_catalogue (slug);
      CREATE INDEX stage_catalogue_starts_at_idx ON stage_catalogue (starts_at, stage_id);
      CREATE INDEX stage_catalogue_organization_idx ON stage_catalogue (organization_id, starts_at);`,
  },
  {
    id: '0010-stage-catalogue-schedule-visibility-search',
    sql: `
      ALTER TABLE stage_catalogue
        ADD COLUMN visible boolean NOT NULL DEFAULT true,
        ADD COLUMN activity_start text NOT NULL DEFAULT '09:00',
        ADD COLUMN activity_end text NOT NULL DEFAULT '16:00',
        ADD COLUMN daycare_start text,
        ADD COLUMN daycare_end text,
        ADD COLUMN effective_days integer NOT NULL DEFAULT 1,
        ADD COLUMN image_file_id uuid,
        ADD COLUMN registered integer NOT NULL DEFAULT 0,
        ADD COLUMN updated_at timestamptz,
        -- Words of the name, the description without its markup, and the city, accents folded.
        ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_fold(
          name || ' ' || regexp_replace(description, '<[^>]*>', ' ', 'g') || ' ' || city))) STORED;
      CREATE INDEX stage_catalogue_search_idx ON stage_catalogue USING gin (search);
      -- The public list only ever shows visible stages that have not ended.
      CREATE INDEX stage_catalogue_listed_idx ON stage_catalogue (starts_at, stage_id)
        WHERE visible;`,
  },
  {
    id: '0016-stage-catalogue-moderation',
    sql: `
      ALTER TABLE stage_catalogue ADD COLUMN moderated boolean NOT NULL DEFAULT false;
      DROP INDEX stage_catalogue_listed_idx;
      CREATE INDEX stage_catalogue_public_idx ON stage_catalogue (starts_at, stage_id)
        WHERE visible AND NOT moderated;
      -- Counting the public list reads this index alone.
      CREATE INDEX stage_catalogue_public_ends_idx ON stage_catalogue (ends_at)
        WHERE visible AND NOT moderated;`,
  },
  {
    id: 'stages/0001-stage-catalogue-waiting-list',
    sql: `
      ALTER TABLE stage_catalogue
        ADD COLUMN held integer NOT NULL DEFAULT 0,
        ADD COLUMN waiting integer NOT NULL DEFAULT 0,
        ADD COLUMN waiting_list boolean NOT NULL DEFAULT true,
        ADD COLUMN offer_hours integer NOT NULL DEFAULT 48,
        ADD COLUMN siblings_first boolean NOT NULL DEFAULT true;`,
  },
  {
    id: 'stages/0002-stage-catalogue-charges',
    sql: `
      -- The social price, sibling discounts and options, as the stage's events record them.
      ALTER TABLE stage_catalogue ADD COLUMN charges jsonb NOT NULL
        DEFAULT '{"reducedCostCents":null,"reducedPricePolicy":null,"siblingDiscounts":null,"options":[]}';
      -- The options each registration holding a place took, which count an option's places.
      CREATE TABLE stage_option_choices (
        stage_id uuid NOT NULL,
        enrollment_id uuid NOT NULL,
        option_id uuid NOT NULL
      );
      CREATE INDEX stage_option_choices_stage_idx ON stage_option_choices (stage_id, option_id);
      CREATE INDEX stage_option_choices_enrollment_idx ON stage_option_choices (enrollment_id);`,
  },
];

/**
 * What "publicly listed" means for a row of the catalogue (aliased `alias`): shown by its
 * organizer, not taken down by an administrator, not ended. Every public list and count of
 * stages uses this one condition, so that they cannot disagree; the public partial indexes
 * above hold its first two terms.
 */
export const publiclyListedStage = (alias: string) =>
  `${alias}.visible AND NOT ${alias}.moderated AND ${alias}.ends_at > now()`;

/** The enrollment decisions that take or give back a place. */
const PLACE_EVENTS = ['EnrollmentRequested', 'EnrollmentRejected', 'EnrollmentCancelled'] as const;

/** The waiting list's decisions, which hold places or count the families waiting. */
const WAITING_LIST_EVENTS = [
  'WaitingListJoined',
  'WaitingListOffered',
  'WaitingListOfferAccepted',
  'WaitingListOfferDeclined',
  'WaitingListOfferExpired',
  'WaitingListLeft',
  'WaitingListRemoved',
] as const satisfies readonly WaitingListDecisionEvent['type'][];

type CatalogueEventType =
  StageEvent['type'] | (typeof PLACE_EVENTS)[number] | (typeof WAITING_LIST_EVENTS)[number];

type CatalogueEvent = RecordedDomainEvent<CatalogueEventType>;

type Apply = (events: readonly CatalogueEvent[], context: ProjectionContext) => Promise<void>;

/**
 * Creations come in long runs during a rebuild (a million events): one statement per run, the
 * fields picked out by PostgreSQL. Data was validated against the event's schema when appended;
 * should a stored event still be malformed, the casts and NOT NULL columns refuse it.
 */
const insertCreated: Apply = async (events, { sql, table }) => {
  const batch = events.map((event) => ({
    stage: event.data,
    occurredAt: event.metadata.occurredAt,
  }));
  await sql.query(
    `INSERT INTO ${table('stage_catalogue')} (stage_id, organization_id, slug, name,
       description, starts_at, ends_at, registration_deadline, cost_cents, max_children,
       min_age, max_age, street, street_number, postal_code, city, country, created_at,
       visible, activity_start, activity_end, daycare_start, daycare_end, effective_days,
       image_file_id, waiting_list, offer_hours, siblings_first, charges)
     SELECT (s->>'stageId')::uuid, (s->>'organizationId')::uuid, s->>'slug', s->>'name',
            s->>'description', (s->>'startsAt')::timestamptz, (s->>'endsAt')::timestamptz,
            (s->>'registrationDeadline')::timestamptz, (s->>'costCents')::integer,
            (s->>'maxChildren')::integer, (s->>'minAge')::smallint, (s->>'maxAge')::smallint,
            s->'venue'->>'street', s->'venue'->>'number', s->'venue'->>'postalCode',
            s->'venue'->>'city', s->'venue'->>'country', (e->>'occurredAt')::timestamptz,
            (s->>'visible')::boolean, s->>'activityStart', s->>'activityEnd',
            s->>'daycareStart', s->>'daycareEnd', (s->>'effectiveDays')::integer,
            (s->>'imageFileId')::uuid, (s->>'waitingList')::boolean,
            (s->>'offerHours')::integer, (s->>'siblingsFirst')::boolean,
            jsonb_build_object('reducedCostCents', s->'reducedCostCents',
              'reducedPricePolicy', s->'reducedPricePolicy',
              'siblingDiscounts', s->'siblingDiscounts', 'options', s->'options')
       FROM jsonb_array_elements($1::jsonb) AS e, LATERAL (SELECT e->'stage' AS s) AS stage`,
    [JSON.stringify(batch)],
  );
};

/** Later changes are rare next to creations: one statement each keeps their order. */
const updateOne: Apply = async ([event], context) => {
  if (!event) return;
  const { sql, table } = context;
  const target = table('stage_catalogue');
  const data = JSON.stringify(event.data);
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'StageDetailsChanged':
      await sql.query(
        `UPDATE ${target} SET name = s->>'name', description = s->>'description',
           starts_at = (s->>'startsAt')::timestamptz, ends_at = (s->>'endsAt')::timestamptz,
           registration_deadline = (s->>'registrationDeadline')::timestamptz,
           max_children = (s->>'maxChildren')::integer, min_age = (s->>'minAge')::smallint,
           max_age = (s->>'maxAge')::smallint, street = s->'venue'->>'street',
           street_number = s->'venue'->>'number', postal_code = s->'venue'->>'postalCode',
           city = s->'venue'->>'city', country = s->'venue'->>'country',
           activity_start = s->>'activityStart', activity_end = s->>'activityEnd',
           daycare_start = s->>'daycareStart', daycare_end = s->>'daycareEnd',
           effective_days = (s->>'effectiveDays')::integer,
           image_file_id = (s->>'imageFileId')::uuid,
           waiting_list = (s->>'waitingList')::boolean,
           offer_hours = (s->>'offerHours')::integer,
           siblings_first = (s->>'siblingsFirst')::boolean, updated_at = $2::timestamptz
         FROM (SELECT $1::jsonb AS s) AS change
         WHERE stage_id = (s->>'stageId')::uuid`,
        [data, at],
      );
      return;
    case 'StagePricingChanged':
      await sql.query(
        `UPDATE ${target} SET charges = $1::jsonb - 'stageId', updated_at = $2
          WHERE stage_id = ($1::jsonb->>'stageId')::uuid`,
        [data, at],
      );
      return;
    case 'StageVisibilityChanged':
      await sql.query(
        `UPDATE ${target} SET visible = ($1::jsonb->>'visible')::boolean, updated_at = $2
          WHERE stage_id = ($1::jsonb->>'stageId')::uuid`,
        [data, at],
      );
      return;
    case 'StageModerated':
      await sql.query(
        `UPDATE ${target} SET moderated = ($1::jsonb->>'hidden')::boolean, updated_at = $2
          WHERE stage_id = ($1::jsonb->>'stageId')::uuid`,
        [data, at],
      );
      return;
    case 'StageDeleted':
      await sql.query(`DELETE FROM ${target} WHERE stage_id = ($1::jsonb->>'stageId')::uuid`, [
        data,
      ]);
      return;
    case 'EnrollmentRequested':
    case 'EnrollmentRejected':
    case 'EnrollmentCancelled':
      await placeTaken(event, context);
      return;
    default: {
      const { held, waiting } = waitingListChange(event);
      await sql.query(
        `UPDATE ${target} SET held = held + $2, waiting = waiting + $3
          WHERE stage_id = ($1::jsonb->>'stageId')::uuid`,
        [data, held, waiting],
      );
    }
  }
};

/**
 * A registration takes a place and the options of its price's lines; a rejection or an
 * unenrollment gives both back. One statement each: these come as fast as families register.
 */
async function placeTaken(
  event: RecordedDomainEvent<(typeof PLACE_EVENTS)[number]>,
  { sql, table }: ProjectionContext,
) {
  const [catalogue, choices] = [table('stage_catalogue'), table('stage_option_choices')];
  const places = `UPDATE ${catalogue} SET registered = registered + $2
                   WHERE stage_id = ($1::jsonb->>'stageId')::uuid`;
  const data = JSON.stringify(event.data);
  if (event.type !== 'EnrollmentRequested') {
    await sql.query(
      `WITH freed AS (DELETE FROM ${choices} WHERE enrollment_id = ($1::jsonb->>'enrollmentId')::uuid)
       ${places}`,
      [data, -1],
    );
  } else if (event.data.lines?.some((line) => line.optionId)) {
    await sql.query(
      `WITH taken AS (
         INSERT INTO ${choices} (stage_id, enrollment_id, option_id)
         SELECT ($1::jsonb->>'stageId')::uuid, ($1::jsonb->>'enrollmentId')::uuid,
                (line->>'optionId')::uuid
           FROM jsonb_array_elements($1::jsonb->'lines') AS line
          WHERE line ? 'optionId')
       ${places}`,
      [data, 1],
    );
  } else {
    await sql.query(places, [data, 1]);
  }
}

/** How a waiting-list decision moves the places held by offers and the families waiting. */
function waitingListChange(event: CatalogueEvent): { held: number; waiting: number } {
  switch (event.type) {
    case 'WaitingListJoined':
      return { held: 0, waiting: 1 };
    case 'WaitingListOffered':
      return { held: event.data.places, waiting: -1 };
    case 'WaitingListOfferAccepted':
      return { held: -event.data.enrollmentIds.length, waiting: 0 };
    case 'WaitingListOfferDeclined':
    case 'WaitingListOfferExpired':
      return { held: -event.data.places, waiting: 0 };
    case 'WaitingListLeft':
    case 'WaitingListRemoved': {
      const { releasedPlaces } = event.data;
      return { held: -releasedPlaces, waiting: releasedPlaces === 0 ? -1 : 0 };
    }
    default:
      return { held: 0, waiting: 0 };
  }
}

export const stageCatalogue: Projection<CatalogueEventType> = {
  name: 'stage_catalogue',
  tables: ['stage_catalogue', 'stage_option_choices'],
  handles: [
    'StageCreated',
    'StageDetailsChanged',
    'StagePricingChanged',
    'StageVisibilityChanged',
    'StageModerated',
    'StageDeleted',
    ...PLACE_EVENTS,
    ...WAITING_LIST_EVENTS,
  ],
  async apply(events, context) {
    for (let start = 0; start < events.length;) {
      const creating = events[start]!.type === 'StageCreated';
      let end = start + 1;
      while (creating && end < events.length && events[end]!.type === 'StageCreated') end += 1;
      await (creating ? insertCreated : updateOne)(events.slice(start, end), context);
      start = end;
    }
  },
};
