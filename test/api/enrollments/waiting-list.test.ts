import {
  ErrorCode,
  OrganizerWaitingListEntry,
  WaitingListEntry,
  type StageDetail,
} from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../support/mailbox.js';
import { eventually } from '../../support/wait.js';
import { actors, stageForm, type Organizer } from '../actors.js';
import { yearsAgo } from '../families/forms.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import { ENROLLMENTS, enrolling, WAITING_LIST, type Family } from './enrolling.js';

describe('The waiting list', () => {
  let world: IdentityWorld;
  let organizer: Organizer;
  beforeAll(async () => {
    world = await openIdentityWorld({ WAITING_LIST_SWEEP_MS: '100' });
    organizer = await actors(world).organizer({ subscribed: true });
  });
  afterAll(() => world.close());

  const { family, child, register, registered, ...make } = enrolling(() => world);
  const stage = (overrides: Record<string, unknown> = {}, by = organizer) =>
    make.stage(by, overrides);
  const join = (who: Family, target: { id: string }, childIds: string[]) =>
    who.browser.post(WAITING_LIST, { stage_id: target.id, child_ids: childIds });
  const joined = async (who: Family, target: { id: string }, childIds: string[]) => {
    const response = await join(who, target, childIds);
    expect(response.status, response.text).toBe(201);
    return WaitingListEntry.parse(response.body);
  };
  const entry = async (who: Family, id: string) =>
    WaitingListEntry.parse((await who.browser.get(`${WAITING_LIST}${id}/`).expect(200)).body);
  const publicStage = async (slug: string) =>
    (await world.api.http().get(`/api/v1/stages/${slug}/`).expect(200)).body as StageDetail;
  /** A stage of `places`, filled by another family. */
  async function fullStage(places: number, overrides: Record<string, unknown> = {}) {
    const target = await stage({ max_children: places, ...overrides });
    const filler = await family();
    const enrollments = [];
    for (let i = 0; i < places; i += 1) enrollments.push(await registered(filler, target));
    return { target, filler, enrollments };
  }
  const reject = (enrollmentId: string) =>
    organizer.browser.post(`${ENROLLMENTS}${enrollmentId}/reject/`, {}).expect(200);

  it('takes a family of a full stage in the order of joining, and says so on the stage', async () => {
    const { target } = await fullStage(2);
    const [ann, bart] = [await family(), await family()];
    const first = await joined(ann, target, [(await child(ann, { first_name: 'Noor' })).id]);
    expect(first).toMatchObject({
      stage_id: target.id,
      status: 'waiting',
      position: 1,
      offered_at: null,
      offer_expires_at: null,
      price_cents: target.cost_cents,
      stage_slug: target.slug,
    });
    expect(first.children).toEqual([expect.objectContaining({ first_name: 'Noor' })]);
    const second = await joined(bart, target, [(await child(bart)).id]);
    expect(second.position).toBe(2);

    const shown = await publicStage(target.slug);
    expect(shown).toMatchObject({
      remaining_places: 0,
      registration_open: false,
      closed_reason: 'full',
      waiting_count: 2,
      waiting_list_open: true,
      waiting_list: true,
      offer_hours: 48,
      siblings_first: true,
    });
    const mail = await world.mailbox.take(ann.email);
    expect(mail.subject).toContain('liste d');
    expect(mail.text).toContain('position 1');

    const mine = await ann.browser.get(WAITING_LIST).expect(200);
    expect(mine.headers['content-range']).toBe('waiting-list 0-0/1');
    expect((mine.body as WaitingListEntry[]).map((each) => each.id)).toEqual([first.id]);
  });

  it('refuses what registering refuses, and more, recording nothing', async () => {
    const ann = await family();
    const open = await stage({ max_children: 3 });
    const kid = await child(ann);
    const free = await join(ann, open, [kid.id]);
    expect([free.status, free.body.code]).toEqual([409, ErrorCode.waitingListPlacesAvailable]);

    const { target } = await fullStage(1);
    const toddler = await child(ann, { birth_date: yearsAgo(3) });
    const young = await join(ann, target, [kid.id, toddler.id]);
    expect([young.status, young.body.code]).toEqual([422, ErrorCode.enrollmentAgeOutOfRange]);
    const closedList = await fullStage(1, { waiting_list: false });
    const closed = await join(ann, closedList.target, [kid.id]);
    expect([closed.status, closed.body.code]).toEqual([409, ErrorCode.waitingListClosed]);
    const hidden = await stage({ visible: false });
    const notOpen = await join(ann, hidden, [kid.id]);
    expect([notOpen.status, notOpen.body.code]).toEqual([409, ErrorCode.stageNotOpen]);

    const holder = await family();
    const small = await stage({ max_children: 1 });
    const held = await registered(holder, small);
    const enrolled = await join(holder, small, [held.child_id]);
    expect([enrolled.status, enrolled.body.code]).toEqual([
      409,
      ErrorCode.enrollmentAlreadyEnrolled,
    ]);

    await joined(ann, target, [kid.id]);
    const again = await join(ann, target, [kid.id]);
    expect([again.status, again.body.code]).toEqual([409, ErrorCode.waitingListAlreadyWaiting]);

    const stranger = await family();
    const theirs = await join(stranger, target, [(await child(ann)).id]);
    expect([theirs.status, theirs.body.code]).toEqual([404, ErrorCode.childNotFound]);
    const twice = await join(ann, target, [kid.id, kid.id]);
    expect(twice.status).toBe(400);
    const organizerJoins = await organizer.browser.post(WAITING_LIST, {
      stage_id: target.id,
      child_ids: [kid.id],
    });
    expect([organizerJoins.status, organizerJoins.body.code]).toEqual([403, ErrorCode.wrongRole]);
    expect((await publicStage(target.slug)).waiting_count).toBe(1);
  });

  it('offers a freed place to the first family, holding it, and makes each child a pending registration when accepted', async () => {
    const { target, enrollments } = await fullStage(2);
    const [ann, bart] = [await family(), await family()];
    const annEntry = await joined(ann, target, [(await child(ann)).id]);
    const bartEntry = await joined(bart, target, [(await child(bart)).id]);
    await world.mailbox.take(ann.email);
    await world.mailbox.take(bart.email);

    await reject(enrollments[0]!.id);
    const offered = await entry(ann, annEntry.id);
    expect(offered).toMatchObject({ status: 'offered', position: null });
    const hours = (Date.parse(offered.offer_expires_at!) - Date.parse(offered.offered_at!)) / 3.6e6;
    expect(hours).toBe(48);
    expect((await entry(bart, bartEntry.id)).position).toBe(1);
    const shown = await publicStage(target.slug);
    expect(shown).toMatchObject({ remaining_places: 0, held_places: 1, waiting_count: 1 });
    const offerMail = await world.mailbox.take(ann.email);
    expect(linkIn(offerMail, '/parent/bills/').pathname).toBe('/parent/bills/');
    expect(offerMail.text).toContain('125,00');

    // Nobody registers into the place the offer holds.
    const stranger = await family();
    const direct = await register(stranger, target, (await child(stranger)).id);
    expect([direct.status, direct.body.code]).toEqual([409, ErrorCode.stageFull]);

    const mispriced = await ann.browser.post(`${WAITING_LIST}${annEntry.id}/accept/`, {
      confirmed_price_cents: 1,
    });
    expect([mispriced.status, mispriced.body.code]).toEqual([
      409,
      ErrorCode.enrollmentPriceChanged,
    ]);
    const accepted = await ann.browser
      .post(`${WAITING_LIST}${annEntry.id}/accept/`, { confirmed_price_cents: target.cost_cents })
      .expect(200);
    expect(accepted.body).toMatchObject({ status: 'accepted' });
    const registrations = (await ann.browser.get(ENROLLMENTS).expect(200)).body as {
      stage_id: string;
      status: string;
    }[];
    expect(registrations).toEqual([
      expect.objectContaining({ stage_id: target.id, status: 'pending' }),
    ]);
    expect(await publicStage(target.slug)).toMatchObject({ held_places: 0, remaining_places: 0 });
    // The organizer is told of the request, as of any other.
    await world.mailbox.take(organizer.email, new RegExp(target.name));
    const twice = await ann.browser.post(`${WAITING_LIST}${annEntry.id}/accept/`, {
      confirmed_price_cents: target.cost_cents,
    });
    expect([twice.status, twice.body.code]).toEqual([409, ErrorCode.waitingListNoOffer]);
  });

  it('gives a declined offer to the next family at once, and lets a shared parent leave', async () => {
    const { target, enrollments } = await fullStage(1);
    const [ann, bart] = [await family(), await family()];
    const annEntry = await joined(ann, target, [(await child(ann)).id]);
    const bartEntry = await joined(bart, target, [(await child(bart)).id]);
    await reject(enrollments[0]!.id);
    await ann.browser.post(`${WAITING_LIST}${annEntry.id}/decline/`, {}).expect(200);
    expect((await entry(bart, bartEntry.id)).status).toBe('offered');
    expect((await entry(ann, annEntry.id)).status).toBe('declined');

    // Bart's partner, with whom he shares the family, turns it down by leaving.
    const partner = await family();
    await bart.browser.post('/api/v1/account-sharing/', { email: partner.email }).expect(201);
    const invitation = await world.mailbox.take(partner.email);
    const token = linkIn(invitation, '/parent/account-sharing/').pathname.split('/')[3]!;
    await partner.browser.post(`/api/v1/account-sharing/${token}/accept/`, {}).expect(200);
    const left = await partner.browser
      .post(`${WAITING_LIST}${bartEntry.id}/leave/`, {})
      .expect(200);
    expect(left.body).toMatchObject({ status: 'left' });
    expect(await publicStage(target.slug)).toMatchObject({ held_places: 0, remaining_places: 1 });
  });

  it('keeps another family’s entry and another organization’s list out of reach', async () => {
    const { target } = await fullStage(1);
    const ann = await family();
    const annEntry = await joined(ann, target, [(await child(ann)).id]);
    const stranger = await family();
    await stranger.browser.get(`${WAITING_LIST}${annEntry.id}/`).expect(404);
    for (const action of ['leave', 'decline', 'accept']) {
      const refused = await stranger.browser.post(`${WAITING_LIST}${annEntry.id}/${action}/`, {
        confirmed_price_cents: target.cost_cents,
      });
      expect([refused.status, refused.body.code]).toEqual([
        404,
        ErrorCode.waitingListEntryNotFound,
      ]);
    }
    expect((await stranger.browser.get(WAITING_LIST).expect(200)).body).toEqual([]);

    const list = `/api/v1/organization/stages/${target.slug}/waiting-list/`;
    const other = await actors(world).organizer();
    const foreign = await other.browser.get(list);
    expect([foreign.status, foreign.body.code]).toEqual([404, ErrorCode.stageNotFound]);
    const offerByOther = await other.browser.post(`${list}${annEntry.id}/offer/`, {
      reason: 'Moniteur',
    });
    expect([offerByOther.status, offerByOther.body.code]).toEqual([404, ErrorCode.stageNotFound]);
    const byParent = await ann.browser.get(list);
    expect([byParent.status, byParent.body.code]).toEqual([403, ErrorCode.wrongRole]);
    expect((await (await world.browser()).get(list)).status).toBe(401);
    const ownStage = await stage();
    const elsewhere = await organizer.browser.post(
      `/api/v1/organization/stages/${ownStage.slug}/waiting-list/${annEntry.id}/remove/`,
      { reason: 'Erreur' },
    );
    expect([elsewhere.status, elsewhere.body.code]).toEqual([
      404,
      ErrorCode.waitingListEntryNotFound,
    ]);
  });

  it('shows the organizer the list in its order, and lets them offer out of order or remove, with a reason', async () => {
    const { target, filler } = await fullStage(1, { siblings_first: true });
    const [ann, bart] = [await family(), await family()];
    await child(ann);
    const annEntry = await joined(ann, target, [(await child(ann, { first_name: 'Lou' })).id]);
    const bartEntry = await joined(bart, target, [(await child(bart)).id]);
    // A brother of the child holding the place goes ahead of both.
    const sibling = await joined(filler, target, [(await child(filler)).id]);
    const list = `/api/v1/organization/stages/${target.slug}/waiting-list/`;
    const read = async () =>
      ((await organizer.browser.get(list).expect(200)).body as unknown[]).map((row) =>
        OrganizerWaitingListEntry.parse(row),
      );
    const ordered = await read();
    expect(ordered.map((each) => [each.id, each.position, each.sibling_of_registered])).toEqual([
      [sibling.id, 1, true],
      [annEntry.id, 2, false],
      [bartEntry.id, 3, false],
    ]);
    expect(ordered[1]).toMatchObject({
      parent_phone: expect.stringContaining('470'),
      parent_email: ann.email,
    });

    const short = await organizer.browser.post(`${list}${bartEntry.id}/offer/`, { reason: 'x' });
    expect(short.status).toBe(400);
    const offered = await organizer.browser
      .post(`${list}${bartEntry.id}/offer/`, { reason: 'Enfant d’un moniteur' })
      .expect(200);
    expect(offered.body).toMatchObject({
      status: 'offered',
      offered_out_of_order: true,
      offer_reason: 'Enfant d’un moniteur',
    });
    expect(await publicStage(target.slug)).toMatchObject({ held_places: 1, remaining_places: 0 });

    await world.mailbox.take(ann.email);
    await organizer.browser
      .post(`${list}${annEntry.id}/remove/`, { reason: 'Inscrite deux fois' })
      .expect(200);
    const removed = await entry(ann, annEntry.id);
    expect(removed).toMatchObject({ status: 'removed', removal_reason: 'Inscrite deux fois' });
    const told = await world.mailbox.take(ann.email);
    expect(told.text).toContain('Inscrite deux fois');
    const again = await organizer.browser.post(`${list}${annEntry.id}/remove/`, {
      reason: 'Encore',
    });
    expect([again.status, again.body.code]).toEqual([409, ErrorCode.waitingListEntryClosed]);
  });

  it('offers the places the organizer adds, by itself, from the log', async () => {
    const { target } = await fullStage(1);
    const [ann, bart] = [await family(), await family()];
    const annEntry = await joined(ann, target, [(await child(ann)).id]);
    const bartEntry = await joined(bart, target, [(await child(bart)).id]);
    const form = (await organizer.browser.get(`/api/v1/stage/manage/${target.slug}/`).expect(200))
      .body as StageDetail;
    await organizer.browser
      .put(`/api/v1/stage/manage/${target.slug}/`, { ...form, max_children: 3 })
      .expect(200);
    await eventually(async () => {
      expect((await entry(ann, annEntry.id)).status).toBe('offered');
      expect((await entry(bart, bartEntry.id)).status).toBe('offered');
      return true;
    });
    const shown = await publicStage(target.slug);
    expect(shown).toMatchObject({ held_places: 2, remaining_places: 0, waiting_count: 0 });
    const lower = await organizer.browser.put(`/api/v1/stage/manage/${target.slug}/`, {
      ...form,
      max_children: 2,
    });
    expect([lower.status, lower.body.code]).toEqual([409, ErrorCode.stagePlacesBelowRegistered]);
  });

  it('keeps the stage’s settings, in bounds', async () => {
    const target = await stage({ waiting_list: false, offer_hours: 24, siblings_first: false });
    expect(await publicStage(target.slug)).toMatchObject({
      waiting_list: false,
      offer_hours: 24,
      siblings_first: false,
    });
    for (const offer_hours of [0, 169, 1.5]) {
      const refused = await organizer.browser.post(
        '/api/v1/stage/manage/',
        stageForm({ offer_hours }),
      );
      expect(refused.status).toBe(400);
    }
  });
});
