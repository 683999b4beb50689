import { ErrorCode, stageStreamId, type Enrollment } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_SKIP_REASON, postgresUrl } from '../../support/databases.js';
import type { HttpAnswer } from '../../support/http-client.js';
import { inBatches } from '../../support/in-batches.js';
import type { Mailbox } from '../../support/mailbox.js';
import { expectStatus, serverActors, type ServerAccount } from '../../support/server-actors.js';
import { openCrashWorld, on, type CrashWorld } from '../../support/crash-world.js';
import { nextYear, stageForm, tag } from '../actors.js';
import { childForm, representativeForm } from '../families/forms.js';

const ENROLLMENTS = '/api/v1/enrollments/';
const PARENTS = 16;
const PLACES = 8;
/** Registered before the crash, for the organizer and the parents to decide on during it. */
const WAITING = 6;
/** The server is killed when this many answers of the crash window have come back. */
const KILL_AFTER = 4;

interface Family extends ServerAccount {
  readonly childId: string;
}

/** One request of the crash window, sent again after the restart with the same key. */
interface Call {
  readonly kind: 'register' | 'accept' | 'reject' | 'cancel' | 'child' | 'representative';
  readonly family: Family;
  readonly key: string;
  /** What the request creates, to count afterwards: a child's or a representative's name. */
  readonly name: string | null;
  readonly send: (baseUrl: string) => Promise<HttpAnswer>;
}

/** A name of letters only, as names must be, different each time. */
const uniqueName = (prefix: string) =>
  `${prefix} ${tag().replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`;

/**
 * Requests sent with an Idempotency-Key while the server is killed, and sent again with the same
 * keys as soon as it is back (docs/architecture.md, "Idempotency-Key"): each gets the answer of
 * what its first attempt committed, at once, or does the work if nothing was committed.
 */
