import { randomUUID } from 'node:crypto';
import { aYearAfter, brusselsDay } from '@stages/contracts';
import { baseURL, e2eStripePort } from '../../playwright.config.js';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.js';
import {
  browserSpec,
  call,
  expect,
  expectTranslatedAndWithinWidth,
  mailedLink,
  oneDayStage,
  registerOrganizer,
  signIn,
  test,
  verifyAsAdministrator,
} from './fixtures.js';

browserSpec();

const PAGE_LOAD = { timeout: 20_000 };
const PASSWORD = 'Kamp-zomer-2027';

/** A day as the French pages write it: 26/11/2027. */
const frenchDay = (day: string) => day.split('-').reverse().join('/');

let stripe: StripeStandIn;
test.beforeAll(async () => {
  stripe = await startStripeStandIn(e2eStripePort);
  stripe.webhookUrl = `${baseURL}/api/v1/subscriptions/webhook/`;
});
test.afterAll(() => stripe?.close());

test('an organizer at the free plan’s limit buys Gold on Stripe’s page and creates a third stage', async ({
  page,
  browser,
}) => {
  // An account made from scratch, an administrator's sign-in, two trips to the payment page.
  test.setTimeout(180_000);
  const suffix = randomUUID().slice(0, 6);
  const name = `Les Mésanges ${suffix}`;
  const organization = await registerOrganizer(page, PASSWORD, name);
  await verifyAsAdministrator(browser, organization.id);
  for (const day of [1, 2]) {
    await call(
      page,
      'POST',
      '/stage/manage/',
      oneDayStage(`Camp des mésanges ${suffix} ${day}`, day),
    );
  }
  await page.goto('/stage/manage/');
  await expect(page.getByRole('alert')).toContainText(
    'Vous avez atteint la limite de stages de votre formule',
    PAGE_LOAD,
  );

  // Cancelling on the payment page comes back to a page that offers to try again.
  await page.getByRole('link', { name: 'Voir les formules' }).last().click();
  await expect(page).toHaveURL(/\/organization-landing#pricing$/);
  await page.getByRole('button', { name: 'S’abonner' }).click();
  await expect(page.getByRole('heading', { name: 'Gold: 249.00 EUR a year' })).toBeVisible(
    PAGE_LOAD,
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/subscription-failed$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Paiement échoué ou annulé' }),
  ).toBeVisible(PAGE_LOAD);
  await expectTranslatedAndWithinWidth(page, 'the payment failed page');

  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: 'Gold: 249.00 EUR a year' })).toBeVisible(
    PAGE_LOAD,
  );
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on the platform, which confirms from its own record of Stripe's webhook.
  await expect(page).toHaveURL(/\/subscription-success\/cs_test_/);
  const endDate = aYearAfter(brusselsDay());
  await expect(
    page.getByText(`Votre formule Gold court jusqu’au ${frenchDay(endDate)}.`),
  ).toBeVisible(PAGE_LOAD);
  expect(stripe.delivered.map((event) => event.type)).toEqual(['checkout.session.completed']);
  await expectTranslatedAndWithinWidth(page, 'the payment success page');

  // The plan now takes a third stage, and renews itself: the pricing section says so.
  await page.goto('/stage/manage/');
  await expect(page.getByLabel('Nom du stage', { exact: true })).toBeVisible(PAGE_LOAD);
  await call(page, 'POST', '/stage/manage/', oneDayStage(`Camp des mésanges ${suffix} 3`, 3));
  await page.goto('/organization-landing#pricing');
  await expect(
    page.getByText(
      `Votre formule se renouvelle automatiquement chaque année\u00a0; elle court jusqu’au ${frenchDay(endDate)}.`,
    ),
  ).toBeVisible(PAGE_LOAD);

  // The administrators' grid shows the plan and where it came from.
  await page.context().clearCookies();
  await signIn(page, 'admin@example.org');
  await page.goto(`/admin/subscriptions/${organization.id}/show`);
  await expect(page.getByText(name).first()).toBeVisible(PAGE_LOAD);
  await expect(page.getByText(frenchDay(endDate)).first()).toBeVisible();
});

test('a visitor who wants Gold registers an organization first and comes back to the pricing', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = `mesange.${randomUUID().slice(0, 8)}@example.be`;
  await page.goto('/organization-landing#pricing');
  await page.getByRole('link', { name: 'S’abonner' }).click();
  await expect(page).toHaveURL(/\/register\//);
  await expect(page.getByRole('tab', { name: 'Organisation' })).toHaveAttribute(
    'aria-selected',
    'true',
    PAGE_LOAD,
  );
  await page.getByLabel('Prénom', { exact: true }).fill('Mia');
  await page.getByLabel('Nom', { exact: true }).fill('Mésange');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  // The confirmation link opens as it would from the mail, then the organization is named.
  await page.goto(await mailedLink(email, '/account-email-confirmation/'));
  await page.getByRole('link', { name: 'Continuer' }).click();
  await page.getByLabel("Nom de l'organisation", { exact: true }).fill(`Les Mésanges ${email}`);
  await page.getByLabel('Téléphone', { exact: true }).fill('081 22 33 44');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/organization-landing#pricing$/, PAGE_LOAD);
  await expect(page.getByRole('button', { name: 'S’abonner' })).toBeVisible(PAGE_LOAD);
});

test('an administrator grants a plan by hand from the subscriptions grid, on a laptop and a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const suffix = randomUUID().slice(0, 6);
  const name = `Les Roitelets ${suffix}`;
  const organization = await registerOrganizer(page, PASSWORD, name);
  await verifyAsAdministrator(browser, organization.id);
  await page.context().clearCookies();
  await signIn(page, 'admin@example.org');
  await page.goto(`/admin/subscriptions/${organization.id}/show`);
  await expect(page.getByText(name).first()).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Accorder' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Note').fill('Contrat Enterprise signé');
  await dialog.getByRole('button', { name: 'Accorder' }).click();
  const endDate = aYearAfter(brusselsDay());
  await expect(
    page.getByText(`La formule de « ${name} » court jusqu’au ${frenchDay(endDate)}`),
  ).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Contrat Enterprise signé').first()).toBeVisible();
  await expectTranslatedAndWithinWidth(page, 'an organization’s subscription');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/subscriptions');
  await expect(page.getByText(name).first()).toBeVisible(PAGE_LOAD);
  await expectTranslatedAndWithinWidth(page, 'the subscriptions grid on a phone');
});
