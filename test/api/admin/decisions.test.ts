import { randomUUID } from 'node:crypto';
import { brusselsDay, DecisionRecord, Enrollment, ErrorCode } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../support/browser.js';
import { eventually } from '../../support/wait.js';
import { actors, stageForm, tag, type Organizer } from '../actors.js';
import { childForm } from '../families/forms.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';

const ADMIN = '/api/v1/admin/decisions/';
const ENROLLMENTS = '/api/v1/enrollments/';
const organizerList = (slug: string) => `/api/v1/organization/stages/${slug}/decisions/`;
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** One request as a client traces it: its own request id and idempotency key. */
const traced = () => ({ requestId: `req-${randomUUID()}`, commandId: randomUUID() });
type Trace = ReturnType<typeof traced>;

describe('Decision history', () => {
  let world: IdentityWorld;
  let admin: Browser;
  let organizer: Organizer;
  let other: Organizer;
  let parent: Browser;
  let parentId: string;
  let organizerUserId: string;
  let family: string;
  let stage: { id: string; slug: string; name: string; cost_cents: number };
  let childId: string;
  /** The decisions made on `stage`, in the order they were made. */
  const made: { decision: string; actor: string; role: string; trace: Trace }[] = [];

  const idOf = async (browser: Browser) =>
    (await browser.get('/api/v1/auth/user/').expect(200)).body.id as string;

  async function newStage(by: Organizer, name = `Stage voile ${tag()}`) {
    const response = await by.browser.post('/api/v1/stage/manage/', stageForm({ name }));
    expect(response.status, response.text).toBe(201);
    return response.body as typeof stage;
  }

  const tracedPost = (browser: Browser, path: string, body: object, trace: Trace) =>
    browser
      .post(path)
      .set('X-Request-Id', trace.requestId)
      .set('Idempotency-Key', trace.commandId)
      .send(body);

  async function request(target: typeof stage, trace = traced()) {
    const body = {
      stage_id: target.id,
      child_id: childId,
      confirmed_price_cents: target.cost_cents,
    };
    const response = await tracedPost(parent, ENROLLMENTS, body, trace);
    expect(response.status, response.text).toBe(201);
    return { enrollment: Enrollment.parse(response.body), trace };
  }

  async function act(browser: Browser, id: string, what: 'accept' | 'reject' | 'cancel') {
    const trace = traced();
    const response = await tracedPost(browser, `${ENROLLMENTS}${id}/${what}/`, {}, trace);
    expect(response.status, response.text).toBe(200);
    return trace;
  }

  /** The list once the history has caught up with `count` records. */
  async function listed(browser: Browser, path: string, count: number) {
    return eventually(async () => {
      const response = await browser.get(path).expect(200);
      return (response.body as unknown[]).length === count ? response : undefined;
    });
  }

  const stageFilter = () => `${ADMIN}?filter=${json({ stage_id: stage.id })}`;

  beforeAll(async () => {
    world = await openIdentityWorld();
    admin = await actors(world).administrator();
    organizer = await actors(world).organizer({ subscribed: true });
    other = await actors(world).organizer({ subscribed: true });
    organizerUserId = await idOf(organizer.browser);
    family = `Wouters${tag().replace(/[0-9]/g, '')}`;
    parent = await actors(world).parent();
    await parent
      .put('/api/v1/parent/edit/', { first_name: 'Griet', last_name: family, language: 'fr' })
      .expect(200);
    parentId = await idOf(parent);
    const child = await parent
      .post('/api/v1/children/', childForm({ first_name: 'Mila', last_name: family }))
      .expect(201);
    childId = (child.body as { id: string }).id;
    stage = await newStage(organizer, `Stage kayak ${tag()}`);

    // The same child: requested and rejected, requested again, accepted, then unenrolled.
    const first = await request(stage);
    made.push({ decision: 'requested', actor: parentId, role: 'parent', trace: first.trace });
    made.push({
      decision: 'rejected',
      actor: organizerUserId,
      role: 'organization',
      trace: await act(organizer.browser, first.enrollment.id, 'reject'),
    });
    const second = await request(stage);
    made.push({ decision: 'requested', actor: parentId, role: 'parent', trace: second.trace });
    made.push({
      decision: 'accepted',
      actor: organizerUserId,
      role: 'organization',
      trace: await act(organizer.browser, second.enrollment.id, 'accept'),
    });
    made.push({
      decision: 'cancelled',
      actor: parentId,
      role: 'parent',
      trace: await act(parent, second.enrollment.id, 'cancel'),
    });
  });
  afterAll(() => world.close());

  it('lists every decision newest first, with who made it, in which role, from which request', async () => {
    const response = await listed(admin, stageFilter(), made.length);
    expect(response.headers['content-range']).toBe(`decisions 0-4/${made.length}`);
    const records = (response.body as unknown[]).map((record) => DecisionRecord.parse(record));
    expect(
      records.map((record) => [
        record.decision,
        record.actor_id,
        record.actor_role,
        record.command_id,
        record.correlation_id,
      ]),
    ).toEqual(
      made
        .map(({ decision, actor, role, trace }) => [
          decision,
          actor,
          role,
          trace.commandId,
          trace.requestId,
        ])
        .reverse(),
    );
    expect(records[0]).toMatchObject({
      stage_id: stage.id,
      stage_slug: stage.slug,
      stage_name: stage.name,
      organization_id: organizer.id,
      organization_name: organizer.name,
      child_first_name: 'Mila',
      child_last_name: family,
      actor_name: `Griet ${family}`,
    });
    // Every account is registered as Ann Peeters; the organizer's name was never changed.
    expect(records.find((record) => record.decision === 'accepted')!.actor_name).toBe(
      'Ann Peeters',
    );
    const times = records.map((record) => Date.parse(record.occurred_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const oldestFirst = await admin
      .get(`${stageFilter()}&sort=${json(['occurred_at', 'ASC'])}`)
      .expect(200);
    expect((oldestFirst.body as DecisionRecord[]).map((record) => record.id)).toEqual(
      records.map((record) => record.id).reverse(),
    );
    const page = await admin.get(`${stageFilter()}&range=${json([1, 2])}`).expect(200);
    expect(page.headers['content-range']).toBe(`decisions 1-2/${made.length}`);
    expect((page.body as DecisionRecord[]).map((record) => record.id)).toEqual(
      records.slice(1, 3).map((record) => record.id),
    );
  });

  it('filters by organization, stage, decision, Belgian days and names', async () => {
    await listed(admin, stageFilter(), made.length);
    const count = async (filter: Record<string, unknown>) => {
      const response = await admin.get(`${ADMIN}?filter=${json(filter)}`);
      expect(response.status, response.text).toBe(200);
      return (response.body as DecisionRecord[]).map((record) => record.decision);
    };
    const today = brusselsDay();
    const yesterday = brusselsDay(Date.now() - 86_400_000);
    const tomorrow = brusselsDay(Date.now() + 86_400_000);
    const stageId = stage.id;

    expect(await count({ organization_id: organizer.id })).toHaveLength(made.length);
    expect(await count({ organization_id: other.id })).toEqual([]);
    expect(await count({ stage_id: stageId, decision: 'requested' })).toEqual([
      'requested',
      'requested',
    ]);
    expect(await count({ stage_id: stageId, decision: ['accepted', 'rejected'] })).toEqual([
      'accepted',
      'rejected',
    ]);
    expect(await count({ stage_id: stageId, decision: [] })).toHaveLength(made.length);
    expect(await count({ stage_id: stageId, from: today, to: today })).toHaveLength(made.length);
    expect(await count({ stage_id: stageId, to: yesterday })).toEqual([]);
    expect(await count({ stage_id: stageId, from: tomorrow })).toEqual([]);
    expect(await count({ q: `mila ${family.toLowerCase()}` })).toHaveLength(made.length);
    expect(await count({ q: stage.name.split(' ').at(-1) })).toHaveLength(made.length);
    expect(await count({ q: `${family}-nobody` })).toEqual([]);

    const wrong = await admin.get(`${ADMIN}?filter=${json({ decision: 'approved' })}`);
    expect(wrong.status).toBe(400);
  });

  it('shows the organizer their stage’s decisions alone, and another organization’s stage as not found', async () => {
    const elsewhere = await newStage(organizer);
    const { trace } = await request(elsewhere);
    await listed(admin, `${ADMIN}?filter=${json({ stage_id: elsewhere.id })}`, 1);

    const own = await listed(organizer.browser, organizerList(stage.slug), made.length);
    const records = own.body as DecisionRecord[];
    expect(records.every((record) => record.stage_id === stage.id)).toBe(true);
    expect(records[0]!.decision).toBe('cancelled');
    const theOther = await organizer.browser.get(organizerList(elsewhere.slug)).expect(200);
    expect((theOther.body as DecisionRecord[]).map((record) => record.correlation_id)).toEqual([
      trace.requestId,
    ]);
    // A filter on another stage cannot widen the organizer's view.
    const widened = await organizer.browser
      .get(`${organizerList(stage.slug)}?filter=${json({ stage_id: elsewhere.id })}`)
      .expect(200);
    expect((widened.body as DecisionRecord[]).every((r) => r.stage_id === stage.id)).toBe(true);

    const stranger = await other.browser.get(organizerList(stage.slug));
    expect([stranger.status, stranger.body.code]).toEqual([404, ErrorCode.stageNotFound]);
    const asParent = await parent.get(organizerList(stage.slug));
    expect([asParent.status, asParent.body.code]).toEqual([403, ErrorCode.wrongRole]);
    const anonymous = await (await world.browser()).get(organizerList(stage.slug));
    expect(anonymous.status).toBe(401);
  });

  it('refuses the whole history to parents, organizers and anonymous callers', async () => {
    const asParent = await parent.get(ADMIN);
    expect([asParent.status, asParent.body.code]).toEqual([403, ErrorCode.wrongRole]);
    const asOrganizer = await organizer.browser.get(ADMIN);
    expect([asOrganizer.status, asOrganizer.body.code]).toEqual([403, ErrorCode.wrongRole]);
    const anonymous = await (await world.browser()).get(ADMIN);
    expect([anonymous.status, anonymous.body.code]).toEqual([401, ErrorCode.notAuthenticated]);
  });

  it('keeps ids and facts only in its table: names are read from their own tables', async () => {
    await listed(admin, stageFilter(), made.length);
    const { rows: columns } = await world.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'enrollment_decisions' ORDER BY ordinal_position`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'event_id',
      'enrollment_id',
      'stage_id',
      'decision',
      'occurred_at',
      'decided_at',
      'actor_id',
      'actor_role',
      'command_id',
      'correlation_id',
      'stream_version',
    ]);
    const { rows } = await world.db.query(
      `SELECT * FROM enrollment_decisions WHERE stage_id = $1 ORDER BY stream_version`,
      [stage.id],
    );
    expect(rows).toHaveLength(made.length);
    const text = JSON.stringify(rows);
    for (const personal of ['Mila', family, 'Griet', 'Peeters', stage.name, organizer.email]) {
      expect(text).not.toContain(personal);
    }
  });
});
