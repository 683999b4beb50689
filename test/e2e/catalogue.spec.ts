import { expect, test } from '@playwright/test';
import { failOnPageErrors, skipWithoutChromium } from './fixtures.js';

skipWithoutChromium();
failOnPageErrors();

test('a visitor searches the camps, keeps the search in the address, and opens one', async ({
  page,
}) => {
  await page.goto('/stages');
  await page.getByPlaceholder('Rechercher').fill('equitation');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Stage équitation');
  await expect(page).toHaveURL(/filter=.*equitation/);

  // A shared link opens on the same search.
  await page.reload();
  await expect(page.getByPlaceholder('Rechercher')).toHaveValue('equitation');
  await expect(rows).toHaveCount(1);

  await rows.first().click();
  await expect(page).toHaveURL(/\/stage\/stage-equitation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stage équitation');
  await expect(page.getByText('8 places restantes')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Connectez-vous pour inscrire votre enfant' }),
  ).toBeVisible();
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
