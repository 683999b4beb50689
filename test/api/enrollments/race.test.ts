import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode, stageStreamId, type Enrollment } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  POSTGRES_SKIP_REASON,
  postgresUrl,
  type PostgresTestDatabase,
} from '../../support/databases.js';
import { httpClient, type HttpAnswer, type HttpClient } from '../../support/http-client.js';
import { openMailbox, type Mailbox } from '../../support/mailbox.js';
import { inBatches } from '../../support/in-batches.js';
import { seedParents } from '../../support/seeded-parents.js';
import { expectStatus, serverActors, type ServerAccount } from '../../support/server-actors.js';
import { startServer, type ServerProcess } from '../../support/server-process.js';
import { nextYear, stageForm, tag } from '../actors.js';
import { childForm, yearsAgo } from '../families/forms.js';

const ENROLLMENTS = '/api/v1/enrollments/';
const FAMILIES = 500;
const PLACES = 20;

interface Family {
  readonly client: HttpClient;
  readonly childId: string;
}

interface Stage {
  readonly id: string;
  readonly slug: string;
  readonly cost_cents: number;
}

/** "201" or "409 stage.full": what a tally of answers counts. */
const outcome = (answer: HttpAnswer) =>
  answer.status < 300 ? String(answer.status) : `${answer.status} ${answer.body?.code}`;

function tally(answers: readonly HttpAnswer[]) {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[outcome(answer)] = (counts[outcome(answer)] ?? 0) + 1;
  return counts;
}

/**
 * The places the stage's own stream says are taken after each of its decisions, counted here
 * rather than by the product's fold: a request takes one, a rejection or an unenrollment gives
 * it back, an acceptance keeps it.
 */
async function placesAlongTheStream(db: SqlDatabase, stageId: string) {
  const { rows } = await db.query<{ type: string }>(
    'SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version',
    [stageStreamId(stageId)],
  );
  const change: Record<string, number> = {
    EnrollmentRequested: 1,
    EnrollmentRejected: -1,
    EnrollmentCancelled: -1,
  };
  let taken = 0;
  return rows.map(({ type }) => (taken += change[type] ?? 0));
}

