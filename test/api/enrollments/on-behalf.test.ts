import { Enrollment, ErrorCode, stageStreamId, upcasters } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDecisionChains } from '../../../api/src/enrollments/audit/decision-audit.js';
import { PostgresEventStore } from '../../../api/src/infrastructure/eventstore/postgres-event-store.js';
import { silentLogger } from '../../support/logging.js';
import { linkIn } from '../../support/mailbox.js';
import { eventually } from '../../support/wait.js';
import { actors, type Organizer } from '../actors.js';
import { nationalNumber, nextSequence, printed, yearsAgo } from '../families/forms.js';
import { newEmail, PASSWORD, openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import { ENROLLMENTS, enrolling } from './enrolling.js';

describe('Registering a child on a parent’s behalf', () => {
  let world: IdentityWorld;
  let organizer: Organizer;
  beforeAll(async () => {
    world = await openIdentityWorld();
    organizer = await actors(world).organizer({ subscribed: true });
  });
  afterAll(() => world.close());

  const { family, child, ...make } = enrolling(() => world);
  const stage = (overrides: Record<string, unknown> = {}, by = organizer) =>
    make.stage(by, overrides);
  const path = (slug: string) => `/api/v1/organization/stages/${slug}/enrollments/`;

  const remaining = async (slug: string) =>
    (await world.api.http().get(`/api/v1/stages/${slug}`).expect(200)).body
      .remaining_places as number;

  /** Once the outbox has nothing left to send, nothing more arrives. */
  const allSent = () =>
    eventually(async () => {
      const { rows } = await world.db.query<{ left: number }>(
        `SELECT count(*)::integer AS left FROM mail_outbox o
          WHERE NOT EXISTS (SELECT 1 FROM mail_deliveries d WHERE d.key = o.key)
            AND o.owed_at > now() - interval '7 days'`,
      );
      return rows[0]!.left === 0 ? true : undefined;
    });

  const subjectsTo = (to: string) =>
    world.mailbox.messages
      .filter((message) => [message.to].flat().some((address) => address?.text.includes(to)))
      .map((message) => message.subject);

  /** What the organizer types while the parent reads the child's card out on the phone. */
  function onBehalf(email: string, overrides: Record<string, unknown> = {}) {
    const birthDate = (overrides.child_birth_date as string | undefined) ?? yearsAgo(8, '02-20');
    return {
      parent_email: email,
      parent_first_name: 'Sofie',
      parent_last_name: 'Claes',
      child_first_name: 'Mila',
      child_last_name: 'Claes',
      child_birth_date: birthDate,
      child_sex: 'female',
      child_national_register_number: printed(nationalNumber(birthDate, nextSequence('female'))),
      ...overrides,
    };
  }

  it('registers an existing family’s child, accepted at once and counted, and mails the parent', async () => {
    const ann = await family();
    const target = await stage({ max_children: 3, name: 'Stage nature' });
    const birthDate = yearsAgo(8, '03-03');
    const kid = await child(ann, { first_name: 'Noé', birth_date: birthDate });
    await child(ann, { first_name: 'Secret' });

    const response = await organizer.browser.post(
      path(target.slug),
      // Another spelling of the same first name, another number: the family's child all the same.
      onBehalf(ann.email, { child_first_name: 'noe', child_birth_date: birthDate }),
    );
    expect(response.status, response.text).toBe(201);
    const enrollment = Enrollment.parse(response.body);
    expect(enrollment).toMatchObject({
      child_id: kid.id,
      status: 'accepted',
      primary_parent_id: ann.id,
      price_cents: target.cost_cents,
    });
    expect(enrollment.decided_at).not.toBeNull();
    expect(await remaining(target.slug)).toBe(2);

    const mine = (await ann.browser.get(ENROLLMENTS).expect(200)).body as Enrollment[];
    expect(mine.map((each) => [each.id, each.status])).toEqual([[enrollment.id, 'accepted']]);
    // The organizer sees only the child registered, never the family's others.
    const listed = (await organizer.browser.get(path(target.slug)).expect(200))
      .body as Enrollment[];
    expect(listed.map((each) => each.child_first_name)).toEqual(['Noé']);
    expect(response.text).not.toContain('Secret');

    // Only the acceptance: no "request received", no request for the organizer to decide.
    expect((await world.mailbox.take(ann.email)).subject).toBe(
      'Inscription acceptée : Noé à «\u00a0Stage nature\u00a0»',
    );
    // The bill the acceptance issued is mailed too, a moment later.
    expect((await world.mailbox.take(ann.email)).subject).toMatch(/^Facture \d{4}-\d{5} : Noé/);
    await allSent();
    expect(subjectsTo(ann.email)).toEqual([
      'Confirmez votre adresse e-mail',
      'Inscription acceptée : Noé à «\u00a0Stage nature\u00a0»',
      expect.stringMatching(/^Facture \d{4}-\d{5} : Noé à «\u00a0Stage nature\u00a0»$/),
    ]);
  });

  it('adds a child the family does not have yet, and refuses to register it twice', async () => {
    const ann = await family();
    const target = await stage();
    const body = onBehalf(ann.email, { child_first_name: 'Jules', child_sex: 'male' });
    body.child_national_register_number = printed(
      nationalNumber(body.child_birth_date, nextSequence('male')),
    );
    const enrollment = Enrollment.parse(
      (await organizer.browser.post(path(target.slug), body).expect(201)).body,
    );
    const children = (await ann.browser.get('/api/v1/children/').expect(200)).body as {
      id: string;
      first_name: string;
      allergies: string;
    }[];
    // The photos are the family's to decide: asked at its next registration.
    expect(children).toMatchObject([
      {
        id: enrollment.child_id,
        first_name: 'Jules',
        allergies: '',
        photo_consent: 'no',
        photo_consent_answered: false,
      },
    ]);
    const again = await organizer.browser.post(path(target.slug), body);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.enrollmentAlreadyEnrolled);
  });

  it('opens an account for a parent who has none, invites them, and gives them the child once claimed', async () => {
    const email = newEmail('phoned');
    const target = await stage({ name: 'Stage théâtre' });
    const response = await organizer.browser.post(
      path(target.slug),
      onBehalf(email, { parent_language: 'nl', child_first_name: 'Lena' }),
    );
    expect(response.status, response.text).toBe(201);
    const enrollment = Enrollment.parse(response.body);
    expect(enrollment).toMatchObject({ status: 'accepted', parent_email: email });

    const invitation = await world.mailbox.take(email);
    expect(invitation.subject).toBe('Lena is ingeschreven voor “Stage théâtre”');
    const [, , uid = '', token = ''] = linkIn(invitation, '/password-reset/').pathname.split('/');
    await allSent();
    const browser = await world.browser();
    await browser
      .post('/api/v1/auth/password/reset/confirm/', {
        uid,
        token,
        new_password1: PASSWORD,
        new_password2: PASSWORD,
      })
      .expect(200);
    await browser.post('/api/v1/auth/login/', { email, password: PASSWORD }).expect(200);
    await browser
      .put('/api/v1/registration/finalize/parent/', { phone: '0470 12 34 56' })
      .expect(200);

    const children = (await browser.get('/api/v1/children/').expect(200)).body as {
      id: string;
      first_name: string;
    }[];
    expect(children.map((each) => [each.id, each.first_name])).toEqual([
      [enrollment.child_id, 'Lena'],
    ]);
    const mine = (await browser.get(ENROLLMENTS).expect(200)).body as Enrollment[];
    expect(mine.map((each) => [each.id, each.status])).toEqual([[enrollment.id, 'accepted']]);
    // Claimed: no acceptance mail went to the unclaimed account, and no second invitation.
    await allSent();
    expect(subjectsTo(email)).toEqual([invitation.subject]);
  });

  it('refuses a full stage, leaving no account or child behind, and keeps the chain whole', async () => {
    const target = await stage({ max_children: 1 });
    await organizer.browser.post(path(target.slug), onBehalf(newEmail('first'))).expect(201);
    const email = newEmail('late');
    const full = await organizer.browser.post(path(target.slug), onBehalf(email));
    expect(full.status).toBe(409);
    expect(full.body.code).toBe(ErrorCode.stageFull);
    const { rows } = await world.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rows).toEqual([]);
    expect(await remaining(target.slug)).toBe(0);

    const store = new PostgresEventStore(world.db, {
      upcasters,
      pollMs: 50,
      logger: silentLogger,
    });
    expect((await verifyDecisionChains(store)).broken).toBeNull();
  });

  it('records the two decisions by the organizer, ids only, linked one to the other', async () => {
    const email = newEmail('private');
    const target = await stage();
    const body = onBehalf(email, { child_first_name: 'Zelie', parent_last_name: 'Vandamme' });
    await organizer.browser.post(path(target.slug), body).expect(201);
    const { rows } = await world.db.query<{
      type: string;
      data: { decidedBy: string; link: { previous: string; hash: string } };
      metadata: { actorRole: string };
    }>(`SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version`, [
      stageStreamId(target.id),
    ]);
    const decisions = rows.filter((row) => row.type.startsWith('Enrollment'));
    expect(decisions.map((row) => row.type)).toEqual(['EnrollmentRequested', 'EnrollmentAccepted']);
    expect(decisions[1]!.data.link.previous).toBe(decisions[0]!.data.link.hash);
    expect(new Set(decisions.map((row) => row.metadata.actorRole))).toEqual(
      new Set(['organization']),
    );
    expect(decisions[0]!.data.decidedBy).toBe(decisions[1]!.data.decidedBy);
    const text = JSON.stringify(decisions);
    for (const personal of [
      'Zelie',
      'Vandamme',
      'Sofie',
      email,
      body.child_national_register_number.replace(/\D/g, ''),
    ]) {
      expect(text).not.toContain(personal);
    }
  });

  it('is the stage’s organizer’s alone', async () => {
    const target = await stage();
    const other = await actors(world).organizer();
    const body = onBehalf(newEmail('denied'));
    const elsewhere = await other.browser.post(path(target.slug), body);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, ErrorCode.stageNotFound]);
    const ann = await family();
    const byParent = await ann.browser.post(path(target.slug), body);
    expect([byParent.status, byParent.body.code]).toEqual([403, ErrorCode.wrongRole]);
    expect((await (await world.browser()).post(path(target.slug), body)).status).toBe(401);
    // An organizer's address is no parent's family.
    const organizers = await organizer.browser.post(path(target.slug), onBehalf(other.email));
    expect([organizers.status, organizers.body.code]).toEqual([
      409,
      ErrorCode.enrollmentNotAParentAccount,
    ]);
  });
});
