import { randomUUID } from 'node:crypto';
import { Body, Controller, Module, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { organizationStreamId, START, stageStreamId } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CommandContextParam,
  type CommandContext,
} from '../../api/src/platform/commands/command-context.js';
import { CommandEndpoint } from '../../api/src/platform/commands/command-endpoint.decorator.js';
import { CreateStageCommand } from '../../api/src/stages/commands/create-stage.command.js';
import { startApi, type TestApi } from '../support/api.js';
import { openBrowser, type Browser } from '../support/browser.js';
import { fingerprint } from '../../api/src/platform/idempotency/idempotency.store.js';
import { backends, backendTitle } from '../support/databases.js';
import { stageData } from '../support/events.js';
import { verifyOrganization } from '../support/organizations.js';

const NewStage = z.object({
  stage_id: z.uuid(),
  name: z.string().min(1).max(200),
  slug: z.string().min(1).max(120).optional(),
});

let failuresToCome = 0;
/** Requests whose command commits, and whose answer is then lost, as when the server dies. */
let answersToLose = 0;

/** A command endpoint as later features write them, mounted for this test only. */
@Controller('test/stages')
class TestStagesController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @CommandEndpoint()
  async create(
    @Body({ schema: NewStage }) body: z.infer<typeof NewStage>,
    @CommandContextParam() context: CommandContext,
  ) {
    if (failuresToCome > 0) {
      failuresToCome -= 1;
      throw new Error('the database went away');
    }
    const created = await this.commands.execute(
      new CreateStageCommand(
        stageData({
          stageId: body.stage_id,
          name: body.name,
          slug: body.slug ?? `stage-${body.stage_id}`,
        }),
        null,
        context,
      ),
    );
    if (answersToLose > 0) {
      answersToLose -= 1;
      throw new Error('the server died before answering');
    }
    return { stage_id: created.stageId, name: created.name };
  }
}

@Module({ controllers: [TestStagesController] })
class TestStagesModule {}

