import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {} from '../../playwright.config.js';
import { brusselsDay, TaxYearAnswer } from '@stages/contracts';
import {
  browserSpec,
  call,
  DEMO_PASSWORD,
  expect,
  expectTranslatedAndWithinWidth,
  organizerStage,
  signIn,
  speak,
  test,
} from './fixtures.js';

browserSpec();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

/** The summer of the demo's paid stay, and whether its year is over: its 281.86 issued. */
const SUMMER = 2026;
const SUMMER_ISSUED = brusselsDay() >= `${SUMMER + 1}-01-01`;

/**
 * The demo parent's account as it was: the cookie choice the page made for it (`speak`) taken
 * back, for the specs that expect the demo family never to have answered.
 */
async function forgetCookieChoice(page: Page) {
  await call(page, 'PATCH', '/user/', { cookie_consent: null });
}

/** The first bytes of a downloaded file, as text. */
async function opening(download: Download, length: number) {
  const file = await download.path();
  return fs.readFileSync(file).subarray(0, length).toString('latin1');
}

/** Clicks `link` and answers the download it starts. */
async function downloadFrom(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  return download;
}

/** Picks `option` in the labelled select (MUI's select is a combobox and a listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test("a parent finds the family's documents on a phone and downloads the 281.86", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await speak(page, 'fr');
  await signIn(page, 'parent@example.org');

  // The menu leads to the documents.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('link', { name: 'Documents', exact: true }).click();
  await expect(page).toHaveURL(/\/parent\/documents\/?$/);
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();

  const year = page.getByRole('region', { name: '2026' });
  await expect(year.getByRole('heading', { name: 'Emma Parent', level: 3 })).toBeVisible();
  const documents = year.getByTestId('family-document');
  const summerInvoice = documents.filter({ hasText: 'Facture 2026-00001' });
  await expect(summerInvoice).toContainText("Plaine d'été des Castors");
  await expect(summerInvoice).toContainText('Les Castors de la Meuse');
  await expect(summerInvoice).toContainText('Émis le 13/06/2026');
  await expect(documents.filter({ hasText: /Facture 2026-\d{5} · Stage multisports/ })).toHaveCount(
    1,
  );
  await expect(documents.filter({ hasText: 'Attestation pour la mutualité' })).toHaveCount(1);
  const taxCertificate = documents.filter({ hasText: `Attestation fiscale 281.86 ${SUMMER}` });
  await expect(taxCertificate).toContainText('Emma Parent');
  await expectTranslatedAndWithinWidth(page, 'the documents on a phone');
  await page.screenshot({ path: testInfo.outputPath('documents-390.png'), fullPage: true });

  if (SUMMER_ISSUED) {
    const download = await downloadFrom(page, () =>
      taxCertificate.getByRole('link', { name: 'Télécharger' }).click(),
    );
    expect(download.suggestedFilename()).toBe(
      `attestation-fiscale-281.86-${SUMMER}-emma-parent.pdf`,
    );
    expect(await opening(download, 4)).toBe('%PDF');
  } else {
    // The year is not over: the certificate is announced, with its day, and not offered.
    await expect(taxCertificate.getByRole('note')).toHaveText(
      `Délivrée à partir du 01/01/${SUMMER + 1}, une fois l'année terminée : d'ici là, elle peut encore changer.`,
    );
    await expect(taxCertificate.getByRole('link', { name: 'Télécharger' })).toHaveCount(0);
  }

  // The filters: the invoices alone, then nothing of a year without documents.
  await choose(page, 'Type', 'Facture');
  await expect(documents).toHaveCount(2);
  await expect(documents.filter({ hasText: 'Attestation' })).toHaveCount(0);
  await choose(page, 'Type', 'Tous');
  await expect(documents).not.toHaveCount(2);

  // The same list in the profile's fiscal documents, the 281.86 first.
  await page.goto('/parent/settings/?tab=fiscalDocuments');
  await expect(page.getByRole('tab', { name: 'Documents fiscaux', selected: true })).toBeVisible();
  await expect(page.getByTestId('family-document')).toHaveCount(1);
  await expect(page.getByTestId('family-document')).toContainText('Attestation fiscale 281.86');
  await expectTranslatedAndWithinWidth(page, 'the fiscal documents on a phone');
  await page.screenshot({ path: testInfo.outputPath('fiscal-documents-390.png'), fullPage: true });

  // Each bill downloads its documents; on a phone they wrap within the line.
  await page.goto('/parent/bills/');
  const bill = page.getByRole('listitem').filter({ hasText: "Plaine d'été des Castors" });
  await expect(bill.getByRole('link', { name: 'Facture 2026-00001' })).toBeVisible();
  await expect(bill.getByRole('link', { name: 'Attestation mutualité' })).toBeVisible();
  await expectTranslatedAndWithinWidth(page, 'the bills with their documents on a phone');
  await page.screenshot({ path: testInfo.outputPath('bills-390.png'), fullPage: true });
  const invoice = await downloadFrom(page, () =>
    bill.getByRole('link', { name: 'Facture 2026-00001' }).click(),
  );
  expect(invoice.suggestedFilename()).toBe('facture-2026-00001.pdf');
  expect(await opening(invoice, 4)).toBe('%PDF');

  // On a laptop: the bills' documents in their column, the documents page wider.
  await page.setViewportSize(LAPTOP);
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: "Plaine d'été des Castors" });
  await expect(row.getByRole('link', { name: 'Attestation mutualité' })).toBeVisible();
  await expectTranslatedAndWithinWidth(page, 'the bills with their documents on a laptop');
  // Its columns stay within the page beside the menu: nothing to scroll sideways to.
  expect(
    await page
      .locator('table')
      .evaluate(
        (table: { scrollWidth: number; parentElement: { clientWidth: number } | null }) =>
          table.scrollWidth - table.parentElement!.clientWidth,
      ),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('bills-1280.png'), fullPage: true });
  await page.goto('/parent/documents/');
  await expect(page.getByTestId('family-document').first()).toBeVisible();
  await expectTranslatedAndWithinWidth(page, 'the documents on a laptop');
  await page.screenshot({ path: testInfo.outputPath('documents-1280.png'), fullPage: true });
  await page.goto('/parent/settings/?tab=fiscalDocuments');
  await expect(page.getByTestId('family-document')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('fiscal-documents-1280.png'), fullPage: true });

  // In English and Dutch too, on both screens: all in words, nothing wider than the window.
  try {
    for (const language of ['en', 'nl'] as const) {
      await call(page, 'PATCH', '/user/', { language });
      for (const viewport of [PHONE, LAPTOP]) {
        await page.setViewportSize(viewport);
        await page.goto('/parent/documents/');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByTestId('family-document').first()).toBeVisible();
        await expectTranslatedAndWithinWidth(page, `the documents in ${language}`);
      }
    }
  } finally {
    await call(page, 'PATCH', '/user/', { language: 'fr' });
    await forgetCookieChoice(page);
  }
  await context.close();
});

test("the organizer sees the year's 281.86 on a laptop and downloads the Belcotax file", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: LAPTOP });
  const page = await context.newPage();
  await speak(page, 'fr');
  await signIn(page, 'organizer@example.org');
  try {
    await page.goto('/organization/settings/?tab=documents');
    const section = page.getByRole('region', {
      name: 'Attestations 281.86 par année et fichier Belcotax',
    });
    await expect(section).toBeVisible();
    await choose(page, 'Année de revenus', String(SUMMER));
    const emma = section.getByRole('row').filter({ hasText: 'Emma Parent' });
    // Serials run through the organization's year, so the demo's other certificates that year
    // (the winter week's, when it falls in it) decide Emma's: the page shows the API's.
    const year = TaxYearAnswer.parse(
      await (await page.request.get(`/api/v1/organization/tax-certificates/${SUMMER}/`)).json(),
    );
    const serial = year.certificates.find((each) => each.child_name === 'Emma Parent')!.serial;
    await expect(emma).toContainText(`N° ${serial}`);
    await expect(emma).toContainText(`13/07/${SUMMER} – 17/07/${SUMMER}`);
    await expect(emma).toContainText('95,00 €');
    if (!SUMMER_ISSUED) {
      // The year is not over: its certificates and its file are announced, not offered.
      const from = `01/01/${SUMMER + 1}`;
      await expect(section.getByRole('note').first()).toContainText(
        `seront délivrés à partir du ${from}`,
      );
      await expect(emma).toContainText(`Délivrée à partir du ${from}`);
      await expect(emma.getByRole('link', { name: 'Télécharger' })).toHaveCount(0);
      await expect(
        section.getByRole('button', { name: 'Télécharger le fichier Belcotax (XML)' }),
      ).toBeDisabled();
      await expect(section).toContainText(
        `Le fichier Belcotax de ${SUMMER} sera disponible à partir du ${from}.`,
      );
      await expectTranslatedAndWithinWidth(page, 'the tax certificates to come on a laptop');
      await section.screenshot({ path: testInfo.outputPath('tax-certificates-to-come-1280.png') });
      await page.setViewportSize(PHONE);
      const card = section.getByRole('listitem').filter({ hasText: 'Emma Parent' });
      await expect(card).toContainText(`Délivrée à partir du ${from}`);
      await expectTranslatedAndWithinWidth(page, 'the tax certificates to come on a phone');
      await section.screenshot({ path: testInfo.outputPath('tax-certificates-to-come-390.png') });
      return;
    }
    await expect(emma.getByRole('link', { name: 'Télécharger' })).toBeVisible();

    // A refusal of the file is said in words, with the server's own detail.
    const belcotax = section.getByRole('link', { name: 'Télécharger le fichier Belcotax (XML)' });
    await page.route(`**/organization/tax-certificates/${SUMMER}/belcotax/`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 409,
          code: 'document.incomplete',
          message: 'Belcotax 281.86 file: a phone number to contact is required',
        }),
      }),
    );
    await belcotax.click();
    const refusal = section.getByRole('alert').filter({ hasText: 'Belcotax' });
    await expect(refusal).toContainText(
      'Il manque à cette attestation des informations qu’elle doit mentionner',
    );
    await expect(refusal).toContainText('a phone number to contact is required');
    await page.unroute(`**/organization/tax-certificates/${SUMMER}/belcotax/`);

    const file = await downloadFrom(page, () => belcotax.click());
    expect(file.suggestedFilename()).toBe(`belcotax-281.86-${SUMMER}.xml`);
    expect(await opening(file, 5)).toBe('<?xml');
    await expectTranslatedAndWithinWidth(page, 'the tax certificates on a laptop');
    await section.screenshot({ path: testInfo.outputPath('tax-certificates-1280.png') });
    await page.screenshot({ path: testInfo.outputPath('documents-tab-1280.png'), fullPage: true });

    await page.setViewportSize(PHONE);
    await expect(section.getByRole('listitem').filter({ hasText: 'Emma Parent' })).toBeVisible();
    await expectTranslatedAndWithinWidth(page, 'the tax certificates on a phone');
    await section.screenshot({ path: testInfo.outputPath('tax-certificates-390.png') });

    for (const language of ['en', 'nl'] as const) {
      await call(page, 'PATCH', '/user/', { language });
      for (const viewport of [PHONE, LAPTOP]) {
        await page.setViewportSize(viewport);
        await page.goto('/organization/settings/?tab=documents');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByText('Emma Parent').first()).toBeVisible();
        await expectTranslatedAndWithinWidth(page, `the tax certificates in ${language}`);
      }
    }
  } finally {
    await call(page, 'PATCH', '/user/', { language: 'fr' });
  }
  await context.close();
});

test("a stage's enrollments give all its invoices and certificates in a ZIP, or say there are none", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: LAPTOP });
  const page = await context.newPage();
  await speak(page, 'fr');
  const emptyName = `Stage sans factures ${Date.now()}`;
  const empty = await organizerStage(page, emptyName);
  const stages = (await (
    await page.request.get(`/api/v1/organization/stages/?range=${encodeURIComponent('[0,99]')}`)
  ).json()) as { slug: string; name: string }[];
  const summer = stages.find((stage) => stage.name === "Plaine d'été des Castors")!;

  await page.goto(`/organization/settings/stage/${summer.slug}`);
  const row = page.getByRole('row').filter({ hasText: 'Emma' });
  await expect(row.getByRole('link', { name: 'Facture 2026-00001' })).toBeVisible();
  const zip = await downloadFrom(page, () =>
    page.getByRole('link', { name: 'Toutes les factures (ZIP)' }).click(),
  );
  expect(await opening(zip, 2)).toBe('PK');
  const certificates = await downloadFrom(page, () =>
    page.getByRole('link', { name: 'Toutes les attestations mutualité (ZIP)' }).click(),
  );
  expect(await opening(certificates, 2)).toBe('PK');
  await expectTranslatedAndWithinWidth(page, "a stage's enrollments on a laptop");
  await page.screenshot({
    path: testInfo.outputPath('stage-enrollments-1280.png'),
    fullPage: true,
  });
  await page.setViewportSize(PHONE);
  await expectTranslatedAndWithinWidth(page, "a stage's enrollments on a phone");
  await page.screenshot({ path: testInfo.outputPath('stage-enrollments-390.png'), fullPage: true });

  // A stage without any: not offered, and the reason said where the button is.
  await page.setViewportSize(LAPTOP);
  await page.goto(`/organization/settings/stage/${empty.slug}`);
  await expect(page.getByRole('heading', { name: emptyName, level: 1 })).toBeVisible();
  for (const [name, kind, reason] of [
    ['Toutes les factures (ZIP)', 'invoices', "Ce stage n'a pas encore de facture"],
    [
      'Toutes les attestations mutualité (ZIP)',
      'mutual-certificates',
      "Ce stage n'a pas encore d'attestation pour la mutualité",
    ],
  ] as const) {
    await expect(page.getByRole('button', { name })).toBeDisabled();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    await page.getByTestId(`zip-${kind}`).hover();
    await expect(page.getByRole('tooltip')).toContainText(reason);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  }
  await page.getByTestId('zip-invoices').focus();
  await expect(page.getByRole('tooltip')).toContainText("Ce stage n'a pas encore de facture");
  await page.screenshot({ path: testInfo.outputPath('stage-without-documents-1280.png') });
  await context.close();
});

test("the organizer exports a year's enrollments from the stage list, by child, with each bill's payment", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: LAPTOP });
  const page = await context.newPage();
  await speak(page, 'fr');
  await signIn(page, 'organizer@example.org');
  await page.getByRole('link', { name: 'Mes stages' }).click();
  await page.getByRole('button', { name: 'Exporter une année (Excel)' }).click();
  const file = await downloadFrom(page, () =>
    page.getByRole('menuitem', { name: String(SUMMER), exact: true }).click(),
  );
  expect(file.suggestedFilename()).toMatch(new RegExp(`-${SUMMER}\\.xlsx$`));
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.getWorksheet('Inscriptions')!;
  const titles = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(titles.slice(-5)).toEqual([
    'N° de facture',
    'Paiement',
    'Montant payé (EUR)',
    'Date du paiement',
    'Moyen de paiement',
  ]);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    rows.push(Object.fromEntries(titles.map((title, at) => [title, row.getCell(at + 1).value])));
  });
  expect(rows.length).toBeGreaterThan(1);
  // Each row after the one before: by child's last name, first name, then the stage's start.
  const collator = new Intl.Collator('fr', { sensitivity: 'base' });
  const order = (row: Record<string, unknown>) => [String(row.Nom), String(row['Prénom'])];
  rows.slice(1).forEach((row, index) => {
    const before = rows[index]!;
    const byName =
      collator.compare(order(before)[0]!, order(row)[0]!) ||
      collator.compare(order(before)[1]!, order(row)[1]!);
    expect(byName, `${order(before).join(' ')} then ${order(row).join(' ')}`).toBeLessThanOrEqual(
      0,
    );
    if (byName === 0) {
      expect((row['Début'] as Date).getTime()).toBeGreaterThanOrEqual(
        (before['Début'] as Date).getTime(),
      );
    }
  });
  // Emma's stay of that summer, paid: its invoice, its status, what was paid and when.
  const emma = rows.find(
    (row) => row['Prénom'] === 'Emma' && row.Stage === "Plaine d'été des Castors",
  )!;
  expect(emma).toMatchObject({
    'N° de facture': `${SUMMER}-00001`,
    Paiement: 'Payée',
    'Montant payé (EUR)': 95,
  });
  expect(emma['Date du paiement']).toBeInstanceOf(Date);
  await context.close();
});

test('the link of an e-mail signs in, names the file and its size, and downloads it once confirmed', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: LAPTOP });
  const page = await context.newPage();
  await speak(page, 'fr');
  await signIn(page, 'parent@example.org');
  const documents = (await (await page.request.get('/api/v1/documents/')).json()) as {
    title: string;
    url: string | null;
  }[];
  const invoiceUrl = documents.find((document) =>
    document.title.startsWith('Facture 2026-00001'),
  )!.url!;
  const enrollmentId = /enrollments\/([^/]+)\/invoice/.exec(invoiceUrl)![1]!;
  await context.clearCookies();

  // Signed out: the link asks to sign in, then comes back.
  const address = `/invoices/${enrollmentId}.pdf`;
  await page.goto(address);
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await page.getByLabel('Adresse e-mail', { exact: true }).fill('parent@example.org');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`${address}$`));

  await expect(
    page.getByRole('heading', { name: 'Télécharger un document', level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('file-name')).toHaveText('facture-2026-00001.pdf');
  await expect(page.getByTestId('file-size')).toHaveText(/^Taille : \d+(,\d)?\sko$/);
  await expectTranslatedAndWithinWidth(page, 'the downloader on a laptop');
  await page.screenshot({ path: testInfo.outputPath('download-1280.png'), fullPage: true });
  const file = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Télécharger', exact: true }).click(),
  );
  expect(file.suggestedFilename()).toBe('facture-2026-00001.pdf');
  expect(await opening(file, 4)).toBe('%PDF');
  await expect(page.getByRole('status')).toContainText(
    'Le téléchargement de « facture-2026-00001.pdf » a commencé',
  );

  await page.setViewportSize(PHONE);
  await page.goto(`/mutual-certificates/${enrollmentId}.pdf`);
  await expect(page.getByTestId('file-name')).toHaveText(/^attestation-pour-la-mutualite-.*\.pdf$/);
  await expectTranslatedAndWithinWidth(page, 'the downloader on a phone');
  await page.screenshot({ path: testInfo.outputPath('download-390.png'), fullPage: true });

  // A document that is not there, and a folder that is none.
  await page.goto(`/credit-notes/${enrollmentId}.pdf`);
  await expect(page.getByRole('alert')).toHaveText(/Ce document est introuvable/);
  await page.screenshot({
    path: testInfo.outputPath('download-not-found-390.png'),
    fullPage: true,
  });
  await page.goto('/receipts/anything');
  await expect(page.getByRole('heading', { name: 'Page introuvable', level: 1 })).toBeVisible();
  await forgetCookieChoice(page);
  await context.close();
});
