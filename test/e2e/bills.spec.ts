import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { brusselsDay } from '@stages/contracts';
import { pdfText, POPPLER } from '../support/pdfs.js';
import {
  addChild,
  browserSpec,
  call,
  dateField,
  expect,
  expectTranslatedAndWithinWidth,
  organizerStage,
  registerParent,
  shownDate,
  speak,
  test,
  typeDate,
} from './fixtures.js';

browserSpec();

const PASSWORD = 'Kamp-facture-2027';

/** The text of the invoice a bill's link downloads, read back by poppler; null without it. */
async function invoiceText(page: Page, link: ReturnType<Page['getByRole']>) {
  const download: Promise<Download> = page.waitForEvent('download');
  await link.click();
  const file = await (await download).path();
  return POPPLER ? pdfText(fs.readFileSync(file)) : null;
}

test('a parent pays an accepted registration from its bill, the organizer marks it paid', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const organizerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const organizer = await organizerContext.newPage();
  const parent = await parentContext.newPage();
  await speak(organizer, 'fr');
  await speak(parent, 'fr');
  const stage = await organizerStage(organizer, `Stage des bâtisseurs ${Date.now()}`);

  // The parent asks a place for Zoé; the organizer accepts, which issues the bill.
  await registerParent(parent, PASSWORD);
  const child = (await addChild(parent, 'Zoé', { sex: 'female' })) as { id: string };
  const enrollment = (await call(parent, 'POST', '/enrollments/', {
    stage_id: stage.id,
    child_id: child.id,
    confirmed_price_cents: 9000,
  })) as { id: string };
  await call(organizer, 'POST', `/enrollments/${enrollment.id}/accept/`, {});

  // On a phone, the bill says what to pay and opens the payment instructions.
  await parent.goto('/parent/bills/');
  await expect(
    parent.getByRole('heading', { name: 'Factures et inscriptions', level: 1 }),
  ).toBeVisible();
  const bill = parent.getByRole('listitem').filter({ hasText: 'Zoé Lambert' });
  await expect(bill).toContainText('Acceptée');
  await expect(bill).toContainText('À payer');
  await expect(bill).toContainText('90,00 €');
  await expect(bill).toContainText(/Facture \d{4}-\d{5}/);
  const invoiceLink = bill.getByRole('link', { name: /^Facture \d{4}-\d{5}$/ });
  // Due: the invoice asks to be paid, by when.
  const due = await invoiceText(parent, invoiceLink);
  if (due !== null) {
    expect(due).toMatch(/Total à payer\s+90,00 €/);
    expect(due).toContain('À payer avant le');
  }
  await expectTranslatedAndWithinWidth(parent, 'the bills on a phone');
  await parent.screenshot({ path: testInfo.outputPath('bills-390.png'), fullPage: true });

  await bill.getByRole('button', { name: 'Payer' }).click();
  const instructions = parent.getByRole('dialog', { name: /Payer le stage de Zoé/ });
  await expect(instructions).toBeVisible();
  const qr = instructions.getByRole('img', { name: 'Code QR du virement' });
  await expect(qr).toBeVisible();
  // The image has loaded: a PNG of the EPC code, not a refusal.
  await expect
    .poll(() => qr.evaluate((image: { naturalWidth: number }) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(instructions).toContainText('Bénéficiaire');
  await expect(instructions).toContainText(/BE\d{2} \d{4} \d{4} \d{4}/);
  await expect(instructions).toContainText(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/);
  await expect(instructions).toContainText('90,00 €');
  await expect(instructions).toContainText('Échéance');
  await expect(instructions.getByRole('button', { name: 'Copier la communication' })).toBeVisible();
  await expectTranslatedAndWithinWidth(parent, 'the payment instructions on a phone');
  await parent.screenshot({ path: testInfo.outputPath('pay-390.png'), fullPage: true });
  await instructions.getByRole('button', { name: 'Fermer' }).click();

  // The organizer marks it paid from the stage's enrollments, on a day given, and is told it is final.
  await organizer.goto(`/organization/settings/stage/${stage.slug}`);
  const row = organizer.getByRole('row', { name: /Zoé/ });
  await expect(row).toContainText('À payer');
  await row.getByRole('button', { name: 'Marquer payée' }).click();
  const dialog = organizer.getByRole('dialog', {
    name: 'Marquer payée la facture de Zoé Lambert ?',
  });
  await expect(dialog).toContainText('Cette décision est définitive');
  const today = brusselsDay();
  const paymentDay = dateField(dialog, /^Date du paiement/);
  await expect(shownDate(paymentDay)).toHaveValue(today.split('-').reverse().join('/'));
  // A day before the invoice is refused on the field, saying when the invoice was issued.
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  await typeDate(paymentDay, yesterday.split('-').reverse().join(''));
  await expect(dialog).toContainText(
    `Le paiement ne peut précéder la facture, émise le ${today.split('-').reverse().join('/')}`,
  );
  await expect(dialog.getByRole('button', { name: 'Marquer payée' })).toBeDisabled();
  await typeDate(paymentDay, today.split('-').reverse().join(''));
  await expect(dialog).not.toContainText('Le paiement ne peut précéder');
  await dialog.getByRole('button', { name: 'Marquer payée' }).click();
  await expect(organizer.getByText('Facture de Zoé Lambert marquée payée')).toBeVisible();
  await expect(row).toContainText('Payée');
  await expect(row.getByRole('button', { name: 'Marquer payée' })).toHaveCount(0);
  await organizer.screenshot({
    path: testInfo.outputPath('stage-enrollments-1280.png'),
    fullPage: true,
  });

  // The parent's bill now says paid, with the day, and no longer offers to pay.
  const [year, month, day] = today.split('-');
  await parent.reload();
  await expect(bill).toContainText('Payée');
  await expect(bill).toContainText(`Payée le ${day}/${month}/${year}`);
  await expect(bill.getByRole('button', { name: 'Payer' })).toHaveCount(0);
  // So does its invoice, which no longer asks for a payment.
  const paid = await invoiceText(parent, invoiceLink);
  if (paid !== null) {
    expect(paid).toMatch(/PAYÉ le \d{1,2}(er)? \S+ \d{4}/);
    expect(paid).toMatch(/Total\s+90,00 €/);
    expect(paid).not.toMatch(/à payer/i);
  }
  await parent.screenshot({ path: testInfo.outputPath('bills-paid-390.png'), fullPage: true });

  await organizerContext.close();
  await parentContext.close();
});
