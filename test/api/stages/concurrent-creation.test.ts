import type { SqlDatabase } from '@stages/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, backendTitle } from '../../support/databases.js';
import { actors, stageForm, tag } from '../actors.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';

const PARALLEL = 10;

for (const backend of backends) {
  describe.skipIf(!backend.available)(
    `Stages created together under one name on ${backendTitle(backend)}`,
    () => {
      let world: IdentityWorld;
      let dispose: () => Promise<void>;
      let db: SqlDatabase;
      beforeAll(async () => {
        ({ db, dispose } = await backend.open());
        world = await openIdentityWorld({}, db);
      });
      afterAll(async () => {
        await world?.close();
        await dispose?.();
      });

      it(`answers ${PARALLEL} parallel creations with 201s under distinct slugs or 409s, never a 500`, async () => {
        const owner = await actors(world).organizer({ subscribed: true });
        const name = `Stage poney ${tag()}`;
        const answers = await Promise.all(
          Array.from({ length: PARALLEL }, () =>
            owner.browser.post('/api/v1/stage/manage/', stageForm({ name })).then((r) => r),
          ),
        );
        const unexpected = answers.filter(
          (answer) => answer.status !== 201 && answer.status !== 409,
        );
        expect(
          unexpected.map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`),
        ).toEqual([]);
        const slugs = answers
          .filter((answer) => answer.status === 201)
          .map((answer) => answer.body.slug as string);
        expect(slugs.length).toBeGreaterThan(0);
        expect(new Set(slugs).size).toBe(slugs.length);

        // Every stage created holds its slug, and the organization counts exactly those.
        const { rows } = await db.query<{ slug: string; stage_id: string }>(
          `SELECT data->>'slug' AS slug, data->>'stageId' AS stage_id FROM events
            WHERE type = 'StageCreated' AND data->>'organizationId' = $1`,
          [owner.id],
        );
        expect(rows.map((row) => row.slug).sort()).toEqual([...slugs].sort());
        const allowance = await owner.browser
          .get('/api/v1/organization/stage-allowance/')
          .expect(200);
        expect(allowance.body.stages).toBe(slugs.length);
      });

      it('gives organizations registered together under one name distinct slugs', async () => {
        const name = `Club ${tag()}`;
        const accounts = [];
        for (let i = 0; i < 6; i += 1) accounts.push(await actors(world).account('orga'));
        const answers = await Promise.all(
          accounts.map(({ browser }) =>
            browser
              .put('/api/v1/registration/finalize/organization/', { name, phone: '02 123 45 67' })
              .then((r) => r),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual(accounts.map(() => 200));
        const slugs = await Promise.all(
          accounts.map(
            async ({ browser }) =>
              (await browser.get('/api/v1/organization/edit/').expect(200)).body.slug as string,
          ),
        );
        expect(new Set(slugs).size).toBe(accounts.length);
      });
    },
  );
}
