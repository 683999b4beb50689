import {
  OrganizerWaitingListEntry,
  stageStream,
  streamEvent,
  WaitingListEntry,
  type StageDetail,
} from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageEnrollmentsAggregate } from '../../../api/src/enrollments/domain/stage-enrollments.js';
import { SettableClock } from '../../support/clock.js';
import {
  createPostgresDatabase,
  POSTGRES_SKIP_REASON,
  postgresUrl,
  type PostgresTestDatabase,
} from '../../support/databases.js';
import { inBatches } from '../../support/in-batches.js';
import { eventually } from '../../support/wait.js';
import { actors, type Organizer } from '../actors.js';
import { openIdentityWorld, PASSWORD, type IdentityWorld } from '../identity/world.js';
import { ENROLLMENTS, enrolling, WAITING_LIST, type Family } from './enrolling.js';

const HOUR = 3_600_000;

describe.skipIf(!postgresUrl)(
  `Offers of a waiting list on PostgreSQL ${postgresUrl ? '' : `(${POSTGRES_SKIP_REASON})`}`,
  () => {
    let database: PostgresTestDatabase;
    const clock = new SettableClock();
    let world: IdentityWorld;
    let organizer: Organizer;
    /** The API, as if its server had stopped and started again, the clock moved meanwhile. */
    async function restart(at: Date) {
      await world.close();
      clock.setInstant(at);
      world = await openIdentityWorld({ WAITING_LIST_SWEEP_MS: '100' }, database.connect(), clock);
    }
    beforeAll(async () => {
      database = await createPostgresDatabase();
      world = await openIdentityWorld({ WAITING_LIST_SWEEP_MS: '100' }, database.connect(), clock);
      organizer = await actors(world).organizer({ subscribed: true });
    }, 120_000);
    afterAll(async () => {
      await world?.close();
      await database?.drop();
    });

    const { family, child, registered, ...make } = enrolling(() => world);
    /** The family signed in again, on the server as it is now. */
    async function again(who: Family): Promise<Family> {
      const browser = await world.browser();
      await browser
        .post('/api/v1/auth/login/', { email: who.email, password: PASSWORD })
        .expect(200);
      return { ...who, browser };
    }
    const joined = async (who: Family, stageId: string) => {
      const kid = await child(who);
      const response = await who.browser.post(WAITING_LIST, {
        stage_id: stageId,
        child_ids: [kid.id],
      });
      expect(response.status, response.text).toBe(201);
      return WaitingListEntry.parse(response.body);
    };
    const entry = async (who: Family, id: string) =>
      WaitingListEntry.parse((await who.browser.get(`${WAITING_LIST}${id}/`).expect(200)).body);
    /** The stage's stream, folded: the offers it made and the most places it ever held at once. */
    async function counted(stageId: string) {
      const stream = stageStream(stageId);
      let state = stageEnrollmentsAggregate.initial;
      let mostHeld = 0;
      let offers = 0;
      let reminders = 0;
      for (const recorded of await world.api.infrastructure.store.readStream(stream.id)) {
        state = stageEnrollmentsAggregate.evolve(state, streamEvent(stream, recorded));
        if (recorded.type === 'WaitingListOffered') offers += 1;
        if (recorded.type === 'WaitingListOfferReminded') reminders += 1;
        mostHeld = Math.max(mostHeld, state.taken + state.held - (state.stage?.maxChildren ?? 0));
      }
      return { state, offers, reminders, overMaximum: mostHeld };
    }

    it('makes exactly the offers the places freed at the same moment call for, never holding more places than exist', async () => {
      const stage = await make.stage(organizer, { max_children: 10 });
      const holder = await family();
      const places = [];
      for (let i = 0; i < 10; i += 1) places.push(await registered(holder, stage));
      const families = await inBatches(
        Array.from({ length: 60 }, (_, i) => i),
        6,
        () => family(),
      );
      const entries = [];
      for (const each of families) entries.push(await joined(each, stage.id));

      const form = (await organizer.browser.get(`/api/v1/stage/manage/${stage.slug}/`).expect(200))
        .body as StageDetail;
      await Promise.all([
        organizer.browser
          .put(`/api/v1/stage/manage/${stage.slug}/`, { ...form, max_children: 15 })
          .expect(200),
        ...places
          .slice(0, 5)
          .map((place) => holder.browser.post(`${ENROLLMENTS}${place.id}/cancel/`, {}).expect(200)),
      ]);
      await eventually(async () => ((await counted(stage.id)).offers >= 10 ? true : undefined), {
        timeoutMs: 30_000,
      });
      const { state, offers, overMaximum } = await counted(stage.id);
      expect(offers).toBe(10);
      expect(overMaximum).toBeLessThanOrEqual(0);
      expect([state.taken, state.held]).toEqual([5, 10]);

      await eventually(async () => {
        const shown = (await world.api.http().get(`/api/v1/stages/${stage.slug}/`).expect(200))
          .body as StageDetail;
        expect(shown).toMatchObject({ remaining_places: 0, held_places: 10, waiting_count: 50 });
        return true;
      });
      const list = (
        await organizer.browser
          .get(`/api/v1/organization/stages/${stage.slug}/waiting-list/?range=[0,99]`)
          .expect(200)
      ).body as unknown[];
      const rows = list.map((row) => OrganizerWaitingListEntry.parse(row));
      // The first ten who joined hold the offers; the fifty others wait, in their order.
      expect(
        rows
          .filter((row) => row.status === 'offered')
          .map((row) => row.id)
          .sort(),
      ).toEqual(
        entries
          .slice(0, 10)
          .map((each) => each.id)
          .sort(),
      );
      expect(rows.filter((row) => row.status === 'waiting').map((row) => row.position)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
    }, 240_000);

    it('reminds a family once and lets its offer expire while the server is down, offering the place to the next', async () => {
      const stage = await make.stage(organizer, { max_children: 1, offer_hours: 48 });
      const holder = await family();
      const place = await registered(holder, stage);
      let [ann, bart] = [await family(), await family()];
      const annEntry = await joined(ann, stage.id);
      const bartEntry = await joined(bart, stage.id);
      await holder.browser.post(`${ENROLLMENTS}${place.id}/cancel/`, {}).expect(200);
      // Ann's list is a read model: it shows the offer once its projection has applied it.
      const offer = await eventually(async () => {
        const read = await entry(ann, annEntry.id);
        return read.status === 'offered' ? read : undefined;
      });
      await world.mailbox.take(ann.email, /place se lib/);
      const offeredAt = Date.parse(offer.offered_at!);

      // Three quarters of the time gone: the family is reminded, once, whatever the restarts.
      await restart(new Date(offeredAt + 37 * HOUR));
      const reminder = await world.mailbox.take(ann.email, /Rappel/);
      expect(reminder.text).toContain(stage.name);
      await restart(new Date(offeredAt + 38 * HOUR));
      ann = await again(ann);
      expect((await entry(ann, annEntry.id)).status).toBe('offered');

      // The deadline passes with the server down: back, it expires the offer and offers on.
      await restart(new Date(offeredAt + 49 * HOUR));
      [ann, bart] = [await again(ann), await again(bart)];
      await eventually(async () =>
        (await entry(bart, bartEntry.id)).status === 'offered' ? true : undefined,
      );
      expect((await entry(ann, annEntry.id)).status).toBe('expired');
      await world.mailbox.take(ann.email, /expir/);
      await world.mailbox.take(bart.email, /place se lib/);
      const late = await ann.browser.post(`${WAITING_LIST}${annEntry.id}/accept/`, {
        confirmed_price_cents: stage.cost_cents,
      });
      expect([late.status, late.body.code]).toEqual([409, 'waiting_list.offer_expired']);
      const { offers, state, reminders } = await counted(stage.id);
      expect([offers, reminders, state.held]).toEqual([2, 1, 1]);
      const { rows } = await world.db.query<{ n: number }>(
        `SELECT count(*)::integer AS n FROM mail_deliveries d JOIN mail_outbox o ON o.key = d.key
        WHERE o.kind = 'waiting_list_offer_reminder' AND o.subject_id = $1`,
        [annEntry.id],
      );
      expect(rows[0]!.n).toBe(1);
    }, 120_000);
  },
);