describe.skipIf(!postgresUrl)(
  postgresUrl
    ? 'Requests with an Idempotency-Key when the server is killed (built server, PostgreSQL)'
    : `Requests with an Idempotency-Key when the server is killed (${POSTGRES_SKIP_REASON})`,
  () => {
    let world: CrashWorld;
    let db: SqlDatabase;
    let mailbox: Mailbox;
    const start = () => world.start();

    beforeAll(async () => {
      world = await openCrashWorld('crash-keys');
      ({ db, mailbox } = world);
    });
    afterAll(() => world?.close());

    it('answers each retry with what its first attempt committed, at once, and acts once', async () => {
      const first = await start();
      const { organizer, stage, families } = await setUp(first.url);
      const waiting: Enrollment[] = [];
      for (const family of families.slice(0, WAITING)) {
        const registered = await register(family, stage, `before-${family.childId}`)(first.url);
        waiting.push(expectStatus<Enrollment>(registered, 201));
      }

      const calls = crashWindow(organizer, stage, families, waiting);
      let killed: Promise<unknown> | null = null;
      let answeredBeforeKill = 0;
      const firstAnswers = await Promise.all(
        calls.map((call) =>
          call.send(first.url).then(
            (answer) => {
              answeredBeforeKill += 1;
              if (answeredBeforeKill === KILL_AFTER) killed = world.kill(first);
              return answer;
            },
            () => null,
          ),
        ),
      );
      await (killed ?? world.kill(first));

      // Some requests had committed their work when the server died, before answering.
      expect(await committedUnanswered(calls, firstAnswers)).toBeGreaterThan(0);
      const second = await start();
      // Every client tries again at once, with the key it used, answered or not.
      const retries = await Promise.all(calls.map((call) => call.send(second.url)));

      const lost = firstAnswers.filter((answer) => answer === null).length;
      expect(lost, 'the server answered everything before it died').toBeGreaterThan(0);
      expect(lost, 'the server died before answering anything').toBeLessThan(calls.length);
      calls.forEach((call, index) => {
        const retry = retries[index]!;
        const seen =
          retry.status < 300 ? String(retry.status) : `${retry.status} ${retry.body?.code}`;
        expect(allowed[call.kind], `${call.kind} retried: ${retry.text}`).toContain(seen);
        const before = firstAnswers[index];
        if (before) {
          // Answered before the crash: the same answer again, replayed.
          expect(retry.status, `${call.kind}: ${retry.text}`).toBe(before.status);
          expect(retry.body?.id ?? retry.body?.code).toBe(before.body?.id ?? before.body?.code);
          expect(retry.headers.get('idempotent-replayed')).toBe('true');
        }
      });
      await expectEachActedOnce(stage.id, calls, retries);
    }, 600_000);

    /** What a retry may answer: what the first attempt would have, never "in progress". */
    const allowed: Record<Call['kind'], string[]> = {
      register: ['201', `409 ${ErrorCode.stageFull}`],
      accept: ['200'],
      reject: ['200'],
      cancel: ['200'],
      child: ['201'],
      representative: ['201'],
    };

    async function setUp(baseUrl: string) {
      const actors = serverActors(baseUrl, mailbox, db);
      const organizer = await actors.organizer(`Club ${tag()}`, `${nextYear}-12-31`);
      const form = stageForm({ name: `Stage crash ${tag()}`, max_children: PLACES });
      const stage = expectStatus<StageAnswer>(
        await organizer.client.post('/api/v1/stage/manage/', form),
        201,
      );
      const families = await inBatches(
        Array.from({ length: PARENTS }),
        4,
        async (): Promise<Family> => {
          const parent = await actors.parent();
          const child = expectStatus<{ id: string }>(
            await parent.client.post('/api/v1/children/', childForm()),
            201,
          );
          return { ...parent, childId: child.id };
        },
      );
      return { organizer, stage, families };
    }

    function register(family: Family, stage: StageAnswer, key: string) {
      return (baseUrl: string) =>
        on(family, baseUrl).post(
          ENROLLMENTS,
          {
            stage_id: stage.id,
            child_id: family.childId,
            confirmed_price_cents: stage.cost_cents,
          },
          { 'Idempotency-Key': key },
        );
    }

    /**
     * Ten registrations for the two places left, six decisions on the waiting requests (two
     * accepted, two rejected with a message, two unenrolled), eight children and four legal
     * representatives added, mixed.
     */
    function crashWindow(
      organizer: ServerAccount,
      stage: StageAnswer,
      families: Family[],
      waiting: Enrollment[],
    ): Call[] {
      const decide = (kind: 'accept' | 'reject' | 'cancel', index: number): Call => {
        const family = families[index]!;
        const key = `${kind}-${tag()}`;
        const id = waiting[index]!.id;
        const headers = { 'Idempotency-Key': key };
        const send =
          kind === 'cancel'
            ? (baseUrl: string) =>
                on(family, baseUrl).post(`${ENROLLMENTS}${id}/cancel/`, {}, headers)
            : (baseUrl: string) =>
                on(organizer, baseUrl).post(
                  `${ENROLLMENTS}${id}/${kind}/`,
                  kind === 'reject' ? { reason: 'Le groupe est complet' } : {},
                  headers,
                );
        return { kind, family, key, name: null, send };
      };
      const decisions = (['accept', 'reject', 'cancel'] as const).flatMap((kind, i) => [
        decide(kind, i),
        decide(kind, i + 3),
      ]);
      const registrations = families.slice(WAITING).map((family): Call => {
        const key = `register-${tag()}`;
        return { kind: 'register', family, key, name: null, send: register(family, stage, key) };
      });
      const children = families.slice(0, 8).map((family): Call => {
        const key = `child-${tag()}`;
        const name = uniqueName('Enfant');
        const form = childForm({ first_name: name });
        const send = (baseUrl: string) =>
          on(family, baseUrl).post('/api/v1/children/', form, { 'Idempotency-Key': key });
        return { kind: 'child', family, key, name, send };
      });
      const representatives = families.slice(8, 12).map((family): Call => {
        const key = `representative-${tag()}`;
        const name = uniqueName('Tuteur');
        const form = representativeForm({ last_name: name });
        const send = (baseUrl: string) =>
          on(family, baseUrl).post('/api/v1/legal-representative/', form, {
            'Idempotency-Key': key,
          });
        return { kind: 'representative', family, key, name, send };
      });
      const others = [...decisions, ...children, ...representatives];
      return registrations.flatMap((call) => [call, ...others.splice(0, 2)]).concat(others);
    }

    /** Requests left without an answer whose events or rows were committed nonetheless. */
    async function committedUnanswered(
      calls: readonly Call[],
      answers: readonly (HttpAnswer | null)[],
    ) {
      let count = 0;
      for (const [index, call] of calls.entries()) {
        if (answers[index]) continue;
        const { rows } = await db.query(`SELECT 1 FROM events WHERE metadata->>'commandId' = $1`, [
          call.key,
        ]);
        const { rows: rowsMade } = await db.query(
          `SELECT 1 FROM children WHERE first_name = $1 UNION ALL SELECT 1 FROM legal_representatives WHERE last_name = $1`,
          [call.name ?? ''],
        );
        if (rows.length + rowsMade.length > 0) count += 1;
      }
      return count;
    }

    /** Each call did its work once: one request per child, one row per child or representative. */
    async function expectEachActedOnce(
      stageId: string,
      calls: readonly Call[],
      retries: readonly HttpAnswer[],
    ) {
      const { rows: requests } = await db.query<{ child: string; requests: number }>(
        `SELECT data->>'childId' AS child, count(*)::integer AS requests FROM events
          WHERE stream_id = $1 AND type = 'EnrollmentRequested' GROUP BY 1`,
        [stageStreamId(stageId)],
      );
      expect(requests.filter((row) => row.requests > 1)).toEqual([]);
      for (const [index, call] of calls.entries()) {
        const retry = retries[index]!;
        if (call.kind === 'register' && retry.status === 201) {
          const { rows } = await db.query<{ child_id: string }>(
            'SELECT child_id::text FROM enrollments WHERE enrollment_id = $1',
            [(retry.body as Enrollment).id],
          );
          expect(rows.map((row) => row.child_id)).toEqual([call.family.childId]);
        }
        if (call.kind === 'child' || call.kind === 'representative') {
          const table = call.kind === 'child' ? 'children' : 'legal_representatives';
          const column = call.kind === 'child' ? 'first_name' : 'last_name';
          const { rows } = await db.query<{ id: string }>(
            `SELECT id::text FROM ${table} WHERE ${column} = $1`,
            [call.name],
          );
          expect(rows.map((row) => row.id)).toEqual([retry.body.id]);
        }
      }
    }
  },
);

interface StageAnswer {
  readonly id: string;
  readonly cost_cents: number;
}
