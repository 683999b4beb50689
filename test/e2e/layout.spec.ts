import type { Page } from '@playwright/test';
import { browserSpec, call, expect, signIn, test } from './fixtures.js';

browserSpec();

/** Answers the analytics address the server names (ANALYTICS_SCRIPT_URL), counting loads. */
async function fakeTracker(page: Page) {
  const loads = { count: 0 };
  await page.route('**/analytics-e2e.js', (route) => {
    loads.count += 1;
    return route.fulfill({ contentType: 'text/javascript', body: 'window.trackerRan = true;' });
  });
  return loads;
}

const consentOnAccount = async (page: Page) =>
  ((await (await page.request.get('/api/v1/auth/user/')).json()) as { cookie_consent: string })
    .cookie_consent;

test('the cookie banner asks once, the tracker loads only after "allow", and the top bar asks again', async ({
  page,
}) => {
  const tracker = await fakeTracker(page);
  await page.goto('/stages');
  const banner = page.getByRole('region', { name: 'Cookies' });
  await banner.getByRole('button', { name: 'Essentiels uniquement' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(tracker.count).toBe(0);

  await page.getByRole('button', { name: 'Revoir mon choix de cookies' }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Tout accepter' }).click();
  await expect.poll(() => page.evaluate(() => 'trackerRan' in globalThis)).toBe(true);
  await page.reload();
  await expect.poll(() => tracker.count).toBe(2); // once per page
  await expect(banner).toHaveCount(0);
});

test("a signed-in user's cookie choice is kept on the account and follows them", async ({
  page,
  browser,
}) => {
  await signIn(page, 'parent@example.org');
  await call(page, 'PATCH', '/user/', { cookie_consent: null });
  await page.reload();
  const banner = page.getByRole('region', { name: 'Cookies' });
  await banner.getByRole('button', { name: 'Essentiels uniquement' }).click();
  await expect.poll(() => consentOnAccount(page)).toBe('essential');

  // Another browser: signed in, the account's answer holds; no banner.
  const other = await browser.newPage();
  const tracker = await fakeTracker(other);
  await signIn(other, 'parent@example.org');
  await expect(other.getByRole('button', { name: 'Pauline Parent' })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  // Resetting there clears it on the account too.
  await other.getByRole('button', { name: 'Revoir mon choix de cookies' }).click();
  await expect.poll(() => consentOnAccount(page)).toBeNull();
  expect(tracker.count).toBe(0);
  await other.close();
});

test('no subscription banner for an organization subscribed for long yet, nor for a parent', async ({
  page,
}) => {
  // The demo organization holds a year's subscription; the banners' rules are unit-tested.
  await signIn(page, 'organizer@example.org');
  await expect(page.getByRole('link', { name: 'Mes stages' })).toBeVisible();
  await expect(page.getByText('abonnement')).toHaveCount(0);
  await page.context().clearCookies();
  await signIn(page, 'parent@example.org');
  await expect(page.getByRole('button', { name: 'Pauline Parent' })).toBeVisible();
  await expect(page.getByText('abonnement')).toHaveCount(0);
});

test('the side menu groups the links of each role, and the profile link follows the role', async ({
  page,
}) => {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await page.goto('/');
  await expect(menu.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(menu.getByText('Mon organisation')).toHaveCount(0);

  await signIn(page, 'organizer@example.org');
  await expect(menu.getByRole('link', { name: 'Mes stages' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Mon profil' }).click();
  await expect(page).toHaveURL(/\/organization\/settings\/$/);
  await menu.getByRole('link', { name: 'Mes stages' }).click();
  await expect(menu.getByRole('link', { name: 'Mes stages' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: 'Profil', exact: true })).not.toHaveAttribute(
    'aria-current',
  );
  // The organization's group leads to each settings tab, in the tabs' order.
  for (const [entry, tab] of [
    ['Documents', 'Documents'],
    ['Enfants', 'Enfants'],
    ['Représentant légal', 'Représentant légal'],
  ]) {
    await menu.getByRole('link', { name: entry, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
  }

  await page.context().clearCookies();
  await signIn(page, 'admin@example.org');
  await expect(menu.getByText('Administration')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Modération des stages' })).toBeVisible();
  await menu.getByRole('link', { name: 'Mon profil' }).click();
  await expect(page).toHaveURL(/\/admin\/organizations$/);

  // The account menu carries the same link.
  await page.getByRole('button', { name: /admin/i }).first().click();
  await expect(page.getByRole('menuitem', { name: 'Mon profil' })).toHaveAttribute(
    'href',
    '/admin',
  );
});

test('wide, the menu folds to icons; on a phone it slides in and closes after a choice', async ({
  page,
}) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByText('Organisations')).toBeVisible();
  await page.getByRole('button', { name: 'Fermer le menu' }).click();
  // Folded: the names are gone from view but still name the links.
  await expect(menu.getByText('Organisations')).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Organisations' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(menu.getByText('Organisations')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await menu.getByRole('link', { name: 'Stages' }).click();
  await expect(page).toHaveURL(/\/stages$/);
  await expect(menu).toBeHidden();
  // Nothing sticks out sideways on a phone.
  const overflow = await page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number } };
      innerWidth: number;
    };
    return document.documentElement.scrollWidth - innerWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a parent's profile link opens their account page", async ({ page }) => {
  await signIn(page, 'parent@example.org');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Mon profil' })
    .click();
  await expect(page).toHaveURL(/\/parent\/settings\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(page.getByText('parent@example.org')).toBeVisible();
  await page.getByRole('link', { name: 'Changer mon mot de passe' }).click();
  await expect(page).toHaveURL(/\/account\/password$/);

  // Anyone else is turned away.
  await page.context().clearCookies();
  await signIn(page, 'organizer@example.org');
  await page.goto('/parent/settings/');
  await expect(page).toHaveURL(/\/access-denied$/);
});

test('a payment page the server knows nothing of says so, and is the organizers’ alone', async ({
  page,
}) => {
  // The page asks the server about the checkout: the address alone proves no payment.
  await signIn(page, 'organizer@example.org');
  await page.goto('/subscription-success/cs_test_a1B2c3');
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement introuvable' })).toBeVisible();
  await expect(page.getByText('Référence du paiement : cs_test_a1B2c3')).toBeVisible();
  await page.context().clearCookies();
  await signIn(page, 'parent@example.org');
  await page.goto('/subscription-success/cs_test_a1B2c3');
  await expect(page).toHaveURL(/\/access-denied$/);
});
