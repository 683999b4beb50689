import { ApiError, ErrorCode, FieldErrorCode } from '@stages/contracts';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { BackgroundWork } from '../../../api/src/platform/background-work.js';
import type { Browser } from '../../support/browser.js';
import { pngImage } from '../../support/image-files.js';
import {
  startStripeStandIn,
  STAND_IN_CONNECT_WEBHOOK_SECRET,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
} from '../../support/stripe-stand-in.js';
import { actors, stageForm } from '../actors.js';
import { childForm, representativeForm } from '../families/forms.js';
import { openIdentityWorld, PASSWORD, register } from '../identity/world.js';
import {
  anyJson,
  fromSchema,
  hostileRawJson,
  hostileText,
  oneThingWrong,
  resolver,
  type JsonSchema,
} from './arbitraries.js';

/**
 * Generated and hostile requests to every operation the API describes, as each kind of caller:
 * none may get a 5xx; every 4xx has the error body with a stable code; and a refused request
 * changes nothing. `FUZZ_RUNS` sets the runs per operation and caller (CI keeps it small;
 * `npm run fuzz` runs many more).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);

// Stripe's stand-in answers the checkouts: without keys the server would rightly answer 503.
const stripe = await startStripeStandIn();
const world = await openIdentityWorld({
  STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
  STRIPE_CONNECT_WEBHOOK_SECRET: STAND_IN_CONNECT_WEBHOOK_SECRET,
  STRIPE_API_URL: stripe.url,
});
afterAll(async () => {
  await world.close();
  await stripe.close();
});

const people = actors(world);
const organizer = await people.organizer();
const otherOrganizer = await people.organizer({ verified: false });
const administrator = await people.account('admin');
await world.db.query('UPDATE users SET role = 1 WHERE email = $1', [administrator.email]);
const parent = await people.account('parent');
await parent.browser
  .put('/api/v1/registration/finalize/parent/', { phone: '0470 12 34 56' })
  .expect(200);
const representative = (
  await parent.browser.post('/api/v1/legal-representative/', representativeForm()).expect(201)
).body as { id: string };
const childExample = childForm({ legal_representative_id: representative.id });
const child = (await parent.browser.post('/api/v1/children/', childExample).expect(201)).body as {
  id: string;
};
const parentId = (await parent.browser.get('/api/v1/auth/user/').expect(200)).body.id as string;
const noRole = await people.account('norole');
const unconfirmed = await register(world);

const stage = (await organizer.browser.post('/api/v1/stage/manage/', stageForm()).expect(201)).body;
const image = (
  await organizer.browser
    .post('/api/v1/stage/manage/image/')
    .attach('file', pngImage(1200, 675), 'camp.png')
    .expect(201)
).body;
const report = (
  await (
    await world.browser()
  )
    .post('/api/v1/reports/', {
      target_type: 'stage',
      target_slug: stage.slug,
      reason: 'other',
      message: 'À vérifier',
    })
    .expect(201)
).body;

/** Who calls: a browser, and how to sign it in again after an operation that signed it out. */
interface Caller {
  browser: Browser;
  readonly email: string | null;
  password: string;
}
const caller = ({ browser, email }: { browser: Browser; email: string | null }): Caller => ({
  browser,
  email,
  password: PASSWORD,
});
const callers: Record<string, Caller> = {
  anonymous: caller({ browser: await world.browser(), email: null }),
  unconfirmed: caller(unconfirmed),
  'without a role': caller(noRole),
  parent: caller(parent),
  organizer: caller(organizer),
  'unverified organizer': caller(otherOrganizer),
  administrator: caller(administrator),
};

/** Keeps each caller signed in, whatever a successful request did to its session. */
async function afterSuccess(who: Caller, operation: Operation, body: Body) {
  if (operation.path === '/api/v1/auth/password/change' && body?.kind === 'json') {
    who.password = (body.value as { new_password1: string }).new_password1;
  }
  if (who.email === null) return;
  const still = await who.browser.get('/api/v1/auth/user/');
  if (still.status === 200) return;
  const browser = await world.browser();
  await browser.post('/api/v1/auth/login/', { email: who.email, password: who.password });
  who.browser = browser;
}

/**
 * A valid body for each operation that takes one, which the generator spoils one part at a
 * time: a body generated from its schema alone rarely gets past the first refusal.
 */
