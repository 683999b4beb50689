import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors, skipWithoutChromium } from './fixtures.js';

skipWithoutChromium();
failOnPageErrors();

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
  const rows = page.locator('tbody tr');
  // Other tests may have published camps of their own, later in the year.
  const listed = await publicStageCount(page);
  expect(listed).toBeGreaterThanOrEqual(11);
  await expect(rows).toHaveCount(listed);
  await expect(rows.first()).toContainText('Contes et bricolages');
  await expect(rows.first()).toContainText('Les Castors de la Meuse');
  await expect(rows.first()).toContainText('95,00 €');
  await expect(rows.first()).toContainText('4 à 6 ans');
  await expect(page.getByText(`1-${listed} sur ${listed}`)).toBeVisible();
});

test('a client route loads directly, as after a reload or a shared link', async ({ page }) => {
  const response = await page.goto('/stages');
  expect(response?.status()).toBe(200);
  await expect(page.locator('tbody tr')).toHaveCount(await publicStageCount(page));
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
  const firstRow = page.locator('tbody tr').first();
  await expect(firstRow).toContainText('€ 95,00');
  await expect(firstRow).toContainText('4 tot 6 jaar');
  await expect(firstRow).toContainText(/\d{1,2}-\d{1,2}-\d{4}/); // day-month-year
});

test('dark mode is toggled from the top bar and remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Thème clair/sombre' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('on a phone the top bar keeps its language and theme buttons in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /français/i })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Thème clair/sombre' })).toBeInViewport();
});

test('an unknown page says so, in the app', async ({ page }) => {
  await page.goto('/nowhere/to/be/found');
  await expect(page.getByText('Page manquante')).toBeVisible();
});
