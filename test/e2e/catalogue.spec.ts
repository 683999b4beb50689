import type { Locator, Page } from '@playwright/test';
import { demoStages } from '../../api/src/demo/demo-data.js';
import {
  browserSpec,
  dateField,
  expect,
  pauseBeforeRequest,
  shownDate,
  test,
  typeDate,
} from './fixtures.js';

browserSpec();

/** How many of these images have not loaded: still loading, or broken (no natural width). */
const unloaded = (images: Locator) =>
  images.evaluateAll(
    (elements: { complete: boolean; naturalWidth: number }[]) =>
      elements.filter((image) => !image.complete || image.naturalWidth === 0).length,
  );

/**
 * The cards of the demo's camps, each drawn a picture; the camps other tests create have none.
 */
const DEMO_NAMES = new RegExp(
  `^(${demoStages(new Date())
    .map((stage) => stage.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})$`,
);
const demoCards = (page: Page) =>
  page.locator('main article').filter({ has: page.getByRole('heading', { name: DEMO_NAMES }) });

test('a visitor searches the camps, keeps the search in the address, and opens one', async ({
  page,
}) => {
  await page.goto('/stages');
  const cards = page.locator('main article');
  await page.getByPlaceholder('Rechercher').fill('equitation');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Stage équitation');
  await expect(page).toHaveURL(/\/stages\?q=equitation$/);

  // A shared link opens on the same search.
  await page.reload();
  await expect(page.getByPlaceholder('Rechercher')).toHaveValue('equitation');
  await expect(cards).toHaveCount(1);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/stage\/stage-equitation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stage équitation');
  await expect(page.locator('main img')).toHaveCount(1);
  await expect.poll(() => unloaded(page.locator('main img'))).toBe(0);
  await expect(page.getByText('8 places restantes')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Connectez-vous pour inscrire votre enfant' }),
  ).toBeVisible();
  // Back to the results, as they were.
  await page.goBack();
  await expect(page.getByPlaceholder('Rechercher')).toHaveValue('equitation');
});

test('the filters narrow the catalogue, live in the address and clear at once', async ({
  page,
}) => {
  await page.goto('/stages');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  expect(all).toBeGreaterThanOrEqual(11);

  await page.getByLabel('Organisation').selectOption({ label: 'Kunstkamp Gent vzw' });
  await expect(page).toHaveURL(/organization=kunstkamp-gent/);
  await expect(cards.filter({ hasNotText: 'Kunstkamp Gent vzw' })).toHaveCount(0);
  const kunstkamp = await cards.count();
  expect(kunstkamp).toBeGreaterThan(0);

  // Stages whose deadline has passed drop out when only open ones are wanted.
  await page.getByLabel('Organisation').selectOption({ label: 'Toutes les organisations' });
  await expect(cards).toHaveCount(all);
  // The switch follows the address, which changes a moment after the click.
  await page.getByLabel('Inscriptions ouvertes').click();
  await expect(page).toHaveURL(/open=1/);
  await expect(page.getByLabel('Inscriptions ouvertes')).toBeChecked();
  await expect(cards.filter({ hasText: 'Inscriptions clôturées' })).toHaveCount(0);
  await expect(cards).not.toHaveCount(all);

  // A month nobody camps in, typed as a French reader writes it; the pointer brings the picker.
  await page.getByRole('textbox', { name: 'Mois', exact: true }).hover();
  await typeDate(dateField(page, 'Mois'), '022031');
  await expect(page).toHaveURL(/month=2031-02/);
  await expect(page.getByText('Aucun stage ne correspond à cette recherche.')).toBeVisible();

  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await expect(page).toHaveURL(/\/stages$/);
  await expect(cards).toHaveCount(all);
  // The month typed goes with the filter.
  await expect(shownDate(dateField(page, 'Mois'))).toHaveValue('');
});

test("every camp's card shows its picture", async ({ page }) => {
  await page.goto('/stages');
  const cards = demoCards(page);
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(11);
  const pictures = cards.locator('img');
  await expect(pictures).toHaveCount(count);
  await expect.poll(() => unloaded(pictures)).toBe(0);
});