const examples: Record<string, unknown> = {
  'POST /api/v1/auth/login': { email: organizer.email, password: 'Wrong-pass-0', remember: true },
  'POST /api/v1/auth/password/change': { new_password1: PASSWORD, new_password2: PASSWORD },
  'POST /api/v1/auth/password/reset': { email: parent.email },
  'POST /api/v1/auth/password/reset/confirm': {
    uid: organizer.id,
    token: 'not-a-token',
    new_password1: PASSWORD,
    new_password2: PASSWORD,
  },
  'POST /api/v1/auth/{provider}': {
    code: 'code',
    code_verifier: 'v'.repeat(43),
    redirect_uri: 'http://stages.test/register/google/',
    state: 's'.repeat(20),
  },
  'POST /api/v1/registration': {
    email: 'fuzz@example.be',
    password1: PASSWORD,
    password2: PASSWORD,
    first_name: 'Ann',
    last_name: 'Peeters',
    language: 'nl',
  },
  'POST /api/v1/registration/account-confirm-email': { key: 'unknown-key' },
  'PATCH /api/v1/user': { language: 'nl', cookie_consent: 'allow' },
  'DELETE /api/v1/user': { confirmation: 'someone@example.be' },
  'DELETE /api/v1/parent/edit': { confirmation: 'someone@example.be' },
  'DELETE /api/v1/organization/edit': { confirmation: 'someone@example.be' },
  'PUT /api/v1/organization/edit': {
    name: 'Les Amis du Bois',
    type: 'de_facto_association',
    phone: '0470 12 34 56',
    description: 'Des stages au bord de la Meuse.',
    responsible_first_name: 'Marie',
    responsible_last_name: 'Dubois',
    address: { street: 'Rue du Bois', number: '3', postal_code: '4000', city: 'Liège' },
  },
  'PUT /api/v1/parent/edit': {
    first_name: 'Pauline',
    last_name: 'Parent',
    phone: '0470 12 34 56',
    address: { street: 'Rue Haute', number: '10', postal_code: '1000', city: 'Bruxelles' },
    national_register_number: '85.07.30-033.28',
    birth_date: '1985-07-30',
    language: 'fr',
  },
  'PUT /api/v1/registration/finalize/parent': { phone: '0470 12 34 56' },
  'PUT /api/v1/registration/finalize/organization': { name: 'Club du Bois', phone: '02 123 45 67' },
  'POST /api/v1/stage/manage': stageForm(),
  'PUT /api/v1/stage/manage/{slug}': { ...stageForm(), cost_cents: stage.cost_cents },
  'PUT /api/v1/stage/manage/{slug}/visibility': { visible: true },
  'POST /api/v1/admin/organization-types': {
    id: 'scout_unit',
    label_fr: 'Unité scoute',
    label_en: 'Scout unit',
    label_nl: 'Scoutseenheid',
  },
  'PUT /api/v1/admin/organization-types/{id}': {
    label_fr: 'Mouvement de jeunesse',
    label_en: 'Youth movement',
    label_nl: 'Jeugdbeweging',
  },
  'PUT /api/v1/admin/price-plans/{id}': {
    name: 'Gold',
    max_stages: null,
    yearly_price_cents: 9_900,
    update_years: 1,
    support_tickets_per_year: 50,
  },
  'PUT /api/v1/admin/stages/{slug}/moderation': { hidden: false },
  'POST /api/v1/reports': {
    target_type: 'stage',
    target_slug: stage.slug,
    reason: 'other',
    message: 'Une remarque',
  },
  'PUT /api/v1/admin/reports/{id}': { status: 'resolved' },
  'POST /api/v1/legal-representative': representativeForm(),
  'PATCH /api/v1/legal-representative/{id}': { first_name: 'Anne' },
  'POST /api/v1/children': childForm(),
  'PUT /api/v1/children/{id}': childExample,
  'POST /api/v1/account-sharing': { email: 'someone.else@example.be' },
  'POST /api/v1/enrollments': {
    stage_id: crypto.randomUUID(),
    child_id: child.id,
    confirmed_price_cents: 12_500,
  },
  'POST /api/v1/enrollments/{id}/accept': { reduced_price: true },
  'POST /api/v1/enrollments/{id}/reject': { reason: 'Complet' },
  'POST /api/v1/waiting-list': { stage_id: crypto.randomUUID(), child_ids: [child.id] },
  'PUT /api/v1/organization/stages/{slug}/attendance/{day}': { present: [crypto.randomUUID()] },
  'POST /api/v1/organization/stages/{slug}/messages': {
    subject: 'Demain',
    body: 'Prévoyez un maillot.',
    audience: 'accepted',
  },
  'POST /api/v1/waiting-list/{id}/accept': { confirmed_price_cents: 12_500 },
  'POST /api/v1/organization/stages/{slug}/waiting-list/{id}/offer': {
    reason: 'Enfant d’un moniteur',
  },
  'POST /api/v1/organization/stages/{slug}/waiting-list/{id}/remove': {
    reason: 'Inscrite deux fois',
  },
  'POST /api/v1/enrollments/{id}/mark-paid': { payment_date: '2026-11-20' },
  'POST /api/v1/enrollments/{id}/record-refund': { refund_date: '2026-11-20' },
  'POST /api/v1/organization/stages/{slug}/enrollments': {
    parent_email: 'phoned.parent@example.be',
    parent_first_name: 'Sofie',
    parent_last_name: 'Claes',
    parent_language: 'nl',
    child_first_name: childExample.first_name,
    child_last_name: childExample.last_name,
    child_birth_date: childExample.birth_date,
    child_sex: childExample.sex,
    child_national_register_number: childExample.national_register_number,
  },
  'PUT /api/v1/admin/parents/{id}': {
    first_name: 'Pauline',
    last_name: 'Parent',
    phone: '0470 12 34 56',
    address: { street: 'Rue Haute', number: '10', postal_code: '1000', city: 'Bruxelles' },
    language: 'nl',
  },
  'POST /api/v1/admin/subscriptions/{id}/grant': {
    plan: 'enterprise',
    end_date: '2099-12-31',
    note: 'Contrat signé',
  },
  'POST /api/v1/subscriptions/enterprise-offer': {
    name: 'Anne Dupont',
    email: 'anne@federation.example',
    organization: 'Fédération',
    message: 'Une offre pour nos 120 groupes, s’il vous plaît.',
  },
  'PUT /api/v1/admin/children/{id}': {
    first_name: childExample.first_name,
    last_name: childExample.last_name,
    birth_date: childExample.birth_date,
    sex: childExample.sex,
    national_register_number: childExample.national_register_number,
    address: childExample.address,
  },
};

