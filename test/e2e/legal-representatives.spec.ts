import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  brusselsDay,
  composeNationalRegisterNumber,
  formatNationalRegisterNumber,
} from '@stages/contracts';
import {
  browserSpec,
  call,
  expect,
  expectTranslatedAndWithinWidth,
  registerParent,
  speak,
  test,
} from './fixtures.js';

browserSpec();

const PASSWORD = 'Kamp-zomer-2027';
const CHILDREN = '/parent/settings/?tab=children';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const representatives = (page: Page) => page.getByRole('region', { name: 'Représentants légaux' });
const save = (page: Page) => page.getByRole('button', { name: 'Enregistrer' }).click();

/** Four more, through the API, so that the list has two pages of three (by last name). */
const OTHERS = [
  { first_name: 'Anne', last_name: 'Peeters', born: '1979-02-11', sequence: 42 },
  { first_name: 'Bart', last_name: 'Claes', born: '1980-05-20', sequence: 17 },
  { first_name: 'Chloé', last_name: 'Dubois', born: '1990-12-01', sequence: 88 },
  { first_name: 'David', last_name: 'Martin', born: '1975-03-15', sequence: 51 },
];

test('a parent adds a legal representative, is told a wrong number, then pages, searches, edits and deletes', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await speak(page, 'fr');
  await registerParent(page, PASSWORD);

  // None yet: the children's tab says so below the children, and its button opens the form.
  await page.goto(CHILDREN);
  const list = representatives(page);
  await expect(list.getByRole('heading', { name: 'Représentants légaux' })).toBeVisible();
  await expect(list).toContainText('Aucun représentant légal pour l’instant.');
  await list.getByRole('link', { name: 'Ajouter un représentant légal' }).click();
  await expect(page).toHaveURL(/\/legal-representative\/?$/);
  await expect(
    page.getByRole('heading', { name: 'Ajouter un représentant légal', level: 1 }),
  ).toBeVisible();
  // Why the number matters is said before it is typed.
  await expect(page.getByRole('alert')).toContainText(
    'l’attestation fiscale pour frais de garde (281.86) désignera comme débiteur',
  );

  const valid = composeNationalRegisterNumber('1985-07-30', 33);
  const miscomputed = valid.slice(0, 10) + String((Number(valid[10]) + 1) % 10);
  await field(page, 'Prénom').fill('Camille');
  await field(page, 'Nom').fill('Renard');
  const number = field(page, 'Numéro de registre national');
  await number.pressSequentially(miscomputed);
  await expect(number).toHaveValue(formatNationalRegisterNumber(miscomputed));
  await save(page);
  await expect(page.getByText('Les chiffres de contrôle ne correspondent pas')).toBeVisible();
  await expect(page).toHaveURL(/\/legal-representative\/?$/);
  await page.screenshot({ path: testInfo.outputPath('refused-1280.png'), fullPage: true });

  await number.fill('');
  await number.pressSequentially(valid);
  await save(page);
  await expect(page).toHaveURL(/\/parent\/settings\/\?tab=children$/);
  await expect(page.getByText('Représentant légal ajouté : Camille Renard')).toBeVisible();
  await expect(list.getByRole('row', { name: /Camille Renard/ })).toContainText(
    formatNationalRegisterNumber(valid),
  );
  await expect(list).toContainText('1–1 sur 1');

  // Five in all: three a page, in last-name order.
  for (const { born, sequence, ...names } of OTHERS) {
    await call(page, 'POST', '/legal-representative/', {
      ...names,
      national_register_number: composeNationalRegisterNumber(born, sequence),
    });
  }
  await page.reload();
  await expect(list).toContainText('1–3 sur 5');
  await expect(list.getByRole('row', { name: /Bart Claes/ })).toBeVisible();
  await expect(list.getByRole('row', { name: /Camille Renard/ })).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('list-1280.png'), fullPage: true });
  await list.getByRole('button', { name: 'Page suivante' }).click();
  await expect(list).toContainText('4–5 sur 5');
  await expect(list.getByRole('row', { name: /Camille Renard/ })).toBeVisible();
  await expect(list.getByRole('row', { name: /Bart Claes/ })).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  await list.getByRole('button', { name: 'Page précédente' }).click();
  await expect(list).toContainText('1–3 sur 5');

  // A search, by a part of a name, starts again at its first page.
  const search = list.getByRole('searchbox', { name: 'Rechercher par nom' });
  await search.fill('personne');
  await expect(list).toContainText('Aucun représentant légal ne correspond à « personne ».');
  await search.fill('peet');
  await expect(list).toContainText('1–1 sur 1');
  await expect(list.getByRole('row', { name: /Anne Peeters/ })).toBeVisible();

  // Editing: the row's link opens the form, filled; saving leads back to the list.
  await list
    .getByRole('row', { name: /Anne Peeters/ })
    .getByRole('link', { name: 'Modifier' })
    .click();
  await expect(page).toHaveURL(/\/legal-representative\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { name: 'Modifier « Anne Peeters »', level: 1 }),
  ).toBeVisible();
  await expect(number).toHaveValue(
    formatNationalRegisterNumber(composeNationalRegisterNumber('1979-02-11', 42)),
  );
  await field(page, 'Prénom').fill('Annick');
  await save(page);
  await expect(page).toHaveURL(/\/parent\/settings\/\?tab=children$/);
  await expect(page.getByText('Modifications enregistrées pour Annick Peeters')).toBeVisible();
  await list.getByRole('button', { name: 'Page suivante' }).click();
  await expect(list.getByRole('row', { name: /Annick Peeters/ })).toBeVisible();

  // A representative a child names cannot be deleted: the parent is told why and stays.
  const today = brusselsDay();
  const birthDate = `${Number(today.slice(0, 4)) - 6}-09-23`;
  const renard = list.getByRole('row', { name: /Camille Renard/ });
  const renardPath = await renard.getByRole('link', { name: 'Modifier' }).getAttribute('href');
  await call(page, 'POST', '/children/', {
    last_name: 'Renard',
    first_name: 'Jules',
    birth_date: birthDate,
    sex: 'other',
    national_register_number: composeNationalRegisterNumber(birthDate, randomInt(1, 998)),
    legal_representative_id: renardPath!.split('/').at(-1),
    photo_consent: 'yes',
  });
  await renard.click();
  await expect(
    page.getByRole('heading', { name: 'Modifier « Camille Renard »', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Supprimer « Camille Renard » ?');
  await expect(dialog).toContainText('changez d’abord la fiche de l’enfant');
  await page.screenshot({ path: testInfo.outputPath('delete-dialog-1280.png') });
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(
    page.getByText('Ce représentant légal ne peut pas être supprimé : un enfant y est lié'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${renardPath!}$`));
  await page.screenshot({ path: testInfo.outputPath('in-use-1280.png') });

  // One no child names goes, once confirmed.
  await page.goto(CHILDREN);
  await list.getByRole('row', { name: /Bart Claes/ }).click();
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(dialog).toContainText('Supprimer « Bart Claes » ?');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(/\/parent\/settings\/\?tab=children$/);
  await expect(page.getByText('Représentant légal supprimé : Bart Claes')).toBeVisible();
  await expect(list).toContainText('1–3 sur 4');
  await expect(list.getByText('Bart Claes')).toHaveCount(0);

  // On a phone: each representative is a line that opens the form, and both fit the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(CHILDREN);
  await expect(list.getByText('Chloé Dubois', { exact: true })).toBeVisible();
  await expectTranslatedAndWithinWidth(page, 'the legal representatives at 390');
  await page.screenshot({ path: testInfo.outputPath('list-390.png'), fullPage: true });
  await list.getByText('Chloé Dubois', { exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Modifier « Chloé Dubois »', level: 1 }),
  ).toBeVisible();
  await expectTranslatedAndWithinWidth(page, 'the legal representative form at 390');
  await page.screenshot({ path: testInfo.outputPath('edit-390.png'), fullPage: true });
  const chloePath = new URL(page.url()).pathname;

  // In English and Dutch, on a phone and a laptop: every text in words, nothing too wide.
  const screens = { list: CHILDREN, create: '/legal-representative/', edit: chloePath };
  for (const language of ['en', 'nl'] as const) {
    await call(page, 'PATCH', '/user/', { language });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [screen, path] of Object.entries(screens)) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(
          page.getByRole('heading', { level: screen === 'list' ? 2 : 1 }).last(),
        ).toBeVisible();
        await expect(page.getByText(/281\.86/)).toBeVisible();
        await expectTranslatedAndWithinWidth(page, `the ${screen} in ${language} at ${width}`);
        await page.screenshot({
          path: testInfo.outputPath(`${screen}-${language}-${width}.png`),
          fullPage: true,
        });
      }
    }
  }
});
