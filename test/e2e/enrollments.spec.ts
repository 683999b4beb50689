import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
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

/** How French says "of" each child: "de" is elided before a vowel or a mute h. */
const ofChild: Record<string, string> = { Arthur: "d'Arthur", Hugo: "d'Hugo" };

async function registerFromStagePage(page: Page, slug: string, child: string, left: number) {
  await page.goto(`/stage/${slug}`);
  await page.getByRole('radio', { name: new RegExp(`^${child} Lambert`) }).check();
  await expect(page.getByText('La demande réserve une place')).toBeVisible();
  await page.getByRole('button', { name: "Confirmer l'inscription" }).click();
  await expect(page.getByRole('status')).toContainText(
    `l'inscription ${ofChild[child]} attend la confirmation`,
  );
  // The place the request holds is counted at once.
  await expect(page.getByText(`${left} places restantes`)).toBeVisible();
}

test('a parent registers two children from the stage page, one is accepted, the other unenrolled', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const organizer = await frenchWindow(browser);
  const parent = await frenchWindow(browser);
  const stage = await organizerStage(organizer, `Stage des explorateurs ${Date.now()}`, 5);

  await registerParent(parent, PASSWORD);
  await addChild(parent, 'Arthur');
  await addChild(parent, 'Hugo');
  await registerFromStagePage(parent, stage.slug, 'Arthur', 4);
  await parent.screenshot({ path: testInfo.outputPath('registered-1280.png'), fullPage: true });
  await registerFromStagePage(parent, stage.slug, 'Hugo', 3);
  // Registered once: asking again is refused with the reason.
  await parent.goto(`/stage/${stage.slug}`);
  await expect(parent.getByText('3 places restantes')).toBeVisible();
  await parent.getByRole('radio', { name: /^Arthur Lambert/ }).check();
  await parent.getByRole('button', { name: "Confirmer l'inscription" }).click();
  await expect(parent.getByRole('alert')).toHaveText('Cet enfant est déjà inscrit à ce stage');

  // The registrations page lists both, waiting for the organizer.
  await parent
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Factures et inscriptions' })
    .click();
  await expect(parent).toHaveURL(/\/parent\/bills\/?$/);
  const row = (child: string) => parent.getByRole('row', { name: new RegExp(child) });
  await expect(row('Arthur')).toContainText('En attente de confirmation');
  await expect(row('Hugo')).toContainText('En attente de confirmation');

  // The organizer accepts Arthur on the stage's enrollments, and is told it is final.
  await organizer.goto(`/organization/settings/stage/${stage.slug}`);
  await expect(organizer.getByTestId('stage-places')).toContainText('3 places restantes sur 5');
  const request = (child: string) => organizer.getByRole('row', { name: new RegExp(child) });
  await expect(request('Hugo')).toContainText('En attente de confirmation');
  await request('Arthur').getByRole('button', { name: 'Accepter' }).click();
  const decision = organizer.getByRole('dialog', {
    name: "Accepter l'inscription d'Arthur Lambert ?",
  });
  await expect(decision).toContainText('Cette décision est définitive');
  await decision.getByRole('button', { name: 'Accepter' }).click();
  await expect(organizer.getByText('Inscription d’Arthur Lambert acceptée')).toBeVisible();
  await expect(request('Arthur')).toContainText('Acceptée');
  await expect(request('Arthur').getByRole('button', { name: 'Accepter' })).toHaveCount(0);
  await organizer.screenshot({ path: testInfo.outputPath('organizer-1280.png'), fullPage: true });

  // Its history names who decided; its Excel file lists both children with their statuses.
  await organizer.getByRole('tab', { name: 'Historique' }).click();
  await expect(organizer.getByRole('row', { name: /Acceptée.*Arthur/ })).toContainText(
    'organisateur',
  );
  const [download] = await Promise.all([
    organizer.waitForEvent('download'),
    organizer.getByRole('button', { name: 'Exporter (Excel)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${stage.slug}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet('Inscriptions')!;
  // Found by their titles, wherever the columns stand.
  const titles = (sheet.getRow(1).values as unknown[]).map(String);
  const [firstName, status] = ['Prénom', 'État'].map((title) => titles.indexOf(title));
  const statuses = new Map<string, string>();
  sheet.eachRow((line, index) => {
    if (index > 1) statuses.set(line.getCell(firstName!).text, line.getCell(status!).text);
  });
  expect(Object.fromEntries(statuses)).toEqual({ Arthur: 'Acceptée', Hugo: 'En attente' });
  await organizer.setViewportSize({ width: 390, height: 844 });
  await organizer.getByRole('tab', { name: 'Inscriptions' }).click();
  await expect(organizer.getByText(/Hugo Lambert/)).toBeVisible();
  await expectTranslatedAndWithinWidth(organizer, "the stage's enrollments on a phone");

  await parent.reload();
  await expect(row('Arthur')).toContainText('Acceptée');
  await row('Hugo').getByRole('button', { name: 'Désinscrire' }).click();
  const dialog = parent.getByRole('dialog', { name: 'Désinscrire Hugo ?' });
  await dialog.getByRole('button', { name: 'Désinscrire' }).click();
  await expect(parent.getByText('Hugo est désinscrit')).toBeVisible();
  await expect(row('Hugo')).toContainText('Désinscription');
  await expect(row('Hugo').getByRole('button', { name: 'Désinscrire' })).toHaveCount(0);
  await parent.screenshot({ path: testInfo.outputPath('registrations-1280.png'), fullPage: true });

  // Filtered by status, then seen on a phone and in the other languages.
  await parent.getByRole('combobox', { name: 'État' }).click();
  await parent.getByRole('option', { name: 'Acceptée' }).click();
  await expect(row('Hugo')).toHaveCount(0);
  await expect(row('Arthur')).toBeVisible();
  await parent.setViewportSize({ width: 390, height: 844 });
  await expectTranslatedAndWithinWidth(parent, 'the registrations on a phone');
  await parent.screenshot({ path: testInfo.outputPath('registrations-390.png'), fullPage: true });
  for (const language of ['en', 'nl'] as const) {
    await call(parent, 'PATCH', '/user/', { language });
    await parent.goto('/parent/bills/');
    await expect(parent.locator('html')).toHaveAttribute('lang', language);
    const heading = language === 'en' ? 'Bills and registrations' : 'Facturen en inschrijvingen';
    await expect(parent.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(parent.getByText(/Arthur Lambert/)).toBeVisible();
    await expectTranslatedAndWithinWidth(parent, `the registrations in ${language}`);
  }
  await organizer.context().close();
  await parent.context().close();
});
