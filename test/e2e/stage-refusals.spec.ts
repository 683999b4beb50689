import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  browserSpec,
  call,
  expect,
  oneDayStage,
  organizerStage,
  registerOrganizer,
  signIn,
  test,
  verifyAsAdministrator,
} from './fixtures.js';

browserSpec();

/** A page that loads its code and data on a busy machine: the first thing on it may take time. */
const PAGE_LOAD = { timeout: 20_000 };
const PASSWORD = 'Kamp-zomer-2027';
const nameField = (page: Page) => page.getByLabel('Nom du stage', { exact: true });

test('an organizer opening a stage that is not theirs, or none at all, is told so instead of a form', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Les Castors de la Meuse; this camp is Sport & Nature Ardenne's.
  await signIn(page, 'organizer@example.org');
  await page.goto('/stage/manage/stage-nature-et-cabanes');
  await expect(page.getByRole('alert')).toHaveText(
    "Vous n'êtes pas le propriétaire de ce stage",
    PAGE_LOAD,
  );
  await expect(page).toHaveURL(/\/stage\/manage\/stage-nature-et-cabanes$/);
  await expect(nameField(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Voir la page publique du stage' }).click();
  await expect(page).toHaveURL(/\/stage\/stage-nature-et-cabanes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stage nature et cabanes');

  await page.goto('/stage/manage/pas-de-tel-stage');
  await expect(page.getByRole('alert')).toHaveText("Ce stage n'existe pas ou plus", PAGE_LOAD);
  await expect(nameField(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Mes stages' })).toHaveAttribute(
    'href',
    '/organization/settings/?tab=stages',
  );
});

test('an organization that could not save a stage is told before the form: awaiting verification, then a full plan', async ({
  page,
  browser,
}) => {
  // Two sign-ins and an account made from scratch: slow on a busy machine.
  test.setTimeout(150_000);
  const suffix = randomUUID().slice(0, 6);
  const organization = await registerOrganizer(page, PASSWORD, `Les Pinsons ${suffix}`);

  await page.goto('/stage/manage/');
  await expect(page.getByRole('alert')).toContainText(
    "Votre organisation attend la vérification d'un administrateur",
    PAGE_LOAD,
  );
  await expect(nameField(page)).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Mon organisation' }),
  ).toBeVisible();

  // An administrator verifies it; the free plan then takes its stages, up to its limit.
  await verifyAsAdministrator(browser, organization.id);

  await page.goto('/stage/manage/');
  await expect(nameField(page)).toBeVisible(PAGE_LOAD);
  const { limit } = (await (
    await page.request.get('/api/v1/organization/stage-allowance/')
  ).json()) as { limit: number };
  for (let count = 1; count <= limit; count += 1) {
    await call(
      page,
      'POST',
      '/stage/manage/',
      oneDayStage(`Camp des pinsons ${suffix} ${count}`, count),
    );
  }
  await page.goto('/stage/manage/');
  await expect(page.getByRole('alert')).toContainText(
    'Vous avez atteint la limite de stages de votre formule',
    PAGE_LOAD,
  );
  await expect(nameField(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Voir les formules' }).last()).toHaveAttribute(
    'href',
    '/organization-landing#pricing',
  );
});

test('the stage form refuses more days of activity than the stage spans, under the field', async ({
  page,
}) => {
  const name = `Stage des castors ${randomUUID().slice(0, 6)}`;
  // From 3 August to 7 August: five days.
  const { slug } = await organizerStage(page, name);
  await page.goto(`/stage/manage/${slug}`);
  const days = page.getByLabel("Jours d'activité");
  await expect(days).toHaveValue('5', PAGE_LOAD);
  await days.fill('6');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByText(
      "Le nombre de jours d'activité doit être d'au moins un et ne pas dépasser le nombre de jours du début à la fin du stage",
    ),
  ).toBeVisible();
  // No child at all: the product's own message, not the browser's bubble in its language.
  const places = page.getByLabel("Nombre maximum d'enfants");
  await places.fill('0');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Indiquez au moins 1')).toBeVisible();
  await places.fill('10');
  await days.fill('4');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect
    .poll(async () => {
      const stage = await page.request.get(`/api/v1/stage/manage/${slug}/`);
      return ((await stage.json()) as { effective_days: number }).effective_days;
    })
    .toBe(4);
});
