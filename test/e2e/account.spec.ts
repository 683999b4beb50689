import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { baseURL, e2eIssuers } from '../../playwright.config.js';
import { startIssuer, type LocalIssuer } from '../support/oidc-issuer.js';
import { browserSpec, expect, mailedLink, test } from './fixtures.js';

browserSpec();

const PASSWORD = 'Kamp-zomer-2027';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Through the language menu, which draws the whole app anew. */
/** Fills /register/first-register and sends it; the page says where the link went. */
async function registerAccount(page: Page, firstName: string, lastName: string, email: string) {
  await field(page, 'Prénom').fill(firstName);
  await field(page, 'Nom').fill(lastName);
  await field(page, 'Adresse e-mail').fill(email);
  await field(page, 'Mot de passe').fill(PASSWORD);
  await field(page, 'Confirmation du mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(
    page.getByText(`Nous avons envoyé un lien de confirmation à ${email}`),
  ).toBeVisible();
}

async function switchLanguage(page: Page, from: RegExp, to: string) {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
}

test('a parent registers, confirms by e-mail, signs out, resets the password and signs in again', async ({
  page,
}) => {
  const email = `parent.${randomUUID().slice(0, 8)}@example.be`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).click();
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL(/\/register\/first-register$/);

  await registerAccount(page, 'Ann', 'Peeters', email);

  // Until the address is confirmed, the account menu leads back to the prompt.
  await page.goto('/');
  await page.getByRole('button', { name: 'Ann Peeters' }).click();
  await page.getByRole('menuitem', { name: 'Terminer mon inscription' }).click();
  await expect(page).toHaveURL(/\/register\/confirm-email$/);

  await page.goto(await mailedLink(email, '/account-email-confirmation/'));
  await expect(page.getByRole('heading', { name: 'Adresse confirmée' })).toBeVisible();
  // The used key is not sent again when the page is drawn in another language.
  await switchLanguage(page, /français/i, 'English');
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await switchLanguage(page, /english/i, 'Français');
  await expect(page.getByRole('heading', { name: 'Adresse confirmée' })).toBeVisible();
  await page.getByRole('link', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/register\/parent$/);
  // The organizers of a stay call this number: it is asked, and checked.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Ce champ est obligatoire')).toBeVisible();
  await field(page, 'Téléphone').fill('abc');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Numéro de téléphone invalide')).toBeVisible();
  await field(page, 'Téléphone').fill('0470 12 34 56');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  await page.getByRole('button', { name: 'Ann Peeters' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).click();
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  // The sign-in page has an address field too: type only once the reset page is there.
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await field(page, 'Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toContainText('Si un compte existe');
  await switchLanguage(page, /français/i, 'English');
  await expect(page.getByRole('status')).toContainText('If an account exists');
  await switchLanguage(page, /english/i, 'Français');

  await page.goto(await mailedLink(email, '/password-reset/'));
  const newPassword = 'Nouveau-mot-2028';
  await field(page, 'Nouveau mot de passe').fill(newPassword);
  await field(page, 'Confirmation du mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toContainText('Votre mot de passe a été changé');
  // The used token is not offered again in another language.
  await switchLanguage(page, /français/i, 'English');
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await switchLanguage(page, /english/i, 'Français');
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await field(page, 'Adresse e-mail').fill(email);
  await field(page, 'Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Mot de passe ou adresse e-mail invalide');
  // A CSRF token that no longer fits (the server's key changed since the page loaded) is
  // refused, and the refusal brings one that fits, with which the page tries once more.
  await page.context().addCookies([{ name: 'stages_csrf', value: 'stale.token', url: baseURL }]);
  await field(page, 'Mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('button', { name: 'Ann Peeters' })).toBeVisible();
});

test('the type chosen on the registration form follows the account to the device that confirms it', async ({
  page,
  browser,
}) => {
  const email = `organizer.${randomUUID().slice(0, 8)}@example.be`;
  await page.goto('/register/first-register');
  await page.getByRole('tab', { name: /organisation/i }).click();
  await registerAccount(page, 'Paula', 'Pinson', email);

  // The e-mail is opened on a phone, which has never seen the form.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await phone.goto(await mailedLink(email, '/account-email-confirmation/'));
  await expect(phone.getByRole('heading', { name: 'Adresse confirmée' })).toBeVisible();
  await phone.getByRole('link', { name: 'Se connecter' }).click();
  await field(phone, 'Adresse e-mail').fill(email);
  await field(phone, 'Mot de passe').fill(PASSWORD);
  await phone.getByRole('button', { name: 'Se connecter' }).click();
  // Straight to the organization's form: the account type is not asked again.
  await expect(phone).toHaveURL(/\/register\/organization$/);
  await expect(phone.getByRole('heading', { name: 'Votre organisation' })).toBeVisible();
  await field(phone, "Nom de l'organisation").fill(`Les Pinsons ${email}`);
  await field(phone, 'Téléphone').fill('081 22 33 44');
  await phone.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(phone).toHaveURL(`${baseURL}/`);
  const organization = await phone.request.get('/api/v1/organization/edit/');
  expect(((await organization.json()) as { phone: string }).phone).toBe('+32 81 22 33 44');
  await phoneContext.close();
});

test('a sign-in or a reset request that cannot reach the server says so, and nothing about the account', async ({
  page,
}) => {
  await page.goto('/auth/login');
  // First the network, then a server that fails without a word.
  await page.route('**/api/v1/auth/login/', (route) => route.abort('internetdisconnected'));
  await field(page, 'Adresse e-mail').fill('parent@example.org');
  await field(page, 'Mot de passe').fill('Demo-2026!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Une erreur s'est produite lors de la connexion. Réessayez dans un instant.",
  );
  await page.unroute('**/api/v1/auth/login/');
  await page.route('**/api/v1/auth/login/', (route) => route.fulfill({ status: 503, body: '' }));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Une erreur s'est produite lors de la connexion. Réessayez dans un instant.",
  );
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.goto('/password-reset/');
  await page.route('**/api/v1/auth/password/reset/', (route) => route.abort('failed'));
  await field(page, 'Adresse e-mail').fill('nobody@example.org');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Erreur lors de l'envoi de l'e-mail de réinitialisation. Réessayez dans un instant.",
  );
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('the forms speak the user’s language, with the rules the API applies', async ({ page }) => {
  await page.goto('/register/first-register');
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('alert')).toHaveText('Veuillez remplir tous les champs');
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();

  // What was typed, and the tab chosen, survive a change of language.
  await field(page, 'Prénom').fill('Ann');
  await page.getByRole('tab', { name: 'Organisation' }).click();
  await switchLanguage(page, /français/i, 'English');
  await expect(field(page, 'First name')).toHaveValue('Ann');
  await expect(page.getByRole('tab', { name: 'Organization' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await field(page, 'Last name').fill('P');
  await field(page, 'E-mail address').fill('not-an-address');
  await field(page, 'Password').fill('weak');
  await field(page, 'Confirm password').fill('other');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail address');
  await expect(page.getByText(/The password must/)).toBeVisible();

  await switchLanguage(page, /english/i, 'Nederlands');
  await expect(field(page, 'Familienaam')).toHaveValue('P');
  await field(page, 'E-mailadres').fill('ann@example.be');
  await field(page, 'Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByRole('alert')).toHaveText('De wachtwoorden komen niet overeen');
});

const socialCases = [
  { provider: 'google', label: 'Google', type: 'Organisation', person: ['Lise', 'Dubois'] },
  { provider: 'microsoft', label: 'Microsoft', type: 'Parent', person: ['Tom', 'Janssens'] },
] as const;

for (const { provider, label, type, person } of socialCases) {
  test.describe(`with ${label}`, () => {
    let issuer: LocalIssuer;
    test.beforeAll(async () => {
      issuer = await startIssuer(
        provider,
        [`${baseURL}/register/${provider}/`],
        e2eIssuers[provider],
      );
    });
    test.afterAll(() => issuer.close());

    test(`a new user signs in with ${label}, chooses a type, and comes back signed in`, async ({
      page,
    }) => {
      const email = `${provider}.${randomUUID().slice(0, 8)}@example.be`;
      const [givenName, familyName] = person;
      issuer.signInAs({ sub: randomUUID(), email, given_name: givenName, family_name: familyName });
      await page.goto('/auth/login');
      await page.getByRole('button', { name: `Continuer avec ${label}` }).click();
      await expect(page.getByRole('status')).toHaveText('Connexion réussie, un instant…');
      await expect(page).toHaveURL(/\/register\/choice$/);
      await page.getByRole('link', { name: new RegExp(type) }).click();
      if (type === 'Organisation') {
        await field(page, "Nom de l'organisation").fill('Patro Saint-Jean');
      }
      await field(page, 'Téléphone').fill('02 123 45 67');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      const account = page.getByRole('button', { name: `${givenName} ${familyName}` });
      await expect(account).toBeVisible();

      // Signed out, the same account comes back through the provider straight home.
      await account.click();
      await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
      await page.goto('/auth/login');
      await page.getByRole('button', { name: `Continuer avec ${label}` }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(account).toBeVisible();
    });
  });
}
