import type { Page } from '@playwright/test';
import { ageOn, brusselsDay, composeNationalRegisterNumber } from '@stages/contracts';
import {
  browserSpec,
  call,
  dateField,
  expect,
  expectTranslatedAndWithinWidth,
  registerParent,
  speak,
  test,
  typeDate,
} from './fixtures.js';

browserSpec();

const PASSWORD = 'Kamp-zomer-2027';
const CHILDREN = '/parent/settings/?tab=children';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const section = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title}`) });
const save = (page: Page) => page.getByRole('button', { name: 'Enregistrer' }).click();
/** Scrolled to the end of the form, as a parent who filled it in from top to bottom. */
const toTheEnd = (page: Page) =>
  page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');

test('a new parent adds a child through the five sections, is told what is wrong, then finds, edits and deletes it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The cookie choice made: its banner would cover the phone's buttons.
  await speak(page, 'fr');
  await registerParent(page, PASSWORD, {
    address: {
      street: 'Rue des Lilas',
      number: '12',
      postal_code: '1000',
      city: 'Bruxelles',
      country: 'BE',
    },
  });

  // No child yet; the menu's entry opens the tab, whose button opens the form.
  await page.goto('/parent/settings/?tab=profile');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Enfants', exact: true })
    .click();
  await expect(page).toHaveURL(/\/parent\/settings\/\?tab=children$/);
  await expect(page.getByRole('tab', { name: 'Enfants', selected: true })).toBeVisible();
  await page.getByRole('link', { name: 'Ajouter un enfant' }).click();
  await expect(page).toHaveURL(/\/parent\/add-child\/?$/);
  await expect(page.getByRole('heading', { name: 'Ajouter un enfant', level: 1 })).toBeVisible();
  await expect(page.getByText("Votre famille n'a pas encore de représentant légal")).toBeVisible();

  // Once the family has a legal representative, the form offers it.
  await call(page, 'POST', '/legal-representative/', {
    last_name: 'Lambert',
    first_name: 'Lou',
    national_register_number: composeNationalRegisterNumber('1985-07-30', 34),
  });
  await page.reload();

  const today = brusselsDay();
  const birthDate = `${Number(today.slice(0, 4)) - 8}-03-14`;
  const age = ageOn(birthDate, today);
  const personal = section(page, 'Informations personnelles');
  await field(page, 'Prénom').fill('Noé');
  await field(page, 'Nom').fill('Lambert');
  // Typed as a French reader writes it: day, month, year.
  await typeDate(dateField(page, 'Date de naissance'), birthDate.split('-').reverse().join(''));
  await field(page, 'Sexe').click();
  await page.getByRole('option', { name: 'Garçon' }).click();
  await field(page, 'Représentant légal').click();
  await page.getByRole('option', { name: 'Lou Lambert' }).click();
  // A real number, but of another birth date.
  const number = field(page, 'Numéro de registre national');
  await number.pressSequentially(composeNationalRegisterNumber('2010-01-02', 1));

  const medical = section(page, 'Informations médicales');
  await expect(medical).toContainText('Seule votre famille voit ces informations');
  await field(page, 'Sait nager').check();
  await field(page, 'Vacciné contre le tétanos').check();
  await field(page, 'Allergies').fill('Arachides');
  await field(page, 'Taille (cm)').fill('128');
  await field(page, 'Poids (kg)').fill('26.5');
  await field(page, 'Prénom du médecin').fill('Marie');
  await field(page, 'Nom du médecin').fill('Dupont');
  await field(page, 'Téléphone du médecin').fill('02 123 45 67');
  // The family's answer for photos, which every child needs.
  await section(page, 'Photos')
    .getByRole('radio', { name: 'Photos de groupe seulement, pas de portrait' })
    .check();
  // The address is the parent's.
  await expect(field(page, 'Rue')).toHaveValue('Rue des Lilas');
  await expect(field(page, 'Localité')).toHaveValue('Bruxelles');

  await save(page);
  await expect(personal).toContainText(
    'La date de naissance ne correspond pas à celle du numéro de registre national',
  );
  await expect(personal.getByRole('heading')).toContainText('à corriger');
  await expect(medical.getByRole('heading')).not.toContainText('à corriger');
  await page.screenshot({ path: testInfo.outputPath('child-refused-1280.png'), fullPage: true });

  await number.fill('');
  await number.pressSequentially(composeNationalRegisterNumber(birthDate, 1));
  await save(page);
  await expect(page).toHaveURL(/\/parent\/settings\/\?tab=children$/);
  await expect(page.getByText('Noé Lambert est ajouté à vos enfants')).toBeVisible();

  // The tab lists the child with its age; the row opens it.
  const row = page.getByRole('row', { name: /Noé Lambert/ });
  await expect(row).toContainText(`${age} ans`);
  await page.screenshot({ path: testInfo.outputPath('children-1280.png'), fullPage: true });
  await row.getByRole('link', { name: 'Modifier' }).click();
  await expect(
    page.getByRole('heading', { name: 'Modifier « Noé Lambert »', level: 1 }),
  ).toBeVisible();
  await expect(field(page, 'Allergies')).toHaveValue('Arachides');
  await expect(field(page, 'Sait nager')).toBeChecked();
  await expect(
    page.getByRole('radio', { name: 'Photos de groupe seulement, pas de portrait' }),
  ).toBeChecked();
  await field(page, 'Allergies').fill('Arachides et noix de cajou');
  await save(page);
  await expect(page.getByText('La fiche de Noé Lambert est enregistrée')).toBeVisible();
  const [child] = (await (await page.request.get('/api/v1/children/')).json()) as {
    id: string;
    allergies: string;
    sex: string;
    address: { street: string } | null;
    legal_representative_id: string | null;
  }[];
  expect(child).toMatchObject({
    allergies: 'Arachides et noix de cajou',
    sex: 'male',
    address: { street: 'Rue des Lilas' },
  });
  expect(child!.legal_representative_id).not.toBeNull();

  // On a phone: the child is a line, and its form fits the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(CHILDREN);
  await expect(page.getByText(`${age} ans`)).toBeVisible();
  await expectTranslatedAndWithinWidth(page, 'the children tab at 390');
  await page.getByText('Noé Lambert', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/parent/add-child/${child!.id}$`));
  await expect(field(page, 'Allergies')).toHaveValue('Arachides et noix de cajou');
  await expectTranslatedAndWithinWidth(page, 'the child form at 390');
  await page.screenshot({ path: testInfo.outputPath('child-edit-390.png'), fullPage: true });

  // Deleting asks first, naming the child.
  await page.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Supprimer « Noé Lambert » ?');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('La fiche de Noé Lambert est supprimée')).toBeVisible();
  await expect(page).toHaveURL(/\/parent\/settings\/\?tab=children$/);
  await expect(page.getByText('Noé Lambert', { exact: true })).toHaveCount(0);
});

