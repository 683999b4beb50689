/**
 * An instant as the API writes it (`2026-07-06T07:00:00.000Z`), formatted by PostgreSQL: a list
 * of fifty rows would otherwise parse a hundred and fifty dates only to print them again, and a
 * `timestamptz` read as text (`2026-07-06 07:00:00+00`) is not what JavaScript parses.
 */
export const isoInstantSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
