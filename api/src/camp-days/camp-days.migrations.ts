import type { Migration } from '@stages/projections';

/**
 * What an organizer wrote to a stage's families: kept beside the log, not in it, since it may
 * name a child; the log's `StageMessageSent` says who it went to, by id.
 */
export const campDaysMigrations: readonly Migration[] = [
  {
    id: 'camp-days/0002-stage-message-texts',
    sql: `
      CREATE TABLE stage_message_texts (
        message_id uuid PRIMARY KEY,
        subject text NOT NULL,
        body text NOT NULL,
        written_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
];