test('a search waits half a second after the last key before asking', async ({ page }) => {
  await page.goto('/stages');
  const search = page.getByPlaceholder('Rechercher');
  await expect(search).toBeVisible();
  const wait = await pauseBeforeRequest(page, 'cirque', () => search.pressSequentially('cirque'));
  expect(wait).toBeGreaterThanOrEqual(500);
});

test("one organization's camps live at /stages/{organization}", async ({ page }) => {
  await page.goto('/stages/kunstkamp-gent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Les stages de Kunstkamp Gent vzw',
  );
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: 'Kunstkamp Gent vzw' })).toHaveCount(0);
  // No organization filter there: the page is the filter.
  await expect(page.getByLabel('Organisation')).toHaveCount(0);

  await page.goto('/stages/nobody-here');
  await expect(page.getByRole('heading', { level: 1, name: /Page introuvable/ })).toBeVisible();
});

test('the countdown to the deadline moves with the clock', async ({ page }) => {
  const stage = (await (
    await page.request.get('/api/v1/stages/stage-nature-et-cabanes/')
  ).json()) as {
    registration_deadline: string;
  };
  const deadline = Date.parse(stage.registration_deadline);
  const left = ((2 * 24 + 3) * 60 + 5) * 60_000 + 30_000; // 2 days, 3 hours, 5 minutes and a half
  await page.clock.install({ time: deadline - left });
  await page.goto('/stage/stage-nature-et-cabanes');
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText('Inscriptions encore ouvertes 2 j 3 h 5 min');
  // A timer is not a live region: a screen reader reads it when reached, not every minute.
  await expect(timer).not.toHaveAttribute('aria-live');
  await page.clock.runFor(60_000);
  await expect(timer).toHaveText('Inscriptions encore ouvertes 2 j 3 h 4 min');
  // At the deadline the page closes registration by itself.
  await page.clock.setSystemTime(deadline + 1_000);
  await page.clock.runFor(60_000);
  await expect(page.getByText("Trop tard pour s'inscrire")).toBeVisible();
  await expect(timer).toHaveCount(0);
});

test('a camp past its deadline says so; an organization shows its coming camps and can be reported', async ({
  page,
}) => {
  await page.goto('/stage/contes-et-bricolages');
  await expect(
    page.getByText("Trop tard pour s'inscrire : la date limite est passée"),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Les Castors de la Meuse' }).click();
  await expect(page).toHaveURL(/\/organizations\/les-castors-de-la-meuse$/);
  await expect(page.getByRole('heading', { name: 'Stages à venir' })).toBeVisible();
  await expect(page.getByText('Stage cirque et jonglerie')).toBeVisible();
  const pictures = demoCards(page).locator('img');
  await expect(pictures).toHaveCount(await demoCards(page).count());
  await expect.poll(() => unloaded(pictures)).toBe(0);
  // The hidden camp is not shown.
  await expect(page.getByText('Stage théâtre et impro')).toHaveCount(0);

  await page.getByRole('button', { name: 'Signaler cette organisation' }).click();
  await page
    .getByLabel('Expliquez-nous ce qui ne va pas')
    .fill('Le numéro de téléphone ne répond jamais.');
  await page.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(page.getByText('Merci : votre signalement a été transmis')).toBeVisible();

  await page.goto('/stage/nobody-here');
  await expect(page.getByRole('heading', { level: 1, name: /Page introuvable/ })).toBeVisible();
});

test('the organizations list opens an organization', async ({ page }) => {
  await page.goto('/organizations');
  await expect(page.locator('tbody tr')).toHaveCount(3); // the verified ones
  await page.getByRole('cell', { name: 'Kunstkamp Gent vzw' }).click();
  await expect(page).toHaveURL(/\/organizations\/kunstkamp-gent$/);
  await expect(page.getByText('Robotica-kamp')).toBeVisible();
});
