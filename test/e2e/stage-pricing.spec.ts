import type { Page } from '@playwright/test';
import { composeNationalRegisterNumber } from '@stages/contracts';
import {
  addChild,
  browserSpec,
  call,
  closeToast,
  dateField,
  expect,
  expectReadable,
  frenchWindow,
  organizerStage,
  registerParent,
  signIn,
  test,
  typeDate,
} from './fixtures.js';

browserSpec();

const PASSWORD = 'Kamp-zomer-2027';

/** At 1280 then 390 px, back to 1280. */
async function expectReadableAtBothWidths(page: Page, what: string) {
  await expectReadable(page, `${what} at 1280 px`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectReadable(page, `${what} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * A stage of the demo organizer with a social price (on request unless said), sibling discounts
 * and two options, the meal for one child only.
 */
function pricedStage(
  page: Page,
  name: string,
  { places = 12, policy = 'on_request' }: { places?: number; policy?: string } = {},
) {
  return organizerStage(page, name, places, {
    cost_cents: 12_000,
    reduced_cost_cents: 7_000,
    reduced_price_policy: policy,
    sibling_discounts: { second_cents: 2_000, third_and_more_cents: 3_000 },
    options: [
      { label: 'Garderie du soir', price_cents: 2_500, max: null, counts_as_care: true },
      { label: 'Repas chaud', price_cents: 3_000, max: 1, counts_as_care: false },
    ],
  });
}

test('a family reads a stage’s prices, registers two children with options and the social price, which the organizer grants', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const organizer = await frenchWindow(browser);
  const visitor = await frenchWindow(browser);
  const parent = await frenchWindow(browser);
  // Dialogs open without fading in: axe reads their final colours.
  for (const page of [organizer, visitor, parent])
    await page.emulateMedia({ reducedMotion: 'reduce' });
  const stage = await pricedStage(organizer, `Stage des prix ${Date.now()}`);

  // The public page says what a family pays, the social price and how to get it, the options.
  await visitor.goto(`/stage/${stage.slug}`);
  const prices = visitor.getByRole('region', { name: 'Prix' });
  const price = (name: string) => prices.getByRole('listitem').filter({ hasText: name });
  await expect(price('Prix du stage')).toContainText('120,00');
  await expect(price('Tarif social')).toContainText('70,00');
  await expect(price('Tarif social')).toContainText("l'organisateur l'accorde en acceptant");
  await expect(price('Réduction pour le 2e enfant')).toContainText('-20,00');
  await expect(price('Réduction pour le 3e enfant')).toContainText('-30,00');
  await expect(price('Garderie du soir')).toContainText('Garderie');
  await expect(price('Repas chaud')).toContainText('1 place restante');
  await expectReadableAtBothWidths(visitor, 'the public prices');

  // The first child: two options and the social price, read line by line before confirming.
  await registerParent(parent, PASSWORD);
  await addChild(parent, 'Arthur');
  await addChild(parent, 'Hugo');
  await parent.goto(`/stage/${stage.slug}`);
  await parent.getByRole('radio', { name: /^Arthur Lambert/ }).check();
  await parent.getByRole('checkbox', { name: /^Garderie du soir/ }).check();
  await parent.getByRole('checkbox', { name: /^Repas chaud/ }).check();
  await parent.getByRole('checkbox', { name: /aide financière/ }).check();
  const quote = parent.getByRole('region', { name: 'Détail du prix' });
  await expect(quote).toContainText('Tarif social');
  await expect(quote).toContainText('-50,00');
  await expect(quote).toContainText('125,00');
  await expectReadableAtBothWidths(parent, 'the registration with its quote');
  await parent.getByRole('button', { name: "Confirmer l'inscription" }).click();
  await expect(parent.getByRole('status')).toContainText("l'inscription d'Arthur attend");
  // The family's registrations say the social price waits for the organizer.
  await parent.goto('/parent/bills/');
  await expect(parent.getByRole('row', { name: /Arthur/ })).toContainText('Tarif social demandé');

  // The second: the meal has no place left, the sibling discount comes off.
  await parent.goto(`/stage/${stage.slug}`);
  await parent.getByRole('radio', { name: /^Hugo Lambert/ }).check();
  await expect(parent.getByRole('checkbox', { name: /^Repas chaud.*complet/ })).toBeDisabled();
  await parent.getByRole('checkbox', { name: /^Garderie du soir/ }).check();
  await expect(quote).toContainText('Réduction frères et sœurs');
  await expect(quote).toContainText('-20,00');
  await expect(quote).not.toContainText('Tarif social');
  await parent.getByRole('button', { name: "Confirmer l'inscription" }).click();
  await expect(parent.getByRole('status')).toContainText("l'inscription d'Hugo attend");

  // The organizer reads the choices, and decides on the social price in accepting.
  await organizer.goto(`/organization/settings/stage/${stage.slug}`);
  const arthur = organizer.getByRole('row', { name: /Arthur/ });
  await expect(arthur).toContainText('Options : Garderie du soir · Repas chaud');
  await expect(arthur).toContainText('Tarif social demandé');
  // Accepting all at once leaves the social price out, and says so when nothing else is left.
  await arthur.getByRole('checkbox').check();
  const bulk = organizer.locator('[data-test="bulk-actions-toolbar"]');
  await bulk.getByRole('button', { name: 'Accepter' }).click();
  await expect(organizer.getByText("s'acceptent une à une")).toBeVisible();
  await expectReadable(organizer, 'the bulk acceptance left without a request at 1280 px');
  await expect(arthur).toContainText('En attente de confirmation');
  await closeToast(organizer);
  await arthur.getByRole('checkbox').uncheck();
  await arthur.getByRole('button', { name: 'Accepter' }).click();
  const decision = organizer.getByRole('dialog', {
    name: "Accepter l'inscription d'Arthur Lambert ?",
  });
  await expect(decision).toContainText(/125,00\s€ au lieu de 175,00\s€/);
  await expectReadable(organizer, 'the social price decision at 1280 px');
  await decision.getByRole('button', { name: 'Annuler' }).click();
  // On a phone the list is another: the dialog opens from its line.
  await organizer.setViewportSize({ width: 390, height: 844 });
  await organizer
    .getByRole('listitem')
    .filter({ hasText: 'Arthur' })
    .getByRole('button', { name: 'Accepter' })
    .click();
  await expect(decision).toBeVisible();
  await expectReadable(organizer, 'the social price decision at 390 px');
  await decision.getByRole('button', { name: 'Accorder le tarif social' }).click();
  await expect(
    organizer.getByText('Inscription d’Arthur Lambert acceptée au tarif social'),
  ).toBeVisible();
  await organizer.setViewportSize({ width: 1280, height: 900 });
  await expect(arthur).toContainText('Tarif social accordé');
  await expectReadableAtBothWidths(organizer, "the stage's enrollments with their choices");

  // Its bill lists its lines under the amount.
  await parent.goto('/parent/bills/');
  await expect(async () => {
    await parent.reload();
    await expect(parent.getByRole('row', { name: /Arthur/ })).toContainText('125,00', {
      timeout: 2_000,
    });
  }).toPass();
  await expect(parent.getByRole('row', { name: /Arthur/ })).toContainText('Tarif social');
  await expectReadableAtBothWidths(parent, 'the bills with their lines');

  // Families hold places: the prices are fixed, but an option may still be added.
  await organizer.goto(`/stage/manage/${stage.slug}`);
  await expect(organizer.getByText('Des familles ont déjà une place')).toBeVisible();
  await expect(organizer.getByLabel('Tarif social (€)')).toBeDisabled();
  await expect(organizer.getByLabel("Nom de l'option", { exact: true }).first()).toBeDisabled();
  await expectReadableAtBothWidths(organizer, 'the locked prices');
  await organizer.getByRole('button', { name: 'Ajouter une option' }).click();
  await organizer.getByLabel("Nom de l'option", { exact: true }).nth(2).fill('T-shirt');
  await organizer.getByLabel("Prix de l'option (€)", { exact: true }).nth(2).fill('8');
  await organizer.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(organizer.getByText('Modifications enregistrées')).toBeVisible();
  const options = async () =>
    (
      (await (await organizer.request.get(`/api/v1/stages/${stage.slug}/`)).json()) as {
        options: { label: string }[];
      }
    ).options.map((option) => option.label);
  await expect.poll(options).toEqual(['Garderie du soir', 'Repas chaud', 'T-shirt']);

  await Promise.all([visitor, parent, organizer].map((page) => page.context().close()));
});

test('the organizer registers a child by telephone with an option and the social price granted; the bill shows its lines to the administrator', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const organizer = await frenchWindow(browser);
  const name = `Stage du téléphone ${Date.now()}`;
  const stage = await pricedStage(organizer, name);
  await organizer.goto(`/organization/settings/stage/${stage.slug}/add-child`);
  await organizer.getByLabel('Adresse e-mail du parent').fill(`tel-${Date.now()}@example.org`);
  await organizer.getByLabel('Prénom du parent', { exact: true }).fill('Claire');
  await organizer.getByLabel('Nom du parent', { exact: true }).fill('Dubois');
  await organizer.getByLabel('Prénom', { exact: true }).fill('Léon');
  await organizer.getByLabel('Nom', { exact: true }).fill('Dubois');
  const year = Number(new Date().toISOString().slice(0, 4)) - 8;
  const birthDate = `${year}-0${1 + (Date.now() % 9)}-14`;
  await typeDate(
    dateField(organizer, 'Date de naissance'),
    birthDate.split('-').reverse().join(''),
  );
  await organizer.getByRole('combobox', { name: 'Sexe' }).click();
  await organizer.getByRole('option', { name: 'Garçon' }).click();
  await organizer
    .getByLabel('Numéro de registre national')
    .fill(composeNationalRegisterNumber(birthDate, 2 * (Date.now() % 400) + 1));

  // The place: its price before any choice, then with the evening daycare and the social price.
  const price = organizer.getByRole('definition').last();
  await expect(price).toHaveText(/120,00/);
  await organizer.getByRole('checkbox', { name: /^Garderie du soir/ }).check();
  await organizer.getByRole('checkbox', { name: 'Accorder le tarif social' }).check();
  await expect(organizer.getByText('Tarif social', { exact: true })).toBeVisible();
  await expect(price).toHaveText(/95,00/);
  await expect(organizer.getByText('frère ou une sœur')).toBeVisible();
  await expectReadableAtBothWidths(organizer, 'the organizer registering a child with its place');
  await organizer.screenshot({
    path: test.info().outputPath('add-child-1280.png'),
    fullPage: true,
  });
  await organizer.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(organizer.getByText('Léon est inscrit')).toBeVisible();
  const leon = organizer.getByRole('row', { name: /Léon/ });
  await expect(leon).toContainText('Tarif social accordé');
  await expect(leon).toContainText('Options : Garderie du soir');

  // The administrator's list of every bill shows what its sum is made of.
  const admin = await frenchWindow(browser);
  await signIn(admin, 'admin@example.org');
  await admin.goto('/admin/bills');
  await admin.getByPlaceholder('Rechercher').fill(name);
  const bill = admin.getByRole('row').filter({ hasText: name });
  await expect(bill).toContainText('95,00');
  await expect(bill.getByRole('list', { name: 'Détail du prix' })).toContainText('Tarif social');
  await expect(bill.getByRole('list', { name: 'Détail du prix' })).toContainText(
    'Garderie du soir',
  );
  await expectReadableAtBothWidths(admin, "the administrator's bills with their lines");
  await admin.screenshot({ path: test.info().outputPath('admin-bills-1280.png') });

  await Promise.all([organizer, admin].map((page) => page.context().close()));
});

test('a family offered places from the waiting list chooses options and the social price for its two children', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const organizer = await frenchWindow(browser);
  const filler = await frenchWindow(browser);
  const family = await frenchWindow(browser);
  await family.emulateMedia({ reducedMotion: 'reduce' });
  const stage = await pricedStage(organizer, `Stage des cabanes ${Date.now()}`, {
    places: 1,
    policy: 'self_declared',
  });

  // Another family takes the only place; this one waits with two children, and is offered places.
  await registerParent(filler, PASSWORD);
  const taken = (await addChild(filler, 'Oscar')) as { id: string };
  await call(filler, 'POST', '/enrollments/', {
    stage_id: stage.id,
    child_id: taken.id,
    confirmed_price_cents: 12_000,
  });
  await registerParent(family, PASSWORD);
  const children = [(await addChild(family, 'Arthur')) as { id: string }];
  children.push((await addChild(family, 'Hugo')) as { id: string });
  const entry = (await call(family, 'POST', '/waiting-list/', {
    stage_id: stage.id,
    child_ids: children.map((child) => child.id),
  })) as { id: string };
  await call(
    organizer,
    'POST',
    `/organization/stages/${stage.slug}/waiting-list/${entry.id}/offer/`,
    { reason: 'Les deux frères ensemble' },
  );

  // The family chooses, reading each child's lines and the total it accepts.
  await family.goto('/parent/bills/');
  await family.getByTestId('waiting-entry').getByRole('button', { name: 'Accepter' }).click();
  const accepting = family.getByRole('dialog', {
    name: 'Accepter les places pour Arthur et Hugo ?',
  });
  // The meal has one place, not one for each.
  await expect(accepting.getByRole('checkbox', { name: /^Repas chaud.*pas assez/ })).toBeDisabled();
  await accepting.getByRole('checkbox', { name: /^Garderie du soir/ }).check();
  await accepting.getByRole('checkbox', { name: /aide financière/ }).check();
  await expect(accepting).toContainText('Votre déclaration suffit');
  // Each 70,00 + 25,00, Hugo less 20,00 as the second child.
  await expect(accepting).toContainText('Total pour tous les enfants : 170,00');
  await expect(accepting).toContainText('pour 170,00');
  await expectReadable(family, 'the offer with its choice at 1280 px');
  const [sent] = await Promise.all([
    family.waitForRequest((request) => request.url().endsWith(`/waiting-list/${entry.id}/accept/`)),
    accepting.getByRole('button', { name: 'Accepter' }).click(),
  ]);
  expect(sent.postDataJSON()).toMatchObject({ confirmed_price_cents: 17_000, reduced_price: true });
  await expect(family.getByText('Offre acceptée : Arthur et Hugo sont inscrits')).toBeVisible();

  await Promise.all([organizer, filler, family].map((page) => page.context().close()));
});
