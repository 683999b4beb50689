import type { Page } from '@playwright/test';
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

const content = (page: Page) => page.locator('#main-content');

/**
 * The demo's circus week: Emma's request and the organizer's rejection, then the six
 * neighbours' requests and four acceptances, one of them unenrolled, then two of their bills
 * paid, newest first. The waiting list's decisions are the stage's Waiting list tab's.
 */
const CIRCUS_DECISIONS = 15;

async function findCircusDecisions(page: Page) {
  await page.goto('/admin/decisions');
  await page.getByPlaceholder('Rechercher').fill('cirque');
}

test('on a laptop, the administrator reads a stage’s decisions as a table, newest first', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.laptop);
  await speak(page, 'fr');
  await signIn(page, 'admin@example.org');
  await findCircusDecisions(page);
  const rows = content(page).getByRole('row');
  await expect(rows).toHaveCount(1 + CIRCUS_DECISIONS);
  // The payments the organizer recorded last are on top.
  await expect(rows.nth(1)).toContainText('Payée');
  // Emma's came first: the last two rows, the rejection above the request.
  const emma = rows.filter({ hasText: 'Emma Parent' });
  await expect(emma).toHaveCount(2);
  await expect(rows.nth(CIRCUS_DECISIONS - 1)).toContainText('Refusée');
  await expect(rows.nth(CIRCUS_DECISIONS - 1)).toContainText('Stage cirque et jonglerie');
  await expect(rows.nth(CIRCUS_DECISIONS - 1)).toContainText('Olivier Castor');
  await expect(rows.nth(CIRCUS_DECISIONS - 1)).toContainText('Organisateur');
  await expect(rows.nth(CIRCUS_DECISIONS)).toContainText('Demandée');
  await expect(rows.nth(CIRCUS_DECISIONS)).toContainText('Pauline Parent');
  await expect(rows.nth(CIRCUS_DECISIONS)).toContainText('Emma Parent');
  await expectTranslatedAndWithinWidth(page, 'the decision history');

  // The organization is chosen by its name among the administrators' organizations.
  await page.getByRole('combobox', { name: 'Organisation' }).fill('Castors');
  await page.getByRole('option', { name: 'Les Castors de la Meuse' }).click();
  await expect(rows).toHaveCount(1 + CIRCUS_DECISIONS);
  await page.getByRole('combobox', { name: 'Organisation' }).fill('Kunstkamp');
  await page.getByRole('option', { name: 'Kunstkamp Gent vzw' }).click();
  await expect(content(page)).toContainText('Aucun résultat');
});

test('on a phone, each decision is a line', async ({ page }) => {
  await page.setViewportSize(WIDTHS.phone);
  await speak(page, 'fr');
  await signIn(page, 'admin@example.org');
  await findCircusDecisions(page);
  const lines = content(page).getByRole('listitem');
  await expect(lines).toHaveCount(CIRCUS_DECISIONS);
  const rejected = lines.filter({ hasText: 'Emma Parent · Stage cirque et jonglerie' });
  await expect(rejected.filter({ hasText: 'Refusée' })).toHaveCount(1);
  await expectTranslatedAndWithinWidth(page, 'the decision history on a phone');
});

for (const locale of ['en', 'nl'] as const) {
  test(`the decision history in ${locale}: translated, within the window at 390 and 1280 px`, async ({
    page,
  }) => {
    await speak(page, 'fr');
    await signIn(page, 'admin@example.org');
    await call(page, 'PATCH', '/user/', { language: locale });
    await speak(page, locale);
    try {
      for (const [device, viewport] of Object.entries(WIDTHS)) {
        await page.setViewportSize(viewport);
        await page.goto('/admin/decisions');
        const list = content(page).getByRole(device === 'phone' ? 'list' : 'table');
        await expect(list.first()).toContainText('Emma Parent');
        await expectTranslatedAndWithinWidth(page, `the decision history (${locale}, ${device})`);
      }
    } finally {
      await call(page, 'PATCH', '/user/', { language: 'fr' });
    }
  });
}
