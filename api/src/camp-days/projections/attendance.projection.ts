import type { Migration, Projection } from '@stages/projections';

/** Each day of a stage whose attendance was taken: who was present, by whom, when. */
export const attendanceMigrations: readonly Migration[] = [
  {
    id: 'camp-days/0001-stage-attendance',
    sql: `
      CREATE TABLE stage_attendance (
        stage_id uuid NOT NULL,
        day date NOT NULL,
        present uuid[] NOT NULL,
        recorded_by uuid,
        recorded_at timestamptz NOT NULL,
        PRIMARY KEY (stage_id, day)
      );`,
  },
];

/** The last list recorded for a day stands: a correction records the whole list again. */
export const attendance: Projection<'AttendanceRecorded'> = {
  name: 'attendance',
  tables: ['stage_attendance'],
  handles: ['AttendanceRecorded'],
  async apply(events, { sql, table }) {
    for (const { data } of events) {
      await sql.query(
        `INSERT INTO ${table('stage_attendance')} (stage_id, day, present, recorded_by, recorded_at)
         VALUES ($1, $2, $3::uuid[], $4, $5)
         ON CONFLICT (stage_id, day) DO UPDATE SET present = EXCLUDED.present,
           recorded_by = EXCLUDED.recorded_by, recorded_at = EXCLUDED.recorded_at`,
        [data.stageId, data.day, data.present, data.decidedBy, data.decidedAt],
      );
    }
  },
};
