import {
  addChild,
  browserSpec,
  call,
  expect,
  expectTranslatedAndWithinWidth,
  mailedLink,
  registerParent,
  speak,
  test,
} from './fixtures.js';

browserSpec();

const PASSWORD = 'Kamp-zomer-2027';
const SHARING = '/parent/settings/?tab=account-sharing';

test('a parent invites another, who accepts the mailed link, sees the child, and ends the share', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const inviterContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const inviteeContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const inviter = await inviterContext.newPage();
  const invitee = await inviteeContext.newPage();
  await speak(inviter, 'fr');
  await speak(invitee, 'fr');

  await registerParent(inviter, PASSWORD);
  const inviteeEmail = await registerParent(invitee, PASSWORD);
  await addChild(inviter, 'Zoé', { years: 7, sex: 'female' });

  // The menu's entry opens the tab; a refusal shows under the form.
  await inviter.goto('/parent/settings/?tab=profile');
  await inviter
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Partage du compte' })
    .click();
  await expect(inviter).toHaveURL(/tab=account-sharing$/);
  await expect(
    inviter.getByRole('tab', { name: 'Partage du compte', selected: true }),
  ).toBeVisible();
  const email = inviter.getByLabel('Adresse e-mail de son compte');
  await email.fill('personne.inconnue@example.be');
  await inviter.getByRole('button', { name: 'Inviter' }).click();
  await expect(inviter.getByRole('alert')).toHaveText(
    "Aucun compte n'utilise cette adresse e-mail",
  );

  await email.fill(inviteeEmail);
  await inviter.getByRole('button', { name: 'Inviter' }).click();
  await expect(inviter.getByText('Invitation envoyée')).toBeVisible();
  const given = inviter.getByRole('region', { name: 'Partagé par vous' });
  await expect(given).toContainText(inviteeEmail);
  await expect(given).toContainText('Invitation en attente');
  await expectTranslatedAndWithinWidth(inviter, 'the account sharing tab');
  await inviter.screenshot({ path: testInfo.outputPath('sharing-1280.png'), fullPage: true });

  // The invited parent, on a phone, sees it waiting, then follows the link of the mail.
  await invitee.goto(SHARING);
  const received = invitee.getByRole('region', { name: 'Partagé avec vous' });
  await expect(received).toContainText('Lou Lambert');
  await expect(received).toContainText("ouvrez le lien de l'e-mail");
  await invitee.goto(await mailedLink(inviteeEmail, '/parent/account-sharing/'));
  await expect(invitee.getByRole('heading', { name: 'Partage accepté' })).toBeVisible();
  await expect(invitee.getByText('de la famille de Lou Lambert')).toBeVisible();
  await expectTranslatedAndWithinWidth(invitee, 'the accepted invitation');
  await invitee.getByRole('link', { name: 'Voir les enfants' }).click();
  await expect(invitee).toHaveURL(/tab=children$/);
  await expect(invitee.getByText('Zoé Lambert')).toBeVisible();

  await inviter.reload();
  await expect(given).toContainText('Partage actif');

  // Ended by the invited parent: the child is no longer theirs to see.
  await invitee.goto(SHARING);
  await expectTranslatedAndWithinWidth(invitee, 'the account sharing tab on a phone');
  await invitee.screenshot({ path: testInfo.outputPath('sharing-390.png'), fullPage: true });
  await received.getByRole('button', { name: 'Arrêter le partage' }).click();
  const dialog = invitee.getByRole('dialog', { name: 'Arrêter le partage avec Lou Lambert ?' });
  await dialog.getByRole('button', { name: 'Arrêter le partage' }).click();
  await expect(invitee.getByText('Partage arrêté')).toBeVisible();
  await expect(received).toContainText("Personne n'a partagé sa famille avec vous.");
  await invitee.goto('/parent/settings/?tab=children');
  await expect(invitee.getByRole('tab', { name: 'Enfants', selected: true })).toBeVisible();
  await expect(invitee.getByText('Zoé Lambert')).toHaveCount(0);

  // In English and Dutch, the tab says the same within the phone's width.
  for (const language of ['en', 'nl'] as const) {
    await call(invitee, 'PATCH', '/user/', { language });
    await invitee.goto(SHARING);
    await expect(invitee.locator('html')).toHaveAttribute('lang', language);
    await expect(
      invitee.getByText(language === 'en' ? 'Invite a parent' : 'Een ouder uitnodigen'),
    ).toBeVisible();
    await expectTranslatedAndWithinWidth(invitee, `the account sharing tab in ${language}`);
  }
  await inviterContext.close();
  await inviteeContext.close();
});
