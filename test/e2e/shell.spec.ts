import type { Page } from '@playwright/test';
import { browserSpec, expect, test } from './fixtures.js';

browserSpec();

const chooseLanguage = async (page: Page, current: RegExp, language: string) => {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('menuitem', { name: language }).click();
};

test('the landing page opens in French, the default language', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des stages qui font grandir');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(/Stages/);
});

/** Day, month and year (Belgian time) on which the first camp of the list starts. */
async function firstStageStart(page: Page) {
  const [first] = (await (await page.request.get('/api/v1/stages/')).json()) as {
    starts_at: string;
  }[];
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(first!.starts_at));
  const part = (type: string) => parts.find((each) => each.type === type)!.value;
  return { day: part('day'), month: part('month'), year: part('year') };
}

/** How many camps the public list holds now, as the API counts them. */
async function publicStageCount(page: Page) {
  const response = await page.request.get('/api/v1/stages/');
  return Number(response.headers()['content-range']!.split('/')[1]);
}

test('a visitor goes from the landing page to the demo catalogue, soonest first', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Voir les stages' }).click();
  await expect(page).toHaveURL(/\/stages$/);
  const cards = page.locator('main article');
  // Other tests may have published camps of their own, later in the year.
  const listed = await publicStageCount(page);
  expect(listed).toBeGreaterThanOrEqual(11);
  await expect(cards).toHaveCount(listed);
  // The demo's winter week began the day before it was seeded: no camp starts sooner.
  await expect(cards.first()).toContainText("Stage d'hiver : jeux de neige et bricolages");
  await expect(cards.first()).toContainText('Inscriptions clôturées');
  const { day, month, year } = await firstStageStart(page);
  await expect(cards.first()).toContainText(`Du ${day}/${month}/${year} au`);
  const tales = cards.filter({ hasText: 'Contes et bricolages' });
  await expect(tales).toContainText('Les Castors de la Meuse');
  await expect(tales).toContainText('95,00 €');
  await expect(tales).toContainText('4 à 6 ans');
  await expect(page.getByText(`${listed} stages`)).toBeVisible();
});

test('a client route loads directly, as after a reload or a shared link', async ({ page }) => {
  const response = await page.goto('/stages');
  expect(response?.status()).toBe(200);
  await expect(page.locator('main article')).toHaveCount(await publicStageCount(page));
});

test('the language can be switched to English and Dutch, and is remembered', async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, /français/i, 'English');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Camps that help children grow');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Camps that help children grow');

  await chooseLanguage(page, /english/i, 'Nederlands');
  await page.getByRole('link', { name: 'Kampen bekijken' }).click();
  const firstCard = page.locator('main article').first();
  const tales = page.locator('main article').filter({ hasText: 'Contes et bricolages' });
  await expect(tales).toContainText('€ 95,00');
  await expect(tales).toContainText('4 tot 6 jaar');
  const { day, month, year } = await firstStageStart(page);
  await expect(firstCard).toContainText(`Van ${day}-${month}-${year} tot`);

  await chooseLanguage(page, /nederlands/i, 'English');
  await expect(page.locator('main article').first()).toContainText(
    `From ${month}/${day}/${year} to`,
  );
});

test('dark mode is toggled from the top bar and remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  const toggle = page.getByRole('button', { name: 'Mode sombre' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('on a phone the top bar keeps its language and theme buttons in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /français/i })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Mode sombre' })).toBeInViewport();
});

test('an unknown page says so, in the app', async ({ page }) => {
  await page.goto('/nowhere/to/be/found');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
});
