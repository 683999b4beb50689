import { addDays, DayAttendance, ErrorCode } from '@stages/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyDecisionChains } from '../../../api/src/enrollments/audit/decision-audit.js';
import { SettableClock } from '../../support/clock.js';
import { actors, nextYear, type Organizer } from '../actors.js';
import { ENROLLMENTS, enrolling } from '../enrollments/enrolling.js';
import { headers, records, workbook } from '../enrollments/workbooks.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';

/** The test stage runs from Monday 6 to Friday 10 July of next year. */
const FIRST_DAY = `${nextYear}-07-06`;
const LAST_DAY = `${nextYear}-07-10`;

describe('Attendance, day by day', () => {
  let world: IdentityWorld;
  let organizer: Organizer;
  const clock = new SettableClock();
  const make = enrolling(() => world);
  beforeAll(async () => {
    world = await openIdentityWorld({}, undefined, clock);
    organizer = await actors(world).organizer({ subscribed: true });
  });
  beforeEach(() => clock.reset());
  afterAll(() => world.close());

  const path = (slug: string, day: string) =>
    `/api/v1/organization/stages/${slug}/attendance/${day}/`;
  const record = (by: Organizer, slug: string, day: string, present: string[]) =>
    by.browser.put(path(slug, day), { present });

  /** A stage with Ann's and Bob's children accepted, Cleo's accepted then unenrolled, Dan's pending. */
  async function stageWithChildren() {
    const stage = await make.stage(organizer);
    const ids: Record<string, string> = {};
    for (const name of ['Ann', 'Bob', 'Cleo', 'Dan']) {
      const family = await make.family();
      const enrollment = await make.registered(family, stage, { first_name: name });
      ids[name] = enrollment.id;
      if (name !== 'Dan') {
        await organizer.browser.post(`${ENROLLMENTS}${enrollment.id}/accept/`, {}).expect(200);
      }
      if (name === 'Cleo') {
        await family.browser.post(`${ENROLLMENTS}${enrollment.id}/cancel/`, {}).expect(200);
      }
    }
    return { slug: stage.slug, stageId: stage.id, ids };
  }

  it('records who is present on a day of the stage, and reads the day back', async () => {
    const { slug, stageId, ids } = await stageWithChildren();
    clock.setDay(FIRST_DAY, 9);
    const before = DayAttendance.parse(
      (await organizer.browser.get(path(slug, FIRST_DAY)).expect(200)).body,
    );
    expect(before).toMatchObject({
      day: FIRST_DAY,
      first_day: FIRST_DAY,
      last_day: LAST_DAY,
      recorded: false,
      present_count: 0,
    });
    // Accepted children only, by name.
    expect(before.children.map((child) => child.first_name)).toEqual(['Ann', 'Bob']);

    const saved = await record(organizer, slug, FIRST_DAY, [ids.Ann!]);
    expect(saved.status, saved.text).toBe(200);
    const day = DayAttendance.parse(saved.body);
    expect(day).toMatchObject({ recorded: true, present_count: 1 });
    expect(day.children.map((child) => [child.first_name, child.present])).toEqual([
      ['Ann', true],
      ['Bob', false],
    ]);
    expect((await organizer.browser.get(path(slug, FIRST_DAY)).expect(200)).body).toEqual(
      saved.body,
    );

    // A decision on the stage's stream, in its chain, naming no child.
    const { rows } = await world.db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM events WHERE type = 'AttendanceRecorded' AND data->>'stageId' = $1`,
      [stageId],
    );
    const me = (await organizer.browser.get('/api/v1/auth/user/').expect(200)).body as {
      id: string;
    };
    expect(rows.map((row) => row.data)).toEqual([
      expect.objectContaining({ day: FIRST_DAY, present: [ids.Ann], decidedBy: me.id }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('Ann');
    expect((await verifyDecisionChains(world.api.infrastructure.store)).broken).toBeNull();
  });

  it('shows what the team must see: photo consent, and allergy and medication flags while sheets may be read', async () => {
    const stage = await make.stage(organizer);
    const children: Record<string, string> = {};
    for (const [name, overrides] of [
      ['Ann', {}],
      ['Bob', { allergies: '', medications: '', photo_consent: 'yes' }],
      ['Eve', { medications: '' }],
    ] as const) {
      const family = await make.family();
      const enrollment = await make.registered(family, stage, { first_name: name, ...overrides });
      await organizer.browser.post(`${ENROLLMENTS}${enrollment.id}/accept/`, {}).expect(200);
      children[name] = enrollment.child_id;
    }
    // Eve was added before photos were asked about: no answer yet.
    await world.db.query('UPDATE children SET photo_consent = NULL WHERE id = $1', [children.Eve]);
    const flags = async () =>
      DayAttendance.parse(
        (await organizer.browser.get(path(stage.slug, FIRST_DAY)).expect(200)).body,
      ).children.map((child) => [
        child.first_name,
        child.photo_consent,
        child.photo_consent_answered,
        child.has_allergies,
        child.has_medications,
      ]);
    clock.setDay(FIRST_DAY, 9);
    expect(await flags()).toEqual([
      ['Ann', 'group_only', true, true, true],
      ['Bob', 'yes', true, false, false],
      ['Eve', 'no', false, true, false],
    ]);
    // Thirty days after the stage the organization reads no more sheets: no flags either.
    clock.setDay(addDays(LAST_DAY, 31), 9);
    expect(await flags()).toEqual([
      ['Ann', 'group_only', true, null, null],
      ['Bob', 'yes', true, null, null],
      ['Eve', 'no', false, null, null],
    ]);
  });

  it('lets the day be corrected for seven days after it, and no later', async () => {
    const { slug, ids } = await stageWithChildren();
    clock.setDay(FIRST_DAY, 9);
    await record(organizer, slug, FIRST_DAY, [ids.Ann!]).expect(200);
    clock.setDay(addDays(FIRST_DAY, 7), 23);
    const corrected = await record(organizer, slug, FIRST_DAY, [ids.Ann!, ids.Bob!]);
    expect(corrected.status, corrected.text).toBe(200);
    expect(DayAttendance.parse(corrected.body).present_count).toBe(2);
    clock.setDay(addDays(FIRST_DAY, 8), 0);
    const late = await record(organizer, slug, FIRST_DAY, []);
    expect([late.status, late.body.code]).toEqual([409, ErrorCode.attendanceDayClosed]);
    // Nobody present is a list too.
    clock.setDay(LAST_DAY, 18);
    const empty = await record(organizer, slug, LAST_DAY, []);
    expect(DayAttendance.parse(empty.body)).toMatchObject({ recorded: true, present_count: 0 });

    // The stage's workbook has a sheet of the days taken: a column each, the totals below.
    const book = await workbook(
      organizer.browser,
      `/api/v1/organization/stages/${slug}/enrollments/export/`,
    );
    const sheet = book.getWorksheet('Présences')!;
    const [first, last] = [FIRST_DAY, LAST_DAY].map((day) => day.split('-').reverse().join('/'));
    expect(headers(sheet)).toEqual(['Nom', 'Prénom', first, last, 'Jours présents']);
    expect(
      records(sheet).map((row) => [
        row.Prénom ?? row.Nom,
        row[first!],
        row[last!],
        row['Jours présents'],
      ]),
    ).toEqual([
      ['Ann', 1, null, 1],
      ['Bob', 1, null, 1],
      ['Présents', 2, 0, null],
    ]);
  });

  it('refuses a day outside the stage or not begun, a child not accepted, and changes nothing', async () => {
    const { slug, stageId, ids } = await stageWithChildren();
    clock.setDay(FIRST_DAY, 9);
    const refusals = await Promise.all([
      record(organizer, slug, addDays(FIRST_DAY, -1), []),
      organizer.browser.get(path(slug, addDays(LAST_DAY, 1))),
      record(organizer, slug, addDays(FIRST_DAY, 1), [ids.Ann!]),
      record(organizer, slug, FIRST_DAY, [ids.Ann!, ids.Cleo!]),
      record(organizer, slug, FIRST_DAY, [ids.Dan!]),
      organizer.browser.put(path(slug, FIRST_DAY), { present: ['not-an-id'] }),
      organizer.browser.put(path(slug, 'tomorrow'), { present: [] }),
    ]);
    expect(refusals.map((refusal) => [refusal.status, refusal.body.code as string])).toEqual([
      [422, ErrorCode.attendanceDayOutsideStage],
      [422, ErrorCode.attendanceDayOutsideStage],
      [409, ErrorCode.attendanceDayNotStarted],
      [422, ErrorCode.attendanceNotAccepted],
      [422, ErrorCode.attendanceNotAccepted],
      [400, ErrorCode.requestInvalid],
      [400, ErrorCode.requestInvalid],
    ]);
    const { rows } = await world.db.query(
      `SELECT 1 FROM events WHERE type = 'AttendanceRecorded' AND data->>'stageId' = $1`,
      [stageId],
    );
    expect(rows).toEqual([]);
  });

  it('is the stage’s organization’s alone', async () => {
    const { slug, ids } = await stageWithChildren();
    clock.setDay(FIRST_DAY, 9);
    const other = await actors(world).organizer({ subscribed: true });
    const foreign = await record(other, slug, FIRST_DAY, [ids.Ann!]);
    expect([foreign.status, foreign.body.code]).toEqual([404, ErrorCode.stageNotFound]);
    const peek = await other.browser.get(path(slug, FIRST_DAY));
    expect([peek.status, peek.body.code]).toEqual([404, ErrorCode.stageNotFound]);
    const parent = await make.family();
    expect((await parent.browser.put(path(slug, FIRST_DAY), { present: [] })).status).toBe(403);
    expect((await parent.browser.get(path(slug, FIRST_DAY))).status).toBe(403);
    const anonymous = await world.browser();
    expect((await anonymous.get(path(slug, FIRST_DAY))).status).toBe(401);
  });
});