/** Real values for path parameters, so that requests reach past "not found" too. */
const known: Record<string, string[]> = {
  slug: [stage.slug, organizer.slug, otherOrganizer.slug],
  id: [
    organizer.id,
    otherOrganizer.id,
    report.id,
    image.id,
    'youth_movement',
    'gold',
    representative.id,
    child.id,
    parentId,
  ],
  kind: ['logo', 'id_card', 'insurance'],
  provider: ['google', 'microsoft'],
};

interface Operation {
  readonly method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  readonly path: string;
  readonly parameters: { name: string; in: string }[];
  readonly body: { type: 'json'; schema: JsonSchema } | { type: 'multipart' } | null;
}

const document = (await world.api.http().get('/api/v1/openapi.json').expect(200)).body as {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
interface OperationObject {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
const resolve = resolver(document);
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => {
    const content = operation.requestBody?.content ?? {};
    return {
      method: method as Operation['method'],
      path,
      parameters: operation.parameters ?? [],
      body: content['application/json']
        ? { type: 'json' as const, schema: content['application/json'].schema }
        : content['multipart/form-data']
          ? { type: 'multipart' as const }
          : null,
    };
  }),
);

/** A request for `operation`: its path parameters, query and body, honest or not. */
function requestFor(operation: Operation) {
  const pathValues = Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => [
        parameter.name,
        fc.oneof(fc.constantFrom(...(known[parameter.name] ?? ['x'])), hostileText),
      ]),
  );
  const queryValues = Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => [
        parameter.name,
        fc.oneof(
          anyJson.map((value) => JSON.stringify(value)),
          hostileText,
        ),
      ]),
  );
  const example = examples[`${operation.method.toUpperCase()} ${operation.path}`];
  const body =
    operation.body?.type === 'json'
      ? fc.oneof(
          ...(example === undefined
            ? []
            : [{ weight: 4, arbitrary: oneThingWrong(example).map(json) }]),
          { weight: 2, arbitrary: fromSchema(operation.body.schema, resolve).map(json) },
          { weight: 1, arbitrary: hostileRawJson.map(raw) },
        )
      : operation.body?.type === 'multipart'
        ? multipart
        : fc.oneof(fc.constant(null), anyJson.map(json), hostileRawJson.map(raw));
  return fc.record({
    path: fc.record(pathValues),
    query: fc.record(queryValues, { requiredKeys: [] }),
    body,
    idempotencyKey: fc.option(fc.oneof(fc.uuid(), hostileText), { freq: 3 }),
  });
}

/** One generated request, as `requestFor` makes it. */
type GeneratedRequest = ReturnType<typeof requestFor> extends fc.Arbitrary<infer R> ? R : never;

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; value: string | Buffer }
  | { kind: 'multipart'; files: { name: string; bytes: Buffer; fileName: string }[] }
  | null;
const json = (value: unknown): Body => ({ kind: 'json', value });
const raw = (value: string | Buffer): Body => ({ kind: 'raw', value });
const multipart: fc.Arbitrary<Body> = fc
  .array(
    fc.record({
      name: fc.oneof(fc.constant('file'), hostileText),
      bytes: fc.oneof(
        fc.constant(pngImage(1200, 675)),
        fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      ),
      fileName: fc.oneof(
        fc.constantFrom('a.png', 'a.pdf', '../../x.png', 'a\u0000.png'),
        hostileText,
      ),
    }),
    { maxLength: 3 },
  )
  .map((files) => ({ kind: 'multipart', files }));

