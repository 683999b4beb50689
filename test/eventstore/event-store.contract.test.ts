import { randomUUID } from 'node:crypto';
import {
  ANY_VERSION,
  comparePositions,
  NO_STREAM,
  START,
  StreamNotFoundError,
  VersionConflictError,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
} from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEvent, testMetadata } from '../support/events.js';
import { eventually } from '../support/wait.js';
import { harnesses, type OpenStore } from './harnesses.js';

const newStream = (prefix = 'test') => `${prefix}-${randomUUID()}`;

/** The test's title, with the reason when this store cannot run it. */
const titled = (title: string, reason: string | undefined) =>
  reason ? `${title} (skipped: ${reason})` : title;

/** The end of the log as this store sees it now. */
async function head(store: EventStore): Promise<LogPosition> {
  let position = START;
  for (;;) {
    const batch = await store.readAll(position, 1_000);
    if (batch.length === 0) return position;
    position = batch.at(-1)!.position;
  }
}

/**
 * A transaction still open anywhere on the server holds every later commit back from readers
 * until it ends, and other test files share the server: an empty read says that nothing more is
 * visible yet, not that nothing more will be. Readers wait this long for what they expect.
 */
const VISIBLE_WITHIN_MS = 60_000;

/**
 * Everything after `from` in the given streams (other tests share the log), once `expected` of
 * their events are visible; with none expected, what the first pass reads.
 */
