import { randomUUID } from 'node:crypto';
import { RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../support/browser.js';
import { backends, backendTitle } from '../support/databases.js';
import { actors } from './actors.js';
import { openIdentityWorld, type IdentityWorld } from './identity/world.js';
import { representativeForm } from './families/forms.js';

interface Route {
  readonly path: string;
  readonly name: string;
}

/**
 * Every call that creates something, found in the application itself: a POST answering 201
 * Created (Nest's default for POST) or 202 Accepted. Path parameters are filled with a UUID:
 * the key is looked at before any parameter is.
 */
function creatingRoutes(world: IdentityWorld): Route[] {
  const routes: Route[] = [];
  for (const module of world.api.app.get(ModulesContainer).values()) {
    for (const controller of module.controllers.values()) {
      const type = controller.metatype as (new (...args: never[]) => object) | null;
      if (!type) continue;
      const base = [Reflect.getMetadata(PATH_METADATA, type) as string | string[]].flat()[0];
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        if (Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.POST) continue;
        const status = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
        if (status !== undefined && status !== 201 && status !== 202) continue;
        const own = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat()[0];
        const path = `/api/v1/${base ?? ''}/${own ?? ''}/`
          .replace(/:[A-Za-z_]+/g, randomUUID())
          .replace(/\/+/g, '/');
        routes.push({ path, name: `POST ${path.replace(/[0-9a-f-]{36}/g, ':param')}` });
      }
    }
  }
  return routes;
}

/**
 * Every creating call honours an Idempotency-Key (docs/architecture.md, "Idempotency-Key"): a
 * new one that does not makes this test fail. Each is sent a malformed key by each kind of
 * caller; the call honours keys if, once past its access rules, it refuses the key.
 */
for (const backend of backends) {
  describe.skipIf(!backend.available)(`Creating calls on ${backendTitle(backend)}`, () => {
    let world: IdentityWorld;
    let dispose: () => Promise<void>;
    let callers: Record<string, Browser>;
    beforeAll(async () => {
      const opened = await backend.open();
      dispose = opened.dispose;
      world = await openIdentityWorld({}, opened.db);
      const people = actors(world);
      callers = {
        anonymous: await world.browser(),
        parent: await people.parent(),
        organizer: (await people.organizer()).browser,
        administrator: await people.administrator(),
      };
    });
    afterAll(async () => {
      await world?.close();
      await dispose?.();
    });

    it('finds the calls that create something', () => {
      const names = creatingRoutes(world).map((route) => route.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'POST /api/v1/legal-representative/',
          'POST /api/v1/children/',
          'POST /api/v1/enrollments/',
          'POST /api/v1/stage/manage/',
          'POST /api/v1/registration/',
        ]),
      );
    });

    it('has every creating call honour an Idempotency-Key', async () => {
      const ignoring: string[] = [];
      for (const route of creatingRoutes(world)) {
        const answers: string[] = [];
        for (const [who, browser] of Object.entries(callers)) {
          const answer = await browser.post(route.path, {}).set('Idempotency-Key', 'not a key');
          answers.push(`${who}: ${answer.status} ${answer.body?.code ?? ''}`);
          if (answer.body?.code === 'idempotency.invalid_key') break;
        }
        if (!answers.at(-1)!.endsWith('idempotency.invalid_key')) {
          ignoring.push(`${route.name} (${answers.join(', ')})`);
        }
      }
      expect(ignoring).toEqual([]);
    });

    it('answers a legal representative created twice with one key once, with one row', async () => {
      const parent = callers.parent!;
      const key = randomUUID();
      const form = representativeForm();
      const first = await parent
        .post('/api/v1/legal-representative/', form)
        .set('Idempotency-Key', key);
      const again = await parent
        .post('/api/v1/legal-representative/', form)
        .set('Idempotency-Key', key);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      const parentId = (await parent.get('/api/v1/auth/user/')).body.id as string;
      const { rows } = await world.db.query<{ count: number }>(
        'SELECT count(*)::integer AS count FROM legal_representatives WHERE parent_id = $1',
        [parentId],
      );
      expect(rows[0]!.count).toBe(1);
    });
  });
}
