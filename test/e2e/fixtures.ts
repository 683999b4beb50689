import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Browser, type Locator, type Page } from '@playwright/test';
import { brusselsDay, composeNationalRegisterNumber } from '@stages/contracts';
import { simpleParser } from 'mailparser';
import { baseURL, dataDir } from '../../playwright.config.js';
import { chromiumPath } from './chromium.js';
import { describeViolation, injectAxe, wcagViolations } from '../support/axe.js';

/**
 * Every browser test watches what its pages report: a request or a style the
 * Content-Security-Policy blocked fails the test, whatever the screen shows.
 */
export const test = base.extend<{ securityPolicyWatch: void }>({
  securityPolicyWatch: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // A page script: the browser reports each breach as an event, not always on the console.
      await context.addInitScript(
        "document.addEventListener('securitypolicyviolation', (event) => " +
          "console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI + ' at ' + " +
          "event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber));",
      );
      context.on('console', (message) => {
        if (/Content Security Policy|CSP violation/.test(message.text())) {
          violations.push(`${message.location().url}: ${message.text()}`);
        }
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Browser tests say why they do not run where there is no Chromium. */
export function skipWithoutChromium() {
  test.skip(
    !fs.existsSync(chromiumPath),
    `skipped: no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
}

/**
 * A browser spec's opening line: it skips, saying why, without Chromium, and any error a page
 * throws fails it, even when the screen looks right.
 */
export function browserSpec() {
  skipWithoutChromium();
  failOnPageErrors();
}

function failOnPageErrors() {
  test.beforeEach(({ page }) => {
    page.on('pageerror', (error) => {
      throw error;
    });
  });
}

/** The newest message the server wrote for `to` (no SMTP in these runs), and its link. */
export async function mailedLink(to: string, prefix: string): Promise<string> {
  const folder = path.join(dataDir, 'mail');
  const linkPattern = new RegExp(`${baseURL}${prefix}\\S+`);
  // The newest message to `to` holding such a link: mails are sent after the decision, a moment
  // later, and an older one to the same address may hold another link.
  const newestLink = async () => {
    if (!fs.existsSync(folder)) return null;
    const names = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(`-${to}.eml`))
      .sort()
      .reverse();
    for (const name of names) {
      const message = await simpleParser(fs.readFileSync(path.join(folder, name)));
      const link = message.text?.match(linkPattern)?.[0];
      if (link) return link;
    }
    return null;
  };
  let link: string | null = null;
  await expect
    .poll(async () => (link = await newestLink()), { message: `a ${prefix} link mailed to ${to}` })
    .not.toBeNull();
  return link!;
}

/** The password of the demo accounts (admin@, organizer@ and parent@example.org). */
export const DEMO_PASSWORD = 'Demo-2026!';

/** Signs in through the sign-in page and waits to leave it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/auth\/login/);
  // The address changes before the next page is drawn: until then, the sign-in page's own
  // header (its language menu) is still the one on screen.
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveCount(0);
}

/**
 * Calls the API as the page would: with its cookies and the CSRF token; answers its JSON.
 * `headers` are sent besides, such as the address a proxy says the call came from.
 */
export async function call(
  page: Page,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  data: object,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'stages_csrf');
  const response = await page.request.fetch(`/api/v1${url}`, {
    method,
    data,
    headers: { 'X-CSRF-Token': csrf?.value ?? '', ...headers },
  });
  const body = await response.text();
  expect(response.ok(), `${method} ${url}: ${body}`).toBe(true);
  return body === '' ? null : JSON.parse(body);
}

/** A message key left untranslated shows as dotted words, such as app.catalogue.title. */
const RAW_KEY = /\b(app|errors|resources|ra|pages|admin)\.[a-z_/-]+\.[a-z_.]+/;

/** How far the page is wider than the window: above 0, the reader scrolls sideways. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = (
      globalThis as unknown as {
        document: { documentElement: { scrollWidth: number; clientWidth: number } };
      }
    ).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/** Opens the next pages in a language, with the cookie choice made, as a returning visitor. */
export async function speak(page: Page, locale: 'fr' | 'en' | 'nl') {
  await page.addInitScript((language) => {
    const { localStorage } = globalThis as unknown as {
      localStorage: { setItem(key: string, value: string): void };
    };
    localStorage.setItem('RaStore.locale', JSON.stringify(language));
    localStorage.setItem('stages.cookie-consent', 'essential');
  }, locale);
}

/** A window of its own (its own cookies) at 1280 px, speaking French: one person of a test. */
export async function frenchWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await speak(page, 'fr');
  return page;
}

/** A window of its own on a phone, 390 px wide, speaking French. */
export async function phoneWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await speak(page, 'fr');
  return page;
}

/** No WCAG 2.1 AA violation, no raw message key, nothing wider than the window. */
export async function expectReadable(page: Page, what: string) {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await injectAxe(page);
  expect((await wcagViolations(page)).map(describeViolation), what).toEqual([]);
  await expectTranslatedAndWithinWidth(page, what);
}

/** What keeps a page from being read in full: a raw message key, a page wider than its window. */
export async function translationAndWidthFaults(page: Page): Promise<string[]> {
  const faults: string[] = [];
  const key = (await page.locator('body').innerText()).match(RAW_KEY);
  if (key) faults.push(`shows the raw message key ${key[0]}`);
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) faults.push(`is ${overflow} px wider than the window`);
  return faults;
}

/** The page says everything in words (no raw message key) and fits its window's width. */
export async function expectTranslatedAndWithinWidth(page: Page, what: string) {
  const text = await page.locator('body').innerText();
  expect(text, `${what} shows a raw message key`).not.toMatch(RAW_KEY);
  expect(await horizontalOverflow(page), `${what} is wider than the window`).toBeLessThanOrEqual(0);
}

/**
 * A date field by its label: MUI X's picker, a group of sections (day, month, year, hours...) in
 * the page's language, with the calendar's button. Its hidden input holds the date as shown.
 */
export const dateField = (scope: Page | Locator, label: string | RegExp) =>
  scope.getByRole('group', { name: label, exact: typeof label === 'string' });

/** Types into a date field as a person does: from its first section, in the language's order. */
export async function typeDate(field: Locator, keys: string) {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(keys);
}

/** What a date field shows, `14/03/2018` in French: for `toHaveValue`. */
export const shownDate = (field: Locator) => field.locator('input');

/**
 * Registers `email` and confirms it through the mailed link: the page is signed in as it. Each
 * account seems to come from a network of its own, as people's do: the server (which trusts
 * the test's proxy header) allows 20 registrations an hour from one network, fewer than the
 * suite makes.
 */
async function registerConfirmed(page: Page, email: string, password: string, name: string[]) {
  await page.goto('/');
  await call(
    page,
    'POST',
    '/registration/',
    {
      email,
      password1: password,
      password2: password,
      first_name: name[0],
      last_name: name[1],
    },
    { 'X-Forwarded-For': `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}` },
  );
  await page.goto(await mailedLink(email, '/account-email-confirmation/'));
  await expect(page.getByRole('heading', { name: 'Adresse confirmée' })).toBeVisible();
}

/**
 * A parent account of the test's own, registered, confirmed through the mailed link and
 * finalized with `finalize` (the parent's address, say); the page is signed in as it.
 */
export async function registerParent(page: Page, password: string, finalize: object = {}) {
  const email = `parent.${randomUUID().slice(0, 8)}@example.be`;
  await registerConfirmed(page, email, password, ['Lou', 'Lambert']);
  await call(page, 'PUT', '/registration/finalize/parent/', {
    phone: '0470 12 34 56',
    ...finalize,
  });
  return email;
}

/** A new organization's owner, registered and confirmed, not yet verified; the page is signed in as it. */
export async function registerOrganizer(page: Page, password: string, name: string) {
  const email = `organizer.${randomUUID().slice(0, 8)}@example.be`;
  await registerConfirmed(page, email, password, ['Paula', 'Pinson']);
  await call(page, 'PUT', '/registration/finalize/organization/', { name, phone: '02 123 45 67' });
  const profile = (await (await page.request.get('/api/v1/organization/edit/')).json()) as {
    id: string;
  };
  return { email, id: profile.id };
}

/** The demo administrator verifies the organization, in a browser context of their own. */
export async function verifyAsAdministrator(browser: Browser, organizationId: string) {
  const administration = await browser.newContext();
  const admin = await administration.newPage();
  await signIn(admin, 'admin@example.org');
  await call(admin, 'POST', `/admin/organizations/${organizationId}/verify/`, {});
  await administration.close();
}

/** A one-day stage's form, on `day` of next July. */
export function oneDayStage(name: string, day: number) {
  const year = new Date().getUTCFullYear() + 1;
  const date = `${year}-07-${String(day).padStart(2, '0')}`;
  return {
    name,
    description: '',
    starts_at: `${date}T07:00:00Z`,
    ends_at: `${date}T14:00:00Z`,
    registration_deadline: `${year}-06-01T10:00:00Z`,
    max_children: 10,
    min_age: 6,
    max_age: 10,
    address: { street: 'Rue des Pinsons', number: '1', postal_code: '5000', city: 'Namur' },
    activity_start: '09:00',
    activity_end: '16:00',
    daycare_start: null,
    daycare_end: null,
    effective_days: 1,
    cost_cents: 5000,
    image_file_id: null,
    visible: true,
  };
}

/**
 * A stage of the demo organizer's own, made for one test so no other depends on its state;
 * `extra` adds or overrides fields of the form (a price, its charges).
 */
export async function organizerStage(
  page: Page,
  name: string,
  places = 12,
  extra: Record<string, unknown> = {},
) {
  await signIn(page, 'organizer@example.org');
  const year = new Date().getUTCFullYear() + 1;
  const stage = (await call(page, 'POST', '/stage/manage/', {
    name,
    description: '',
    starts_at: `${year}-08-03T07:00:00Z`,
    ends_at: `${year}-08-07T14:00:00Z`,
    registration_deadline: `${year}-07-20T10:00:00Z`,
    max_children: places,
    min_age: 6,
    max_age: 12,
    address: { street: 'Rue du Moulin', number: '4', postal_code: '5000', city: 'Namur' },
    activity_start: '09:00',
    activity_end: '16:00',
    daycare_start: null,
    daycare_end: null,
    effective_days: 5,
    cost_cents: 9000,
    image_file_id: null,
    visible: true,
    ...extra,
  })) as { id: string; slug: string };
  return stage;
}

/**
 * A child of the signed-in parent's family, `years` old, born on a random day of the first nine
 * months so that its national register number is its own in the suite's shared database.
 */
export async function addChild(
  page: Page,
  firstName: string,
  { years = 8, sex = 'male' }: { years?: number; sex?: 'male' | 'female' } = {},
) {
  const birthDate = `${Number(brusselsDay().slice(0, 4)) - years}-0${randomInt(1, 10)}-1${randomInt(0, 10)}`;
  // Odd sequences for boys, even for girls, as the number's rule wants.
  const sequence = 2 * randomInt(1, 499) + (sex === 'male' ? 1 : 0);
  return call(page, 'POST', '/children/', {
    last_name: 'Lambert',
    first_name: firstName,
    birth_date: birthDate,
    sex,
    national_register_number: composeNationalRegisterNumber(birthDate, sequence),
    photo_consent: 'yes',
  });
}

/** The warning a refused page shows: "Permission refusée" over the reason. */
export async function expectDenialToast(page: Page, reason: string) {
  const toast = page.getByRole('alert').filter({ hasText: 'Permission refusée' });
  await expect(toast).toContainText(reason);
}

/**
 * Milliseconds, by the page's own clock, from the last key typed during `action` to the start of
 * the first request whose address holds `address`: a search that waits for the typing to pause
 * can never ask sooner than its pause, however busy the machine.
 */
export async function pauseBeforeRequest(page: Page, address: string, action: () => Promise<void>) {
  await page.evaluate(
    "window.lastKeyAt = 0; document.addEventListener('input', () => { window.lastKeyAt = performance.now(); }, true)",
  );
  const asked = page.waitForRequest((request) => request.url().includes(address));
  await action();
  await asked;
  let started = 0;
  await expect
    .poll(async () => {
      started = await page.evaluate<number>(
        `performance.getEntriesByType('resource').find((entry) => entry.name.includes(${JSON.stringify(address)}))?.startTime ?? 0`,
      );
      return started;
    })
    .toBeGreaterThan(0);
  return started - (await page.evaluate<number>('window.lastKeyAt'));
}

/**
 * Closes the toast on show, as a person does before clicking what it covers at the top right of
 * the page (its time stands still while the pointer is on it).
 */
export async function closeToast(page: Page) {
  const toast = page.locator('.MuiSnackbar-root .MuiAlert-root');
  await toast.getByRole('button', { name: 'Fermer' }).click();
  await expect(toast).toHaveCount(0);
}
