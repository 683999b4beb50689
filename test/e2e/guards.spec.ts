import {
  browserSpec,
  call,
  DEMO_PASSWORD,
  expect,
  expectDenialToast,
  signIn,
  test,
} from './fixtures.js';

browserSpec();

test('a page of another role is refused with a warning, and leads to /access-denied', async ({
  page,
}) => {
  await page.goto('/organization/settings/');
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signIn(page, 'parent@example.org');
  await page.goto('/organization/settings/?tab=profile');
  await expect(page).toHaveURL(/\/access-denied$/);
  await expectDenialToast(page, "Votre compte n'a pas le rôle nécessaire");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Accès refusé : vous n'avez pas accès à cette page",
  );
  await page.goto('/admin/organizations');
  await expect(page).toHaveURL(/\/access-denied$/);
});

test('the pages that finish a registration refuse an account that has its type, saying why', async ({
  page,
}) => {
  await signIn(page, 'parent@example.org');
  for (const path of ['/register/organization', '/register/parent', '/register/choice']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/access-denied$/);
    await expectDenialToast(page, 'Ce compte a déjà un type');
  }
});

test("a signed-in user's language follows the profile, and a change is saved to it", async ({
  page,
}) => {
  await signIn(page, 'organizer@example.org');
  const language = async () =>
    ((await (await page.request.get('/api/v1/auth/user/')).json()) as { language: string })
      .language;
  // From French, whatever an earlier test left on the shared demo account.
  await call(page, 'PATCH', '/user/', { language: 'fr' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: /français/i }).click();
  await page.getByRole('menuitem', { name: 'Nederlands' }).click();
  await expect.poll(language).toBe('nl');

  // Another browser, the same account: the profile's language wins over the default.
  const other = await page.context().browser()!.newPage();
  await signIn(other, 'organizer@example.org');
  await expect(other.getByRole('button', { name: /nederlands/i })).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: /nederlands/i }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect.poll(language).toBe('fr');
});

test('a signed-in user changes the password from the account menu', async ({ page }) => {
  await signIn(page, 'parent@example.org');
  await page.getByRole('button', { name: 'Pauline Parent' }).click();
  await page.getByRole('menuitem', { name: 'Changer mon mot de passe' }).click();
  await expect(page).toHaveURL(/\/account\/password$/);
  const choose = async (password: string, confirmation = password) => {
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(password);
    await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill(confirmation);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
  };
  await choose('Nouveau-2027!', 'Nouveau-2028!');
  await expect(page.getByText('Les mots de passe ne correspondent pas').first()).toBeVisible();
  await choose('Nouveau-2027!');
  await expect(page.getByRole('status')).toContainText('Votre mot de passe a été changé');

  // The new password signs in; the demo's is put back for the other tests.
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill('parent@example.org');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Nouveau-2027!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/auth\/login/);
  await page.goto('/account/password');
  await choose(DEMO_PASSWORD);
  await expect(page.getByRole('status')).toContainText('Votre mot de passe a été changé');
});