/**
 * Percent-encodes any text, lone surrogates included, as their UTF-8-like bytes (which no valid
 * UTF-8 decoder accepts): what a careless client puts on the wire.
 */
function percentEncoded(text: string) {
  let encoded = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    const pair = unit >= 0xd800 && unit <= 0xdbff ? text.charCodeAt(i + 1) : NaN;
    if (pair >= 0xdc00 && pair <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(text[i]!);
    }
  }
  return encoded;
}

function send(browser: Browser, operation: Operation, request: GeneratedRequest) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    percentEncoded(String(request.path[name] ?? 'x')),
  );
  let call = browser[operation.method](path).query(request.query);
  if (request.idempotencyKey !== null)
    call = call.set('Idempotency-Key', percentEncoded(request.idempotencyKey));
  const body = request.body;
  // Serialized here: the client would otherwise refuse to send a bare number or string.
  if (body?.kind === 'json' && body.value !== undefined) {
    return call.set('Content-Type', 'application/json').send(JSON.stringify(body.value));
  }
  if (body?.kind === 'raw') return call.set('Content-Type', 'application/json').send(body.value);
  if (body?.kind === 'multipart') {
    for (const file of body.files)
      call = call.attach(file.name || 'file', file.bytes, file.fileName || 'x');
    return call;
  }
  return call;
}

/**
 * What a refusal must leave as it was: the event log and every table, but for the bookkeeping
 * of refusals themselves (rate-limit counts, stored idempotent answers) and the read models,
 * which follow the log on their own time.
 */
const BOOKKEEPING = new Set([
  'rate_limits',
  'idempotency_keys',
  'projection_checkpoints',
  'schema_migrations',
  'stage_catalogue',
  'organization_verification',
  // Commands wait for the enrollments they answer with, not for the decision history.
  'enrollment_decisions',
  // Mails are owed from the log and sent after, on their own time: an earlier success's mail
  // may go out while a refusal is checked. A refusal appends nothing, so it owes none.
  'mail_outbox',
  'mail_deliveries',
]);
const tables = (
  await world.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  )
).rows
  .map((row) => row.table_name)
  .filter((table) => !BOOKKEEPING.has(table) && !table.endsWith('__rebuild'));

async function footprint() {
  const { rows } = await world.db.query<{ digest: string }>(
    `SELECT ${tables
      .map(
        (table) =>
          `(SELECT md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), ''))
              FROM ${table} t)`,
      )
      .join(" || ',' || ")} AS digest`,
  );
  return rows[0]!.digest;
}

const stableCodes = new Set<string>(Object.values(ErrorCode));
const fieldCodes = new Set<string>([...Object.values(FieldErrorCode), ...Object.values(ErrorCode)]);

describe('Generated and hostile requests', { timeout: 600_000 }, () => {
  it.each(
    operations.map(
      (operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const,
    ),
  )(
    '%s: no 5xx, the error body on every 4xx, nothing changed by a refusal',
    async (_name, operation) => {
      for (const [name, who] of Object.entries(callers)) {
        await fc.assert(
          fc.asyncProperty(requestFor(operation), async (request) => {
            const before = await footprint();
            const response = await send(who.browser, operation, request);
            const context = `${name}: ${response.status} ${(response.text ?? '').slice(0, 300)}`;
            expect(response.status, context).toBeLessThan(500);
            if (response.status < 400) {
              // A request that succeeded may have left work behind (a mail to send).
              await world.api.app.get(BackgroundWork).settled();
              await afterSuccess(who, operation, request.body);
              return;
            }
            const error = ApiError.parse(response.body);
            expect(stableCodes.has(error.code), context).toBe(true);
            for (const key of Object.values(error.errors ?? {})) {
              expect(fieldCodes.has(key), context).toBe(true);
            }
            expect(await footprint(), context).toBe(before);
          }),
          { numRuns: RUNS },
        );
      }
    },
  );

  it('has a valid example body for every operation that takes JSON', () => {
    const takingJson = operations
      .filter((operation) => operation.body?.type === 'json')
      .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect(takingJson.filter((name) => !(name in examples))).toEqual([]);
  });

  it('describes every upload as one file in a multipart form', () => {
    const uploads = operations.filter((operation) => operation.body?.type === 'multipart');
    expect(uploads.map((operation) => operation.path).sort()).toEqual([
      '/api/v1/organization/bank-statements',
      '/api/v1/organization/edit/files/{kind}',
      '/api/v1/stage/manage/image',
    ]);
  });
});
