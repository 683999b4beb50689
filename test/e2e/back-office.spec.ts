import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  browserSpec,
  call,
  closeToast,
  expect,
  expectTranslatedAndWithinWidth,
  horizontalOverflow,
  pauseBeforeRequest,
  organizerStage,
  signIn,
  speak,
  test,
} from './fixtures.js';

browserSpec();

const WIDTHS = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } };

/** The administrators' lists, each with rows in the demo data. */
const ADMIN_LISTS = [
  '/admin/organizations',
  '/admin/stages',
  '/admin/reports',
  '/admin/organization-types',
  '/admin/price-plans',
];

/** The page's own content, without the menu and the top bar. */
const content = (page: Page) => page.locator('#main-content');

/** A phone list's lines. */
const lines = (page: Page) => content(page).getByRole('listitem');

/** A laptop table's rows, its header first. */
const rows = (page: Page) => content(page).getByRole('row');

/** Whether the whole element lies inside the window: a reader reaches it without scrolling sideways. */
async function withinWidth(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const { width } = page.viewportSize()!;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

/** A property of an element's computed style, of its ::before when asked. */
function computedStyle(element: Locator, property: string, pseudo?: string) {
  return element.evaluate(
    (node, [name, before]) =>
      (
        globalThis as unknown as {
          getComputedStyle(node: unknown, pseudo?: string): Record<string, string>;
        }
      ).getComputedStyle(node, before)[name]!,
    [property, pseudo] as const,
  );
}

/** The top bar's buttons (menu, language, theme, account) stay on screen, whatever the page. */
async function expectTopBarOnScreen(page: Page) {
  const buttons = page.locator('header button');
  expect(await buttons.count()).toBeGreaterThanOrEqual(3);
  for (const button of await buttons.all()) {
    const name = (await button.getAttribute('aria-label')) ?? 'a top bar button';
    expect(await withinWidth(page, button), name).toBe(true);
  }
}

for (const locale of ['fr', 'en', 'nl'] as const) {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    test(`the administrators' lists in ${locale}, on a ${device}: translated, within the window`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await speak(page, 'fr');
      await signIn(page, 'admin@example.org');
      // Signed in, the language is the profile's: set it there, and back after.
      await call(page, 'PATCH', '/user/', { language: locale });
      await speak(page, locale);
      try {
        await visitAdminLists(page, device, locale, testInfo);
      } finally {
        await call(page, 'PATCH', '/user/', { language: 'fr' });
      }
    });
  }
}

async function visitAdminLists(page: Page, device: string, locale: string, testInfo: TestInfo) {
  for (const path of ADMIN_LISTS) {
    await page.goto(path);
    const list = content(page).getByRole(device === 'phone' ? 'list' : 'table');
    await expect(list.first()).toBeVisible();
    await expect(lines(page).first().or(rows(page).nth(1))).toBeVisible();
    await expectTranslatedAndWithinWidth(page, path);
    await expectTopBarOnScreen(page);
    await testInfo.attach(`${locale}-${device}${path.replaceAll('/', '_')}.png`, {
      body: await page.screenshot({ fullPage: false }),
      contentType: 'image/png',
    });
  }
}

test('on a laptop, the action each administrators\u2019 list exists for is in reach on every row', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.laptop);
  await signIn(page, 'admin@example.org');
  await page.goto('/admin/organizations');
  // The demo's last organization waits for verification.
  const waiting = page.getByRole('row', { name: /Atelier des Petits Chefs/ });
  await expect(waiting.getByRole('button', { name: 'Vérifier' })).toBeVisible();
  expect(await withinWidth(page, waiting.getByRole('button', { name: 'Vérifier' }))).toBe(true);
  await expect(waiting.getByText('À vérifier')).toBeVisible();

  await page.goto('/admin/stages');
  const stage = page.getByRole('row', { name: /Stage équitation/ });
  await expect(stage.getByRole('button', { name: 'Retirer' })).toBeVisible();
  expect(await withinWidth(page, stage.getByRole('button', { name: 'Retirer' }))).toBe(true);
});

