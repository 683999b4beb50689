import type { Page } from '@playwright/test';
import {
  addChild,
  browserSpec,
  call,
  expect,
  frenchWindow,
  expectTranslatedAndWithinWidth,
  organizerStage,
  registerParent,
  test,
} from './fixtures.js';

browserSpec();

const PASSWORD = 'Kamp-zomer-2027';
const TAB = '/organization/settings/?tab=children';

/** The tab filtered on the test's own stage, so the demo's children stay out of the way. */
async function openTab(page: Page, stageName: string) {
  await page.goto(TAB);
  await expect(page.getByRole('tab', { name: 'Enfants', selected: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: stageName }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByText('1-1 sur 1')).toBeVisible();
}

async function expectSheet(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Céleste Lambert' });
  await expect(dialog.getByText('Arachides')).toBeVisible();
  await expect(
    dialog.getByText('Cette consultation est enregistrée', { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByText('Lou Lambert')).toBeVisible();
  return dialog;
}

test("an organizer reads an enrolled child's sheet from the children tab; the parent sees the reading", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const organizer = await frenchWindow(browser);
  const parent = await frenchWindow(browser);
  const stageName = `Stage des jardiniers ${Date.now()}`;
  const stage = await organizerStage(organizer, stageName);

  await registerParent(parent, PASSWORD);
  const child = (await addChild(parent, 'Céleste', { sex: 'female' })) as Record<string, unknown>;
  await call(parent, 'PUT', `/children/${String(child.id)}/`, {
    ...child,
    allergies: 'Arachides',
    medications: 'Ventolin si besoin',
  });
  await call(parent, 'POST', '/enrollments/', {
    stage_id: stage.id,
    child_id: child.id,
    confirmed_price_cents: 9000,
  });

  // On a laptop: a table row, the sheet in a dialog over it.
  await openTab(organizer, stageName);
  const row = organizer.getByRole('row', { name: /Céleste Lambert/ });
  await expect(row).toContainText('En attente');
  await expect(row).toContainText('Consultable');
  await expect(organizer.getByText('Arachides')).toHaveCount(0);
  await expectTranslatedAndWithinWidth(organizer, 'the children tab at 1280 px');
  await organizer.screenshot({ path: testInfo.outputPath('children-1280.png'), fullPage: true });
  await row.getByText('Céleste Lambert').click();
  const dialog = await expectSheet(organizer);
  await expectTranslatedAndWithinWidth(organizer, 'the sheet at 1280 px');
  await organizer.screenshot({ path: testInfo.outputPath('sheet-1280.png') });
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();

  // On a phone: lines, the sheet over the whole screen.
  await organizer.setViewportSize({ width: 390, height: 844 });
  await openTab(organizer, stageName);
  await expect(organizer.getByText('Céleste Lambert')).toBeVisible();
  await expectTranslatedAndWithinWidth(organizer, 'the children tab at 390 px');
  await organizer.screenshot({ path: testInfo.outputPath('children-390.png'), fullPage: true });
  await organizer.getByText('Céleste Lambert').click();
  await expectSheet(organizer);
  await expectTranslatedAndWithinWidth(organizer, 'the sheet at 390 px');
  await organizer.screenshot({ path: testInfo.outputPath('sheet-390.png') });

  // The family sees both readings, by the organization, on the child's page.
  await parent.goto(`/parent/add-child/${String(child.id)}`);
  const readings = parent.getByRole('region', { name: 'Qui a consulté la fiche médicale' });
  await expect(readings).toContainText('2 consultations');
  await expect(readings.getByText(/^Organisation : /)).toHaveCount(2);
  await parent.setViewportSize({ width: 390, height: 844 });
  await expectTranslatedAndWithinWidth(parent, "the child's page at 390 px");
  await parent.screenshot({ path: testInfo.outputPath('readings-390.png'), fullPage: true });

  await organizer.context().close();
  await parent.context().close();
});