describe.skipIf(!postgresUrl)(
  postgresUrl
    ? `The race for a stage's last places (${FAMILIES} families, ${PLACES} places, PostgreSQL)`
    : `The race for a stage's last places (${POSTGRES_SKIP_REASON})`,
  () => {
    let database: PostgresTestDatabase;
    let db: SqlDatabase;
    let mailbox: Mailbox;
    let server: ServerProcess;
    let dataDir: string;
    let organizer: ServerAccount;
    let families: Family[];

    beforeAll(async () => {
      database = await createPostgresDatabase();
      mailbox = await openMailbox();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-race-'));
      server = await startServer({
        DATABASE_URL: database.url,
        SMTP_URL: mailbox.url,
        PUBLIC_URL: 'http://stages.test',
        DATA_DIR: dataDir,
      });
      db = database.connect(8);
      organizer = await serverActors(server.url, mailbox, db).organizer(
        `Club ${tag()}`,
        `${nextYear}-12-31`,
      );
      families = await makeFamilies();
    }, 300_000);

    afterAll(async () => {
      await server?.stop();
      await mailbox?.close();
      await database?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** Parents seeded as the app writes them; each adds a child through the API. */
    async function makeFamilies(): Promise<Family[]> {
      const parents = await seedParents(db, FAMILIES, { label: 'racer' });
      return inBatches(parents, 16, async (parent, index) => {
        const client = httpClient(server.url, parent.cookies);
        // National numbers run out after ~500 children born on one day.
        const born = yearsAgo(8, `01-${String(1 + (index % 28)).padStart(2, '0')}`);
        const form = childForm({ first_name: `Enfant ${letters(index)}`, birth_date: born });
        const child = expectStatus<{ id: string }>(
          await client.post('/api/v1/children/', form),
          201,
        );
        return { client, childId: child.id };
      });
    }

    async function stage(): Promise<Stage> {
      const form = stageForm({ max_children: PLACES });
      return expectStatus<Stage>(await organizer.client.post('/api/v1/stage/manage/', form), 201);
    }

    const register = (family: Family, target: Stage) =>
      family.client.post(ENROLLMENTS, {
        stage_id: target.id,
        child_id: family.childId,
        confirmed_price_cents: target.cost_cents,
      });

    async function remainingInCatalogue(target: Stage) {
      const answer = await httpClient(server.url).get(`/api/v1/stages/${target.slug}`);
      return expectStatus<{ remaining_places: number }>(answer, 200).remaining_places;
    }

    /** What the stage's organizer lists, every page of it. */
    async function organizerList(target: Stage, statuses: readonly string[]) {
      const listed: Enrollment[] = [];
      for (let first = 0; ; first += 100) {
        const query = new URLSearchParams({
          filter: JSON.stringify({ status: statuses }),
          range: JSON.stringify([first, first + 99]),
        });
        const path = `/api/v1/organization/stages/${target.slug}/enrollments/?${query.toString()}`;
        const page = expectStatus<Enrollment[]>(await organizer.client.get(path), 200);
        listed.push(...page);
        if (page.length < 100) return listed;
      }
    }

    async function tableStatuses(target: Stage) {
      const { rows } = await db.query<{ enrollment_id: string; status: string }>(
        'SELECT enrollment_id::text, status FROM enrollments WHERE stage_id = $1',
        [target.id],
      );
      return rows;
    }

    /** `registered` as stored: the catalogue's answer is floored at 0 and would hide an oversell. */
    async function registeredInCatalogue(target: Stage) {
      const { rows } = await db.query<{ registered: number }>(
        'SELECT registered FROM stage_catalogue WHERE stage_id = $1',
        [target.id],
      );
      return rows[0]!.registered;
    }

    it('gives the 20 places to 20 of 500 parents asking at once, and answers the others "full"', async () => {
      const target = await stage();

      const answers = await Promise.all(families.map((family) => register(family, target)));

      expect(tally(answers)).toEqual({
        '201': PLACES,
        [`409 ${ErrorCode.stageFull}`]: FAMILIES - PLACES,
      });
      const granted = answers.filter((answer) => answer.status === 201);
      const grantedIds = granted.map((answer) => answer.body.id as string).sort();
      expect(granted.every((answer) => answer.body.status === 'pending')).toBe(true);
      expect((await organizerList(target, ['pending'])).map((each) => each.id).sort()).toEqual(
        grantedIds,
      );
      const rows = await tableStatuses(target);
      expect(rows.map((row) => row.enrollment_id).sort()).toEqual(grantedIds);
      expect(rows.every((row) => row.status === 'pending')).toBe(true);
      const along = await placesAlongTheStream(db, target.id);
      expect([Math.max(...along), along.at(-1)]).toEqual([PLACES, PLACES]);
      expect(await remainingInCatalogue(target)).toBe(0);
      expect(await registeredInCatalogue(target)).toBe(PLACES);
    }, 300_000);

    it('never gives more than 20 places while the organizer rejects and parents unenrol during the rush', async () => {
      const target = await stage();
      const [first, rest] = [families.slice(0, PLACES), families.slice(PLACES)];
      const holders = await Promise.all(first.map((family) => register(family, target)));
      const held = holders.map((answer) => expectStatus<Enrollment>(answer, 201));

      // Fifteen decisions at once with the rush: ten give a place back (five rejections,
      // five unenrollments), five accept, which frees nothing. A parent told "full" asks again
      // while decisions are still being made, as people refreshing the page would: each freed
      // place is then fought over by requests in flight.
      let undecided = 15;
      const decisions = held.slice(0, 15).map(async (each, index) => {
        const decide = [reject, (one: Enrollment) => cancel(first[index]!, one), accept][
          index % 3
        ]!;
        try {
          return await decide(each);
        } finally {
          undecided -= 1;
        }
      });
      const rush = rest.map(async (family) => {
        const tries: HttpAnswer[] = [];
        for (;;) {
          const answer = await register(family, target);
          tries.push(answer);
          if (answer.body?.code !== ErrorCode.stageFull || undecided === 0) return tries;
        }
      });
      const decided = await Promise.all(decisions);
      const answers = (await Promise.all(rush)).flat();

      expect(tally(decided)).toEqual({ '200': 15 });
      const counts = tally(answers);
      const late = counts['201'] ?? 0;
      expect(counts).toEqual({
        ...(late > 0 ? { '201': late } : {}),
        [`409 ${ErrorCode.stageFull}`]: answers.length - late,
      });

      const rows = await tableStatuses(target);
      const active = rows.filter((row) => ['pending', 'accepted'].includes(row.status));
      const along = await placesAlongTheStream(db, target.id);
      expect(Math.max(...along)).toBeLessThanOrEqual(PLACES);
      expect(active).toHaveLength(along.at(-1)!);
      expect(rows).toHaveLength(PLACES + late);
      // Every place given back went to a later request or is still free.
      const remaining = await remainingInCatalogue(target);
      expect(late + remaining).toBe(10);
      expect(remaining).toBe(PLACES - active.length);
      expect(await registeredInCatalogue(target)).toBe(active.length);
      const listed = await organizerList(target, ['pending', 'accepted']);
      expect(listed.map((each) => each.id).sort()).toEqual(
        active.map((row) => row.enrollment_id).sort(),
      );
    }, 300_000);

    it('gives an option’s 10 places to 10 of 30 families at once; the others register without it', async () => {
      const MEALS = 10;
      const racing = families.slice(0, 30);
      const form = stageForm({
        max_children: 40,
        options: [{ label: 'Repas chaud', price_cents: 3_500, max: MEALS }],
      });
      const target = expectStatus<Stage & { options: { id: string }[] }>(
        await organizer.client.post('/api/v1/stage/manage/', form),
        201,
      );
      const mealId = target.options[0]!.id;
      const withMeal = (family: Family) =>
        family.client.post(ENROLLMENTS, {
          stage_id: target.id,
          child_id: family.childId,
          confirmed_price_cents: target.cost_cents + 3_500,
          option_ids: [mealId],
        });

      const answers = await Promise.all(racing.map(withMeal));
      expect(tally(answers)).toEqual({
        '201': MEALS,
        [`409 ${ErrorCode.optionFull}`]: racing.length - MEALS,
      });
      const without = await Promise.all(
        racing
          .filter((_, index) => answers[index]!.status !== 201)
          .map((family) => register(family, target)),
      );
      expect(tally(without)).toEqual({ '201': racing.length - MEALS });

      // Counted on the stage's stream: never more than ten requests charging the meal.
      const { rows } = await db.query<{ meals: number }>(
        `SELECT count(*)::integer AS meals FROM events, jsonb_array_elements(data->'lines') AS line
          WHERE stream_id = $1 AND type = 'EnrollmentRequested' AND line->>'optionId' = $2`,
        [stageStreamId(target.id), mealId],
      );
      expect(rows[0]!.meals).toBe(MEALS);
      const shown = await httpClient(server.url).get(`/api/v1/stages/${target.slug}`);
      const detail = expectStatus<{ options: { remaining: number }[]; remaining_places: number }>(
        shown,
        200,
      );
      expect(detail.options[0]!.remaining).toBe(0);
      expect(detail.remaining_places).toBe(40 - racing.length);
    }, 300_000);

    const decide = (what: 'accept' | 'reject', enrollment: Enrollment) =>
      organizer.client.post(`${ENROLLMENTS}${enrollment.id}/${what}/`, {});
    const accept = (enrollment: Enrollment) => decide('accept', enrollment);
    const reject = (enrollment: Enrollment) => decide('reject', enrollment);
    const cancel = (family: Family, enrollment: Enrollment) =>
      family.client.post(`${ENROLLMENTS}${enrollment.id}/cancel/`, {});
  },
);

/** A child's first name of its own, in letters only (names take no digits): 12 → "bc". */
function letters(index: number) {
  return [...String(index)].map((digit) => 'abcdefghij'[Number(digit)]).join('');
}
