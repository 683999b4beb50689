import { StageCreatedV1, type RecordedEvent } from '@stages/contracts';
import type { Projection } from '../projection.js';
import type { Migration } from '../sql.js';

/** The public list of stages, one row per stage. */
export const stageCatalogueMigrations: readonly Migration[] = [
  {
    id: '0003-stage-catalogue',
    sql: `
      CREATE TABLE stage_catalogue (
        stage_id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        slug text NOT NULL UNIQUE,
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
      CREATE INDEX stage_catalogue_starts_at_idx ON stage_catalogue (starts_at, stage_id);
      CREATE INDEX stage_catalogue_organization_idx ON stage_catalogue (organization_id, starts_at);`,
  },
];

function toRow(event: RecordedEvent) {
  const stage = StageCreatedV1.parse(event.data);
  return {
    stage_id: stage.stageId,
    organization_id: stage.organizationId,
    slug: stage.slug,
    name: stage.name,
    description: stage.description,
    starts_at: stage.startsAt,
    ends_at: stage.endsAt,
    registration_deadline: stage.registrationDeadline,
    cost_cents: stage.costCents,
    max_children: stage.maxChildren,
    min_age: stage.minAge,
    max_age: stage.maxAge,
    street: stage.venue.street,
    street_number: stage.venue.number,
    postal_code: stage.venue.postalCode,
    city: stage.venue.city,
    country: stage.venue.country,
    created_at: event.metadata.occurredAt,
  };
}

export const stageCatalogue: Projection = {
  name: 'stage_catalogue',
  tables: ['stage_catalogue'],
  handles: ['StageCreated'],
  async apply(events, { sql, table }) {
    // One statement for the whole batch: rebuilds replay a million events.
    await sql.query(
      `INSERT INTO ${table('stage_catalogue')}
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(
         stage_id uuid, organization_id uuid, slug text, name text, description text,
         starts_at timestamptz, ends_at timestamptz, registration_deadline timestamptz,
         cost_cents integer, max_children integer, min_age smallint, max_age smallint,
         street text, street_number text, postal_code text, city text, country char(2),
         created_at timestamptz)`,
      [JSON.stringify(events.map(toRow))],
    );
  },
};