test('a child added without an address is edited like any other, and a refused form shows its first refused field', async ({
  page,
}) => {
  await speak(page, 'fr');
  // A parent who gave no address: the child has none either.
  await registerParent(page, PASSWORD);
  const birthDate = `${Number(brusselsDay().slice(0, 4)) - 6}-05-02`;
  const child = (await call(page, 'POST', '/children/', {
    first_name: 'Léa',
    last_name: 'Lambert',
    birth_date: birthDate,
    sex: 'female',
    national_register_number: composeNationalRegisterNumber(birthDate, 2),
    photo_consent: 'no',
  })) as { id: string; address: unknown };
  expect(child.address).toBeNull();

  await page.goto(`/parent/add-child/${child.id}`);
  await expect(field(page, 'Prénom')).toHaveValue('Léa');
  await field(page, 'Allergies').fill('Pollen');
  await save(page);
  await expect(page.getByText('La fiche de Léa Lambert est enregistrée')).toBeVisible();
  await expect(page).toHaveURL(/\/parent\/settings\/\?tab=children$/);

  // On a phone, with the save button far below the first section: a refusal brings the first
  // refused field back into view, with its message, and the focus in it; the form's own rules
  // first, then the server's (another child's national register number).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/parent/add-child/${child.id}`);
  await expect(field(page, 'Allergies')).toHaveValue('Pollen');
  await field(page, 'Prénom').fill('');
  await field(page, 'Téléphone du médecin').fill('abc');
  await toTheEnd(page);
  await expect(field(page, 'Prénom')).not.toBeInViewport();
  await save(page);
  await expect(field(page, 'Prénom')).toBeFocused();
  await expect(field(page, 'Prénom')).toBeInViewport();
  const personal = section(page, 'Informations personnelles');
  await expect(personal.getByText('Ce champ est obligatoire')).toBeInViewport();
  await expect(section(page, 'Médecin')).toContainText('Numéro de téléphone invalide');

  const sisterBirthDate = `${Number(brusselsDay().slice(0, 4)) - 9}-01-20`;
  const sisterNumber = composeNationalRegisterNumber(sisterBirthDate, 4);
  await call(page, 'POST', '/children/', {
    first_name: 'Zoé',
    last_name: 'Lambert',
    birth_date: sisterBirthDate,
    sex: 'female',
    national_register_number: sisterNumber,
    photo_consent: 'yes',
  });
  await field(page, 'Prénom').fill('Léa');
  await field(page, 'Téléphone du médecin').fill('');
  const number = field(page, 'Numéro de registre national');
  await number.fill('');
  await number.pressSequentially(sisterNumber);
  await typeDate(
    dateField(page, 'Date de naissance'),
    sisterBirthDate.split('-').reverse().join(''),
  );
  await toTheEnd(page);
  await expect(number).not.toBeInViewport();
  await save(page);
  await expect(personal).toContainText(
    'Un enfant avec ce numéro de registre national est déjà enregistré',
  );
  await expect(number).toBeInViewport();
  await expect(number).toBeFocused();
});
