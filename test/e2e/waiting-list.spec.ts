import {
  addChild,
  browserSpec,
  call,
  expect,
  expectTranslatedAndWithinWidth,
  frenchWindow,
  organizerStage,
  registerParent,
  signIn,
  test,
} from './fixtures.js';

browserSpec();

const PASSWORD = 'Kamp-zomer-2027';

test('a family joins a full stage’s waiting list with two children, is offered places by the organizer, and accepts them', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const organizer = await frenchWindow(browser);
  const filler = await frenchWindow(browser);
  const family = await frenchWindow(browser);
  const stage = await organizerStage(organizer, `Stage des cabanes ${Date.now()}`, 1);

  // Another family takes the only place.
  await registerParent(filler, PASSWORD);
  const taken = (await addChild(filler, 'Oscar')) as { id: string };
  await call(filler, 'POST', '/enrollments/', {
    stage_id: stage.id,
    child_id: taken.id,
    confirmed_price_cents: 9000,
  });

  // The family finds it full, and puts its two children on the list, together.
  await registerParent(family, PASSWORD);
  await addChild(family, 'Arthur');
  await addChild(family, 'Hugo');
  await family.goto(`/stage/${stage.slug}`);
  await expect(
    family.getByText("Ce stage est complet : inscrivez-vous sur la liste d'attente."),
  ).toBeVisible();
  await family.getByRole('checkbox', { name: /^Arthur Lambert/ }).check();
  await family.getByRole('checkbox', { name: /^Hugo Lambert/ }).check();
  await expect(family.getByText('une place leur est offerte à tous ou à aucun')).toBeVisible();
  await family.getByRole('button', { name: "Rejoindre la liste d'attente" }).click();
  await expect(family.getByRole('status')).toContainText(
    "Votre famille est sur la liste d'attente de ce stage.",
  );
  await expect(family.getByText('Position 1 sur la liste')).toBeVisible();
  await expect(family.getByText('1 famille en attente.')).toBeVisible();
  await expectTranslatedAndWithinWidth(family, 'the stage page with the family waiting');
  await family.screenshot({ path: testInfo.outputPath('stage-waiting-1280.png'), fullPage: true });

  // The organizer reads the list, its order explained, and offers places out of order.
  await organizer.goto(`/organization/settings/stage/${stage.slug}?tab=waiting-list`);
  await expect(organizer.getByText("Les places libérées sont offertes dans l'ordre")).toBeVisible();
  const row = organizer.getByRole('row', { name: /Arthur et Hugo/ });
  await expect(row).toContainText('En attente');
  await row.getByRole('button', { name: 'Offrir maintenant' }).click();
  const dialog = organizer.getByRole('dialog', {
    name: 'Offrir des places à Arthur et Hugo maintenant ?',
  });
  await expect(dialog).toContainText('au-delà du nombre de places');
  await dialog.getByLabel('Motif').fill('Frères des enfants du moniteur');
  await dialog.getByRole('button', { name: 'Offrir maintenant' }).click();
  await expect(organizer.getByText('Offre envoyée')).toBeVisible();
  await expect(row).toContainText('Place offerte');
  await expect(row).toContainText('Offerte hors ordre : Frères des enfants du moniteur');
  await expectTranslatedAndWithinWidth(organizer, "the organizer's waiting list");
  await organizer.screenshot({ path: testInfo.outputPath('organizer-waiting-list-1280.png') });

  // The family answers from its registrations page, reading the price and the time left.
  await family.goto('/parent/bills/');
  const entry = family.getByTestId('waiting-entry');
  await expect(entry).toContainText('Des places vous sont offertes jusqu’au');
  await expect(entry).toContainText('180,00');
  await expect(entry.getByRole('timer')).toContainText('pour répondre');
  await family.setViewportSize({ width: 390, height: 844 });
  await expectTranslatedAndWithinWidth(family, 'the registrations page with an offer, on a phone');
  await family.screenshot({ path: testInfo.outputPath('offer-390.png'), fullPage: true });
  await entry.getByRole('button', { name: 'Accepter' }).click();
  const accepting = family.getByRole('dialog', {
    name: 'Accepter les places pour Arthur et Hugo ?',
  });
  await expect(accepting).toContainText('180,00');
  await accepting.getByRole('button', { name: 'Accepter' }).click();
  await expect(family.getByText('Offre acceptée : Arthur et Hugo sont inscrits')).toBeVisible();
  await expect(entry).toContainText('Offre acceptée');
  await family.setViewportSize({ width: 1280, height: 900 });
  await expect(family.getByRole('row', { name: /Arthur/ })).toContainText(
    'En attente de confirmation',
  );
  await expect(family.getByRole('row', { name: /Hugo/ })).toContainText(
    'En attente de confirmation',
  );
});

test('the demo parent finds the offer of a place at the full circus stage, and where the neighbours wait', async ({
  browser,
}) => {
  const parent = await frenchWindow(browser);
  await signIn(parent, 'parent@example.org');
  await parent.goto('/parent/bills/');
  const offer = parent
    .getByTestId('waiting-entry')
    .filter({ hasText: 'Stage cirque et jonglerie' });
  await expect(offer).toContainText('Place offerte');
  await expect(offer.getByRole('button', { name: 'Accepter' })).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Refuser' })).toBeVisible();

  const organizer = await frenchWindow(browser);
  await signIn(organizer, 'organizer@example.org');
  await organizer.goto('/organization/settings/stage/stage-cirque-et-jonglerie?tab=waiting-list');
  await expect(organizer.getByRole('row', { name: /Jules/ })).toContainText('En attente');
  await expect(organizer.getByRole('row', { name: /Emma/ })).toContainText('Place offerte');
  await organizer.setViewportSize({ width: 390, height: 844 });
  await expectTranslatedAndWithinWidth(organizer, "the organizer's waiting list on a phone");
});
