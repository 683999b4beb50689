import type { Page, TestInfo } from '@playwright/test';
import {
  browserSpec,
  call,
  expect,
  expectTranslatedAndWithinWidth,
  signIn,
  speak,
  test,
} from './fixtures.js';

browserSpec();

const WIDTHS = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } };

/** The page's own content, without the menu and the top bar. */
const content = (page: Page) => page.locator('#main-content');

/** How many readings of a child's health sheet the API has recorded. */
async function readings(page: Page, childId: string) {
  const response = await page.request.get(`/api/v1/admin/children/${childId}/health-views/`);
  expect(response.ok()).toBe(true);
  return Number(response.headers()['content-range']!.split('/')[1]);
}

const childIdIn = (page: Page) => /\/admin\/children\/([^/]+)\/show/.exec(page.url())![1]!;

test('on a laptop, the administrator finds a child by name, opens its health sheet, and the reading is recorded', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.laptop);
  await speak(page, 'fr');
  await signIn(page, 'admin@example.org');
  await page.goto('/admin/children');
  await page.getByPlaceholder('Rechercher').fill('emma');
  const rows = content(page).getByRole('row');
  await expect(rows).toHaveCount(2);
  // The grid shows who the child is, never its health.
  await expect(rows.nth(1)).toContainText('Pauline Parent');
  await expect(content(page)).not.toContainText('Arachides');
  await rows.nth(1).getByText('Emma').click();

  await expect(page).toHaveURL(/\/admin\/children\/[^/]+\/show/);
  const health = content(page).getByRole('region', { name: 'Fiche santé', exact: true });
  await expect(health).toContainText('votre consultation de cette fiche est enregistrée');
  await expect(health).toContainText('Arachides : réaction sévère');
  const views = content(page).getByRole('region', { name: 'Consultations de la fiche santé' });
  await expect(views).toContainText('Alice Admin');
  const childId = childIdIn(page);
  const recorded = await readings(page, childId);
  expect(recorded).toBeGreaterThanOrEqual(1);
  await expectTranslatedAndWithinWidth(page, 'the child page');

  // Correcting the identity shows no health sheet, and records no reading.
  await page.getByRole('link', { name: 'Éditer' }).click();
  await expect(page.getByLabel('Numéro de registre national')).toHaveValue(/^\d{2}\.\d{2}\.\d{2}-/);
  await expectTranslatedAndWithinWidth(page, 'the child form');
  expect(await readings(page, childId)).toBe(recorded);

  // The parent's page lists the family's children, each a link to its page.
  await page.goto(`/admin/children/${childId}/show`);
  await content(page).getByRole('link', { name: 'Pauline Parent' }).click();
  await expect(page).toHaveURL(/\/admin\/parents\/[^/]+\/show/);
  await expect(content(page).getByRole('link', { name: 'Lucas Parent' })).toBeVisible();
  await content(page).getByRole('link', { name: 'Emma Parent' }).click();
  await expect(page).toHaveURL(`/admin/children/${childId}/show`);
});

test('on a phone, the administrator finds a child from its line and reads its health sheet', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.phone);
  await speak(page, 'fr');
  await signIn(page, 'admin@example.org');
  await page.goto('/admin/children');
  await page.getByPlaceholder('Rechercher').fill('lucas');
  const lines = content(page).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await lines.first().click();
  await expect(page).toHaveURL(/\/admin\/children\/[^/]+\/show/);
  await expect(
    content(page).getByRole('region', { name: 'Fiche santé', exact: true }),
  ).toContainText('votre consultation de cette fiche est enregistrée');
  await expectTranslatedAndWithinWidth(page, 'the child page on a phone');
});

for (const locale of ['fr', 'en', 'nl'] as const) {
  test(`the parents' and children's screens in ${locale}: translated, within the window at 390 and 1280 px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await speak(page, 'fr');
    await signIn(page, 'admin@example.org');
    await call(page, 'PATCH', '/user/', { language: locale });
    await speak(page, locale);
    try {
      for (const [device, viewport] of Object.entries(WIDTHS)) {
        await page.setViewportSize(viewport);
        await visitScreens(page, `${locale}-${device}`, device === 'phone', testInfo);
      }
    } finally {
      await call(page, 'PATCH', '/user/', { language: 'fr' });
    }
  });
}

async function visitScreens(page: Page, name: string, phone: boolean, testInfo: TestInfo) {
  const shoot = async (what: string) => {
    await expectTranslatedAndWithinWidth(page, `${what} (${name})`);
    await testInfo.attach(`${name}-${what}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  };
  for (const resource of ['parents', 'children']) {
    await page.goto(`/admin/${resource}`);
    const list = content(page).getByRole(phone ? 'list' : 'table');
    await expect(list.first()).toBeVisible();
    await expect(list.first()).toContainText('Parent');
    await shoot(`${resource}-list`);
    const first = resource === 'parents' ? 'Pauline' : 'Emma';
    if (phone) {
      await content(page)
        .getByRole('listitem')
        .filter({ hasText: `${first} Parent` })
        .click();
    } else {
      const row = content(page).getByRole('row').filter({ hasText: first });
      await row.getByText(first, { exact: true }).first().click();
    }
    await expect(page).toHaveURL(new RegExp(`/admin/${resource}/[^/]+/show`));
    await expect(content(page).getByRole('region').first()).toBeVisible();
    await expect(content(page)).toContainText(resource === 'parents' ? 'Lucas' : 'Arachides');
    await shoot(`${resource}-show`);
    await page.goto(page.url().replace(/\/show$/, ''));
    await expect(content(page).locator('form')).toBeVisible();
    await expect(content(page).locator('input[name="first_name"]')).not.toHaveValue('');
    await shoot(`${resource}-edit`);
  }
}
