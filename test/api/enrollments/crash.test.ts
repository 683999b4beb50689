import { spawn } from 'node:child_process';
import path from 'node:path';
import { allProjections } from '@stages/api/contexts';
import { ErrorCode, HealthReport, stageStreamId, type Enrollment } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollmentWording,
  type EnrollmentMailKind,
} from '../../../api/src/enrollments/mails/enrollment-wordings.js';
import { POSTGRES_SKIP_REASON, postgresUrl } from '../../support/databases.js';
import { httpClient, type HttpAnswer } from '../../support/http-client.js';
import type { Mailbox } from '../../support/mailbox.js';
import { tableSnapshot } from '../../support/seed.js';
import { inBatches } from '../../support/in-batches.js';
import { expectStatus, serverActors, type ServerAccount } from '../../support/server-actors.js';
import { openCrashWorld, on, type CrashWorld } from '../../support/crash-world.js';
import { eventually } from '../../support/wait.js';
import { nextYear, stageForm, tag } from '../actors.js';
import { childForm } from '../families/forms.js';

const ENROLLMENTS = '/api/v1/enrollments/';
const PARENTS = 24;
const PLACES = 12;
/** Registered before the crash, for the organizer and the parents to decide on during it. */
const WAITING = 8;
/** The server is killed when this many answers of the crash window have come back. */
const KILL_AFTER = 4;
/** Generous deadlines for a busy machine; they only bound a broken run. */
const PATIENCE = { timeoutMs: 120_000, intervalMs: 100 };

interface Family extends ServerAccount {
  readonly childId: string;
  /** Fixed length, so that no child's name is the start of another's. */
  readonly childName: string;
}

/** One request of the crash window, which the test may repeat after the restart. */
interface Call {
  readonly kind: 'register' | 'accept' | 'reject' | 'cancel';
  readonly family: Family;
  readonly send: (baseUrl: string) => Promise<HttpAnswer>;
}

interface Outcome {
  readonly call: Call;
  /** Null when the server died before answering. */
  readonly answer: HttpAnswer | null;
}

