import { randomUUID } from 'node:crypto';
import { brusselsDay } from '@stages/contracts';
import { baseURL, e2eStripePort } from '../../playwright.config.js';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.js';
import {
  addChild,
  browserSpec,
  call,
  expect,
  expectTranslatedAndWithinWidth,
  oneDayStage,
  registerOrganizer,
  registerParent,
  speak,
  test,
  verifyAsAdministrator,
} from './fixtures.js';

browserSpec();

const PAGE_LOAD = { timeout: 20_000 };
const PASSWORD = 'Kamp-bancontact-2027';

/** A day as the French pages write it: 26/11/2027. */
const frenchDay = (day: string) => day.split('-').reverse().join('/');

let stripe: StripeStandIn;
test.beforeAll(async () => {
  stripe = await startStripeStandIn(e2eStripePort);
  stripe.connectWebhookUrl = `${baseURL}/api/v1/payments/stripe/webhook/`;
});
test.afterAll(() => stripe?.close());

test('an organization connects Stripe; a parent pays a bill with Bancontact after a failed try; the organizer refunds it through Stripe', async ({
  browser,
}, testInfo) => {
  // Two accounts made from scratch, an administrator's sign-in, three trips to Stripe's pages.
  test.setTimeout(240_000);
  const organizerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const organizer = await organizerContext.newPage();
  const parent = await parentContext.newPage();
  await speak(organizer, 'fr');
  await speak(parent, 'fr');

  // A new organization connects its own Stripe account from its settings.
  const suffix = randomUUID().slice(0, 6);
  const organization = await registerOrganizer(organizer, PASSWORD, `Les Hérons ${suffix}`);
  await verifyAsAdministrator(browser, organization.id);
  await organizer.goto('/organization/settings/?tab=payments');
  await expect(organizer.getByText(/Bancontact/).first()).toBeVisible(PAGE_LOAD);
  await expectTranslatedAndWithinWidth(organizer, 'the payments tab, not connected');
  await organizer.getByRole('button', { name: 'Connecter Stripe' }).click();
  await expect(organizer.getByRole('heading', { name: /^Set up payments for/ })).toBeVisible(
    PAGE_LOAD,
  );
  await organizer.getByRole('button', { name: 'Finish onboarding' }).click();
  await expect(organizer).toHaveURL(/\/organization\/settings\/\?tab=payments$/);
  const [account] = [...stripe.accounts.values()];
  await expect(organizer.getByText(account!.id)).toBeVisible(PAGE_LOAD);
  await expectTranslatedAndWithinWidth(organizer, 'the payments tab, connected');
  await organizer.screenshot({
    path: testInfo.outputPath('payments-tab-1280.png'),
    fullPage: true,
  });

  // A parent's registration accepted: its bill is due.
  const stage = (await call(
    organizer,
    'POST',
    '/stage/manage/',
    oneDayStage(`Journée des hérons ${suffix}`, 9),
  )) as { id: string };
  await registerParent(parent, PASSWORD);
  const child = (await addChild(parent, 'Jules')) as { id: string };
  const enrollment = (await call(parent, 'POST', '/enrollments/', {
    stage_id: stage.id,
    child_id: child.id,
    confirmed_price_cents: 5000,
  })) as { id: string };
  await call(organizer, 'POST', `/enrollments/${enrollment.id}/accept/`, {});

  // On a phone, the bill offers to pay online; cancelling at Stripe comes back to a failure page.
  await parent.goto('/parent/bills/');
  const bill = parent.getByRole('listitem').filter({ hasText: 'Jules Lambert' });
  await expect(bill).toContainText('50,00 €', PAGE_LOAD);
  await expectTranslatedAndWithinWidth(parent, 'the bills with online payment, on a phone');
  await bill.getByRole('button', { name: /Payer en ligne/ }).click();
  await expect(parent.getByRole('heading', { name: /: 50\.00 EUR$/ })).toBeVisible(PAGE_LOAD);
  await parent.getByRole('button', { name: 'Cancel' }).click();
  await expect(parent).toHaveURL(new RegExp(`/payment-failure/${enrollment.id}$`));
  await expect(parent.getByText('Le paiement a échoué, veuillez réessayer')).toBeVisible(PAGE_LOAD);
  await expectTranslatedAndWithinWidth(parent, 'the payment failure page');

  // Trying again opens a new checkout, the first one closed; Bancontact pays it.
  await parent.getByRole('button', { name: 'Réessayer' }).click();
  await expect(parent.getByRole('heading', { name: /: 50\.00 EUR$/ })).toBeVisible(PAGE_LOAD);
  const sessions = [...stripe.sessions.values()].filter(
    (one) => one.metadata.enrollment_id === enrollment.id,
  );
  expect(sessions.map((one) => one.expired)).toEqual([true, false]);
  await parent.getByRole('button', { name: 'Pay with Bancontact' }).click();

  // Back on the platform, which shows what its own record of Stripe's report says.
  await expect(parent).toHaveURL(/\/payment-success\/cs_test_/);
  await expect(parent.getByText(`Paiement reçu le ${frenchDay(brusselsDay())}`)).toBeVisible(
    PAGE_LOAD,
  );
  await expectTranslatedAndWithinWidth(parent, 'the payment success page');
  await parent.screenshot({ path: testInfo.outputPath('payment-success-390.png'), fullPage: true });
  await parent.goto('/parent/bills/');
  await expect(bill).toContainText('Bancontact', PAGE_LOAD);
  await expect(bill.getByRole('button', { name: /Payer en ligne/ })).toHaveCount(0);

  await expect(bill).toContainText(`Payée par Bancontact le ${frenchDay(brusselsDay())}`);

  // The parent unenrols Jules; the organizer gives the money back through Stripe from the
  // stage's list, and the bill shows refunded once Stripe's report is recorded.
  await call(parent, 'POST', `/enrollments/${enrollment.id}/cancel/`, {});
  await organizer.goto('/organization/settings/payments');
  const line = organizer.getByRole('row').filter({ hasText: 'Jules' });
  await expect(line).toContainText('À rembourser', PAGE_LOAD);
  await line.getByRole('button', { name: 'Rembourser via Stripe' }).click();
  const confirm = organizer.getByRole('dialog');
  await expect(confirm).toContainText('50,00 €');
  await confirm.getByRole('button', { name: 'Rembourser via Stripe' }).click();
  await expect(organizer.getByText(/Remboursement demandé à Stripe/)).toBeVisible(PAGE_LOAD);
  await expect
    .poll(async () => {
      await organizer.reload();
      return (await line.textContent({ timeout: PAGE_LOAD.timeout })) ?? '';
    }, PAGE_LOAD)
    .toContain('Remboursée');
  expect(stripe.refunds.map((refund) => refund.account)).toEqual([account!.id]);

  await organizerContext.close();
  await parentContext.close();
});
