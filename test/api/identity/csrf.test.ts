import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../../api/src/identity/sessions/access-token.js';
import { cookieValue } from '../../support/browser.js';
import { backends, backendTitle } from '../../support/databases.js';
import { openIdentityWorld, PASSWORD, registerConfirmed, type IdentityWorld } from './world.js';

type Answer = { headers: Record<string, unknown> };
const setCookies = (response: Answer) => (response.headers['set-cookie'] as string[]) ?? [];
const valueOf = (response: Answer, name: string) => cookieValue(setCookies(response), name);

/** The cookies a browser holds, as one Cookie header. */
const header = (cookies: Record<string, string | undefined>) =>
  Object.entries(cookies)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/**
 * The CSRF token is signed by the server for one session, or for one signed-out visitor
 * (docs/identity.md, "CSRF"): a token made for someone else, or by someone else, is refused.
 */
for (const backend of backends) {
  describe.skipIf(!backend.available)(
    `CSRF tokens bound to the session on ${backendTitle(backend)}`,
    () => {
      let world: IdentityWorld;
      let dispose: () => Promise<void>;
      let server: Parameters<typeof request>[0];
      beforeAll(async () => {
        const opened = await backend.open();
        dispose = opened.dispose;
        world = await openIdentityWorld({}, opened.db);
        server = world.api.app.getHttpServer();
      });
      afterAll(async () => {
        await world?.close();
        await dispose?.();
      });

      /** A browser's first answer: its visitor value and a token bound to it. */
      async function visit() {
        const first = await request(server).get('/api/v1/health');
        return {
          stages_visitor: valueOf(first, 'stages_visitor')!,
          stages_csrf: valueOf(first, 'stages_csrf')!,
        };
      }

      /** Signs in from a fresh visit: the session's cookies and the token bound to it. */
      async function signIn(remember = false) {
        const { email } = await registerConfirmed(world);
        const visitor = await visit();
        const signedIn = await request(server)
          .post('/api/v1/auth/login/')
          .set('Cookie', header(visitor))
          .set('X-CSRF-Token', visitor.stages_csrf)
          .send({ email, password: PASSWORD, remember })
          .expect(200);
        return {
          answer: signedIn,
          cookies: {
            stages_visitor: valueOf(signedIn, 'stages_visitor') ?? visitor.stages_visitor,
            stages_access: valueOf(signedIn, 'stages_access')!,
            stages_csrf: valueOf(signedIn, 'stages_csrf')!,
          },
        };
      }

      const changeLanguage = (cookies: Record<string, string | undefined>, token: string) =>
        request(server)
          .patch('/api/v1/user/')
          .set('Cookie', header(cookies))
          .set('X-CSRF-Token', token)
          .send({ language: 'nl' });

      it("refuses a token made for one session with another session's cookies", async () => {
        const ann = await signIn();
        const bob = await signIn();
        // Bob's cookies, with Ann's token planted beside them and repeated in the header.
        const planted = { ...bob.cookies, stages_csrf: ann.cookies.stages_csrf };
        const refused = await changeLanguage(planted, ann.cookies.stages_csrf);
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe('auth.csrf_failed');
        // Bob's own token works, and the refusal handed him one that fits again.
        expect(valueOf(refused, 'stages_csrf')).toBeDefined();
        expect((await changeLanguage(bob.cookies, bob.cookies.stages_csrf)).status).toBe(200);
      });

      it('refuses a cookie and header pair this server did not sign', async () => {
        const ann = await signIn();
        for (const forged of [
          'planted',
          `${randomBytes(32).toString('base64url')}.${randomBytes(32).toString('base64url')}`,
        ]) {
          const signedIn = await changeLanguage({ ...ann.cookies, stages_csrf: forged }, forged);
          expect(signedIn.status).toBe(403);
          expect(signedIn.body.code).toBe('auth.csrf_failed');
          // Signed out too: signing in is a state change worth forging (login CSRF).
          const visitor = await visit();
          const signingIn = await request(server)
            .post('/api/v1/auth/login/')
            .set('Cookie', header({ ...visitor, stages_csrf: forged }))
            .set('X-CSRF-Token', forged)
            .send({ email: 'ann@example.be', password: PASSWORD });
          expect(signingIn.status).toBe(403);
          expect(signingIn.body.code).toBe('auth.csrf_failed');
        }
      });

      it('gives a new browser one visitor value and one token, and a browser holding a fitting token none', async () => {
        const first = await request(server).get('/api/v1/health');
        const names = setCookies(first).map((cookie) => cookie.split('=')[0]);
        expect(names.sort()).toEqual(['stages_csrf', 'stages_visitor']);
        const again = await request(server)
          .get('/api/v1/health')
          .set(
            'Cookie',
            header({
              stages_visitor: valueOf(first, 'stages_visitor'),
              stages_csrf: valueOf(first, 'stages_csrf'),
            }),
          );
        expect(setCookies(again)).toEqual([]);
      });

      it("binds a signed-out browser's token to that browser", async () => {
        const first = await visit();
        const second = await visit();
        const resetRequest = (cookies: Record<string, string>, token: string) =>
          request(server)
            .post('/api/v1/auth/password/reset/')
            .set('Cookie', header(cookies))
            .set('X-CSRF-Token', token)
            .send({ email: 'nobody@example.be' });
        const borrowed = await resetRequest(
          { ...second, stages_csrf: first.stages_csrf },
          first.stages_csrf,
        );
        expect(borrowed.status).toBe(403);
        expect(borrowed.body.code).toBe('auth.csrf_failed');
        // Without the visitor cookie the token is bound to nothing this request holds.
        const alone = await resetRequest({ stages_csrf: first.stages_csrf }, first.stages_csrf);
        expect(alone.status).toBe(403);
        expect((await resetRequest(second, second.stages_csrf)).status).toBe(200);
      });

      it('makes a new visitor at sign-out, whose earlier tokens are all refused', async () => {
        const visitor = await visit();
        const ann = await signIn();
        const signedOut = await request(server)
          .post('/api/v1/auth/logout/')
          .set('Cookie', header(ann.cookies))
          .set('X-CSRF-Token', ann.cookies.stages_csrf)
          .expect(200);
        const after = {
          stages_visitor: valueOf(signedOut, 'stages_visitor')!,
          stages_csrf: valueOf(signedOut, 'stages_csrf')!,
        };
        expect(after.stages_visitor).not.toBe(ann.cookies.stages_visitor);
        const login = (token: string) =>
          request(server)
            .post('/api/v1/auth/login/')
            .set('Cookie', header({ ...after, stages_csrf: token }))
            .set('X-CSRF-Token', token)
            .send({ email: 'ann@example.be', password: 'Wrong-pass-0' });
        for (const stale of [ann.cookies.stages_csrf, visitor.stages_csrf]) {
          expect((await login(stale)).body.code).toBe('auth.csrf_failed');
        }
        expect((await login(after.stages_csrf)).body.code).toBe('auth.invalid_credentials');
      });

      it('answers a call with an expired access token 401, so the page refreshes, not 403', async () => {
        const ann = await signIn(true);
        // The access cookie lasts as long as the remembered session, not as its 15-minute token.
        const expires = setCookies(ann.answer)
          .find((line) => line.startsWith('stages_access='))!
          .match(/Expires=([^;]+)/)![1]!;
        expect((Date.parse(expires) - Date.now()) / 86_400_000).toBeGreaterThan(29);

        const { rows } = await world.db.query<{ value: string }>(
          `SELECT value FROM app_secrets WHERE name = 'session'`,
        );
        const [, payload] = ann.cookies.stages_access.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        const expired = signAccessToken(
          { ...claims, exp: Math.floor(Date.now() / 1000) - 60 },
          rows[0]!.value,
        );
        const answer = await changeLanguage(
          { ...ann.cookies, stages_access: expired },
          ann.cookies.stages_csrf,
        );
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe('auth.not_authenticated');
      });
    },
  );
}