const childName = (index: number) =>
  `Enfant ${[...String(index).padStart(3, '0')].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;

describe.skipIf(!postgresUrl)(
  postgresUrl
    ? 'Enrollments when the server is killed in the middle of them (built server, PostgreSQL)'
    : `Enrollments when the server is killed in the middle of them (${POSTGRES_SKIP_REASON})`,
  () => {
    let world: CrashWorld;
    let db: SqlDatabase;
    let mailbox: Mailbox;
    const start = () => world.start();

    beforeAll(async () => {
      world = await openCrashWorld('crash');
      ({ db, mailbox } = world);
    });
    afterAll(() => world?.close());

    it('keeps every answered decision, records none twice, mails each once, and rebuilds to the same read models', async () => {
      const first = await start();
      const { organizer, stage, families } = await setUp(first.url);
      const waiting: Enrollment[] = [];
      for (const family of families.slice(0, WAITING)) {
        waiting.push(expectStatus<Enrollment>(await register(family, stage)(first.url), 201));
      }

      // Their mails sent and recorded before the crash: the second server must not send them.
      await mailsSent();

      const calls = crashWindow(organizer, stage, families, waiting);
      let killed: Promise<unknown> | null = null;
      let answeredBeforeKill = 0;
      const outcomes = await Promise.all(
        calls.map((call) =>
          call.send(first.url).then(
            (answer): Outcome => {
              // A few answers back, most requests are still on their way.
              answeredBeforeKill += 1;
              if (answeredBeforeKill === KILL_AFTER) killed = world.kill(first);
              return { call, answer };
            },
            (): Outcome => ({ call, answer: null }),
          ),
        ),
      );
      await (killed ?? world.kill(first));
      const deliveredBeforeRestart = await deliveredKeys();
      const mailedBeforeRestart = mailbox.messages.length;

      const second = await start();
      // A client left without an answer tries again, without an Idempotency-Key.
      const retried = await Promise.all(
        outcomes
          .filter((outcome) => outcome.answer === null)
          .map(async ({ call }): Promise<Outcome> => ({
            call,
            answer: await call.send(second.url),
          })),
      );
      await caughtUp(second.url);
      await mailsSent();

      const answered = outcomes.filter((outcome) => outcome.answer !== null);
      expect(answered.length, 'the server died before answering anything').toBeGreaterThan(0);
      expect(retried.length, 'the server answered everything before it died').toBeGreaterThan(0);
      expectOnlyExpectedAnswers([...answered, ...retried]);
      await expectAnsweredInReadModel([...answered, ...retried], second.url);
      await expectEachEnrollmentOnce(stage.id, families);
      await expectOneDecisionEach(stage.id);
      await expectAuditVerifies();
      await expectSameAfterRebuild();
      await expectEachMailOnce(stage, families, organizer, {
        deliveredBeforeRestart,
        mailedBeforeRestart,
      });
    }, 600_000);

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
        async (_, index): Promise<Family> => {
          const parent = await actors.parent();
          const name = childName(index);
          const child = expectStatus<{ id: string }>(
            await parent.client.post('/api/v1/children/', childForm({ first_name: name })),
            201,
          );
          return { ...parent, childId: child.id, childName: name };
        },
      );
      return { organizer, stage, families };
    }

    function register(family: Family, stage: StageAnswer) {
      return (baseUrl: string) =>
        on(family, baseUrl).post(ENROLLMENTS, {
          stage_id: stage.id,
          child_id: family.childId,
          confirmed_price_cents: stage.cost_cents,
        });
    }

    /**
     * Sixteen registrations for the four places left, and eight decisions on the waiting
     * requests (four accepted, two rejected with a message, two unenrolled), mixed.
     */
    function crashWindow(
      organizer: ServerAccount,
      stage: StageAnswer,
      families: Family[],
      waiting: Enrollment[],
    ): Call[] {
      const decide = (kind: Call['kind'], index: number): Call => {
        const family = families[index]!;
        const id = waiting[index]!.id;
        const send =
          kind === 'cancel'
            ? (baseUrl: string) => on(family, baseUrl).post(`${ENROLLMENTS}${id}/cancel/`)
            : (baseUrl: string) =>
                on(organizer, baseUrl).post(
                  `${ENROLLMENTS}${id}/${kind}/`,
                  kind === 'reject' ? { reason: 'Le groupe est complet' } : {},
                );
        return { kind, family, send };
      };
      const decisions = (['accept', 'reject', 'cancel', 'accept'] as const).flatMap((kind, i) => [
        decide(kind, i),
        decide(kind, i + 4),
      ]);
      const registrations = families
        .slice(WAITING)
        .map((family): Call => ({ kind: 'register', family, send: register(family, stage) }));
      return registrations.flatMap((call, index) =>
        index % 2 === 0 && decisions.length > 0 ? [decisions.shift()!, call] : [call],
      );
    }

    async function deliveredKeys() {
      const { rows } = await db.query<{ key: string }>('SELECT key FROM mail_deliveries');
      return new Set(rows.map((row) => row.key));
    }

    /** Every projection of the restarted server has read the whole log. */
    async function caughtUp(baseUrl: string) {
      await eventually(async () => {
        const answer = await httpClient(baseUrl).get('/api/v1/health');
        const report = HealthReport.parse(answer.body);
        const done = report.projections.every(
          (projection) => projection.status === 'running' && projection.lag_events === 0,
        );
        return answer.status === 200 && done ? true : undefined;
      }, PATIENCE);
    }

    /** The dispatcher has sent whatever the outbox owes. */
    async function mailsSent() {
      await eventually(async () => {
        const { rows } = await db.query<{ left: number }>(
          `SELECT count(*)::integer AS left FROM mail_outbox o
            WHERE NOT EXISTS (SELECT 1 FROM mail_deliveries d WHERE d.key = o.key)`,
        );
        return rows[0]!.left === 0 ? true : undefined;
      }, PATIENCE);
    }

    function expectOnlyExpectedAnswers(outcomes: readonly Outcome[]) {
      // A repeated request may find its first attempt done; never a failure of ours.
      const allowed: Record<Call['kind'], string[]> = {
        register: [
          '201',
          `409 ${ErrorCode.stageFull}`,
          `409 ${ErrorCode.enrollmentAlreadyEnrolled}`,
        ],
        accept: ['200', `409 ${ErrorCode.enrollmentAlreadyDecided}`],
        reject: ['200', `409 ${ErrorCode.enrollmentAlreadyDecided}`],
        cancel: ['200', `409 ${ErrorCode.enrollmentNotActive}`],
      };
      for (const { call, answer } of outcomes) {
        const seen =
          answer!.status < 300 ? String(answer!.status) : `${answer!.status} ${answer!.body?.code}`;
        expect(allowed[call.kind], `${call.kind}: ${answer!.text}`).toContain(seen);
      }
    }

    async function expectAnsweredInReadModel(outcomes: readonly Outcome[], baseUrl: string) {
      const statusAfter = { accept: 'accepted', reject: 'rejected', cancel: 'cancelled' } as const;
      for (const { call, answer } of outcomes) {
        if (answer!.status >= 300) continue;
        const enrollment = answer!.body as Enrollment;
        const { rows } = await db.query<{ status: string; child_id: string }>(
          'SELECT status, child_id::text FROM enrollments WHERE enrollment_id = $1',
          [enrollment.id],
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]!.child_id).toBe(call.family.childId);
        if (call.kind !== 'register') expect(rows[0]!.status).toBe(statusAfter[call.kind]);
        // And the family reads it from the restarted server.
        const read = await on(call.family, baseUrl).get(`${ENROLLMENTS}${enrollment.id}/`);
        expect(expectStatus<Enrollment>(read, 200).status).toBe(rows[0]!.status);
      }
    }

    async function expectEachEnrollmentOnce(stageId: string, families: readonly Family[]) {
      const { rows: twice } = await db.query(
        'SELECT enrollment_id FROM enrollments GROUP BY enrollment_id HAVING count(*) > 1',
      );
      expect(twice).toEqual([]);
      // One request per child was ever recorded: a repeated request found the first one.
      const { rows } = await db.query<{ child: string; requests: number }>(
        `SELECT data->>'childId' AS child, count(*)::integer AS requests FROM events
          WHERE stream_id = $1 AND type = 'EnrollmentRequested' GROUP BY 1`,
        [stageStreamId(stageId)],
      );
      expect(rows.every((row) => row.requests === 1)).toBe(true);
      const { rows: table } = await db.query<{ child_id: string }>(
        'SELECT child_id::text FROM enrollments WHERE stage_id = $1',
        [stageId],
      );
      expect(table.map((row) => row.child_id).sort()).toEqual(rows.map((row) => row.child).sort());
      const known = new Set(families.map((family) => family.childId));
      expect(rows.every((row) => known.has(row.child))).toBe(true);
    }

    async function expectOneDecisionEach(stageId: string) {
      const { rows } = await db.query<{ type: string; id: string }>(
        `SELECT type, data->>'enrollmentId' AS id FROM events
          WHERE stream_id = $1 AND type LIKE 'Enrollment%' ORDER BY stream_version`,
        [stageStreamId(stageId)],
      );
      const history = new Map<string, string[]>();
      for (const { type, id } of rows) history.set(id, [...(history.get(id) ?? []), type]);
      const lawful = [
        ['EnrollmentRequested'],
        ['EnrollmentRequested', 'EnrollmentAccepted'],
        ['EnrollmentRequested', 'EnrollmentRejected'],
        ['EnrollmentRequested', 'EnrollmentCancelled'],
        ['EnrollmentRequested', 'EnrollmentAccepted', 'EnrollmentCancelled'],
      ].map((types) => types.join(' '));
      for (const [id, types] of history) expect(lawful, id).toContain(types.join(' '));
      let taken = 0;
      for (const { type } of rows) {
        taken +=
          type === 'EnrollmentRequested'
            ? 1
            : ['EnrollmentRejected', 'EnrollmentCancelled'].includes(type)
              ? -1
              : 0;
        expect(taken).toBeLessThanOrEqual(PLACES);
      }
    }

    /**
     * Each mail the log owes for the stage's enrollments reaches its recipient once, told
     * apart by recipient, subject and child; those recorded as sent before the restart are not
     * sent again.
     */
    async function expectEachMailOnce(
      stage: StageAnswer,
      families: readonly Family[],
      organizer: ServerAccount,
      before: { deliveredBeforeRestart: Set<string>; mailedBeforeRestart: number },
    ) {
      const { rows: doubled } = await db.query(
        'SELECT key FROM mail_outbox GROUP BY key HAVING count(*) > 1',
      );
      expect(doubled).toEqual([]);
      const { rows: owed } = await db.query<{
        key: string;
        kind: EnrollmentMailKind;
        child: string;
      }>(
        `SELECT o.key, o.kind, e.child_id::text AS child FROM mail_outbox o
           JOIN enrollments e ON e.enrollment_id = o.subject_id
          WHERE o.kind LIKE 'enrollment%' AND e.stage_id = $1`,
        [stage.id],
      );
      const { rows: decisions } = await db.query<{ type: string }>(
        `SELECT type FROM events WHERE stream_id = $1 AND type LIKE 'Enrollment%'`,
        [stageStreamId(stage.id)],
      );
      const requested = decisions.filter((row) => row.type === 'EnrollmentRequested').length;
      expect(owed).toHaveLength(decisions.length + requested);

      const byChild = new Map(families.map((family) => [family.childId, family]));
      const signature = (to: string, subject: string, child: string) =>
        `${to} | ${subject} | ${child}`;
      const expected = owed.map(({ kind, child }) => {
        const family = byChild.get(child)!;
        const to = kind.endsWith('to_organizer') ? organizer.email : family.email;
        const { subject } = enrollmentWording(kind, 'fr', {
          child: family.childName,
          // The subjects say nothing that agrees with the child.
          sex: null,
          stage: stage.name,
          dates: '',
          reason: null,
          reducedPrice: 'none',
        });
        return signature(to, subject, family.childName);
      });
      const signatureOf = (message: ParsedMail) => {
        // The bills the acceptances issued are mailed too: the payments' tests count those.
        if (message.subject?.startsWith('Facture ')) return null;
        const child = families.find((family) => message.text?.includes(family.childName));
        const to = [message.to].flat()[0]?.value[0]?.address ?? '';
        return child ? signature(to, message.subject ?? '', child.childName) : null;
      };
      const received = (messages: readonly ParsedMail[]) =>
        messages.map(signatureOf).filter((each) => each !== null);
      const firstServer = received(mailbox.messages.slice(0, before.mailedBeforeRestart));
      const secondServer = received(mailbox.messages.slice(before.mailedBeforeRestart));
      const extra = [...firstServer, ...secondServer];
      for (const mail of expected) {
        const at = extra.indexOf(mail);
        expect(at, `never received: ${mail}`).toBeGreaterThanOrEqual(0);
        extra.splice(at, 1);
      }
      // Nothing the first server had recorded as sent went out again from the second.
      const recorded = owed
        .filter((mail) => before.deliveredBeforeRestart.has(mail.key))
        .map((mail) => expected[owed.indexOf(mail)]!);
      expect(secondServer.filter((mail) => recorded.includes(mail))).toEqual([]);
      // The dispatcher records a mail as sent once the SMTP server took it, one mail at a time:
      // the mail it was handing over when it was killed, taken but not yet recorded, is sent
      // again (docs/architecture.md: at least once, never lost). That one copy, and no other.
      expect(extra.length, extra.join('\n')).toBeLessThanOrEqual(1);
      for (const mail of extra) {
        expect(firstServer).toContain(mail);
        expect(secondServer).toContain(mail);
        // Under the same Message-ID, by which mail servers and clients know it for a copy.
        const copies = mailbox.messages.filter((message) => signatureOf(message) === mail);
        expect(new Set(copies.map((message) => message.messageId)).size).toBe(1);
      }
      // Every owed mail has a Message-ID of its own.
      const ids = mailbox.messages.filter((message) => signatureOf(message) !== null);
      expect(new Set(ids.map((message) => message.messageId)).size).toBe(expected.length);
    }

    /** Each projection's tables, row by row, in a stable order. */
    async function readModels() {
      const tables = allProjections.flatMap((projection) => projection.tables);
      const snapshots: Record<string, string> = {};
      for (const table of tables)
        snapshots[table] = await tableSnapshot(db, table, `${table}::text`);
      return snapshots;
    }

    async function expectSameAfterRebuild() {
      const before = await readModels();
      const { code, output } = await runCli('api/dist/operator/projections.js', [
        'rebuild',
        '--all',
      ]);
      expect(code, output).toBe(0);
      expect(await readModels()).toEqual(before);
      // The rebuilt outbox owes again what was sent: the deliveries keep it from going out twice.
      await mailsSent();
    }

    async function expectAuditVerifies() {
      const { code, output } = await runCli('api/dist/operator/audit.js', ['verify']);
      expect(code, output).toBe(0);
    }

    function runCli(script: string, args: string[]) {
      const child = spawn(process.execPath, [path.resolve(script), ...args], {
        env: { ...process.env, DATABASE_URL: world.database.url, LOG_LEVEL: 'warn' },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      return new Promise<{ code: number | null; output: string }>((resolve) =>
        child.on('exit', (code) => resolve({ code, output })),
      );
    }
  },
);

interface StageAnswer {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly cost_cents: number;
}
