import type { Sql } from '@stages/projections';

/**
 * Appends `count` StageCreated at the current schema version (3), one stream per stage, through
 * the store's own `append_events` but in a single statement: a million take minutes, not hours.
 * The stages vary as real ones do: one in twenty hidden, one in three with daycare.
 */
export async function appendCurrentStagesInBulk(sql: Sql, count: number, label: string) {
  await sql.query(
    `SELECT count(append_events('stage-' || id, 'stage', 'no_stream', jsonb_build_array(jsonb_build_object(
       'event_id', gen_random_uuid(),
       'type', 'StageCreated',
       'schema_version', 3,
       'data', jsonb_build_object(
         'stageId', id, 'organizationId', '11111111-1111-4111-8111-111111111111',
         'slug', $2 || '-' || i || '-' || left(id::text, 8), 'costCents', 5000 + (i % 200) * 100,
         'visible', i % 20 <> 0, 'name', 'Stage ' || i,
         'description', '<p>Stage ' || i || '</p>',
         'startsAt', to_char(timestamptz '2027-07-05 08:00Z' + (i % 300) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         'endsAt', to_char(timestamptz '2027-07-09 15:00Z' + (i % 300) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         'registrationDeadline', to_char(timestamptz '2027-06-28 08:00Z' + (i % 300) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         'maxChildren', 10 + i % 30, 'minAge', 3 + i % 6, 'maxAge', 10 + i % 6,
         'venue', jsonb_build_object('street', 'Rue ' || i, 'number', (i % 90 + 1)::text,
           'postalCode', (1000 + i % 8000)::text, 'city', 'Ville ' || (i % 500), 'country', 'BE'),
         'activityStart', '09:00', 'activityEnd', '16:00',
         'daycareStart', CASE WHEN i % 3 = 0 THEN '08:00' END,
         'daycareEnd', CASE WHEN i % 3 = 0 THEN '17:30' END,
         'effectiveDays', 5, 'imageFileId', null, 'waitingList', true, 'offerHours', 48,
         'siblingsFirst', true),
       'metadata', jsonb_build_object('actorId', null, 'actorRole', 'system',
         'commandId', gen_random_uuid(), 'correlationId', gen_random_uuid(),
         'causationId', null, 'occurredAt', '2026-01-01T00:00:00.000Z')))))
       FROM (SELECT gen_random_uuid() AS id, i FROM generate_series(1, $1::integer) AS i) AS stages`,
    [count, label],
  );
}

/** The fields StageCreated gained in versions 2 and 3; version 1 is the rest. */
const fieldsAddedAfterVersion1 = [
  'visible',
  'activityStart',
  'activityEnd',
  'daycareStart',
  'daycareEnd',
  'effectiveDays',
  'imageFileId',
  'waitingList',
  'offerHours',
  'siblingsFirst',
];

/**
 * Turns every StageCreated of the log back into version 1, as stages were stored before
 * schedules existed: the same events, at the same positions, for reading through the upcaster.
 * The table is then compacted, so that its rows lie as densely as freshly appended ones.
 * Returns how many events were rewritten.
 */
export async function storeStagesAtVersion1(sql: Sql) {
  const { rowCount } = await sql.query(
    `UPDATE events SET schema_version = 1, data = data - $1::text[]
      WHERE type = 'StageCreated' AND schema_version = 3`,
    [fieldsAddedAfterVersion1],
  );
  await sql.exec('VACUUM (FULL, ANALYZE) events');
  return rowCount;
}
