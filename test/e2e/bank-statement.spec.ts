import { brusselsDay, type BillFields } from '@stages/contracts';
import { codaStatement } from '../support/bank-statements.js';
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

const PASSWORD = 'Kamp-extrait-2027';
/** The organization's account: a statement of another account is refused. */
const IBAN = 'BE68539007547034';
/** A valid structured communication that no bill carries. */
const UNKNOWN = '+++090/9337/55493+++';

test('an organizer imports a bank statement, and the bill it pays reads paid on its booking day', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const organizerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const organizer = await organizerContext.newPage();
  const parent = await parentContext.newPage();
  await speak(organizer, 'fr');
  await speak(parent, 'fr');
  const stage = await organizerStage(organizer, `Stage des comptables ${Date.now()}`);
  // The statement is of the organization's own account, as its profile gives it.
  const profile = (await (await organizer.request.get('/api/v1/organization/edit/')).json()) as {
    iban: string | null;
  };
  await call(organizer, 'PUT', '/organization/edit/', { ...profile, iban: IBAN });

  // The parent asks a place for Léon; the organizer accepts, which issues the bill.
  await registerParent(parent, PASSWORD);
  const child = (await addChild(parent, 'Léon')) as { id: string };
  const enrollment = (await call(parent, 'POST', '/enrollments/', {
    stage_id: stage.id,
    child_id: child.id,
    confirmed_price_cents: 9000,
  })) as { id: string };
  await call(organizer, 'POST', `/enrollments/${enrollment.id}/accept/`, {});
  const billOf = async () =>
    (await (
      await parent.request.get(`/api/v1/enrollments/${enrollment.id}/`)
    ).json()) as BillFields;
  // The bill is issued a moment after the acceptance.
  await expect.poll(async () => (await billOf()).invoice_number).not.toBeNull();
  const bill = await billOf();
  const invoice = bill.invoice_number!;
  expect(bill.amount_cents).toBe(9000);
  expect(bill.structured_communication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);

  // The bank's statement of today: a transfer naming the bill booked long before it was issued,
  // which cannot be its payment, the parent's transfer, and one no bill names.
  const today = brusselsDay();
  const [year, month, day] = today.split('-');
  const shownDay = `${day}/${month}/${year}`;
  const longBefore = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
  const [oldYear, oldMonth, oldDay] = longBefore.split('-');
  const statement = codaStatement({
    iban: IBAN,
    date: today,
    sequence: 7,
    movements: [
      {
        amountCents: 9000,
        communication: bill.structured_communication!,
        counterpartyName: 'Lou Lambert',
        bookingDate: longBefore,
      },
      {
        amountCents: 9000,
        communication: bill.structured_communication!,
        counterpartyName: 'Lou Lambert',
        bookingDate: today,
      },
      {
        amountCents: 4500,
        communication: UNKNOWN,
        counterpartyName: 'Jean Inconnu',
        bookingDate: today,
      },
    ],
  });
  const fileName = `extrait-${invoice}.cod`;
  const file = { name: fileName, mimeType: 'text/plain', buffer: statement };

  // The organizer imports it from the payments page.
  await organizer.goto('/organization/settings/payments');
  await expect(organizer.getByRole('heading', { name: 'Paiements', level: 1 })).toBeVisible();
  await organizer.getByRole('tab', { name: 'Extraits de compte' }).click();
  await expect(
    organizer.getByRole('button', { name: 'Importer un extrait de compte' }),
  ).toBeVisible();
  const picker = organizer.getByLabel('Fichier de l’extrait de compte (CODA ou camt.053)');
  await picker.setInputFiles(file);

  // The report: the bill marked paid, and the credit left to look at, with why.
  const report = organizer.getByRole('region', { name: "Résultat de l'import" });
  await expect(report.getByRole('heading', { name: `Import de « ${fileName} »` })).toBeVisible();
  await expect(organizer).toHaveURL(/tab=statements&report=[0-9a-f-]{36}/);
  const firstReport = new URL(organizer.url()).searchParams.get('report');
  await expect(report).toContainText('CODA');
  await expect(report.getByTestId('statement-counts')).toHaveText(
    '3 crédits et 0 débit lus ; 1 facture marquée payée, 2 crédits à examiner.',
  );
  await expect(report.getByRole('status')).toHaveCount(0);
  await expect(report.getByRole('heading', { name: '1 facture marquée payée' })).toBeVisible();
  const beforeBill = 'Reçu avant que la facture soit émise : ce ne peut pas être son paiement';
  const paid = report
    .getByRole('row')
    .filter({ hasText: invoice })
    .filter({ hasNotText: beforeBill });
  await expect(paid).toHaveCount(1);
  await expect(paid).toContainText('Léon Lambert');
  await expect(paid).toContainText('90,00 €');
  await expect(paid).toContainText(shownDay);
  await expect(report.getByRole('heading', { name: '2 crédits non rapprochés' })).toBeVisible();
  const early = report.getByRole('row').filter({ hasText: beforeBill });
  await expect(early).toHaveCount(1);
  await expect(early).toContainText(`Facture ${invoice}`);
  await expect(early).toContainText('90,00 €');
  await expect(early).toContainText(`${oldDay}/${oldMonth}/${oldYear}`);
  const unknown = report.getByRole('row').filter({ hasText: UNKNOWN });
  await expect(unknown).toHaveCount(1);
  await expect(unknown).toContainText('Communication inconnue');
  await expect(unknown).toContainText('45,00 €');
  await expect(unknown).toContainText('Jean Inconnu');
  await expect(unknown).toContainText(shownDay);
  await organizer.screenshot({ path: testInfo.outputPath('statement-1280.png'), fullPage: true });

  // On a phone, the report says everything in words and fits the width.
  await organizer.setViewportSize({ width: 390, height: 844 });
  await expect(report.getByRole('heading', { name: `Import de « ${fileName} »` })).toBeVisible();
  await expectTranslatedAndWithinWidth(organizer, 'the statement report on a phone');
  await organizer.screenshot({ path: testInfo.outputPath('statement-390.png'), fullPage: true });
  await organizer.setViewportSize({ width: 1280, height: 900 });

  // The same file again: the organizer is told it was imported before, and nothing changes.
  await picker.setInputFiles(file);
  await expect(report.getByRole('status')).toHaveText(
    'Cet extrait a déjà été importé : rien n’a changé.',
  );
  expect(new URL(organizer.url()).searchParams.get('report')).not.toBe(firstReport);
  await expect(report.getByTestId('statement-counts')).toHaveText(
    '3 crédits et 0 débit lus ; 0 facture marquée payée, 3 crédits à examiner.',
  );
  await expect(
    report.getByRole('row').filter({ hasText: invoice }).filter({ hasText: shownDay }),
  ).toContainText('Mouvement déjà importé');
  await expect(
    report.getByRole('row').filter({ hasText: `${oldDay}/${oldMonth}/${oldYear}` }),
  ).toContainText('Facture déjà payée');
  await expect(report.getByRole('row').filter({ hasText: UNKNOWN })).toContainText(
    'Communication inconnue',
  );
  const past = organizer.getByRole('region', { name: 'Imports précédents' });
  await expect(past.getByRole('link', { name: fileName })).toHaveCount(2);
  await organizer.screenshot({
    path: testInfo.outputPath('statement-again-1280.png'),
    fullPage: true,
  });

  // The parent's bill now says paid on the booking day, and no longer offers to pay.
  await parent.goto('/parent/bills/');
  await expect(
    parent.getByRole('heading', { name: 'Factures et inscriptions', level: 1 }),
  ).toBeVisible();
  const parentBill = parent.getByRole('listitem').filter({ hasText: 'Léon Lambert' });
  await expect(parentBill).toContainText(`Facture ${invoice}`);
  await expect(parentBill).toContainText(`Payée le ${shownDay}`);
  await expect(parentBill.getByRole('button', { name: 'Payer' })).toHaveCount(0);
  await parent.screenshot({ path: testInfo.outputPath('bills-paid-390.png'), fullPage: true });

  await organizerContext.close();
  await parentContext.close();
});