for (const backend of backends) {
  describe.skipIf(!backend.available)(
    `Command endpoints with an Idempotency-Key on ${backendTitle(backend)}`,
    () => {
      let api: TestApi;
      let browser: Browser;
      let dispose: () => Promise<void>;
      const events = async () => (await api.infrastructure.store.backlog(START, 1_000)).count;
      const post = (body: object, key?: string, from: Browser = browser) => {
        const request = from.post('/api/v1/test/stages', body);
        return key === undefined ? request : request.set('Idempotency-Key', key);
      };

      beforeAll(async () => {
        const opened = await backend.open();
        dispose = opened.dispose;
        api = await startApi(opened.db, { modules: [TestStagesModule] });
        await verifyOrganization(api, stageData().organizationId);
        browser = await openBrowser(api);
      });
      afterAll(async () => {
        await api?.close();
        await dispose?.();
      });

      it('answers a retried request with the first answer and appends nothing more', async () => {
        const before = await events();
        const key = randomUUID();
        const body = { stage_id: randomUUID(), name: 'Stage poney' };
        const first = await post(body, key);
        expect(first.status).toBe(201);
        expect(first.body).toEqual({ stage_id: body.stage_id, name: body.name });
        expect(first.headers['idempotent-replayed']).toBeUndefined();

        const afterFirst = await events();
        expect(afterFirst).toBe(before + 3); // the organization's count, the slug, the stage
        const retry = await post(body, key);
        expect(retry.status).toBe(201);
        expect(retry.body).toEqual(first.body);
        expect(retry.headers['idempotent-replayed']).toBe('true');
        expect(await events()).toBe(afterFirst);
      });

      it('records the key as the command id and the request id as the correlation id', async () => {
        const key = `order-${randomUUID()}`;
        const body = { stage_id: randomUUID(), name: 'Stage théâtre' };
        const response = await post(body, key).set('X-Request-Id', 'req-7');
        expect(response.status).toBe(201);
        const [event] = await api.infrastructure.store.readStream(stageStreamId(body.stage_id));
        expect(event!.metadata).toMatchObject({
          commandId: key,
          correlationId: 'req-7',
          actorRole: null,
        });
      });

      it('acts again without a key, where the rules then refuse the duplicate', async () => {
        const body = { stage_id: randomUUID(), name: 'Stage voile' };
        expect((await post(body)).status).toBe(201);
        const again = await post(body);
        expect(again.status).toBe(409);
        expect(again.body).toMatchObject({ code: 'stage.already_exists' });
      });

      it('keeps a refusal as the first answer too', async () => {
        const body = { stage_id: randomUUID(), name: 'Stage judo' };
        await post(body);
        const key = randomUUID();
        const refused = await post(body, key);
        const retried = await post(body, key);
        expect(refused.status).toBe(409);
        expect(retried.status).toBe(409);
        expect(retried.body).toEqual(refused.body);
        expect(retried.headers['idempotent-replayed']).toBe('true');
      });

      it('refuses a key reused for a different request, and changes nothing', async () => {
        const key = randomUUID();
        await post({ stage_id: randomUUID(), name: 'Stage A' }, key);
        const before = await events();
        const other = await post({ stage_id: randomUUID(), name: 'Stage B' }, key);
        expect(other.status).toBe(422);
        expect(other.body).toMatchObject({ code: 'idempotency.key_reused' });
        expect(await events()).toBe(before);
      });

      it('runs one of several simultaneous requests with the same key', async () => {
        const before = await events();
        const key = randomUUID();
        const body = { stage_id: randomUUID(), name: 'Stage escalade' };
        const responses = await Promise.all(Array.from({ length: 6 }, () => post(body, key)));
        const statuses = responses.map((response) => response.status);
        expect(statuses).toContain(201);
        for (const response of responses) {
          if (response.status !== 201)
            expect(response.body).toMatchObject({ code: 'idempotency.request_in_progress' });
        }
        expect(await events()).toBe(before + 3); // one creation: the count, the slug, the stage
      });

      it('frees the key when the server failed, so the retry acts', async () => {
        const key = randomUUID();
        const body = { stage_id: randomUUID(), name: 'Stage cuisine' };
        failuresToCome = 1;
        const failed = await post(body, key);
        expect(failed.status).toBe(500);
        expect(failed.body).toEqual({
          statusCode: 500,
          code: 'server.error',
          message: 'Something went wrong, we could not process your request.',
        });
        const retried = await post(body, key);
        expect(retried.status).toBe(201);
      });

      it('answers a request whose events committed before its answer was lost, deciding nothing again', async () => {
        const before = await events();
        const key = randomUUID();
        const body = { stage_id: randomUUID(), name: 'Stage kayak' };
        answersToLose = 1;
        expect((await post(body, key)).status).toBe(500);
        const afterFirst = await events();
        expect(afterFirst).toBe(before + 3); // the count, the slug, the stage: all committed
        const retried = await post(body, key);
        expect(retried.status).toBe(201);
        expect(retried.body).toEqual({ stage_id: body.stage_id, name: body.name });
        expect(await events()).toBe(afterFirst);
      });

      it('takes each step of one request on a stream for itself: a count given back is not a replay', async () => {
        const slug = `taken-${randomUUID()}`;
        expect((await post({ stage_id: randomUUID(), name: 'Stage A', slug })).status).toBe(201);
        const key = randomUUID();
        const refused = await post({ stage_id: randomUUID(), name: 'Stage B', slug }, key);
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({ code: 'stage.slug_taken' });
        // The stage was counted, then given back when its slug was taken, both under the key.
        const organization = await api.infrastructure.store.readStream(
          organizationStreamId(stageData().organizationId),
        );
        expect(
          organization
            .filter((event) => event.metadata.commandId === key)
            .map((event) => event.type),
        ).toEqual(['OrganizationStageAdded', 'OrganizationStageRemoved']);
      });

      it('runs at once a key whose first request died before committing anything', async () => {
        const key = randomUUID();
        const body = { stage_id: randomUUID(), name: 'Stage tir à l’arc' };
        // What a request killed while running leaves: its key claimed, never answered.
        await api.infrastructure.db.query(
          `INSERT INTO idempotency_keys (scope, key, fingerprint) VALUES ('anonymous', $1, $2)`,
          [key, fingerprint('POST', '/api/v1/test/stages', body)],
        );
        const retried = await post(body, key);
        expect(retried.status).toBe(201);
        expect(retried.body).toEqual({ stage_id: body.stage_id, name: body.name });
      });

      it('refuses a malformed key', async () => {
        const body = { stage_id: randomUUID(), name: 'Stage' };
        for (const key of ['with space', 'x'.repeat(256), 'émoji']) {
          const response = await post(body, key);
          expect(response.status).toBe(400);
          expect(response.body).toMatchObject({ code: 'idempotency.invalid_key' });
        }
      });

      it('answers bad bodies with a 4xx and a stable code, and changes nothing', async () => {
        const before = await events();
        const missing = await post({ stage_id: randomUUID() }, randomUUID());
        expect(missing.status).toBe(400);
        expect(missing.body).toMatchObject({
          code: 'form.fill_all_fields',
          errors: { name: 'form.required' },
        });

        const malformed = await browser
          .post('/api/v1/test/stages')
          .set('Content-Type', 'application/json')
          .send('{"stage_id":');
        expect(malformed.status).toBe(400);
        expect(malformed.body).toMatchObject({ code: 'request.malformed' });

        const wrongType = await browser
          .post('/api/v1/test/stages')
          .set('Content-Type', 'text/csv')
          .send('a,b');
        expect(wrongType.status).toBe(415);
        expect(wrongType.body).toMatchObject({ code: 'request.unsupported_media_type' });

        const tooLarge = await post({ stage_id: randomUUID(), name: 'x'.repeat(1_100_000) });
        expect(tooLarge.status).toBe(413);
        expect(tooLarge.body).toMatchObject({ code: 'request.too_large' });
        expect(await events()).toBe(before);
      });

      it('keeps the keys of each signed-in user apart', async () => {
        const signedIn = async (email: string) => {
          const user = await openBrowser(api);
          await user
            .post('/api/v1/registration/', {
              email,
              password1: 'Kamp-zomer-2027',
              password2: 'Kamp-zomer-2027',
              first_name: 'A',
              last_name: 'B',
            })
            .expect(201);
          return user;
        };
        const ann = await signedIn(`ann.${randomUUID()}@example.be`);
        const bob = await signedIn(`bob.${randomUUID()}@example.be`);
        const key = 'order-1';
        const annStage = { stage_id: randomUUID(), name: 'Stage A' };
        const bobStage = { stage_id: randomUUID(), name: 'Stage B' };
        expect((await post(annStage, key, ann)).status).toBe(201);
        // The same key from someone else is another request, not a replay of Ann's.
        const bobs = await post(bobStage, key, bob);
        expect(bobs.status).toBe(201);
        expect(bobs.body.stage_id).toBe(bobStage.stage_id);
        const [event] = await api.infrastructure.store.readStream(`stage-${bobStage.stage_id}`);
        expect(event!.metadata.actorId).not.toBeNull();
      });

      it('documents the Idempotency-Key header on command endpoints', async () => {
        const document = (await api.http().get('/api/v1/openapi.json')).body;
        const parameters = document.paths['/api/v1/test/stages'].post.parameters as {
          name: string;
          in: string;
        }[];
        expect(parameters).toContainEqual(
          expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
        );
      });
    },
  );
}
