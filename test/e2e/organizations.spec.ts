import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.js';
import { pngImage } from '../support/image-files.js';
import {
  browserSpec,
  call,
  dateField,
  DEMO_PASSWORD,
  expect,
  mailedLink,
  signIn,
  test,
  typeDate,
} from './fixtures.js';

browserSpec();

const PASSWORD = 'Kamp-zomer-2027';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signOut(page: Page) {
  await page.context().clearCookies();
}

test('an administrator verifies a new organization, which then publishes, hides, shows and edits a camp', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const suffix = randomUUID().slice(0, 6);
  const email = `organizer.${suffix}@example.be`;
  const organization = `Les Hiboux ${suffix}`;

  // A new organizer: registered, confirmed and finalized through the API the screens use.
  await page.goto('/');
  await call(page, 'POST', '/registration/', {
    email,
    password1: PASSWORD,
    password2: PASSWORD,
    first_name: 'Hugo',
    last_name: 'Hibou',
  });
  await page.goto(await mailedLink(email, '/account-email-confirmation/'));
  await expect(page.getByRole('heading', { name: 'Adresse confirmée' })).toBeVisible();
  await call(page, 'PUT', '/registration/finalize/organization/', {
    name: organization,
    phone: '02 123 45 67',
  });

  await page.goto('/organization/settings/?tab=profile');
  await expect(page.getByText(/attend la vérification d'un administrateur/)).toBeVisible();
  await signOut(page);

  // The administrator finds it among the organizations waiting, and verifies it.
  await signIn(page, 'admin@example.org', DEMO_PASSWORD);
  await page.goto('/admin/organizations');
  await page.getByPlaceholder('Rechercher').fill(organization);
  const row = page.getByRole('row', { name: new RegExp(organization) });
  await row.getByRole('button', { name: 'Vérifier' }).click();
  // The dialog shows what is on file and what is missing before anything is decided.
  const checklist = page.getByRole('dialog').getByRole('list', { name: 'Le dossier' });
  await expect(checklist.getByRole('listitem')).toHaveCount(5);
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Logo' })).toContainText(
    'Manquant',
  );
  await expect(page.getByRole('dialog')).toContainText('5 éléments manquent au dossier');
  await page.getByRole('dialog').getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText(`« ${organization} » est vérifiée`)).toBeVisible();
  // The organization is told, with the way to its first stage.
  expect(await mailedLink(email, '/stage/manage')).toBe(`${baseURL}/stage/manage/`);
  await signOut(page);

  // The organizer creates a camp with an image.
  await signIn(page, email, PASSWORD);
  await page.goto('/organization/settings/?tab=profile');
  await expect(page.getByText('Votre organisation est vérifiée')).toBeVisible();
  // Verified without a subscription: invited to choose a plan, until the banner is closed.
  const subscribe = page.getByRole('status').filter({ hasText: 'pas encore d’abonnement' });
  await expect(subscribe.getByRole('link', { name: 'Voir les formules' })).toHaveAttribute(
    'href',
    '/organization-landing#pricing',
  );
  await subscribe.getByRole('button', { name: 'Masquer pour cette session' }).click();
  await expect(subscribe).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Votre organisation est vérifiée')).toBeVisible();
  await expect(subscribe).toHaveCount(0);
  await page.goto('/stage/manage/');
  const name = `Camp des hiboux ${suffix}`;
  await field(page, 'Nom du stage').fill(name);
  const editor = page.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await page.keyboard.type('Une semaine dans les bois, ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('cabanes comprises');
  await page.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'hiboux.png',
    mimeType: 'image/png',
    buffer: pngImage(1200, 675),
  });
  await expect(page.getByRole('img', { name: 'Image' })).toBeVisible();
  await typeDate(dateField(page, 'Début'), '070720310900');
  await typeDate(dateField(page, 'Fin'), '110720311600');
  await typeDate(dateField(page, "Date limite d'inscription"), '300620311200');
  await field(page, "Nombre maximum d'enfants").fill('18');
  await field(page, 'Âge minimum').fill('6');
  await field(page, 'Âge maximum').fill('11');
  await field(page, 'Prix (€)').fill('145');
  await field(page, 'Rue').fill('Chemin des Bois');
  await field(page, 'Numéro').fill('3');
  await field(page, 'Code postal').fill('5000');
  await field(page, 'Localité').fill('Namur');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/stage\/manage\/camp-des-hiboux-/);

  // Public at once; hidden, it leaves the list; shown, it comes back.
  const publicNames = async () => {
    const response = await page.request.get('/api/v1/stages/', {
      params: { filter: JSON.stringify({ q: suffix }) },
    });
    return ((await response.json()) as { name: string }[]).map((stage) => stage.name);
  };
  await expect.poll(publicNames).toEqual([name]);
  await page.getByRole('button', { name: 'Masquer', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Masquer' }).click();
  await expect(page.getByText('Le stage est masqué')).toBeVisible();
  await expect.poll(publicNames).toEqual([]);
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page.getByText('Le stage est affiché')).toBeVisible();
  await expect.poll(publicNames).toEqual([name]);

  // Edited: the price stays as created.
  await expect(field(page, 'Prix (€)')).toHaveValue('145');
  await field(page, 'Nom du stage').fill(`${name} (complet bientôt)`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(publicNames).toEqual([`${name} (complet bientôt)`]);

  // And it shows in the public list of camps.
  await page.goto('/stages');
  await expect(page.getByText(`${name} (complet bientôt)`)).toBeVisible();
});
