import { WEB_PAGES, type WebPage } from '@stages/contracts';
import { expect, skipWithoutChromium, test } from './fixtures.js';

skipWithoutChromium();

/** Demo data to fill each page's parameters with (api/src/demo/demo-data.ts). */
const sample: Record<string, string> = {
  slug: 'stage-nature-et-cabanes',
  orgSlug: 'les-castors-de-la-meuse',
  checkoutId: 'cs_test_demo',
  code: 'unknown-key',
  uid: '00000000-0000-4000-8000-000000000000',
  token: 'unknown-token',
  id: '00000000-0000-4000-8000-000000000000',
};
const addressOf = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'slug' && pattern.startsWith('/organizations') ? sample.orgSlug! : sample[name]!,
  );

/**
 * Pages a visitor reads without acting: they must load without a single refused request or
 * error in the console. The others act on their address (a confirmation key, a sign-in code)
 * and may rightly be refused with the sample values.
 */
const quietPages = new Set<WebPage>([
  '/',
  '/organization-landing',
  '/tos',
  '/privacy',
  '/gdpr',
  '/gtc',
  '/faq',
  '/accessibility',
  '/access-denied',
  '/stages',
  '/stages/:orgSlug',
  '/stage/:slug',
  '/organizations',
  '/organizations/:slug',
  '/auth/login',
  '/register/first-register',
  '/password-reset',
  '/password-reset/:uid/:token',
]);

test('every page of the web app answers 200', async ({ page }) => {
  for (const pattern of WEB_PAGES) {
    const address = addressOf(pattern);
    const response = await page.request.get(address);
    expect(response.status(), address).toBe(200);
  }
});

// Each page is drawn by the accessibility checks (accessibility.spec.ts); here, the pages a
// visitor reads are loaded afresh and watched for what they report.
test('the pages a visitor reads load without a refused request or an error', async ({ page }) => {
  test.slow();
  for (const pattern of quietPages) {
    const address = addressOf(pattern);
    const problems: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    };
    const onResponse = (response: { status(): number; url(): string }) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    };
    page.on('console', onConsole);
    page.on('response', onResponse);
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
    // What the page asks for on arrival has come back.
    await page.waitForLoadState('networkidle');
    page.off('console', onConsole);
    page.off('response', onResponse);
    expect(problems, address).toEqual([]);
  }
});

test('an address the web app has no page for answers 404 and says so', async ({ page }) => {
  const response = await page.goto('/no-such-page/really');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page introuvable').first()).toBeVisible();
});

test('the addresses people type from habit lead to the page they mean', async ({ page }) => {
  const login = await page.request.get('/login?next=%2Fstages', { maxRedirects: 0 });
  expect(login.status()).toBe(301);
  expect(login.headers().location).toBe('/auth/login?next=%2Fstages');
  await page.goto('/login/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.goto('/register');
  await expect(page).toHaveURL(/\/register\/first-register$/);
  // Inside the app too: a link to /login is followed without a reload.
  await page.goto('/stages');
  await page.evaluate(
    "history.pushState({}, '', '/login'); dispatchEvent(new PopStateEvent('popstate'))",
  );
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('pages carry a policy that forbids framing and foreign scripts', async ({ page }) => {
  const response = await page.goto('/stages');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the API documentation works under the same policy', async ({ page }) => {
  await page.goto('/api/v1/docs');
  await expect(page.getByText('Stages platform API').first()).toBeVisible();
  await expect(page.getByText('/api/v1/auth/login').first()).toBeVisible();
  // With 150 tags and operations or more, Swagger UI draws only what is in view: the filter
  // narrows the list to a tag, drawn whole.
  await page.getByPlaceholder('Filter by tag').fill('stages');
  await expect(page.getByText('/api/v1/stages/{slug}', { exact: true })).toBeVisible();
  await expect(page.getByText('/api/v1/auth/login')).toHaveCount(0);
});
