import { DE_FACTO_ASSOCIATION, Enrollment, ErrorCode, stageStreamId } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../support/mailbox.js';
import { eventually } from '../../support/wait.js';
import { actors, stageForm, type Organizer } from '../actors.js';
import { yearsAgo } from '../families/forms.js';
import { ENROLLMENTS, enrolling } from './enrolling.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';

describe('Enrollments', () => {
  let world: IdentityWorld;
  let organizer: Organizer;
  beforeAll(async () => {
    world = await openIdentityWorld();
    organizer = await actors(world).organizer({ subscribed: true });
  });
  afterAll(() => world.close());

  const { family, child, register, registered, ...make } = enrolling(() => world);
  const stage = (overrides: Record<string, unknown> = {}, by = organizer) =>
    make.stage(by, overrides);

  const remaining = async (slug: string) =>
    (await world.api.http().get(`/api/v1/stages/${slug}`).expect(200)).body
      .remaining_places as number;

  it('registers a child as pending, holding a place, for the family and the organizer to see', async () => {
    const ann = await family();
    const target = await stage({ max_children: 3 });
    const kid = await child(ann, { first_name: 'Noor' });
    const response = await register(ann, target, kid.id);
    expect(response.status, response.text).toBe(201);
    const enrollment = Enrollment.parse(response.body);
    expect(enrollment).toMatchObject({
      stage_id: target.id,
      child_id: kid.id,
      status: 'pending',
      decided_at: null,
      price_cents: target.cost_cents,
      primary_parent_id: ann.id,
      child_first_name: 'Noor',
      stage_slug: target.slug,
      organization_name: organizer.name,
    });
    expect(await remaining(target.slug)).toBe(2);

    const mine = await ann.browser.get(ENROLLMENTS).expect(200);
    expect(mine.headers['content-range']).toBe('enrollments 0-0/1');
    await ann.browser.get(`${ENROLLMENTS}${enrollment.id}/`).expect(200);
    const theirs = await organizer.browser
      .get(`/api/v1/organization/stages/${target.slug}/enrollments/`)
      .expect(200);
    expect((theirs.body as Enrollment[]).map((each) => each.id)).toEqual([enrollment.id]);
  });

  it('refuses what the stage does not allow, recording nothing', async () => {
    const ann = await family();
    const small = await stage({ max_children: 1 });
    const first = await registered(ann, small);

    const again = await register(ann, small, first.child_id);
    expect([again.status, again.body.code]).toEqual([409, ErrorCode.enrollmentAlreadyEnrolled]);
    const full = await register(ann, small, (await child(ann)).id);
    expect([full.status, full.body.code]).toEqual([409, ErrorCode.stageFull]);

    const open = await stage();
    const mispriced = await register(ann, open, first.child_id, open.cost_cents + 100);
    expect([mispriced.status, mispriced.body.code]).toEqual([
      409,
      ErrorCode.enrollmentPriceChanged,
    ]);
    const toddler = await child(ann, { birth_date: yearsAgo(3) });
    const young = await register(ann, open, toddler.id);
    expect([young.status, young.body.code]).toEqual([422, ErrorCode.enrollmentAgeOutOfRange]);

    const hidden = await stage({ visible: false });
    const closed = await register(ann, hidden, first.child_id);
    expect([closed.status, closed.body.code]).toEqual([409, ErrorCode.stageNotOpen]);
    const unknown = await register(ann, { id: crypto.randomUUID(), cost_cents: 0 }, first.child_id);
    expect(unknown.status).toBe(404);

    // Another family's child is not found, and the parent's list holds only the one request.
    const bart = await family();
    const strangers = await register(bart, open, first.child_id);
    expect([strangers.status, strangers.body.code]).toEqual([404, ErrorCode.childNotFound]);
    expect((await ann.browser.get(ENROLLMENTS).expect(200)).body).toHaveLength(1);
    expect(await remaining(open.slug)).toBe(12);
  });

  it('lets the stage’s organizer accept or reject once; the parent reads the reason', async () => {
    const ann = await family();
    const target = await stage();
    const [one, two] = [await registered(ann, target), await registered(ann, target)];
    const decide = (id: string, what: 'accept' | 'reject', by = organizer.browser, body = {}) =>
      by.post(`${ENROLLMENTS}${id}/${what}/`, body);

    const accepted = await decide(one.id, 'accept');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', decided_at: expect.any(String) });
    const twice = await decide(one.id, 'reject');
    expect([twice.status, twice.body.code]).toEqual([409, ErrorCode.enrollmentAlreadyDecided]);

    const other = await actors(world).organizer();
    const stranger = await decide(two.id, 'accept', other.browser);
    expect([stranger.status, stranger.body.code]).toEqual([404, ErrorCode.enrollmentNotFound]);
    const byParent = await decide(two.id, 'accept', ann.browser);
    expect([byParent.status, byParent.body.code]).toEqual([403, ErrorCode.wrongRole]);
    const anonymous = await decide(two.id, 'accept', await world.browser());
    expect(anonymous.status).toBe(401);

    await decide(two.id, 'reject', organizer.browser, {
      reason: 'Le groupe des 6-8 ans est complet',
    }).expect(200);
    const read = Enrollment.parse(
      (await ann.browser.get(`${ENROLLMENTS}${two.id}/`).expect(200)).body,
    );
    expect(read).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Le groupe des 6-8 ans est complet',
    });
    expect(await remaining(target.slug)).toBe(11);
  });

  it('is unenrolled by the primary parent only, giving the place back', async () => {
    const ann = await family();
    const bart = await family();
    const target = await stage({ max_children: 1 });
    const enrollment = await registered(ann, target);

    // Bart sees Ann's family once she shares it, but may not unenrol her child.
    await ann.browser.post('/api/v1/account-sharing/', { email: bart.email }).expect(201);
    const message = await world.mailbox.take(bart.email);
    const token = linkIn(message, '/parent/account-sharing/').pathname.split('/')[3]!;
    await bart.browser.post(`/api/v1/account-sharing/${token}/accept/`, {}).expect(200);
    await bart.browser.get(`${ENROLLMENTS}${enrollment.id}/`).expect(200);
    const listed = await bart.browser.get(ENROLLMENTS).expect(200);
    expect((listed.body as { id: string }[]).map((each) => each.id)).toContain(enrollment.id);
    const stranger = await family();
    await stranger.browser.get(`${ENROLLMENTS}${enrollment.id}/`).expect(404);
    expect((await stranger.browser.get(ENROLLMENTS).expect(200)).body).toEqual([]);
    const shared = await bart.browser.post(`${ENROLLMENTS}${enrollment.id}/cancel/`, {});
    expect([shared.status, shared.body.code]).toEqual([403, ErrorCode.enrollmentNotPrimaryParent]);

    const cancelled = await ann.browser.post(`${ENROLLMENTS}${enrollment.id}/cancel/`, {});
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    expect(await remaining(target.slug)).toBe(1);
    const again = await ann.browser.post(`${ENROLLMENTS}${enrollment.id}/cancel/`, {});
    expect([again.status, again.body.code]).toEqual([409, ErrorCode.enrollmentNotActive]);
    // The place is free again for another child.
    await registered(ann, target);
  });

  it('keeps a stage’s places above its registered children, and a registered child undeletable', async () => {
    const ann = await family();
    const target = await stage({ max_children: 3 });
    const one = await registered(ann, target);
    await registered(ann, target);
    const shrink = await organizer.browser.put(
      `/api/v1/stage/manage/${target.slug}/`,
      stageForm({ max_children: 1 }),
    );
    expect([shrink.status, shrink.body.code]).toEqual([409, ErrorCode.stagePlacesBelowRegistered]);
    const deletion = await ann.browser.delete(`/api/v1/children/${one.child_id}/`);
    expect([deletion.status, deletion.body.code]).toEqual([409, ErrorCode.childHasEnrollments]);
  });

  it('answers a retried request with its first answer, registering once', async () => {
    const ann = await family();
    const target = await stage();
    const { id } = await child(ann);
    const body = { stage_id: target.id, child_id: id, confirmed_price_cents: target.cost_cents };
    const key = crypto.randomUUID();
    const first = await ann.browser.post(ENROLLMENTS).set('Idempotency-Key', key).send(body);
    const retry = await ann.browser.post(ENROLLMENTS).set('Idempotency-Key', key).send(body);
    expect(first.status, first.text).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await remaining(target.slug)).toBe(11);
  });

  it('mails each decision from the log: the parent in their language, the organizer of requests and unenrollments', async () => {
    const own = await actors(world).organizer({ subscribed: true });
    expect((await world.mailbox.take(own.email)).subject).toMatch(/ est vérifiée$/);
    const ann = await family();
    await world.db.query(`UPDATE users SET language = 'nl' WHERE id = $1`, [ann.id]);
    const target = await stage({ name: 'Stage cirque' }, own);
    const kid = await child(ann, { first_name: 'Noor' });
    const enrollment = Enrollment.parse((await register(ann, target, kid.id).expect(201)).body);

    const received = await world.mailbox.take(ann.email);
    expect(received.subject).toBe('Inschrijvingsaanvraag ontvangen: Noor voor “Stage cirque”');
    expect(received.html).toContain('Noor');
    const told = await world.mailbox.take(own.email);
    expect(told.subject).toBe("Nouvelle demande d'inscription : Stage cirque");

    await own.browser
      .post(`${ENROLLMENTS}${enrollment.id}/reject/`, { reason: 'Plus de place chez les petits' })
      .expect(200);
    const rejected = await world.mailbox.take(ann.email);
    expect(rejected.subject).toBe('Inschrijving geweigerd: Noor voor “Stage cirque”');
    expect(rejected.text).toContain('Het bericht: Plus de place chez les petits');

    const second = Enrollment.parse((await register(ann, target, kid.id).expect(201)).body);
    await world.mailbox.take(ann.email);
    await world.mailbox.take(own.email);
    await own.browser.post(`${ENROLLMENTS}${second.id}/accept/`, {}).expect(200);
    expect((await world.mailbox.take(ann.email)).subject).toBe(
      'Inschrijving aanvaard: Noor voor “Stage cirque”',
    );
    // The acceptance issues the bill, which is mailed with how to pay it.
    expect((await world.mailbox.take(ann.email)).subject).toMatch(
      /^Factuur \d{4}-\d{5}: Noor voor “Stage cirque”$/,
    );
    await ann.browser.post(`${ENROLLMENTS}${second.id}/cancel/`, {}).expect(200);
    expect((await world.mailbox.take(own.email)).subject).toBe('Désinscription : Stage cirque');
    // One message per decision and recipient: once the outbox has nothing left to send,
    // nothing more arrives.
    await eventually(async () => {
      const { rows } = await world.db.query<{ left: number }>(
        `SELECT count(*)::integer AS left FROM mail_outbox o
          WHERE NOT EXISTS (SELECT 1 FROM mail_deliveries d WHERE d.key = o.key)
            AND o.owed_at > now() - interval '7 days'`,
      );
      return rows[0]!.left === 0 ? true : undefined;
    });
    const count = (to: string) =>
      world.mailbox.messages.filter((message) =>
        [message.to].flat().some((address) => address?.text.includes(to)),
      ).length;
    // Ann: confirmation, 2 requests, rejection, acceptance, bill; the organizer: confirmation,
    // verification, 2 requests, unenrollment.
    expect([count(ann.email), count(own.email)]).toEqual([6, 5]);
  });

  it('tells the organizer of each request in words that agree with the child: inscrite, inscrit', async () => {
    const own = await actors(world).organizer({ subscribed: true });
    const ann = await family();
    expect((await world.mailbox.take(own.email)).subject).toMatch(/ est vérifiée$/);
    const target = await stage({ name: 'Cirque' }, own);
    const toOrganizer = async (first_name: string, sex: string) => {
      await registered(ann, target, { first_name, sex });
      await world.mailbox.take(ann.email);
      const told = await world.mailbox.take(own.email);
      expect(told.text).toContain(first_name);
      return told.text ?? '';
    };
    const stagePhrase = 'au stage «\u00a0Cirque\u00a0»';
    expect(await toOrganizer('Alice', 'female')).toContain(`Alice est inscrite ${stagePhrase}`);
    expect(await toOrganizer('Hugo', 'male')).toContain(`Hugo est inscrit ${stagePhrase}`);
    expect(await toOrganizer('Alex', 'other')).toContain(
      `La demande d'inscription d'Alex ${stagePhrase}`,
    );
  });

  it('stops telling the organization of new requests once it turns that off, not of unenrollments', async () => {
    const own = await actors(world).organizer({ subscribed: true });
    const profile = (await own.browser.get('/api/v1/organization/edit/').expect(200)).body;
    const saved = await own.browser.put('/api/v1/organization/edit/', {
      ...profile,
      type: DE_FACTO_ASSOCIATION,
      enrollment_request_mails: false,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.enrollment_request_mails).toBe(false);
    expect((await world.mailbox.take(own.email)).subject).toMatch(/ est vérifiée$/);
    const ann = await family();
    const target = await stage({ name: 'Stage voile' }, own);
    const enrollment = await registered(ann, target);
    await world.mailbox.take(ann.email);
    await eventually(async () => {
      const { rows } = await world.db.query<{ left: number }>(
        `SELECT count(*)::integer AS left FROM mail_outbox o
          WHERE NOT EXISTS (SELECT 1 FROM mail_deliveries d WHERE d.key = o.key)
            AND o.owed_at > now() - interval '7 days'`,
      );
      return rows[0]!.left === 0 ? true : undefined;
    });
    const toOrganizer = () =>
      world.mailbox.messages
        .filter((message) => [message.to].flat().some((to) => to?.text.includes(own.email)))
        .map((message) => message.subject);
    // The account's confirmation and the organization's verification only: no word of the request.
    expect(toOrganizer()).toHaveLength(2);
    await ann.browser.post(`${ENROLLMENTS}${enrollment.id}/cancel/`, {}).expect(200);
    expect((await world.mailbox.take(own.email)).subject).toBe('Désinscription : Stage voile');
  });

  it('records ids and decisions only, each linked to the one before it', async () => {
    const ann = await family();
    const target = await stage();
    const enrollment = await registered(ann, target);
    await organizer.browser.post(`${ENROLLMENTS}${enrollment.id}/accept/`, {}).expect(200);
    const { rows } = await world.db.query<{
      type: string;
      data: { link?: { previous: string; hash: string } };
    }>(`SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version`, [
      stageStreamId(target.id),
    ]);
    const decisions = rows.filter((row) => row.type.startsWith('Enrollment'));
    expect(decisions.map((row) => row.type)).toEqual(['EnrollmentRequested', 'EnrollmentAccepted']);
    expect(decisions[1]!.data.link!.previous).toBe(decisions[0]!.data.link!.hash);
    const text = JSON.stringify(decisions);
    for (const personal of ['Lotte', 'Peeters', ann.email]) expect(text).not.toContain(personal);
  });
});
