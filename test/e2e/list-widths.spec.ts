import type { Page } from '@playwright/test';
import { browserSpec, expect, signIn, test } from './fixtures.js';

browserSpec();

/** The demo stage with requests still to decide, bills paid and unpaid. */
const STAGE = 'stage-multisports-6-9-ans';

/** Every list of the product, by who sees it; each is shown with the demo's rows. */
const LISTS = {
  'organizer@example.org': [
    '/organization/settings?tab=stages',
    '/organization/settings?tab=children',
    `/organization/settings/stage/${STAGE}`,
    `/organization/settings/stage/${STAGE}?tab=history`,
    '/organization/settings/payments',
  ],
  'parent@example.org': [
    '/parent/bills',
    '/parent/documents',
    '/parent/settings?tab=children',
    '/parent/settings?tab=account_sharing',
    '/parent/settings?tab=fiscal_documents',
  ],
  'admin@example.org': [
    '/admin/organizations',
    '/admin/stages',
    '/admin/reports',
    '/admin/parents',
    '/admin/children',
    '/admin/decisions',
    '/admin/bills',
    '/admin/subscriptions',
    '/admin/organization-types',
    '/admin/price-plans',
  ],
};

const WIDTHS = [1280, 390] as const;

/**
 * What a page draws past its width, and the buttons that show an icon without its words. Run in
 * the page, as written (the tests are typed without the browser's library).
 */
const LAYOUT_FAULTS = `(() => {
  const main = document.querySelector('main') ?? document.body;
  const width = document.documentElement.clientWidth;
  const describe = (element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 60);
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  // A row of tabs scrolls sideways by design; a field's own icons are named by the field, and a
  // pager's arrows are understood.
  const exempt = (element) =>
    element.closest(
      '.MuiTabs-root, [class*="InputBase-root"], nav, .MuiPagination-root, .MuiTablePagination-root',
    ) !== null;
  const faults = [];
  if (document.documentElement.scrollWidth > width + 1) {
    faults.push('page ' + document.documentElement.scrollWidth + ' px wide');
  }
  for (const element of main.querySelectorAll('*')) {
    const overflow = getComputedStyle(element).overflowX;
    if (
      !exempt(element) &&
      (overflow === 'auto' || overflow === 'scroll') &&
      element.scrollWidth > element.clientWidth + 1 &&
      visible(element)
    ) {
      faults.push('scrolls sideways: ' + element.scrollWidth + ' in ' + element.clientWidth + ' px');
    }
  }
  for (const control of main.querySelectorAll('button, a[href], [role="button"]')) {
    // The bulk actions' bar is folded away until a row is picked.
    if (!visible(control) || exempt(control) || control.closest('.RaBulkActionsToolbar-collapsed')) {
      continue;
    }
    const box = control.getBoundingClientRect();
    if (box.right > width + 1 || box.left < -1) faults.push('off screen: ' + describe(control));
    if (control.innerText.trim() === '') faults.push('icon without words: ' + describe(control));
  }
  return faults;
})()`;

const layoutFaults = (page: Page) => page.evaluate<string[]>(LAYOUT_FAULTS);

for (const [email, paths] of Object.entries(LISTS)) {
  for (const width of WIDTHS) {
    test(`${email}'s lists fit ${width} px, their actions named and within reach`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await signIn(page, email);
      for (const path of paths) {
        await page.goto(path);
        // The rows are there (or the list says it has none) before the page is measured.
        await expect(
          page.locator('main').getByRole('progressbar').or(page.locator('.RaLoading')),
        ).toHaveCount(0);
        await expect(page.locator('main')).not.toBeEmpty();
        if (process.env.LIST_SCREENSHOTS) {
          await page.screenshot({
            path: `${process.env.LIST_SCREENSHOTS}/${width}${path.replace(/[/?=]/g, '_')}.png`,
            fullPage: true,
          });
        }
        expect(await layoutFaults(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  }
}

for (const width of WIDTHS) {
  test(`at ${width} px, each of the organizer's stages offers to register a child, under a title shown once`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'organizer@example.org');
    await page.goto('/organization/settings?tab=stages');
    const row = page
      .locator('main')
      .getByRole(width > 1000 ? 'row' : 'listitem')
      .filter({ hasText: 'Stage multisports 6-9 ans' });
    await row.getByRole('link', { name: 'Inscrire un enfant' }).click();
    await expect(page).toHaveURL(`/organization/settings/stage/${STAGE}/add-child`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(`/organization/settings/stage/${STAGE}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Stage multisports 6-9 ans' }),
    ).toBeVisible();
    // The top bar's title, and on a phone its copy above the page, give way to the page's heading.
    await expect(
      page.getByText('Stage multisports 6-9 ans', { exact: true }).filter({ visible: true }),
    ).toHaveCount(width > 1000 ? 2 : 1);
  });
}
