/**
 * The people a bench makes through the API, as users would: parents registered over HTTP (their
 * address confirmed in the database rather than by the mail's link), their children, the demo
 * organizer signed in. Shared by the benches that register children for stages.
 */
import type pg from 'pg';
import { inBatches } from '../support/in-batches.js';
import { cookiesAfter, csrfTokenIn, firstVisit } from './built-server.js';

/** Each parent seems to come from an address of their own: registrations are limited by address. */
export const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** A request changing state, with the browser's cookies and their CSRF token. */
export const write = (method: string, cookie: string, body: unknown) => ({
  method,
  headers: { 'content-type': 'application/json', 'x-csrf-token': csrfTokenIn(cookie), cookie },
  body: JSON.stringify(body),
});

export async function json<T>(response: Response, expected: number): Promise<T> {
  if (response.status !== expected) {
    throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** A stage of `places` next summer (`year`), taking children of 3 to 18. */
export function stageForm(index: number, places: number, year: number) {
  return {
    name: `Bench stage ${index}`,
    description: '',
    starts_at: `${year}-07-06T07:00:00Z`,
    ends_at: `${year}-07-10T14:00:00Z`,
    registration_deadline: `${year}-06-22T10:00:00Z`,
    max_children: places,
    min_age: 3,
    max_age: 18,
    address: { street: 'Rue de Fer', number: '20', postal_code: '5000', city: 'Namur' },
    activity_start: '09:00',
    activity_end: '16:00',
    effective_days: 5,
    cost_cents: 12_500,
  };
}

/** A name's letters for a number (names take no digits): 0 is `a`, 27 is `bb`. */
const lettersOf = (n: number): string =>
  (n >= 26 ? lettersOf(Math.floor(n / 26) - 1) : '') + String.fromCharCode(97 + (n % 26));

/**
 * A child of 10 the year `year` (the stages' year) begins, with a national register number of
 * its own: 90 birth days and 499 odd sequence numbers make one for each of 44,910 children. The
 * number's check is 97 less the first nine digits (with 2 before, for a birth after 2000) mod 97.
 */
export function childForm(index: number, year: number) {
  const day = index % 90;
  const born = `${year - 10}-0${1 + Math.floor(day / 10)}-1${day % 10}`;
  const sequence = String(2 * (Math.floor(index / 90) % 499) + 1).padStart(3, '0');
  const first9 = `${born.slice(2, 4)}${born.slice(5, 7)}${born.slice(8, 10)}${sequence}`;
  const check = String(97 - (Number(`2${first9}`) % 97)).padStart(2, '0');
  return {
    last_name: 'Peeters',
    first_name: `Kind ${lettersOf(index)}`,
    birth_date: born,
    sex: 'male',
    national_register_number: `${first9}${check}`,
    photo_consent: 'yes',
  };
}

/** `count` parents registered and finalized over HTTP, as the Cookie headers of their browsers. */
export async function parentsOf(
  url: string,
  db: pg.Client,
  count: number,
  label: string,
): Promise<string[]> {
  const sessions = await inBatches(Array.from({ length: count }), 8, async (_, i) => {
    const visit = write('POST', await firstVisit(url), {
      email: `${label}.${i}@example.be`,
      password1: 'Kamp-zomer-2027',
      password2: 'Kamp-zomer-2027',
      first_name: 'Ann',
      last_name: 'Peeters',
    });
    const response = await fetch(`${url}/api/v1/registration/`, {
      ...visit,
      headers: { ...visit.headers, 'x-forwarded-for': addressOf(i) },
    });
    await json(response, 201);
    return cookiesAfter(response);
  });
  await db.query(`UPDATE users SET email_verified = true WHERE email LIKE $1`, [`${label}.%`]);
  await inBatches(sessions, 8, async (cookie) =>
    json(
      await fetch(
        `${url}/api/v1/registration/finalize/parent/`,
        write('PUT', cookie, { phone: '0470 12 34 56' }),
      ),
      200,
    ),
  );
  return sessions;
}

const ORGANIZER = { email: 'organizer@example.org', password: 'Demo-2026!' };

/**
 * An account registered over HTTP and confirmed in the database, as the Cookie header of its
 * browser, signed in.
 */
async function confirmedAccount(url: string, db: pg.Client, email: string, password: string) {
  const response = await fetch(`${url}/api/v1/registration/`, {
    ...write('POST', await firstVisit(url), {
      email,
      password1: password,
      password2: password,
      first_name: 'Bench',
      last_name: 'Peeters',
    }),
  });
  await json(response, 201);
  await db.query('UPDATE users SET email_verified = true WHERE email = $1', [email]);
  return cookiesAfter(response);
}

/**
 * The organizer the benches register children with, made as on a production server (no demo
 * data): an organization account, verified by an administrator and granted a year of Gold, so
 * that it may create every stage a bench needs. Signed in as `signInOrganizer` does it.
 */
export async function benchOrganizer(url: string, db: pg.Client) {
  const owner = await confirmedAccount(url, db, ORGANIZER.email, ORGANIZER.password);
  await json(
    await fetch(
      `${url}/api/v1/registration/finalize/organization/`,
      write('PUT', owner, { name: 'Les Castors du banc', phone: '02 123 45 67' }),
    ),
    200,
  );
  const { id } = await json<{ id: string }>(
    await fetch(`${url}/api/v1/organization/edit/`, { headers: { cookie: owner } }),
    200,
  );
  // The account the bank statements of the bills bench credit, as the demo organizer's profile.
  await db.query(
    `UPDATE organizations SET iban = 'BE68539007547034', bic = 'GKCCBEBB' WHERE id = $1`,
    [id],
  );
  const admin = await confirmedAccount(url, db, 'admin@example.org', ORGANIZER.password);
  await db.query('UPDATE users SET role = 1 WHERE email = $1', ['admin@example.org']);
  await json(
    await fetch(`${url}/api/v1/admin/organizations/${id}/verify/`, write('POST', admin, {})),
    201,
  );
  const endDate = `${new Date().getUTCFullYear() + 2}-12-31`;
  await json(
    await fetch(
      `${url}/api/v1/admin/subscriptions/${id}/grant/`,
      write('POST', admin, { plan: 'gold', end_date: endDate, note: 'Benchmark' }),
    ),
    201,
  );
}

/** The organizer's session; its access lasts 15 minutes, less than a slow run takes. */
export async function signInOrganizer(url: string): Promise<string> {
  const login = await fetch(`${url}/api/v1/auth/login/`, {
    ...write('POST', await firstVisit(url), ORGANIZER),
  });
  await json(login, 200);
  return cookiesAfter(login);
}
