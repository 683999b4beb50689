import { addDays, ageOn, ChildHealthView, ErrorCode } from '@stages/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SettableClock } from '../../support/clock.js';
import { backends, backendTitle } from '../../support/databases.js';
import { linkIn } from '../../support/mailbox.js';
import { downloaded, needsPoppler, pdfText, POPPLER } from '../../support/pdfs.js';
import { actors, at, nextYear, type Organizer } from '../actors.js';
import { ENROLLMENTS, enrolling, type Family } from '../enrollments/enrolling.js';
import { representativeForm } from '../families/forms.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';

/** The test stage runs from 6 to 10 July of next year. */
const FIRST_DAY = `${nextYear}-07-06`;
const LAST_DAY = `${nextYear}-07-10`;
const withPoppler = POPPLER ? it : it.skip;
/** Zoé's: nine on the stage's first day. */
const BIRTH_DATE = `${nextYear - 9}-03-14`;

for (const backend of backends) {
  describe.skipIf(!backend.available)(
    `The day sheet on ${backendTitle(backend)}`,
    { timeout: 120_000 },
    () => {
      let world: IdentityWorld;
      let dispose: () => Promise<void>;
      let organizer: Organizer;
      const clock = new SettableClock();
      const make = enrolling(() => world);
      beforeAll(async () => {
        const opened = await backend.open();
        dispose = opened.dispose;
        world = await openIdentityWorld({}, opened.db, clock);
        organizer = await actors(world).organizer({ subscribed: true });
      });
      beforeEach(() => clock.reset());
      afterAll(async () => {
        await world?.close();
        await dispose?.();
      });

      const sheetOf = (by: { browser: Family['browser'] }, slug: string, query: string) =>
        downloaded(by.browser, `/api/v1/organization/stages/${slug}/day-sheet.pdf${query}`);

      async function named(family: Family, first_name: string, last_name: string) {
        await world.db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [
          family.id,
          first_name,
          last_name,
        ]);
      }

      async function accept(enrollmentId: string) {
        await organizer.browser.post(`${ENROLLMENTS}${enrollmentId}/accept/`, {}).expect(200);
      }

      /**
       * A stage with Zoé accepted (her family shared with a second parent, a legal representative
       * named), Hugo accepted with nothing to watch, and Lina pending.
       */
      async function stageWithChildren() {
        const stage = await make.stage(organizer);
        const ann = await make.family();
        await named(ann, 'Pauline', 'Dupont');
        const representative = (
          await ann.browser
            .post('/api/v1/legal-representative/', representativeForm({ first_name: 'Marie' }))
            .expect(201)
        ).body as { id: string };
        const zoe = await make.registered(ann, stage, {
          birth_date: BIRTH_DATE,
          first_name: 'Zoé',
          last_name: 'Lefèvre',
          allergies: 'Arachides et noix de cajou',
          medications: 'Ventolin avant le sport',
          diet: 'Sans porc',
          important_info: 'Porte des lunettes',
          photo_consent: 'group_only',
          legal_representative_id: representative.id,
        });
        await accept(zoe.id);
        const { browser, email } = await actors(world).account('parent');
        await browser
          .put('/api/v1/registration/finalize/parent/', { phone: '0471 98 76 54' })
          .expect(200);
        const bart = { browser, email, id: (await browser.get('/api/v1/auth/user/')).body.id };
        await named(bart, 'Bart', 'Janssens');
        await ann.browser.post('/api/v1/account-sharing/', { email }).expect(201);
        const token = linkIn(await world.mailbox.take(email), '/parent/account-sharing/').pathname;
        await browser
          .post(`/api/v1/account-sharing/${token.split('/')[3]}/accept/`, {})
          .expect(200);

        const hugosFamily = await make.family();
        const hugo = await make.registered(hugosFamily, stage, {
          first_name: 'Hugo',
          last_name: 'Adam',
          allergies: '',
          medications: '',
          diet: '',
          important_info: '',
          can_swim: false,
          photo_consent: 'no',
        });
        await accept(hugo.id);
        const linasFamily = await make.family();
        await make.registered(linasFamily, stage, { first_name: 'Lina', last_name: 'Pending' });
        return { stage, ann, bart, zoe, hugo, hugosFamily };
      }

      async function readings(family: { browser: Family['browser'] }, childId: string) {
        const response = await family.browser.get(`/api/v1/children/${childId}/health-views/`);
        expect(response.status, response.text).toBe(200);
        return z.array(ChildHealthView).parse(response.body);
      }

      const viewsOf = async (childIds: string[]) =>
        (
          await world.db.query(
            `SELECT 1 FROM child_health_views WHERE child_id = ANY($1::uuid[])`,
            [childIds],
          )
        ).rows.length;

      withPoppler(
        `prints each accepted child's health sheet, family and box, and records each reading${needsPoppler}`,
        async () => {
          const { stage, ann, bart, zoe, hugo, hugosFamily } = await stageWithChildren();
          const sheet = await sheetOf(organizer, stage.slug, `?day=${FIRST_DAY}`);
          expect(sheet.status, sheet.bytes.toString()).toBe(200);
          expect(sheet.headers['content-type']).toBe('application/pdf');
          expect(sheet.headers['content-disposition']).toBe(
            `attachment; filename="${stage.slug}-${FIRST_DAY}.pdf"; filename*=UTF-8''${stage.slug}-${FIRST_DAY}.pdf`,
          );
          const text = pdfText(sheet.bytes);
          for (const printed of [
            organizer.name,
            `Feuille du jour — ${stage.name}`,
            `6 juillet ${nextYear}`,
            '09:00 – 16:00',
            '08:00 – 09:00 et 16:00 – 17:30',
            'LEFÈVRE Zoé',
            `${ageOn(BIRTH_DATE, FIRST_DAY)} ans`,
            'Allergies : Arachides et noix de cajou',
            'Médicaments : Ventolin avant le sport',
            'Régime : Sans porc',
            'À savoir : Porte des lunettes',
            'En groupe seulement',
            'Pauline Dupont',
            '+32 470 12 34 56',
            'Bart Janssens',
            '+32 471 98 76 54',
            'Marie Dubois',
            'Page 1 / 1',
          ]) {
            expect(text).toContain(printed);
          }
          // By name, Hugo first; the pending registration is not on the sheet.
          expect(text.indexOf('ADAM Hugo')).toBeGreaterThan(-1);
          expect(text.indexOf('ADAM Hugo')).toBeLessThan(text.indexOf('LEFÈVRE Zoé'));
          expect(text).not.toContain('Lina');
          expect(text).toMatch(/Enfants\s+2/);

          // Each child's reading is on its family's record, the shared parent's view included.
          const [zoesView] = await readings(ann, zoe.child_id);
          expect(zoesView).toMatchObject({
            viewer_role: 'organization',
            organization_name: organizer.name,
          });
          expect(await readings(bart, zoe.child_id)).toHaveLength(1);
          expect(await readings(hugosFamily, hugo.child_id)).toHaveLength(1);
          // One reading per child per download.
          await sheetOf(organizer, stage.slug, `?day=${LAST_DAY}`);
          expect(await readings(ann, zoe.child_id)).toHaveLength(2);
        },
      );

      withPoppler(
        `ticks the boxes of the children recorded present that day${needsPoppler}`,
        async () => {
          const { stage, zoe } = await stageWithChildren();
          clock.setDay(FIRST_DAY, 9);
          await organizer.browser
            .put(`/api/v1/organization/stages/${stage.slug}/attendance/${FIRST_DAY}/`, {
              present: [zoe.id],
            })
            .expect(200);
          const taken = pdfText((await sheetOf(organizer, stage.slug, `?day=${FIRST_DAY}`)).bytes);
          expect(taken).toMatch(/Présents\s+1 sur 2/);
          expect(taken).toMatch(/X\s+LEFÈVRE Zoé/);
          expect(taken).not.toMatch(/X\s+ADAM Hugo/);
          // Another day, not taken: a line to fill in by hand.
          const blank = pdfText((await sheetOf(organizer, stage.slug, `?day=${LAST_DAY}`)).bytes);
          expect(blank).not.toMatch(/sur 2/);
          expect(blank).not.toMatch(/X\s+LEFÈVRE Zoé/);
        },
      );

      it('refuses a day that is not one of the stage’s, or no day, recording nothing', async () => {
        const { stage, zoe, hugo } = await stageWithChildren();
        const refusals = await Promise.all(
          [
            `?day=${addDays(FIRST_DAY, -1)}`,
            `?day=${addDays(LAST_DAY, 1)}`,
            '?day=tomorrow',
            `?day=${nextYear}-02-30`,
            '',
            `?day=${FIRST_DAY}&child=all`,
          ].map((query) => sheetOf(organizer, stage.slug, query)),
        );
        expect(refusals.map((refusal) => [refusal.status, refusal.json().code])).toEqual([
          [422, ErrorCode.attendanceDayOutsideStage],
          [422, ErrorCode.attendanceDayOutsideStage],
          [400, ErrorCode.requestInvalid],
          [400, ErrorCode.requestInvalid],
          [400, ErrorCode.fillAllFields],
          [400, ErrorCode.requestInvalid],
        ]);
        expect(await viewsOf([zoe.child_id, hugo.child_id])).toBe(0);
      });

      it('is the stage’s organization’s alone', async () => {
        const { stage, ann, zoe, hugo } = await stageWithChildren();
        const day = `?day=${FIRST_DAY}`;
        const other = await actors(world).organizer({ subscribed: true });
        const foreign = await sheetOf(other, stage.slug, day);
        expect([foreign.status, foreign.json().code]).toEqual([404, ErrorCode.stageNotFound]);
        const parent = await sheetOf(ann, stage.slug, day);
        expect(parent.status).toBe(403);
        const anonymous = await sheetOf({ browser: await world.browser() }, stage.slug, day);
        expect(anonymous.status).toBe(401);
        expect(await viewsOf([zoe.child_id, hugo.child_id])).toBe(0);
      });

      withPoppler(
        `closes with the children's health sheets, 30 days after the stage, but for a child a later stage keeps${needsPoppler}`,
        async () => {
          const { stage, ann, zoe, hugo } = await stageWithChildren();
          const day = `?day=${LAST_DAY}`;
          clock.setInstant(
            new Date(Date.parse(at(nextYear, 7, 10, 14)) + 30 * 86_400_000 - 60_000),
          );
          expect((await sheetOf(organizer, stage.slug, day)).status).toBe(200);
          expect(await viewsOf([zoe.child_id, hugo.child_id])).toBe(2);

          clock.setDay(addDays(LAST_DAY, 31));
          const closed = await sheetOf(organizer, stage.slug, day);
          expect([closed.status, closed.json().code]).toEqual([
            409,
            ErrorCode.daySheetHealthClosed,
          ]);
          expect(await viewsOf([zoe.child_id, hugo.child_id])).toBe(2);

          // Zoé also goes to a camp in late August: her sheet stays open, Hugo's is left off.
          const later = await make.stage(organizer, {
            starts_at: at(nextYear, 8, 24, 7),
            ends_at: at(nextYear, 8, 28, 14),
            registration_deadline: at(nextYear, 8, 10, 10),
          });
          clock.reset();
          const again = await make.register(ann, later, zoe.child_id);
          expect(again.status, again.text).toBe(201);
          clock.setDay(addDays(LAST_DAY, 31));
          const kept = await sheetOf(organizer, stage.slug, day);
          expect(kept.status).toBe(200);
          const text = pdfText(kept.bytes);
          expect(text).toContain('LEFÈVRE Zoé');
          expect(text).not.toContain('Hugo');
          expect(text).toContain("1 enfant n'y figure plus");
          expect(await viewsOf([hugo.child_id])).toBe(1);
        },
      );
    },
  );
}
