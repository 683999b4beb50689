import type { Migration } from '@stages/projections';

/**
 * The event log. `transaction_id` lets readers follow commit order rather than sequence order
 * (see PostgresEventStore.readAll). Appends go through `append_events`: one round trip that
 * checks the expected version before taking sequence numbers.
 */
export const eventStoreMigrations: readonly Migration[] = [
  {
    id: '0001-event-store',
    sql: `
      CREATE TABLE streams (
        stream_id text PRIMARY KEY,
        type text NOT NULL,
        version integer NOT NULL CHECK (version > 0)
      );

      CREATE TABLE events (
        global_position bigserial NOT NULL,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        stream_version integer NOT NULL,
        event_id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        schema_version integer NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (stream_id, stream_version)
      );
      CREATE INDEX events_commit_order_idx ON events (transaction_id, global_position);

      CREATE FUNCTION append_events(
        p_stream_id text, p_stream_type text, p_expected text, p_events jsonb
      ) RETURNS integer LANGUAGE plpgsql AS $$
      DECLARE
        v_count integer := jsonb_array_length(p_events);
        v_version integer;
        v_actual integer;
      BEGIN
        IF p_expected = 'no_stream' THEN
          INSERT INTO streams (stream_id, type, version) VALUES (p_stream_id, p_stream_type, v_count)
            ON CONFLICT (stream_id) DO NOTHING
            RETURNING version INTO v_version;
        ELSIF p_expected = 'any' THEN
          INSERT INTO streams (stream_id, type, version) VALUES (p_stream_id, p_stream_type, v_count)
            ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + v_count
            RETURNING version INTO v_version;
        ELSE
          UPDATE streams SET version = version + v_count
           WHERE stream_id = p_stream_id AND version = p_expected::integer
          RETURNING version INTO v_version;
        END IF;

        IF v_version IS NULL THEN
          SELECT version INTO v_actual FROM streams WHERE stream_id = p_stream_id;
          RAISE EXCEPTION 'version conflict on %', p_stream_id
            USING ERRCODE = 'SE409', DETAIL = coalesce(v_actual::text, 'no_stream');
        END IF;

        INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
        SELECT p_stream_id, v_version - v_count + e.ordinal,
               (e.event->>'event_id')::uuid, e.event->>'type',
               (e.event->>'schema_version')::integer, e.event->'data', e.event->'metadata'
          FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(event, ordinal);

        RETURN v_version;
      END $$;`,
  },
];
