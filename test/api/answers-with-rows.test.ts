import { randomUUID } from 'node:crypto';
import { brusselsDay } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ORGANIZER_EMAIL,
  DEMO_PARENT_EMAIL,
  DEMO_PASSWORD,
} from '../../api/src/demo/demo-accounts.js';
import { IdempotencyStore } from '../../api/src/platform/idempotency/idempotency.store.js';
import { REPLAYED_HEADER } from '../../api/src/platform/idempotency/idempotency-key.js';
import { startApi, type TestApi } from '../support/api.js';
import { codaStatement } from '../support/bank-statements.js';
import { openBrowser, type Browser } from '../support/browser.js';
import { openPglite } from '../support/databases.js';
import { pngImage } from '../support/image-files.js';
import { childForm, representativeForm } from './families/forms.js';
import { IBAN } from './payments/paying.js';

type Sent = Awaited<ReturnType<Browser['post']>>;

/**
 * The endpoints that write table rows rather than events keep their answer in the rows'
 * transaction, for the Idempotency-Key the request carries. Each is sent once with its answer
 * lost after the rows committed, as when the server dies at that moment: the retry must be
 * given that answer, not run again. An endpoint that did not hand the key down would create
 * its rows a second time. (The card checkout, which needs the Stripe stand-in, is checked the
 * same way in subscriptions.test.ts.)
 */
describe('Endpoints that write rows keep their answer with them', () => {
  let api: TestApi;
  let keys: IdempotencyStore;

  beforeAll(async () => {
    api = await startApi(await openPglite(), { env: { DEMO_SEED: 'true' } });
    keys = api.app.get(IdempotencyStore);
  });
  afterAll(async () => {
    await api?.close();
  });

  const signedIn = async (email: string) => {
    const browser = await openBrowser(api);
    await browser.post('/api/v1/auth/login/', { email, password: DEMO_PASSWORD }).expect(200);
    return browser;
  };

  /** `send(key, retry)`: the first attempt, then (`retry` true) the client trying again. */
  async function answerLostThenRetried(send: (key: string, retry: boolean) => Promise<Sent>) {
    const key = randomUUID();
    const complete = keys.complete.bind(keys);
    keys.complete = () => Promise.reject(new Error('the server died before answering'));
    let first: Sent;
    try {
      first = await send(key, false);
    } finally {
      keys.complete = complete;
    }
    expect(first.status, first.text).toBe(500);
    const retried = await send(key, true);
    expect(retried.headers[REPLAYED_HEADER], retried.text).toBe('true');
    expect(retried.status).toBeLessThan(300);
    return retried.body as Record<string, unknown>;
  }

  const count = async (table: string) =>
    Number(
      (await api.infrastructure.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))
        .rows[0]!.n,
    );

  it('a registration', async () => {
    const [first, again] = [await openBrowser(api), await openBrowser(api)];
    const email = `new.${randomUUID()}@example.be`;
    // The lost answer carried the session's cookies: the client retries as it was, signed out.
    const body = await answerLostThenRetried((key, retry) =>
      (retry ? again : first)
        .post('/api/v1/registration/', {
          email,
          password1: 'Kamp-zomer-2027',
          password2: 'Kamp-zomer-2027',
          first_name: 'Nora',
          last_name: 'Claes',
        })
        .set('Idempotency-Key', key),
    );
    expect(body.email).toBe(email);
  });

  it("a child and a legal representative, by the family's parent", async () => {
    const parent = await signedIn(DEMO_PARENT_EMAIL);
    const children = await count('children');
    const childFields = childForm();
    const child = await answerLostThenRetried((key) =>
      parent.post('/api/v1/children/', childFields).set('Idempotency-Key', key),
    );
    expect(child.first_name).toBe('Lotte');
    expect(await count('children')).toBe(children + 1);
    const representativeFields = representativeForm();
    const representative = await answerLostThenRetried((key) =>
      parent
        .post('/api/v1/legal-representative/', representativeFields)
        .set('Idempotency-Key', key),
    );
    expect(representative.last_name).toBe('Dubois');
  });

  it("a report, an uploaded picture and a bank statement's report", async () => {
    const visitor = await openBrowser(api);
    const reports = await count('reports');
    await answerLostThenRetried((key) =>
      visitor
        .post('/api/v1/reports/', {
          target_type: 'organization',
          target_slug: 'les-castors-de-la-meuse',
          reason: 'misleading',
          message: 'Les prix affichés ne sont pas les bons.',
        })
        .set('Idempotency-Key', key),
    );
    expect(await count('reports')).toBe(reports + 1);

    const organizer = await signedIn(DEMO_ORGANIZER_EMAIL);
    const files = await count('stored_files');
    const picture = await answerLostThenRetried((key) =>
      organizer
        .post('/api/v1/stage/manage/image/')
        .set('Idempotency-Key', key)
        .attach('file', pngImage(900, 600), 'camp.png'),
    );
    expect(picture.kind).toBe('stage_image');
    expect(await count('stored_files')).toBe(files + 1);

    const today = brusselsDay();
    const statement = codaStatement({
      iban: IBAN,
      date: today,
      sequence: 1,
      movements: [
        {
          amountCents: 4_200,
          communication: '000000000097',
          counterpartyName: 'Parent',
          bookingDate: today,
        },
      ],
    });
    const imports = await count('bank_statement_imports');
    const report = await answerLostThenRetried((key) =>
      organizer
        .post('/api/v1/organization/bank-statements/')
        .set('Idempotency-Key', key)
        .attach('file', statement, 'statement.cod'),
    );
    expect(report.credits).toBe(1);
    expect(await count('bank_statement_imports')).toBe(imports + 1);
  });

  it('an organization type, by an administrator', async () => {
    const admin = await signedIn('admin@example.org');
    const type = await answerLostThenRetried((key) =>
      admin
        .post('/api/v1/admin/organization-types/', {
          id: 'choir',
          label_fr: 'Chorale',
          label_en: 'Choir',
          label_nl: 'Koor',
        })
        .set('Idempotency-Key', key),
    );
    expect(type.id).toBe('choir');
  });
});
