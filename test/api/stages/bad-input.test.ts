import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, stageForm, type Organizer } from '../actors.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';

/** Input no form would send, which must still get a 4xx with a code and change nothing. */
describe('Bad input to the stage and organization endpoints', () => {
  let world: IdentityWorld;
  let owner: Organizer;
  beforeAll(async () => {
    world = await openIdentityWorld();
    owner = await actors(world).organizer();
  });
  afterAll(() => world.close());

  const stageEvents = async () =>
    (await world.db.query("SELECT count(*)::integer AS n FROM events WHERE type LIKE 'Stage%'"))
      .rows[0]!.n;

  it('refuses NUL characters in paths, filters and bodies', async () => {
    const before = await stageEvents();
    const anonymous = await world.browser();
    for (const response of [
      await anonymous.get('/api/v1/stages/a%00b/'),
      await anonymous.get('/api/v1/organizations/a%00b/'),
      await anonymous.get('/api/v1/stages/').query({ filter: '{"organization":"a\\u0000b"}' }),
      await anonymous.post('/api/v1/reports/', {
        target_type: 'stage',
        target_slug: 'a\u0000b',
        reason: 'other',
        message: 'x',
      }),
      await owner.browser.post('/api/v1/stage/manage/', stageForm({ name: 'bad\u0000name' })),
    ]) {
      expect(response.status, response.request.url).toBe(400);
      expect(response.body.code).toBe('request.invalid');
    }
    expect(await stageEvents()).toBe(before);
  });

  it('refuses dates that are no real dates, such as year 0', async () => {
    const before = await stageEvents();
    const creation = await owner.browser.post(
      '/api/v1/stage/manage/',
      stageForm({ registration_deadline: '0000-06-01T00:00:00Z' }),
    );
    expect(creation.status).toBe(400);
    expect(creation.body.errors).toEqual({ registration_deadline: 'form.invalid' });
    const farFuture = await owner.browser.post(
      '/api/v1/stage/manage/',
      stageForm({ ends_at: '9999-12-31T23:00:00-14:00' }),
    );
    expect(farFuture.status).toBe(400);
    for (const filter of [{ start_from: '0000-01-01' }, { month: '0000-01' }]) {
      const response = await world.api
        .http()
        .get('/api/v1/stages/')
        .query({ filter: JSON.stringify(filter) });
      expect(response.status, JSON.stringify(filter)).toBe(400);
    }
    expect(await stageEvents()).toBe(before);
  });

  it('refuses uploads that are not one well-formed file', async () => {
    const send = (contentType: string, body: string) =>
      owner.browser.post('/api/v1/stage/manage/image/').set('Content-Type', contentType).send(body);
    for (const response of [
      await send('multipart/form-data', 'no boundary'),
      await send('multipart/form-data; boundary=x', 'garbage'),
      await send(
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n' +
          'Content-Type: image/png\r\n\r\n\x89PNG',
      ),
      await send('application/json', '{}'),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('upload.missing');
    }
    const { rows } = await world.db.query('SELECT count(*)::integer AS n FROM stored_files');
    expect(rows[0]!.n).toBe(0);
  });
});
