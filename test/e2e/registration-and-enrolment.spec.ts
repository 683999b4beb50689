import type { Page } from '@playwright/test';
import { browserSpec, expect, signIn, test } from './fixtures.js';

browserSpec();

/** A page that loads its code and data on a busy machine: the first thing on it may take time. */
const PAGE_LOAD = { timeout: 20_000 };

/** A demo camp still taking registrations. */
async function openStage(page: Page) {
  const response = await page.request.get('/api/v1/stages/', {
    params: { filter: JSON.stringify({ open: true }) },
  });
  const [stage] = (await response.json()) as { slug: string; name: string }[];
  return stage!;
}

test('"Create an organization account" opens the registration form on the organization tab', async ({
  page,
}) => {
  await page.goto('/organization-landing');
  await page.getByRole('link', { name: 'Créer un compte organisation' }).first().click();
  await expect(page).toHaveURL(/\/register\/first-register\?type=organization$/);
  await expect(page.getByRole('tab', { name: 'Organisation' })).toHaveAttribute(
    'aria-selected',
    'true',
    PAGE_LOAD,
  );
  await expect(page.getByText('Publiez vos stages et suivez les inscriptions.')).toBeVisible();

  // Every way in from that page says which account it is for, the plans' buttons included.
  await page.goto('/organization-landing');
  await expect(page.getByRole('link', { name: 'Commencer' }).first()).toBeVisible(PAGE_LOAD);
  for (const link of await page
    .getByRole('link', { name: /Créer un compte organisation|Commencer/ })
    .all()) {
    await expect(link).toHaveAttribute('href', '/register/first-register?type=organization');
  }

  // Another tab, once picked, stays picked when the page is drawn again (a reload, a change of
  // language), though the link asked for the organization's.
  await page.goto('/register/first-register?type=organization');
  await page.getByRole('tab', { name: 'Parent' }).click();
  await expect(page).toHaveURL(/\?type=parent$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Parent' })).toHaveAttribute(
    'aria-selected',
    'true',
    PAGE_LOAD,
  );
});

test('a signed-in user cannot reach the registration form, and is told why', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'parent@example.org');
  await page.goto('/register/first-register');
  await expect(page.getByRole('alert').filter({ hasText: 'Permission refusée' })).toContainText(
    'Vous êtes déjà connecté : déconnectez-vous pour créer un autre compte',
    PAGE_LOAD,
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveCount(0);
});

test('on a stage page, a visitor is invited to sign in, an organizer is told enrolment is for parents', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const stage = await openStage(page);
  await page.goto(`/stage/${stage.slug}`);
  await expect(
    page.getByRole('link', { name: 'Connectez-vous pour inscrire votre enfant' }),
  ).toHaveAttribute('href', '/auth/login', PAGE_LOAD);

  await signIn(page, 'organizer@example.org');
  await page.goto(`/stage/${stage.slug}`);
  await expect(page.getByText(/Les enfants s’inscrivent depuis un compte parent/)).toBeVisible(
    PAGE_LOAD,
  );
  await expect(
    page.getByRole('link', { name: 'Connectez-vous pour inscrire votre enfant' }),
  ).toHaveCount(0);
});