async function readAllOf(
  store: EventStore,
  from: LogPosition,
  streams: readonly string[],
  expected: number,
) {
  const wanted = new Set(streams);
  const events: RecordedEvent[] = [];
  const deadline = Date.now() + VISIBLE_WITHIN_MS;
  let position = from;
  for (;;) {
    const batch = await store.readAll(position, 500);
    events.push(...batch.filter((event) => wanted.has(event.streamId)));
    if (batch.length > 0) position = batch.at(-1)!.position;
    else if (events.length >= expected || Date.now() > deadline) return events;
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const rawAppend = `SELECT append_events($1, 'test', 'no_stream', $2::jsonb)`;
const rawPayload = () =>
  JSON.stringify([
    {
      event_id: randomUUID(),
      type: 'TestHappened',
      schema_version: 1,
      data: {},
      metadata: testMetadata(),
    },
  ]);

for (const harness of harnesses) {
  describe.skipIf(!harness.available)(harness.title, () => {
    let opened: OpenStore;
    let store: EventStore;

    beforeAll(async () => {
      opened = await harness.open();
      store = opened.store;
    });
    afterAll(() => opened?.close());

    it('appends events and reads the stream back in order, with their metadata', async () => {
      const stream = newStream();
      const metadata = testMetadata({ actorId: randomUUID(), actorRole: 'organization' });
      const first = await store.append(
        stream,
        [{ ...testEvent('A', { n: 1 }), metadata }],
        NO_STREAM,
      );
      const second = await store.append(
        stream,
        [testEvent('B', { n: 2 }), testEvent('C', { n: 3 })],
        1,
      );
      expect(first.nextExpectedVersion).toBe(1);
      expect(second.nextExpectedVersion).toBe(3);

      const events = await store.readStream(stream);
      expect(events.map((event) => [event.type, event.streamVersion, event.data])).toEqual([
        ['A', 1, { n: 1 }],
        ['B', 2, { n: 2 }],
        ['C', 3, { n: 3 }],
      ]);
      expect(events[0]!.metadata).toEqual(metadata);
      expect(events[0]!.streamId).toBe(stream);
      expect(events[0]!.recordedAt).toBeInstanceOf(Date);
      expect(comparePositions(events[0]!.position, events[1]!.position)).toBeLessThan(0);
    });

    it('reads part of a stream from a version, up to a count', async () => {
      const stream = newStream();
      await store.append(
        stream,
        [1, 2, 3, 4, 5].map((n) => testEvent('N', { n })),
        NO_STREAM,
      );
      const part = await store.readStream(stream, { fromVersion: 2, maxCount: 3 });
      expect(part.map((event) => event.streamVersion)).toEqual([2, 3, 4]);
    });

    it('says when a stream does not exist', async () => {
      await expect(store.readStream(newStream())).rejects.toBeInstanceOf(StreamNotFoundError);
    });

    it('reads a stream created beside the reader as missing or whole, never as empty', async () => {
      // Two writers reserving one slug: the loser reads the stream the winner is creating.
      const neither: string[] = [];
      for (let round = 0; round < 40; round += 1) {
        const stream = newStream();
        const reads = Array.from({ length: 6 }, () =>
          store.readStream(stream).then(
            (events) => (events.length === 2 ? null : `${events.length} events`),
            (error: unknown) => (error instanceof StreamNotFoundError ? null : String(error)),
          ),
        );
        await store.append(stream, [testEvent('A'), testEvent('B')], NO_STREAM);
        for (const outcome of await Promise.all(reads)) if (outcome) neither.push(outcome);
      }
      expect(neither).toEqual([]);
    });

    it('refuses an append at the wrong version, naming the actual version', async () => {
      const stream = newStream();
      await store.append(stream, [testEvent(), testEvent()], NO_STREAM);

      const again = store.append(stream, [testEvent()], NO_STREAM);
      await expect(again).rejects.toBeInstanceOf(VersionConflictError);
      await expect(again).rejects.toMatchObject({ streamId: stream, actual: 2 });
      await expect(store.append(stream, [testEvent()], 1)).rejects.toMatchObject({ actual: 2 });
      await expect(store.append(newStream(), [testEvent()], 4)).rejects.toMatchObject({
        actual: null,
      });
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('appends at any version when asked to skip the check', async () => {
      const stream = newStream();
      await store.append(stream, [testEvent()], ANY_VERSION);
      const result = await store.append(stream, [testEvent()], ANY_VERSION);
      expect(result.nextExpectedVersion).toBe(2);
    });

    it('refuses an empty append and a malformed expected version', async () => {
      await expect(store.append(newStream(), [], NO_STREAM)).rejects.toBeInstanceOf(RangeError);
      await expect(store.append(newStream(), [testEvent()], 0)).rejects.toBeInstanceOf(RangeError);
      await expect(store.append(newStream(), [testEvent()], 1.5)).rejects.toBeInstanceOf(
        RangeError,
      );
    });

    it('lets exactly one of several concurrent writers win each version of a stream', async () => {
      const stream = newStream();
      const creators = await Promise.allSettled(
        Array.from({ length: 8 }, () => store.append(stream, [testEvent()], NO_STREAM)),
      );
      expect(creators.filter((result) => result.status === 'fulfilled')).toHaveLength(1);

      for (let version = 1; version <= 5; version += 1) {
        const results = await Promise.allSettled(
          Array.from({ length: 8 }, (_, writer) =>
            store.append(stream, [testEvent('Write', { writer, version })], version),
          ),
        );
        const winners = results.filter((result) => result.status === 'fulfilled');
        const losers = results.filter((result) => result.status === 'rejected');
        expect(winners).toHaveLength(1);
        for (const loser of losers) {
          expect(loser.reason).toBeInstanceOf(VersionConflictError);
          expect((loser.reason as VersionConflictError).actual).toBe(version + 1);
        }
      }
      const events = await store.readStream(stream);
      expect(events.map((event) => event.streamVersion)).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('fails only the faulty one of many appends made at the same moment', async () => {
      // Appends made together may share a transaction: one reusing an event id must not sink
      // the others.
      const taken = randomUUID();
      await store.append(newStream(), [{ ...testEvent(), eventId: taken }], NO_STREAM);
      const streams = Array.from({ length: 12 }, () => newStream());
      const results = await Promise.allSettled(
        streams.map((stream, i) =>
          store.append(
            stream,
            [i === 5 ? { ...testEvent(), eventId: taken } : testEvent()],
            NO_STREAM,
          ),
        ),
      );
      expect(results.map((result) => result.status)).toEqual(
        streams.map((_, i) => (i === 5 ? 'rejected' : 'fulfilled')),
      );
      await expect(store.readStream(streams[5]!)).rejects.toBeInstanceOf(StreamNotFoundError);
      for (const [i, stream] of streams.entries()) {
        if (i !== 5) expect(await store.readStream(stream)).toHaveLength(1);
      }
    });

    it('gives a reader running beside 8 concurrent writers every event once, in stream order', async () => {
      const from = await head(store);
      const streams = Array.from({ length: 8 }, () => newStream('concurrent'));
      const perStream = 60;
      let writing = true;
      const seen: RecordedEvent[] = [];
      const seenOfMine = () => seen.filter((event) => streams.includes(event.streamId)).length;

      const reader = (async () => {
        let position = from;
        let deadline = Infinity;
        for (;;) {
          const stillWriting = writing;
          const batch = await store.readAll(position, 37);
          seen.push(...batch);
          if (batch.length > 0) position = batch.at(-1)!.position;
          else if (stillWriting) await new Promise((resolve) => setTimeout(resolve, 1));
          else {
            deadline = Math.min(deadline, Date.now() + VISIBLE_WITHIN_MS);
            if (seenOfMine() >= streams.length * perStream || Date.now() > deadline) return;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      })();

      await Promise.all(
        streams.map(async (stream) => {
          let version = 0;
          while (version < perStream) {
            // Single events and batches of three, to mix transaction sizes.
            const size = version % 2 === 0 ? 1 : 3;
            const events = Array.from({ length: size }, (_, i) => testEvent('Concurrent', { i }));
            const result = await store.append(stream, events, version === 0 ? NO_STREAM : version);
            version = result.nextExpectedVersion;
          }
        }),
      );
      writing = false;
      await reader;

      const mine = seen.filter((event) => streams.includes(event.streamId));
      expect(mine).toHaveLength(streams.length * perStream);
      expect(new Set(mine.map((event) => event.eventId)).size).toBe(mine.length);
      for (const stream of streams) {
        const versions = mine
          .filter((event) => event.streamId === stream)
          .map((event) => event.streamVersion);
        expect(versions).toEqual(Array.from({ length: perStream }, (_, i) => i + 1));
      }
      for (let i = 1; i < seen.length; i += 1) {
        expect(comparePositions(seen[i - 1]!.position, seen[i]!.position)).toBeLessThan(0);
      }
    });

    it.skipIf(!!harness.cannot.holdTransactionsOpen)(
      titled(
        'never passes an event whose transaction began earlier but commits later',
        harness.cannot.holdTransactionsOpen,
      ),
      async () => {
        const db = opened.db!;
        const from = await head(store);
        const early = newStream('early');
        const late = newStream('late');
        let appended!: () => void;
        let commit!: () => void;
        const earlyAppended = new Promise<void>((resolve) => (appended = resolve));
        const commitEarly = new Promise<void>((resolve) => (commit = resolve));

        const slowTransaction = db.transaction(async (tx) => {
          await tx.query(rawAppend.replace("'test'", "'early'"), [early, rawPayload()]);
          appended();
          await commitEarly;
        });
        await earlyAppended;
        await store.append(late, [testEvent()], NO_STREAM);

        // The late event is committed, but an earlier transaction is still open: readers wait,
        // and the backlog shows the event waiting.
        expect(await readAllOf(store, from, [early, late], 0)).toEqual([]);
        expect((await store.backlog(from, 100)).count).toBe(1);

        commit();
        await slowTransaction;
        const events = await readAllOf(store, from, [early, late], 2);
        expect(events.map((event) => event.streamId)).toEqual([early, late]);
      },
    );

    it.skipIf(!!harness.cannot.leaveSequenceHoles)(
      titled(
        'leaves a hole in the sequence when an append rolls back, and readers go past it',
        harness.cannot.leaveSequenceHoles,
      ),
      async () => {
        const from = await head(store);
        const before = newStream();
        const rolledBack = newStream();
        const after = newStream();
        await store.append(before, [testEvent()], NO_STREAM);
        await expect(
          opened.db!.transaction(async (tx) => {
            await tx.query(rawAppend, [rolledBack, rawPayload()]);
            throw new Error('abandoned');
          }),
        ).rejects.toThrow('abandoned');
        await store.append(after, [testEvent()], NO_STREAM);

        const events = await readAllOf(store, from, [before, rolledBack, after], 2);
        expect(events.map((event) => event.streamId)).toEqual([before, after]);
        expect(events[1]!.position.sequence - events[0]!.position.sequence).toBeGreaterThan(1n);
        await expect(store.readStream(rolledBack)).rejects.toBeInstanceOf(StreamNotFoundError);
      },
    );

    it('upcasts events stored under an old schema version when reading them', async () => {
      const upcasting = opened.withUpcasters([
        {
          type: 'GuardianNamed',
          fromVersion: 1,
          upcast: (data) => ({ ...(data as object), role: 'guardian' }),
        },
        {
          type: 'GuardianNamed',
          fromVersion: 2,
          upcast: ({ role, ...rest }: { role: string }) => ({ ...rest, roles: [role] }),
        },
      ]);
      const stream = newStream();
      const from = await head(store);
      await store.append(
        stream,
        [
          testEvent('GuardianNamed', { guardianId: 'g1' }, 1),
          testEvent('GuardianNamed', { guardianId: 'g2', roles: ['x'] }, 3),
        ],
        NO_STREAM,
      );

      const read = await upcasting.readStream(stream);
      expect(read.map((event) => [event.schemaVersion, event.data])).toEqual([
        [3, { guardianId: 'g1', roles: ['guardian'] }],
        [3, { guardianId: 'g2', roles: ['x'] }],
      ]);
      const fromLog = await readAllOf(upcasting, from, [stream], 2);
      expect(fromLog.map((event) => event.data)).toEqual(read.map((event) => event.data));
      // The stored event is untouched: a store without the upcaster reads version 1.
      expect((await store.readStream(stream))[0]!.schemaVersion).toBe(1);
    });

    it('counts the backlog after a position, up to a cap, with its oldest event', async () => {
      const from = await head(store);
      const before = Date.now();
      await store.append(newStream(), [testEvent(), testEvent(), testEvent()], NO_STREAM);
      const backlog = await store.backlog(from, 100);
      expect(backlog.count).toBe(3);
      expect(backlog.oldestRecordedAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      expect((await store.backlog(from, 2)).count).toBe(2);
      expect(await store.backlog(await head(store), 100)).toEqual({
        count: 0,
        oldestRecordedAt: null,
      });
    });

    it('delivers what is in the log, then what is appended, to a subscription', async () => {
      const from = await head(store);
      const stream = newStream();
      await store.append(stream, [testEvent('Before')], NO_STREAM);
      const received: RecordedEvent[] = [];
      const subscription = store.subscribeToAll({
        from,
        batchSize: 10,
        onEvents: async (events) => {
          received.push(...events.filter((event) => event.streamId === stream));
        },
      });
      await eventually(() => (received.length === 1 ? true : undefined));
      await store.append(stream, [testEvent('After')], 1);
      await eventually(() => (received.length === 2 ? true : undefined));
      expect(received.map((event) => event.type)).toEqual(['Before', 'After']);
      await subscription.stop();
      await expect(subscription.done).resolves.toBeUndefined();
    });

    it('ends a subscription with the error its handler threw', async () => {
      const from = await head(store);
      await store.append(newStream(), [testEvent()], NO_STREAM);
      const subscription = store.subscribeToAll({
        from,
        onEvents: async () => {
          throw new Error('handler broke');
        },
      });
      await expect(subscription.done).rejects.toThrow('handler broke');
    });

    it.skipIf(!!harness.cannot.runPeers)(
      titled(
        'wakes subscribers in other processes through NOTIFY, long before their poll',
        harness.cannot.runPeers,
      ),
      async () => {
        // The peer polls once a minute: only the notification can bring the event in time.
        const db = opened.db!;
        const listening = async () =>
          (
            await db.query<{ pid: number }>(
              `SELECT pid FROM pg_stat_activity
                WHERE datname = current_database() AND state = 'idle' AND query LIKE 'LISTEN %'`,
            )
          ).rows.map((row) => row.pid);
        const listeningBefore = new Set(await listening());
        const peer = opened.openPeer!();
        const from = await head(store);
        const stream = newStream();
        await store.append(stream, [testEvent('Before')], NO_STREAM);
        const received: string[] = [];
        const subscription = peer.store.subscribeToAll({
          from,
          onEvents: async (events) => {
            received.push(
              ...events.filter((event) => event.streamId === stream).map((e) => e.type),
            );
          },
        });
        // It has read what was there, so its next read starts before the append below; and its
        // session's LISTEN has completed on the server, so the notification reaches it.
        await eventually(async () =>
          received.length === 1 && (await listening()).some((pid) => !listeningBefore.has(pid))
            ? true
            : undefined,
        );
        await store.append(stream, [testEvent('After')], 1);
        await eventually(() => (received.length === 2 ? true : undefined), { timeoutMs: 5_000 });
        expect(received).toEqual(['Before', 'After']);
        await subscription.stop();
      },
    );
  });
}
