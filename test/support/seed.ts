import type { Sql } from '@stages/projections';

/**
 * Appends `count` StageCreated events, one stream per stage, through the store's own
 * `append_events` function but in a single statement: fast enough for tests and benchmarks
 * that need thousands (or a million) of events.
 */
export async function appendStagesInBulk(sql: Sql, count: number, label = 'bulk') {
  await sql.query(
    `SELECT count(append_events('stage-' || id, 'stage', 'no_stream', jsonb_build_array(jsonb_build_object(
       'event_id', gen_random_uuid(),
       'type', 'StageCreated',
       'schema_version', 1,
       'data', jsonb_build_object(
         'stageId', id, 'organizationId', '11111111-1111-4111-8111-111111111111',
         'slug', $2 || '-' || i || '-' || left(id::text, 8), 'name', 'Stage ' || i,
         'description', '<p>Stage ' || i || '</p>',
         'startsAt', to_char(timestamptz '2027-07-05 08:00Z' + (i % 300) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         'endsAt', to_char(timestamptz '2027-07-09 15:00Z' + (i % 300) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         'registrationDeadline', to_char(timestamptz '2027-06-28 08:00Z' + (i % 300) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         'costCents', 5000 + (i % 200) * 100, 'maxChildren', 10 + i % 30,
         'minAge', 3 + i % 6, 'maxAge', 10 + i % 6,
         'venue', jsonb_build_object('street', 'Rue ' || i, 'number', (i % 90 + 1)::text,
           'postalCode', (1000 + i % 8000)::text, 'city', 'Ville ' || (i % 500), 'country', 'BE')),
       'metadata', jsonb_build_object('actorId', null, 'actorRole', 'system',
         'commandId', gen_random_uuid(), 'correlationId', gen_random_uuid(),
         'causationId', null, 'occurredAt', '2026-01-01T00:00:00.000Z')))))
       FROM (SELECT gen_random_uuid() AS id, i FROM generate_series(1, $1::integer) AS i) AS stages`,
    [count, label],
  );
}

/** The rows of a table in a stable order, as comparable text. */
export async function tableSnapshot(sql: Sql, table: string, orderBy: string) {
  const { rows } = await sql.query(`SELECT * FROM ${table} ORDER BY ${orderBy}`);
  return JSON.stringify(rows);
}
