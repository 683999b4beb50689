import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, backendTitle } from '../../support/databases.js';
import { openIdentityWorld, registerConfirmed, type IdentityWorld } from './world.js';

const GUESSES = 30;

/**
 * Wrong passwords sent all at once for one account: each attempt is counted before its password
 * is checked, so a burst gets no more tries than the same guesses sent one after another
 * (docs/identity.md, "Guessing and lock-out").
 */
for (const backend of backends) {
  describe.skipIf(!backend.available)(
    `Guesses racing each other on ${backendTitle(backend)}`,
    // Each attempt hashes a password: thirty at once take a while on a busy machine.
    { timeout: 120_000 },
    () => {
      let world: IdentityWorld;
      let dispose: () => Promise<void>;
      beforeAll(async () => {
        const opened = await backend.open();
        dispose = opened.dispose;
        // One proxy believed, so that the test can speak from several networks.
        world = await openIdentityWorld({ TRUST_PROXY: '1' }, opened.db);
      });
      afterAll(async () => {
        await world?.close();
        await dispose?.();
      });

      const burst = async (
        send: (index: number) => PromiseLike<{ status: number }>,
      ): Promise<{ statuses: number[]; seconds: number }> => {
        const started = Date.now();
        const answers = await Promise.all(Array.from({ length: GUESSES }, (_, i) => send(i)));
        return {
          statuses: answers.map((answer) => answer.status),
          seconds: (Date.now() - started) / 1000,
        };
      };
      const count = (statuses: number[], status: number) =>
        statuses.filter((each) => each === status).length;

      it('gives one network ten wrong passwords for an account, however many arrive at once', async () => {
        const { email } = await registerConfirmed(world);
        const stranger = await world.browser();
        const { statuses } = await burst(() =>
          stranger
            .post('/api/v1/auth/login/', { email, password: 'Wrong-pass-0' })
            .set('X-Forwarded-For', '192.0.2.40'),
        );
        expect(count(statuses, 400)).toBe(10);
        expect(count(statuses, 429)).toBe(GUESSES - 10);
      });

      it('gives a known browser its ten wrong passwords, however many arrive at once', async () => {
        const { browser: ownersBrowser, email } = await registerConfirmed(world);
        const { statuses } = await burst(() =>
          ownersBrowser
            .post('/api/v1/auth/login/', { email, password: 'Wrong-pass-0' })
            .set('X-Forwarded-For', '203.0.113.40'),
        );
        expect(count(statuses, 400)).toBe(10);
        expect(count(statuses, 429)).toBe(GUESSES - 10);
      });

      it('spaces out a burst from many networks as it would the same guesses in a row', async () => {
        const { email } = await registerConfirmed(world);
        const stranger = await world.browser();
        const { statuses, seconds } = await burst((i) =>
          stranger
            .post('/api/v1/auth/login/', { email, password: 'Wrong-pass-0' })
            .set('X-Forwarded-For', `198.51.100.${i}`),
        );
        // Twenty free guesses, then one per wait of 1, 2, 4... seconds after the last.
        const guesses = count(statuses, 400);
        expect(guesses).toBeGreaterThanOrEqual(20);
        expect(guesses).toBeLessThanOrEqual(20 + Math.ceil(Math.log2(seconds + 1)) + 1);
        expect(count(statuses, 429)).toBe(GUESSES - guesses);
      });
    },
  );
}
