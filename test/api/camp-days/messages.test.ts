import {
  ErrorCode,
  FamilyStageMessage,
  STAGE_MESSAGES_PER_DAY,
  StageMessage,
  type Language,
  type StageMessageAudience,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StageMessageMails } from '../../../api/src/camp-days/mails/stage-message-mails.js';
import { SettableClock } from '../../support/clock.js';
import { backends, backendTitle } from '../../support/databases.js';
import { linkIn } from '../../support/mailbox.js';
import { eventually } from '../../support/wait.js';
import { actors, nextYear, tag, type Organizer } from '../actors.js';
import { ENROLLMENTS, WAITING_LIST, enrolling, type Family } from '../enrollments/enrolling.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';

const MESSAGES = '/api/v1/stage-messages/';
const messagesOf = (slug: string) => `/api/v1/organization/stages/${slug}/messages/`;

for (const backend of backends) {
  describe.skipIf(!backend.available)(
    `Messages to the families of a stage on ${backendTitle(backend)}`,
    // Each test opens eight families and waits for their mails: long on a busy machine.
    { timeout: 180_000 },
    () => {
      let world: IdentityWorld;
      let dispose: () => Promise<void>;
      let db: SqlDatabase;
      let organizer: Organizer;
      const clock = new SettableClock();
      const make = enrolling(() => world);
      beforeAll(async () => {
        ({ db, dispose } = await backend.open());
        world = await openIdentityWorld({}, db, clock);
        organizer = await actors(world).organizer({ subscribed: true });
      });
      beforeEach(() => clock.reset());
      afterAll(async () => {
        await world?.close();
        await dispose?.();
      });

      async function parent(language: Language): Promise<Family> {
        const family = await make.family();
        await db.query('UPDATE users SET language = $2 WHERE id = $1', [family.id, language]);
        return family;
      }

      /** Bart becomes a parent of Ann's family, through the invitation Ann mails him. */
      async function share(ann: Family, bart: Family) {
        await ann.browser.post('/api/v1/account-sharing/', { email: bart.email }).expect(201);
        const link = linkIn(await world.mailbox.take(bart.email), '/parent/account-sharing/');
        const token = link.pathname.split('/')[3]!;
        await bart.browser
          .post(`/api/v1/account-sharing/${encodeURIComponent(token)}/accept/`, {})
          .expect(200);
      }

      const accept = (enrollmentId: string) =>
        organizer.browser.post(`${ENROLLMENTS}${enrollmentId}/accept/`, {}).expect(200);

      /**
       * A stage of three places: Ann's family (Bart shares it) and Cleo's accepted, Dan's
       * pending, which fills it; Gus waits on its list. Eve was refused, Fay unenrolled.
       */
      async function stageWithFamilies() {
        const stage = await make.stage(organizer, { max_children: 3 });
        const eve = await parent('fr');
        await organizer.browser
          .post(`${ENROLLMENTS}${(await make.registered(eve, stage)).id}/reject/`, {})
          .expect(200);
        const fay = await parent('fr');
        const unenrolled = await make.registered(fay, stage);
        await accept(unenrolled.id);
        await fay.browser.post(`${ENROLLMENTS}${unenrolled.id}/cancel/`, {}).expect(200);
        const ann = await parent('nl');
        const bart = await parent('fr');
        await share(ann, bart);
        await accept((await make.registered(ann, stage, { first_name: 'Noor' })).id);
        const cleo = await parent('en');
        await accept((await make.registered(cleo, stage)).id);
        const dan = await parent('fr');
        await make.registered(dan, stage);
        const gus = await parent('fr');
        const child = await make.child(gus);
        await gus.browser
          .post(WAITING_LIST, { stage_id: stage.id, child_ids: [child.id] })
          .expect(201);
        return { stage, ann, bart, cleo, dan, gus, eve, fay };
      }

      const write = (
        by: Organizer,
        slug: string,
        audience: StageMessageAudience,
        subject = `Demain ${tag()}`,
      ) =>
        by.browser.post(messagesOf(slug), {
          subject,
          body: 'Bonjour à tous,\nprévoyez un maillot et une gourde.\nÀ demain !',
          audience,
        });

      async function sent(by: Organizer, slug: string, audience: StageMessageAudience) {
        const subject = `Demain ${tag()}`;
        const response = await write(by, slug, audience, subject);
        expect(response.status, response.text).toBe(201);
        return StageMessage.parse(response.body);
      }

      /**
       * The mails with `subject`, once `expected` of them arrived and the outbox has nothing
       * left to send: any more would have arrived too.
       */
      async function delivered(subject: string, expected: number): Promise<ParsedMail[]> {
        const received = () =>
          world.mailbox.messages.filter((message) => message.subject === subject);
        // Generous: a busy machine sends a batch of mails more slowly than one.
        const patiently = { timeoutMs: 30_000 };
        await eventually(() => (received().length >= expected ? true : undefined), patiently);
        await eventually(async () => {
          const { rows } = await db.query<{ left: number }>(
            `SELECT count(*)::integer AS left FROM mail_outbox o
              WHERE NOT EXISTS (SELECT 1 FROM mail_deliveries d WHERE d.key = o.key)
                AND o.owed_at > now() - interval '7 days'`,
          );
          return rows[0]!.left === 0 ? true : undefined;
        }, patiently);
        expect(received()).toHaveLength(expected);
        return received();
      }

      const addressees = (mail: ParsedMail) =>
        [mail.to]
          .flat()
          .flatMap((to) => to?.value.map((address) => address.address) ?? [])
          .sort();

      const familyMessages = async (who: Family) =>
        FamilyStageMessage.array().parse((await who.browser.get(MESSAGES).expect(200)).body);

      it('writes once to each accepted family, every parent on one mail, in the family’s language, from the organization', async () => {
        const { stage, ann, bart, cleo, dan, gus } = await stageWithFamilies();
        const message = await sent(organizer, stage.slug, 'accepted');
        expect(message).toMatchObject({
          stage_id: stage.id,
          audience: 'accepted',
          families: 2,
          sent_by_name: 'Ann Peeters',
          body: 'Bonjour à tous,\nprévoyez un maillot et une gourde.\nÀ demain !',
        });

        const mails = await delivered(message.subject, 2);
        expect(mails.map(addressees).sort()).toEqual(
          [[ann.email, bart.email].sort(), [cleo.email]].sort(),
        );
        const toAnn = mails.find((mail) => addressees(mail).includes(ann.email))!;
        expect(toAnn.from?.value[0]).toMatchObject({ name: `${organizer.name} via Stages` });
        expect(toAnn.replyTo?.value.map((address) => address.address)).toEqual([organizer.email]);
        // Ann's language, Dutch; the organizer's text as written, lines kept, its dots made
        // unable to form a link (a zero-width space after each).
        expect(toAnn.text).toContain(`${organizer.name} schrijft u over “${stage.name}” (`);
        expect(toAnn.text).toContain('prévoyez un maillot et une gourde.\u200b\nÀ demain !');
        expect(toAnn.text).toContain(`uw antwoord gaat naar ${organizer.name}`);
        expect(toAnn.html).toContain('prévoyez un maillot');
        const toCleo = mails.find((mail) => addressees(mail).includes(cleo.email))!;
        expect(toCleo.text).toContain(`${organizer.name} writes to you about “${stage.name}”`);

        // The organization's own address takes the replies once it has one.
        await db.query(`UPDATE organizations SET email = 'contact@club.example.be' WHERE id = $1`, [
          organizer.id,
        ]);
        const later = await sent(organizer, stage.slug, 'accepted');
        const [again] = (await delivered(later.subject, 2)).filter((mail) =>
          addressees(mail).includes(cleo.email),
        );
        expect(again?.replyTo?.value.map((address) => address.address)).toEqual([
          'contact@club.example.be',
        ]);
        await db.query('UPDATE organizations SET email = NULL WHERE id = $1', [organizer.id]);

        // The family's parents find it, the shared one too; the others do not.
        for (const reader of [ann, bart]) {
          expect(await familyMessages(reader)).toContainEqual({
            id: message.id,
            stage_id: stage.id,
            stage_name: stage.name,
            stage_slug: stage.slug,
            organization_name: organizer.name,
            subject: message.subject,
            body: message.body,
            sent_at: message.sent_at,
          });
        }
        for (const other of [dan, gus]) {
          expect((await familyMessages(other)).map((each) => each.id)).not.toContain(message.id);
        }
      });

      it('writes to the pending families, the waiting list, or all of them; never to the refused or unenrolled', async () => {
        const { stage, ann, bart, cleo, dan, gus, eve, fay } = await stageWithFamilies();
        const pending = await sent(organizer, stage.slug, 'pending');
        const waiting = await sent(organizer, stage.slug, 'waiting');
        const all = await sent(organizer, stage.slug, 'all');
        expect([pending.families, waiting.families, all.families]).toEqual([1, 1, 4]);
        expect((await delivered(pending.subject, 1)).map(addressees)).toEqual([[dan.email]]);
        expect((await delivered(waiting.subject, 1)).map(addressees)).toEqual([[gus.email]]);
        expect((await delivered(all.subject, 4)).map(addressees).sort()).toEqual(
          [[ann.email, bart.email].sort(), [cleo.email], [dan.email], [gus.email]].sort(),
        );
        const { rows } = await db.query<{ families: string[] }>(
          `SELECT data->'familyIds' AS families FROM events
            WHERE type = 'StageMessageSent' AND data->>'messageId' = $1`,
          [all.id],
        );
        // Ids only: what the message says stays beside the log.
        expect(rows[0]!.families.sort()).toEqual([ann.id, cleo.id, dan.id, gus.id].sort());
        expect(JSON.stringify(rows)).not.toContain('maillot');
        for (const left of [eve, fay]) {
          expect(await familyMessages(left)).toEqual([]);
        }
        expect((await familyMessages(gus)).map((each) => each.id).sort()).toEqual(
          [waiting.id, all.id].sort(),
        );

        // The organizer's list: newest first, with how many families each reached.
        const listed = StageMessage.array().parse(
          (await organizer.browser.get(messagesOf(stage.slug)).expect(200)).body,
        );
        expect(listed.map((each) => [each.subject, each.audience, each.families])).toEqual([
          [all.subject, 'all', 4],
          [waiting.subject, 'waiting', 1],
          [pending.subject, 'pending', 1],
        ]);
      });

      it(`sends ${STAGE_MESSAGES_PER_DAY} messages about a stage a Belgian day, the next refused until midnight`, async () => {
        const { stage, cleo } = await stageWithFamilies();
        // 20:00 in Brussels: four hours until the count starts again.
        clock.setDay(`${nextYear}-03-10`, 20);
        for (let count = 1; count < STAGE_MESSAGES_PER_DAY; count += 1) {
          await sent(organizer, stage.slug, 'accepted');
        }
        // Three for the last one left: the stream's version lets one through.
        const racing = await Promise.all(
          ['A', 'B', 'C'].map((each) => write(organizer, stage.slug, 'accepted', `Course ${each}`)),
        );
        expect(racing.map((response) => response.status).sort()).toEqual([201, 429, 429]);
        const refused = await write(organizer, stage.slug, 'accepted', 'Un de trop');
        expect([refused.status, refused.body.code, refused.body.retry_after_seconds]).toEqual([
          429,
          ErrorCode.messageDailyLimit,
          4 * 3600,
        ]);
        expect(refused.headers['retry-after']).toBe(String(4 * 3600));
        // Nothing recorded, nothing owed: the words of each refused message are gone too.
        await delivered('Un de trop', 0);
        const { rows: kept } = await db.query<{ texts: number; sent: number }>(
          `SELECT (SELECT count(*)::integer FROM stage_message_texts) AS texts,
                  (SELECT count(*)::integer FROM events WHERE type = 'StageMessageSent') AS sent`,
        );
        expect(kept[0]!.texts).toBe(kept[0]!.sent);
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::integer AS n FROM events
            WHERE type = 'StageMessageSent' AND data->>'stageId' = $1`,
          [stage.id],
        );
        expect(rows[0]!.n).toBe(STAGE_MESSAGES_PER_DAY);
        expect((await organizer.browser.get(messagesOf(stage.slug)).expect(200)).body).toHaveLength(
          STAGE_MESSAGES_PER_DAY,
        );

        // From midnight in Brussels, the count starts again.
        clock.setDay(`${nextYear}-03-11`, 0);
        await sent(organizer, stage.slug, 'accepted');
        expect((await familyMessages(cleo)).length).toBe(STAGE_MESSAGES_PER_DAY + 1);
      });

      it('refuses a message that is not one, or to nobody, recording nothing', async () => {
        const { stage } = await stageWithFamilies();
        const empty = await make.stage(organizer);
        const body = { subject: 'Demain', body: 'Un maillot.', audience: 'accepted' };
        const refusals = await Promise.all(
          [
            { ...body, subject: '' },
            { ...body, subject: 'Deux\nlignes' },
            { ...body, subject: 'x'.repeat(201) },
            { ...body, body: '  ' },
            { ...body, body: 'x'.repeat(10_001) },
            { ...body, audience: 'everyone' },
            { ...body, cc: 'someone@example.be' },
            { subject: 'Demain', body: 'Un maillot.' },
          ].map((each) => organizer.browser.post(messagesOf(stage.slug), each)),
        );
        expect(refusals.map((refusal) => [refusal.status, refusal.body.errors as unknown])).toEqual(
          [
            [400, { subject: 'form.required' }],
            [400, { subject: 'form.invalid_text' }],
            [400, { subject: 'form.too_long' }],
            [400, { body: 'form.required' }],
            [400, { body: 'form.too_long' }],
            [400, { audience: 'form.invalid' }],
            [400, { _: 'form.unknown_field' }],
            [400, { audience: 'form.invalid' }],
          ],
        );
        for (const audience of ['accepted', 'pending', 'waiting', 'all'] as const) {
          const nobody = await write(organizer, empty.slug, audience);
          expect([nobody.status, nobody.body.code]).toEqual([422, ErrorCode.messageNoFamilies]);
        }
        // A stage with families, but none in this audience: nobody either.
        const accepted = await make.stage(organizer);
        await make.registered(await parent('fr'), accepted);
        const none = await write(organizer, accepted.slug, 'accepted');
        expect([none.status, none.body.code]).toEqual([422, ErrorCode.messageNoFamilies]);
        const { rows } = await db.query(
          `SELECT 1 FROM events WHERE type = 'StageMessageSent' AND data->>'stageId' = ANY($1)`,
          [[stage.id, empty.id, accepted.id]],
        );
        expect(rows).toEqual([]);
        expect((await organizer.browser.get(messagesOf(stage.slug)).expect(200)).body).toEqual([]);
      });

      it('is the stage’s organization’s alone', async () => {
        const { stage, ann } = await stageWithFamilies();
        const other = await actors(world).organizer({ subscribed: true });
        const foreign = await write(other, stage.slug, 'all');
        expect([foreign.status, foreign.body.code]).toEqual([404, ErrorCode.stageNotFound]);
        const peek = await other.browser.get(messagesOf(stage.slug));
        expect([peek.status, peek.body.code]).toEqual([404, ErrorCode.stageNotFound]);
        const asParent = await ann.browser.post(messagesOf(stage.slug), {
          subject: 'Hello',
          body: 'Hello',
          audience: 'all',
        });
        expect(asParent.status).toBe(403);
        expect((await ann.browser.get(messagesOf(stage.slug))).status).toBe(403);
        // The families' list is the parents': an organizer has none.
        expect((await organizer.browser.get(MESSAGES)).status).toBe(403);
        const anonymous = await world.browser();
        expect((await anonymous.get(messagesOf(stage.slug))).status).toBe(401);
        expect((await anonymous.get(MESSAGES)).status).toBe(401);
        const { rows } = await db.query(
          `SELECT 1 FROM events WHERE type = 'StageMessageSent' AND data->>'stageId' = $1`,
          [stage.id],
        );
        expect(rows).toEqual([]);
      });

      it('writes a family’s mail from the log and the words alone, whatever the messages’ read model holds', async () => {
        const { stage, cleo } = await stageWithFamilies();
        const message = await sent(organizer, stage.slug, 'accepted');
        // As when the outbox applies the decision before the read model of messages does.
        await db.query('DELETE FROM stage_message_families WHERE message_id = $1', [message.id]);
        await db.query('DELETE FROM stage_messages WHERE message_id = $1', [message.id]);
        const mail = await world.api.app
          .get(StageMessageMails)
          .compose({ subjectId: cleo.id, params: { messageId: message.id, stageId: stage.id } });
        expect(mail).toMatchObject({
          to: [cleo.email],
          subject: expect.stringContaining(message.subject),
        });
      });

      it('sends each mail once, even when the outbox is read again from the log', async () => {
        const { stage, cleo } = await stageWithFamilies();
        const first = await sent(organizer, stage.slug, 'accepted');
        await delivered(first.subject, 2);
        // The outbox is a read model: emptied, it fills again from the log; what was sent stays sent.
        await db.query('DELETE FROM mail_outbox');
        await db.query(
          `UPDATE projection_checkpoints SET position_transaction = 0, position_sequence = 0
            WHERE name = 'mail_outbox'`,
        );
        const second = await sent(organizer, stage.slug, 'accepted');
        await delivered(second.subject, 2);
        await delivered(first.subject, 2);
        expect(
          world.mailbox.messages.filter(
            (mail) => mail.subject === first.subject && addressees(mail).includes(cleo.email),
          ),
        ).toHaveLength(1);
      });
    },
  );
}
