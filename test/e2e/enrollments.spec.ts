import type { Page } from '@playwright/test';
import type { Enrollment } from '@stages/contracts';
import {
  addChild,
  browserSpec,
  call,
  expect,
  expectTranslatedAndWithinWidth,
  organizerStage,
  registerParent,
  speak,
  test,
} from './fixtures.js';

browserSpec();

const PASSWORD = 'Kamp-zomer-2027';

async function registerFromStagePage(page: Page, slug: string, child: string) {
  await page.goto(`/stage/${slug}`);
  await page.getByRole('radio', { name: new RegExp(`^${child} Lambert`) }).check();
  await expect(page.getByText('La demande réserve une place')).toBeVisible();
  await page.getByRole('button', { name: "Confirmer l'inscription" }).click();
  await expect(page.getByRole('status')).toContainText(
    `l'inscription de ${child} attend la confirmation`,
  );
}

test('a parent registers two children from the stage page, one is accepted, the other unenrolled', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const organizerContext = await browser.newContext();
  const parentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const organizer = await organizerContext.newPage();
  const parent = await parentContext.newPage();
  await speak(organizer, 'fr');
  await speak(parent, 'fr');
  const stage = await organizerStage(organizer, `Stage des explorateurs ${Date.now()}`, 5);

  await registerParent(parent, PASSWORD);
  await addChild(parent, 'Arthur');
  await addChild(parent, 'Hugo');
  await registerFromStagePage(parent, stage.slug, 'Arthur');
  await parent.screenshot({ path: testInfo.outputPath('registered-1280.png'), fullPage: true });
  await registerFromStagePage(parent, stage.slug, 'Hugo');
  // Registered once: asking again is refused with the reason.
  await parent.goto(`/stage/${stage.slug}`);
  await expect(parent.getByText('3 places restantes')).toBeVisible();
  await parent.getByRole('radio', { name: /^Arthur Lambert/ }).check();
  await parent.getByRole('button', { name: "Confirmer l'inscription" }).click();
  await expect(parent.getByRole('alert')).toHaveText('Cet enfant est déjà inscrit à ce stage');

  // The registrations page lists both, waiting for the organizer.
  await parent
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Inscriptions et documents' })
    .click();
  await expect(parent).toHaveURL(/\/parent\/documents\/?$/);
  const row = (child: string) => parent.getByRole('row', { name: new RegExp(child) });
  await expect(row('Arthur')).toContainText('En attente de confirmation');
  await expect(row('Hugo')).toContainText('En attente de confirmation');

  // The organizer accepts Arthur.
  const listed = (await (
    await organizer.request.get(`/api/v1/organization/stages/${stage.slug}/enrollments/`)
  ).json()) as Enrollment[];
  const arthur = listed.find((each) => each.child_first_name === 'Arthur')!;
  await call(organizer, 'POST', `/enrollments/${arthur.id}/accept/`, {});

  await parent.reload();
  await expect(row('Arthur')).toContainText('Acceptée');
  await row('Hugo').getByRole('button', { name: 'Désinscrire' }).click();
  const dialog = parent.getByRole('dialog', { name: 'Désinscrire Hugo ?' });
  await dialog.getByRole('button', { name: 'Désinscrire' }).click();
  await expect(parent.getByText('Hugo est désinscrit')).toBeVisible();
  await expect(row('Hugo')).toContainText('Désinscrit');
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
    await parent.goto('/parent/documents/');
    await expect(parent.locator('html')).toHaveAttribute('lang', language);
    const heading =
      language === 'en' ? 'Registrations and documents' : 'Inschrijvingen en documenten';
    await expect(parent.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(parent.getByText(/Arthur Lambert/)).toBeVisible();
    await expectTranslatedAndWithinWidth(parent, `the registrations in ${language}`);
  }
  await organizerContext.close();
  await parentContext.close();
});
