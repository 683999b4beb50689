import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshVisit } from '../support/browser.js';
import { actors, stageForm, type Organizer } from './actors.js';
import { openIdentityWorld, type IdentityWorld } from './identity/world.js';

/** Requests no form sends: each gets a 4xx in the API's error shape, and changes nothing. */
describe('Hostile input', () => {
  let world: IdentityWorld;
  let owner: Organizer;
  let origin: string;

  beforeAll(async () => {
    world = await openIdentityWorld();
    owner = await actors(world).organizer();
    const server = world.api.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => world.close());

  /** What a refusal must leave untouched: the log and the tables people's data live in. */
  const footprint = async () =>
    (
      await world.db.query<{ events: number; users: number; organizations: string }>(
        `SELECT (SELECT count(*)::integer FROM events) AS events,
                (SELECT count(*)::integer FROM users) AS users,
                (SELECT string_agg(o::text, '|' ORDER BY id) FROM organizations o) AS organizations`,
      )
    ).rows[0]!;

  /** The smallest profile an informal group may have. */
  const profile = (change: Record<string, unknown> = {}) => ({
    name: 'Les Amis du Bois',
    type: 'de_facto_association',
    address: { street: 'Rue du Bois', number: '3', postal_code: '4000', city: 'Liège' },
    ...change,
  });

  /** Sends raw bytes as a JSON body, as a script would, with the CSRF pair a browser has. */
  async function rawJson(path: string, body: Buffer | string) {
    const visit = await freshVisit(world.api.app.getHttpServer());
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(`${origin}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': visit.token,
          cookie: visit.cookie,
        },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  it('refuses deeply nested JSON on anonymous and signed-in endpoints alike, before walking it', async () => {
    const before = await footprint();
    const nested = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const inObject = `{"email":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`;
    for (const path of [
      '/api/v1/auth/login/',
      '/api/v1/registration/',
      '/api/v1/auth/password/reset/',
      '/api/v1/reports/',
    ]) {
      for (const body of [nested, inObject]) {
        const response = await rawJson(path, body);
        expect(response.status, path).toBe(400);
        expect(ApiError.parse(JSON.parse(response.text)).code).toBe('request.too_deep');
      }
    }
    const signedIn = await owner.browser
      .post('/api/v1/stage/manage/')
      .set('content-type', 'application/json')
      .send(nested);
    expect(signedIn.body.code).toBe('request.too_deep');
    expect(await footprint()).toEqual(before);
  });

  it('refuses a body that is not UTF-8, and never quotes a malformed one back', async () => {
    const notUtf8 = await rawJson(
      '/api/v1/auth/login/',
      Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
    );
    expect(notUtf8.status).toBe(400);
    expect(JSON.parse(notUtf8.text).code).toBe('request.invalid_encoding');

    const malformed = await rawJson('/api/v1/auth/login/', '{"email": "secret-value-42');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.text).code).toBe('request.malformed');
    expect(malformed.text).not.toContain('secret-value-42');
  });

  it('refuses lone surrogates, control characters and invisible names in every text field', async () => {
    const before = await footprint();
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['lone surrogate', { name: 'Camp \ud800' }, 'name', 'form.invalid_text'],
      ['bell', { name: 'Camp\u0007' }, 'name', 'form.invalid_text'],
      ['line break in a name', { name: 'Camp\nPoney' }, 'name', 'form.invalid_text'],
      ['zero-width only', { name: '\u200b\u200b' }, 'name', 'form.no_visible_text'],
      ['Hangul filler', { name: '\u3164' }, 'name', 'form.no_visible_text'],
      [
        'surrogate in the address',
        { address: { street: '\udc00', number: '1', postal_code: '5000', city: 'Namur' } },
        'address.street',
        'form.invalid_text',
      ],
    ];
    // The name of a field is text too: it travels with the request (stored for idempotency).
    const strangeKey = await owner.browser
      .put(`/api/v1/stage/manage/unknown-stage/visibility/`)
      .set('Idempotency-Key', 'k-1')
      .send({ visible: true, ['x\ud800']: 1 });
    expect(strangeKey.status).toBe(400);
    expect(strangeKey.body.errors).toEqual({ body: 'form.invalid_text' });
    for (const [label, change, field, key] of cases) {
      const response = await owner.browser.post('/api/v1/stage/manage/', stageForm(change));
      expect(response.status, label).toBe(400);
      expect(response.body.errors, label).toMatchObject({ [field]: key });
    }

    for (const [field, value, key] of [
      ['description', 'Nous \ud83d sommes', 'form.invalid_text'],
      ['phone', '\u001b[31m0470', 'form.invalid_text'],
      ['responsible_first_name', '\u2060\u200d', 'form.no_visible_text'],
    ] as const) {
      const response = await owner.browser.put(
        '/api/v1/organization/edit/',
        profile({ [field]: value }),
      );
      expect(response.status, field).toBe(400);
      expect(ApiError.parse(response.body).errors, field).toEqual({ [field]: key });
    }
    expect(await footprint()).toEqual(before);
  });

  it('keeps tabs and line breaks where text may span lines, and ordinary names whole', async () => {
    const saved = await owner.browser
      .put(
        '/api/v1/organization/edit/',
        profile({
          description: 'Ligne une\n\tLigne deux',
          responsible_first_name: 'Marie-Ève',
          responsible_last_name: "D'Hondt",
        }),
      )
      .expect(200);
    expect(saved.body).toMatchObject({
      description: 'Ligne une\n\tLigne deux',
      responsible_first_name: 'Marie-Ève',
      responsible_last_name: "D'Hondt",
    });
  });

  it("answers Fastify's own refusals in the API's shape without echoing the request", async () => {
    const longParameter = await world.api.http().get(`/api/v1/stages/${'secret'.repeat(400)}/`);
    expect(longParameter.status).toBe(414);
    expect(ApiError.parse(longParameter.body).code).toBe('request.uri_too_long');
    expect(longParameter.text).not.toContain('secret');

    const unknown = await world.api.http().get('/api/v1/secret-path-7/');
    expect(unknown.status).toBe(404);
    expect(unknown.text).not.toContain('secret-path-7');

    const headers = await fetch(`${origin}/api/v1/health`, {
      headers: { 'x-filler': 'secret'.repeat(4_000) },
    });
    expect(headers.status).toBe(431);
    const body = await headers.text();
    expect(ApiError.parse(JSON.parse(body)).code).toBe('request.headers_too_large');
    expect(body).not.toContain('secret');
  });
});