test('on a phone, an organization waiting for verification opens from its line, and is verified from its page', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.phone);
  await signIn(page, 'admin@example.org');
  await page.goto('/admin/organizations');
  const line = lines(page).filter({ hasText: 'Atelier des Petits Chefs' });
  await expect(line).toContainText('À vérifier');
  await line.click();
  await expect(page).toHaveURL(/\/admin\/organizations\/[^/]+\/show/);
  // The title the top bar has no room for stands above the page.
  await expect(content(page).getByText('Atelier des Petits Chefs').first()).toBeVisible();
  // Asked, and left as it was when the administrator thinks better of it.
  await page.getByRole('button', { name: 'Vérifier' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Atelier des Petits Chefs');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Vérifier' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('taking a stage down asks for a reason, which its organizer then reads on the stage', async ({
  page,
}) => {
  const name = `Stage du moulin ${Date.now()}`;
  const { slug } = await organizerStage(page, name);

  await signIn(page, 'admin@example.org');
  await page.goto('/admin/stages');
  await page.getByPlaceholder('Rechercher').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: 'Retirer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(name);
  const confirm = dialog.getByRole('button', { name: 'Retirer' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Raison/).fill('Le');
  await expect(confirm).toBeDisabled();
  await dialog
    .getByLabel(/Raison/)
    .fill('Les photos montrent des enfants sans accord des parents.');
  await confirm.click();
  await expect(page.getByText('Le stage est retiré du site public')).toBeVisible();
  await expect(row.getByText('Retiré par un administrateur')).toBeVisible();

  await signIn(page, 'organizer@example.org');
  await page.goto(`/stage/manage/${slug}`);
  const notice = page.getByRole('alert').filter({ hasText: 'Un administrateur a retiré ce stage' });
  await expect(notice).toContainText('Les photos montrent des enfants sans accord des parents.');
  await expect(page.getByRole('button', { name: 'Masquer', exact: true })).toHaveCount(0);

  // Given back, with a question but no reason: the organizer's own choice applies again.
  await signIn(page, 'admin@example.org');
  await page.goto('/admin/stages');
  await page.getByPlaceholder('Rechercher').fill(name);
  await row.getByRole('button', { name: "Rendre à l'organisateur" }).click();
  await page.getByRole('dialog').getByRole('button', { name: "Rendre à l'organisateur" }).click();
  await expect(row.getByText('Affiché', { exact: true })).toBeVisible();
});

test('the organizer\u2019s stages: a line per stage on a phone, titles and notices that name the stage, deletion asked', async ({
  page,
}) => {
  const name = `Stage des lucioles ${Date.now()}`;
  await organizerStage(page, name);

  await page.setViewportSize(WIDTHS.phone);
  await page.goto('/organization/settings/?tab=stages');
  const line = lines(page).filter({ hasText: name });
  await expect(line).toContainText('Affiché');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectTopBarOnScreen(page);
  // The line holds the stage's actions in words; its name opens the stage.
  await expect(line.getByRole('link', { name: 'Inscrire un enfant' })).toBeVisible();
  await line.getByRole('link', { name }).click();
  await expect(content(page).getByText(`Modifier « ${name} »`).first()).toBeVisible();

  await page.setViewportSize(WIDTHS.laptop);
  // Hiding is asked first; showing again is not.
  await page.getByRole('button', { name: 'Masquer', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Masquer' }).click();
  await expect(page.getByText('Le stage est masqué')).toBeVisible();
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page.getByText('Le stage est affiché')).toBeVisible();
  await closeToast(page);

  await page.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Supprimer « ${name} » ?`);
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Le stage est supprimé')).toBeVisible();
  await expect(page).toHaveURL(/organization\/settings/);
  await expect(page.getByText(name)).toHaveCount(0);
});

test('a report is handled and reopened after a question, from its line on a phone', async ({
  page,
}) => {
  const message = `Numéro de téléphone faux ${Date.now()}`;
  await page.goto('/stages');
  await call(page, 'POST', '/reports/', {
    target_type: 'stage',
    target_slug: 'stage-de-football',
    reason: 'misleading',
    message,
  });
  await page.setViewportSize(WIDTHS.phone);
  await signIn(page, 'admin@example.org');
  await page.goto('/admin/reports');
  await page.getByPlaceholder('Rechercher').fill(message);
  await lines(page).filter({ hasText: 'Stage de football' }).click();
  await expect(page.getByText(message)).toBeVisible();
  await expect(content(page).getByText('Signalement : Stage de football').first()).toBeVisible();
  await page.getByRole('button', { name: 'Marquer comme traité' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Marquer comme traité' }).click();
  await expect(page.getByText('Signalement marqué comme traité')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rouvrir' })).toBeVisible();
});

test('the description editor speaks the reader\u2019s language and stays readable in dark mode', async ({
  page,
}) => {
  await signIn(page, 'organizer@example.org');
  await page.goto('/stage/manage/');
  await expect(page.getByText('Créer un stage').first()).toBeVisible();
  const bold = page.getByRole('button', { name: 'Gras' });
  await expect(bold).toBeVisible();
  await expect(page.getByRole('button', { name: 'Liste à puces' })).toBeVisible();
  const pickerLabel = page.locator('.ql-header .ql-picker-label');
  expect(await computedStyle(pickerLabel, 'content', '::before')).toBe('"Texte normal"');

  await page.getByRole('button', { name: 'Mode sombre' }).click();
  // The icons take the theme's text colour: light on the dark page, not Quill's dark grey.
  const stroke = await computedStyle(
    page.locator('.ql-toolbar .ql-bold .ql-stroke').first(),
    'stroke',
  );
  const [red, green, blue] = stroke.match(/\d+/g)!.map(Number);
  expect(red! + green! + blue!).toBeGreaterThan(600);
});

test("an administrator's organization picker waits half a second after the last key before asking", async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.laptop);
  await signIn(page, 'admin@example.org');
  await page.goto('/admin/bills');
  const picker = page.getByRole('combobox', { name: 'Organisation' });
  await expect(picker).toBeVisible();
  const wait = await pauseBeforeRequest(page, 'castors', () => picker.pressSequentially('castors'));
  expect(wait).toBeGreaterThanOrEqual(500);
});
