import type { Migration, Projection } from '@stages/projections';

/** Each message sent about a stage, and the families it was written to. */
export const stageMessagesMigrations: readonly Migration[] = [
  {
    id: 'camp-days/0003-stage-messages',
    sql: `
      CREATE TABLE stage_messages (
        message_id uuid NOT NULL,
        stage_id uuid NOT NULL,
        audience text NOT NULL,
        families integer NOT NULL,
        sent_by uuid,
        sent_at timestamptz NOT NULL
      );
      CREATE INDEX stage_messages_stage ON stage_messages (stage_id, sent_at);
      CREATE INDEX stage_messages_id ON stage_messages (message_id);
      CREATE TABLE stage_message_families (
        message_id uuid NOT NULL,
        family_id uuid NOT NULL
      );
      CREATE INDEX stage_message_families_family ON stage_message_families (family_id);`,
  },
];

/** A message is sent once and never changes: each event adds its rows. */
export const stageMessages: Projection<'StageMessageSent'> = {
  name: 'stage_messages',
  tables: ['stage_messages', 'stage_message_families'],
  handles: ['StageMessageSent'],
  async apply(events, { sql, table }) {
    const sent = events.map(({ data }) => data);
    await sql.query(
      `INSERT INTO ${table('stage_messages')}
         (message_id, stage_id, audience, families, sent_by, sent_at)
       SELECT (m->>'messageId')::uuid, (m->>'stageId')::uuid, m->>'audience',
              jsonb_array_length(m->'familyIds'), (m->>'sentBy')::uuid, (m->>'sentAt')::timestamptz
         FROM jsonb_array_elements($1::jsonb) AS m`,
      [JSON.stringify(sent)],
    );
    await sql.query(
      `INSERT INTO ${table('stage_message_families')} (message_id, family_id)
       SELECT (m->>'messageId')::uuid, f::uuid
         FROM jsonb_array_elements($1::jsonb) AS m,
              jsonb_array_elements_text(m->'familyIds') AS f`,
      [JSON.stringify(sent)],
    );
  },
};
