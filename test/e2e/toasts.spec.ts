import { browserSpec, expect, signIn, test } from './fixtures.js';

browserSpec();

test('a toast has a summary over its detail, a close button, its severity, and waits while read', async ({
  page,
}) => {
  await signIn(page, 'parent@example.org');
  const deniedToast = page.getByRole('alert').filter({ hasText: 'Permission refusée' });

  await page.goto('/organization/settings/');
  await expect(deniedToast).toBeVisible();
  await expect(deniedToast.locator('.MuiAlertTitle-root')).toHaveText('Permission refusée');
  await expect(deniedToast).toContainText("Votre compte n'a pas le rôle nécessaire");
  await expect(deniedToast).toHaveClass(/MuiAlert-colorWarning/);
  // It slides in in 0.3 s, as the product's toasts do.
  const transition = page.locator('.MuiSnackbar-root > *').first();
  await expect(transition).toHaveAttribute('style', /300ms/);

  // Its three seconds stand still while the pointer rests on it, and run on once it leaves.
  await deniedToast.hover();
  await page.waitForTimeout(4_000);
  await expect(deniedToast).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(deniedToast).toBeHidden();

  // Closed by hand, it slides out in 0.45 s.
  await page.goto('/organization/settings/');
  await expect(deniedToast).toBeVisible();
  await deniedToast.getByRole('button', { name: 'Fermer' }).click();
  await expect(transition).toHaveAttribute('style', /450ms/);
  await expect(deniedToast).toBeHidden();
});
