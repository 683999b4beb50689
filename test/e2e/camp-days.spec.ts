import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { composeNationalRegisterNumber } from '@stages/contracts';
import {
  browserSpec,
  call,
  expect,
  expectReadable,
  frenchWindow,
  organizerStage,
  phoneWindow,
  registerParent,
  signIn,
  test,
} from './fixtures.js';

browserSpec();

/** The demo's stage under way: four children of the neighbourhood, its first day taken. */
const RUNNING_STAGE = 'stage-d-hiver-jeux-de-neige';
const ATTENDANCE = `/organization/settings/stage/${RUNNING_STAGE}?tab=attendance`;
const PRESENT_TODAY = ['Léa Dubois', 'Mats Janssens', 'Hugo Martin'];

const childLine = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${name}`) });

test('on a phone, the organizer takes today’s attendance on the stage under way, and it stays taken; then writes to its families, and a parent reads it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const organizer = await phoneWindow(browser);
  await signIn(organizer, 'organizer@example.org');
  await organizer.goto(ATTENDANCE);

  // It opens on today, a day whose attendance is not taken yet.
  const today = new Intl.DateTimeFormat('fr-BE', {
    dateStyle: 'full',
    timeZone: 'Europe/Brussels',
  }).format(new Date());
  await expect(organizer.getByTestId('attendance-day')).toHaveText(new RegExp(today, 'i'));
  await expect(organizer.getByTestId('attendance-count')).toHaveText('0 présent sur 4');
  await expect(organizer.getByText('Présences pas encore prises ce jour-là')).toBeVisible();
  // What the team must see at a glance: photos, an allergy.
  const mats = organizer.getByRole('listitem').filter({ hasText: 'Mats Janssens' });
  await expect(
    mats.getByRole('img', { name: 'Photos : Photos de groupe seulement, pas de portrait' }),
  ).toBeVisible();
  await expect(mats.getByRole('img', { name: 'Allergie : voir la feuille du jour' })).toBeVisible();
  await expectReadable(organizer, 'the attendance tab at 390 px');

  for (const [index, name] of PRESENT_TODAY.entries()) {
    await childLine(organizer, name).click();
    await expect(organizer.getByTestId('attendance-count')).toHaveText(
      `${index + 1} ${index === 0 ? 'présent' : 'présents'} sur 4`,
    );
  }
  await expect(organizer.getByText(/^Enregistré à \d\d:\d\d$/)).toBeVisible();

  await organizer.reload();
  await expect(organizer.getByTestId('attendance-count')).toHaveText('3 présents sur 4');
  for (const name of PRESENT_TODAY) await expect(childLine(organizer, name)).toBeChecked();
  await expect(childLine(organizer, 'Lotte Peeters')).not.toBeChecked();

  // Yesterday, the first day, was taken when the demo started: one child was absent.
  await organizer.getByRole('button', { name: 'Jour précédent' }).click();
  await expect(organizer.getByTestId('attendance-count')).toHaveText('3 présents sur 4');
  await expect(childLine(organizer, 'Léa Dubois')).not.toBeChecked();
  await expect(organizer.getByRole('button', { name: 'Jour précédent' })).toBeDisabled();
  await organizer.getByRole('button', { name: 'Aujourd’hui' }).click();
  await expect(childLine(organizer, 'Léa Dubois')).toBeChecked();

  // Then a word to the families of the children there.
  const subject = `Sortie en forêt ${Date.now()}`;
  await organizer.getByRole('tab', { name: 'Messages' }).click();
  await organizer.getByRole('button', { name: 'Écrire aux familles' }).click();
  const dialog = organizer.getByRole('dialog', { name: 'Écrire aux familles' });
  await dialog.getByRole('textbox', { name: 'Objet' }).fill(subject);
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Demain, nous partons en forêt : des bottes et un pique-nique, merci !');
  await dialog.getByRole('radio', { name: /^Inscriptions acceptées/ }).check();
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toBeHidden();
  await expect(organizer.getByTestId('stage-message').filter({ hasText: subject })).toContainText(
    '4 familles',
  );
  await organizer.context().close();

  // A parent of one of them reads it on their registrations, on a phone too.
  const parent = await phoneWindow(browser);
  await signIn(parent, 'famille.dubois@example.org');
  await parent.goto('/parent/bills');
  await parent
    .getByTestId('family-messages')
    .filter({ hasText: /messages?/ })
    .first()
    .click();
  const messages = parent.getByRole('dialog', { name: /hiver/ });
  await expect(messages.getByRole('heading', { name: subject })).toBeVisible();
  await expect(messages).toContainText('des bottes et un pique-nique');
  await expectReadable(parent, 'the messages of a registration at 390 px');
  await parent.context().close();
});

test('a child an organizer added for the family: the parent answers for its photos at the next registration', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const organizer = await frenchWindow(browser);
  const parent = await phoneWindow(browser);
  const first = await organizerStage(organizer, `Stage des photographes ${Date.now()}`);
  const second = await organizerStage(organizer, `Stage des reporters ${Date.now()}`);
  const email = await registerParent(parent, 'Kamp-zomer-2027');
  const born = `${new Date().getUTCFullYear() - 8}-04-12`;
  await call(organizer, 'POST', `/organization/stages/${first.slug}/enrollments/`, {
    parent_email: email,
    parent_first_name: 'Lou',
    parent_last_name: 'Lambert',
    child_first_name: 'Nina',
    child_last_name: 'Lambert',
    child_birth_date: born,
    child_sex: 'female',
    child_national_register_number: composeNationalRegisterNumber(born, 2 * randomInt(1, 499)),
  });

  await parent.goto(`/stage/${second.slug}`);
  await parent.getByRole('radio', { name: /^Nina Lambert/ }).check();
  const question = parent.getByRole('radiogroup', { name: /^Photos de Nina/ });
  await expect(question).toBeVisible();
  const confirm = parent.getByRole('button', { name: "Confirmer l'inscription" });
  await expect(confirm).toBeDisabled();
  await expectReadable(parent, 'the registration asking for photo consent, at 390 px');
  await question
    .getByRole('radio', { name: 'Photos de groupe seulement, pas de portrait' })
    .check();
  await confirm.click();
  await expect(parent.getByRole('status')).toContainText('attend la confirmation');

  const [child] = (await (await parent.request.get('/api/v1/children/')).json()) as {
    photo_consent: string;
    photo_consent_answered: boolean;
  }[];
  expect(child).toMatchObject({ photo_consent: 'group_only', photo_consent_answered: true });
  // Answered once: the next registration does not ask again.
  await parent.goto(`/stage/${first.slug}`);
  await expect(parent.getByRole('radio', { name: /^Nina Lambert/ })).toBeVisible();
  await parent.getByRole('radio', { name: /^Nina Lambert/ }).check();
  await expect(parent.getByRole('radiogroup', { name: /^Photos de Nina/ })).toHaveCount(0);
  await organizer.context().close();
  await parent.context().close();
});
