import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { dataDir } from '../../playwright.config.js';
import {
  addChild,
  browserSpec,
  call,
  expect,
  expectReadable,
  organizerStage,
  phoneWindow,
  registerParent,
  test,
} from './fixtures.js';

browserSpec();

const PASSWORD = 'Kamp-zomer-2027';

/** The subjects of the mails the server wrote for `to` (no SMTP in these runs). */
async function subjectsMailedTo(to: string): Promise<string[]> {
  const folder = path.join(dataDir, 'mail');
  if (!fs.existsSync(folder)) return [];
  const names = fs.readdirSync(folder).filter((name) => name.endsWith(`-${to}.eml`));
  const mails = await Promise.all(
    names.map((name) => simpleParser(fs.readFileSync(path.join(folder, name)))),
  );
  return mails.map((mail) => mail.subject ?? '');
}

test('on a phone, the organizer writes to the accepted families of a stage, and a parent reads it with the registration', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const organizer = await phoneWindow(browser);
  const family = await phoneWindow(browser);
  const name = `Stage des messages ${Date.now()}`;
  const stage = await organizerStage(organizer, name);

  // A family registers a child, whom the organizer accepts.
  const email = await registerParent(family, PASSWORD);
  const child = (await addChild(family, 'Arthur')) as { id: string };
  const enrollment = (await call(family, 'POST', '/enrollments/', {
    stage_id: stage.id,
    child_id: child.id,
    confirmed_price_cents: 9000,
  })) as { id: string };
  await call(organizer, 'POST', `/enrollments/${enrollment.id}/accept/`, {});

  // The stage's messages tab: nothing sent yet, and the button to write.
  await organizer.goto(`/organization/settings/stage/${stage.slug}?tab=messages`);
  await expect(organizer.getByText('Aucun message envoyé pour ce stage.')).toBeVisible();
  await organizer.getByRole('button', { name: 'Écrire aux familles' }).click();
  const dialog = organizer.getByRole('dialog', { name: 'Écrire aux familles' });
  await expect(dialog).toContainText('Au plus 10 messages par jour');
  // Sent empty, it says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Objet' }).fill('Sortie à la piscine');
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Bonjour,\nmercredi nous allons à la piscine : prévoyez un maillot et une serviette.');
  await expect(dialog.getByRole('radio', { name: /^Inscriptions acceptées/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /^Liste d'attente/ }).check();
  await expect(dialog).toContainText("qu'une place leur soit offerte ou non");
  // Nobody waits on this stage: the refusal is said in the dialog, which keeps the text.
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Aucune famille à qui écrire parmi ces destinataires',
  );
  await dialog.getByRole('radio', { name: /^Inscriptions acceptées/ }).check();
  await expectReadable(organizer, 'the dialog to write to the families at 390 px');
  await organizer.screenshot({ path: testInfo.outputPath('write-to-families-390.png') });
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(organizer.getByText('Message envoyé à 1 famille')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list shows it: when, to whom, how many families; opened, its text.
  const sent = organizer.getByTestId('stage-message');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('Sortie à la piscine');
  await expect(sent).toContainText('Inscriptions acceptées · 1 famille');
  await sent.getByRole('button', { name: /Sortie à la piscine/ }).click();
  await expect(sent).toContainText('prévoyez un maillot et une serviette.');
  await expectReadable(organizer, "the stage's messages at 390 px");

  // The family receives it by mail, and finds it on its registration.
  await expect.poll(() => subjectsMailedTo(email)).toContain('Sortie à la piscine');
  const { name: organization } = (await (
    await organizer.request.get('/api/v1/organization/edit/')
  ).json()) as { name: string };
  await family.goto('/parent/bills/');
  const open = family.getByRole('button', { name: '1 message' });
  await open.click();
  const read = family.getByRole('dialog', { name: `Messages de « ${name} »` });
  const message = read.getByTestId('family-message');
  await expect(message.getByRole('heading', { name: 'Sortie à la piscine' })).toBeVisible();
  await expect(message).toContainText('mercredi nous allons à la piscine');
  await expect(message).toContainText(organization);
  await expectReadable(family, 'the message read by the parent at 390 px');
  await family.screenshot({ path: testInfo.outputPath('family-message-390.png') });
  await read.getByRole('button', { name: 'Fermer' }).click();

  // On a laptop, the registration's line carries it too.
  await family.setViewportSize({ width: 1280, height: 900 });
  await family.reload();
  await expect(family.getByRole('button', { name: '1 message' })).toBeVisible();
  await expectReadable(family, 'the registrations with a message at 1280 px');
});
