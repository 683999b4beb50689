import type { Migration } from '@stages/projections';

/**
 * The event log. `transaction_id` lets readers follow commit order rather than sequence order
 * (see PostgresEventStore.readAll). Appends go through `append_to_stream`, which checks the
 * expected version before taking sequence numbers; `append_events` does one per round trip,
 * `append_batch` several in one transaction.
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

      -- Appends to one stream if it is at the expected version. Returns the new version, or a
      -- null version and the stream's actual one (null when it does not exist) when refused.
      CREATE FUNCTION append_to_stream(
        p_stream_id text, p_stream_type text, p_expected text, p_events jsonb,
        OUT version integer, OUT actual integer
      ) LANGUAGE plpgsql AS $$
      DECLARE
        v_count integer := jsonb_array_length(p_events);
      BEGIN
        IF p_expected = 'no_stream' THEN
          INSERT INTO streams (stream_id, type, version) VALUES (p_stream_id, p_stream_type, v_count)
            ON CONFLICT (stream_id) DO NOTHING
            RETURNING streams.version INTO version;
        ELSIF p_expected = 'any' THEN
          INSERT INTO streams (stream_id, type, version) VALUES (p_stream_id, p_stream_type, v_count)
            ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + v_count
            RETURNING streams.version INTO version;
        ELSE
          UPDATE streams SET version = streams.version + v_count
           WHERE stream_id = p_stream_id AND streams.version = p_expected::integer
          RETURNING streams.version INTO version;
        END IF;

        IF version IS NULL THEN
          SELECT streams.version INTO actual FROM streams WHERE stream_id = p_stream_id;
          RETURN;
        END IF;

        INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
        SELECT p_stream_id, version - v_count + e.ordinal,
               (e.event->>'event_id')::uuid, e.event->>'type',
               (e.event->>'schema_version')::integer, e.event->'data', e.event->'metadata'
          FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(event, ordinal);
      END $$;

      -- One append; a refusal raises SE409 with the actual version in DETAIL.
      CREATE FUNCTION append_events(
        p_stream_id text, p_stream_type text, p_expected text, p_events jsonb
      ) RETURNS integer LANGUAGE plpgsql AS $$
      DECLARE
        r record;
      BEGIN
        r := append_to_stream(p_stream_id, p_stream_type, p_expected, p_events);
        IF r.version IS NULL THEN
          RAISE EXCEPTION 'version conflict on %', p_stream_id
            USING ERRCODE = 'SE409', DETAIL = coalesce(r.actual::text, 'no_stream');
        END IF;
        RETURN r.version;
      END $$;

      -- Several appends in one transaction, in the order given; each is checked on its own and
      -- answered by one row (ordinal, version, actual).
      CREATE FUNCTION append_batch(p_appends jsonb)
      RETURNS TABLE (ordinal integer, version integer, actual integer) LANGUAGE plpgsql AS $$
      DECLARE
        a record;
        r record;
      BEGIN
        FOR a IN SELECT value, n FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS x(value, n) LOOP
          r := append_to_stream(a.value->>'stream_id', a.value->>'stream_type',
                                a.value->>'expected', a.value->'events');
          ordinal := a.n;
          version := r.version;
          actual := r.actual;
          RETURN NEXT;
        END LOOP;
      END $$;`,
  },
];
