import type { Page } from '@playwright/test';
import {
  browserSpec,
  call,
  dateField,
  expect,
  expectTranslatedAndWithinWidth,
  registerParent,
  signIn,
  shownDate,
  test,
  typeDate,
} from './fixtures.js';

browserSpec();

const PASSWORD = 'Kamp-zomer-2027';
const PROFILE = '/parent/settings/?tab=profile';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const number = (page: Page) => field(page, 'Numéro de registre national');
const birthDate = (page: Page) => dateField(page, 'Date de naissance');
const save = (page: Page) => page.getByRole('button', { name: 'Enregistrer' }).click();

test('a parent enters their national register number, is told precisely what is wrong, and finds it kept', async ({
  page,
}) => {
  await signIn(page, 'parent@example.org');
  // Other specs use the demo parent: its profile is put back as it was.
  const original = (await (await page.request.get('/api/v1/parent/edit/')).json()) as object;
  try {
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Profil', exact: true })
      .click();
    await expect(page).toHaveURL(/\/parent\/settings\/\?tab=profile$/);
    await expect(page.getByRole('tab', { name: 'Profil', selected: true })).toBeVisible();
    await expect(page.getByText('parent@example.org')).toBeVisible();

    await typeDate(birthDate(page), '30071985');
    await number(page).pressSequentially('85073003329');
    await expect(number(page)).toHaveValue('85.07.30-033.29');
    await save(page);
    await expect(
      page.getByText('Les chiffres de contrôle ne correspondent pas : vérifiez le numéro'),
    ).toBeVisible();

    // A real number, but not of this birth date.
    await number(page).fill('');
    await number(page).pressSequentially('85073003328');
    await expect(number(page)).toHaveValue('85.07.30-033.28');
    await typeDate(birthDate(page), '31071985');
    await save(page);
    await expect(
      page.getByText(
        'La date de naissance ne correspond pas à celle du numéro de registre national',
      ),
    ).toBeVisible();

    await typeDate(birthDate(page), '30071985');
    await save(page);
    await expect(page.getByText('Profil enregistré')).toBeVisible();

    await page.reload();
    await expect(number(page)).toHaveValue('85.07.30-033.28');
    await expect(shownDate(birthDate(page))).toHaveValue('30/07/1985');
    const stored = (await (await page.request.get('/api/v1/parent/edit/')).json()) as object;
    expect(stored).toMatchObject({
      national_register_number: '85073003328',
      birth_date: '1985-07-30',
    });

    // A tab that does not exist shows the profile; the fiscal documents have theirs.
    await page.goto('/parent/settings/?tab=nothing-here');
    await expect(page.getByRole('tab', { name: 'Profil', selected: true })).toBeVisible();
    await expect(number(page)).toHaveValue('85.07.30-033.28');
    await page.goto('/parent/settings/?tab=fiscalDocuments');
    await expect(
      page.getByRole('tab', { name: 'Documents fiscaux', selected: true }),
    ).toBeVisible();
    await page.goto('/parent/settings/?tab=account-sharing');
    await expect(
      page.getByRole('tab', { name: 'Partage du compte', selected: true }),
    ).toBeVisible();
  } finally {
    await call(page, 'PUT', '/parent/edit/', original);
  }
});

test('a new parent reads what deletion erases and keeps, in each language and on a phone, then deletes the account', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = await registerParent(page, PASSWORD);

  // Every language, at a phone's width and a laptop's: all in words, nothing wider than the window.
  for (const language of ['en', 'nl', 'fr'] as const) {
    await call(page, 'PATCH', '/user/', { language });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PROFILE);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 2 }).last()).toBeVisible();
      await expectTranslatedAndWithinWidth(page, `the parent's profile in ${language} at ${width}`);
      await page.screenshot({
        path: testInfo.outputPath(`profile-${language}-${width}.png`),
        fullPage: true,
      });
    }
  }

  const deletion = page.getByRole('region', { name: 'Supprimer mon compte' });
  await expect(deletion).toContainText(
    'les fiches de vos enfants avec leurs informations de santé',
  );
  await expect(deletion).toContainText('dix ans pour les factures');
  const confirm = deletion.getByRole('button', { name: 'Supprimer définitivement mon compte' });
  await expect(confirm).toBeDisabled();
  await expect(deletion).toContainText('Pour confirmer, tapez l’adresse e-mail de votre compte');
  const confirmation = deletion.getByLabel('Adresse e-mail du compte');
  await confirmation.fill('someone.else@example.be');
  await expect(confirm).toBeDisabled();
  await confirmation.fill(email.toUpperCase());
  await confirm.click();

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByText('Votre compte a été supprimé.')).toBeVisible();
  expect((await page.request.get('/api/v1/auth/user/')).status()).toBe(401);
  await page.goto('/auth/login');
  await field(page, 'Adresse e-mail').fill(email);
  await field(page, 'Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Mot de passe ou adresse e-mail invalide')).toBeVisible();
});

test("an organization's settings offer the same deletion", async ({ page }, testInfo) => {
  await signIn(page, 'organizer@example.org');
  await page.goto('/organization/settings/?tab=account');
  await expect(page.getByRole('tab', { name: 'Compte', selected: true })).toBeVisible();
  const deletion = page.getByRole('region', { name: 'Supprimer mon compte' });
  await expect(deletion).toContainText('le profil de votre organisation, avec son logo');
  await expect(deletion).toContainText('dix ans pour les factures');
  await expect(
    deletion.getByRole('button', { name: 'Supprimer définitivement mon compte' }),
  ).toBeDisabled();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectTranslatedAndWithinWidth(page, `the organization's account tab at ${width}`);
    await page.screenshot({ path: testInfo.outputPath(`organization-account-${width}.png`) });
  }
});
