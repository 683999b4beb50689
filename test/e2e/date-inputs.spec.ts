import { randomInt, randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { composeNationalRegisterNumber } from '@stages/contracts';
import {
  browserSpec,
  call,
  dateField,
  expect,
  horizontalOverflow,
  oneDayStage,
  registerParent,
  shownDate,
  signIn,
  speak,
  test,
  typeDate,
} from './fixtures.js';

browserSpec();

type Language = 'fr' | 'en' | 'nl';

/** The year of the stages `oneDayStage` makes: next year's 23 July, in summer time. */
const STAGE_YEAR = new Date().getUTCFullYear() + 1;

/**
 * What each language shows, and a day typed in its order. Each day is past the 12th, so that
 * read in another order it is no date at all.
 */
const LANGUAGES = {
  fr: {
    birthDate: 'Date de naissance',
    invalid: 'Valeur invalide',
    save: 'Enregistrer',
    sections: ['JJ', 'MM', 'AAAA'],
    chooseDate: /^Choisir la date/,
    firstWeekday: 'lundi',
    day: { iso: '2018-03-14', keys: '14032018', shown: '14/03/2018', month: 'mars 2018' },
    startFrom: 'À partir du',
    month: { label: 'Mois', keys: '022031', iso: '2031-02', shown: '02/2031' },
    stage: {
      start: 'Début',
      activityStart: 'Début des activités',
      keys: `2307${STAGE_YEAR}0930`,
      shown: `23/07/${STAGE_YEAR} 09:30`,
      instant: `${STAGE_YEAR}-07-23T07:30:00.000Z`,
    },
  },
  nl: {
    birthDate: 'Geboortedatum',
    invalid: 'Ongeldige waarde',
    save: 'Opslaan',
    sections: ['DD', 'MM', 'JJJJ'],
    chooseDate: /^Kies datum/,
    firstWeekday: 'maandag',
    day: { iso: '2017-11-23', keys: '23112017', shown: '23-11-2017', month: 'november 2017' },
    startFrom: 'Vanaf',
    month: { label: 'Maand', keys: '022031', iso: '2031-02', shown: '02-2031' },
    stage: {
      start: 'Begin',
      activityStart: 'Activiteiten vanaf',
      keys: `2307${STAGE_YEAR}1015`,
      shown: `23-07-${STAGE_YEAR} 10:15`,
      instant: `${STAGE_YEAR}-07-23T08:15:00.000Z`,
    },
  },
  en: {
    birthDate: 'Birth date',
    invalid: 'Invalid value',
    save: 'Save',
    sections: ['MM', 'DD', 'YYYY'],
    chooseDate: /^Choose date/,
    firstWeekday: 'Sunday',
    day: { iso: '2016-05-19', keys: '05192016', shown: '05/19/2016', month: 'May 2016' },
    startFrom: 'Starting from',
    month: { label: 'Month', keys: '022031', iso: '2031-02', shown: '02/2031' },
    stage: {
      start: 'Start',
      activityStart: 'Activities from',
      keys: `0723${STAGE_YEAR}0845a`,
      shown: `07/23/${STAGE_YEAR} 08:45 AM`,
      instant: `${STAGE_YEAR}-07-23T06:45:00.000Z`,
    },
  },
} as const;

/** Opens a field's calendar, checks its first weekday and month, and closes it again. */
async function expectCalendar(
  page: Page,
  field: Locator,
  language: Language,
  month?: string,
): Promise<void> {
  const words = LANGUAGES[language];
  await field.getByRole('button', { name: words.chooseDate }).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('columnheader').first()).toHaveAttribute(
    'aria-label',
    words.firstWeekday,
  );
  if (month) await expect(calendar).toContainText(month);
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
}

/** The signed-in user's language, on the account and in the browser, as the language menu sets it. */
async function setLanguage(page: Page, language: Language) {
  await call(page, 'PATCH', '/user/', { language });
  await speak(page, language);
}

for (const browserLocale of ['en-US', 'nl-BE']) {
  test.describe(`in a browser set to ${browserLocale}`, () => {
    test.use({ locale: browserLocale });

    // The browser's language shows nowhere: each language's order, week and words.
    const languages: Language[] = browserLocale === 'en-US' ? ['fr', 'nl', 'en'] : ['fr', 'en'];

    test(`a parent types a birth date in the product's language (${languages.join(', ')}), saved as the same day`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await speak(page, 'fr');
      await registerParent(page, 'Kamp-zomer-2027');
      // A number of unknown birth date (month 00) agrees with every date typed.
      const child = (await call(page, 'POST', '/children/', {
        first_name: 'Noé',
        last_name: 'Lambert',
        birth_date: '2015-06-10',
        sex: 'male',
        address: {
          street: 'Rue des Lilas',
          number: '12',
          postal_code: '1000',
          city: 'Bruxelles',
          country: 'BE',
        },
        national_register_number: composeNationalRegisterNumber(
          '2015-00-00',
          2 * randomInt(1, 499) + 1,
        ),
        photo_consent: 'yes',
      })) as { id: string };
      const birthDate = async () => {
        const children = (await (await page.request.get('/api/v1/children/')).json()) as {
          id: string;
          birth_date: string;
        }[];
        return children.find(({ id }) => id === child.id)?.birth_date;
      };

      let stored = '2015-06-10';
      for (const language of languages) {
        const words = LANGUAGES[language];
        await setLanguage(page, language);

        // An empty field shows the language's order in its placeholder.
        await page.goto('/parent/add-child');
        const empty = dateField(page, words.birthDate);
        await expect(empty.getByRole('spinbutton')).toHaveText([...words.sections]);
        // A day partly typed is refused as such, not taken for no day at all.
        await typeDate(empty, words.day.keys.slice(0, 4));
        await page.keyboard.press('Tab');
        await page.getByRole('button', { name: words.save }).click();
        await expect(page.locator(`#${await empty.getAttribute('aria-describedby')}`)).toHaveText(
          words.invalid,
        );

        // The stored day reads in the language's order; a day typed in it is saved as typed.
        await page.goto(`/parent/add-child/${child.id}`);
        const field = dateField(page, words.birthDate);
        const [year, month, day] = stored.split('-');
        await expect(shownDate(field)).toHaveValue(
          language === 'en'
            ? `${month}/${day}/${year}`
            : language === 'nl'
              ? `${day}-${month}-${year}`
              : `${day}/${month}/${year}`,
        );
        await typeDate(field, words.day.keys);
        await expect(shownDate(field)).toHaveValue(words.day.shown);
        await expectCalendar(page, field, language, words.day.month);
        await page.getByRole('button', { name: words.save }).click();
        await expect.poll(birthDate).toBe(words.day.iso);
        stored = words.day.iso;
      }
    });

    test(`the catalogue's date filters take the product's language (${languages.join(', ')})`, async ({
      page,
    }) => {
      for (const language of languages) {
        const words = LANGUAGES[language];
        await speak(page, language);
        await page.goto('/stages');
        await expect(page.locator('main article').first()).toBeVisible();
        // The picker comes when the field is reached: the keyboard goes on in it.
        await page.getByLabel(words.startFrom, { exact: true }).focus();
        const start = dateField(page, words.startFrom);
        await expect(start.getByRole('spinbutton')).toHaveText([...words.sections]);
        await expect(start.getByRole('spinbutton').first()).toBeFocused();
        await page.keyboard.type(words.day.keys.replace(/\d{4}$/, '2031'));
        await expect(page).toHaveURL(
          new RegExp(`start_from=${words.day.iso.replace(/^\d{4}/, '2031')}`),
        );
        await expectCalendar(page, start, language);

        // The month, typed month first whatever the language; the pointer brings its picker.
        await page.getByRole('textbox', { name: words.month.label, exact: true }).hover();
        const month = dateField(page, words.month.label);
        await typeDate(month, words.month.keys);
        await expect(page).toHaveURL(new RegExp(`month=${words.month.iso}`));
        await expect(shownDate(month)).toHaveValue(words.month.shown);
      }
    });
  });
}

test.describe('in a browser set to en-US', () => {
  test.use({ locale: 'en-US' });

  test("an organizer types a stage's dates and hours in the product's language, as Belgian time", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'organizer@example.org');
    const stage = (await call(
      page,
      'POST',
      '/stage/manage/',
      oneDayStage(`Stage des dates ${randomUUID().slice(0, 6)}`, 23),
    )) as { slug: string };
    const stored = async () =>
      (await (await page.request.get(`/api/v1/stage/manage/${stage.slug}/`)).json()) as {
        starts_at: string;
        activity_start: string;
      };
    try {
      for (const language of ['fr', 'nl', 'en'] as const) {
        const words = LANGUAGES[language].stage;
        await setLanguage(page, language);
        await page.goto(`/stage/manage/${stage.slug}`);
        const start = dateField(page, words.start);
        await typeDate(start, words.keys);
        await expect(shownDate(start)).toHaveValue(words.shown);
        await expectCalendar(page, start, language);
        const activities = dateField(page, words.activityStart);
        await typeDate(activities, language === 'en' ? '0815a' : '0815');
        await expect(shownDate(activities)).toHaveValue(language === 'en' ? '08:15 AM' : '08:15');
        // Each start lies between the deadline and the end, typed in whichever order.
        await page.getByRole('button', { name: LANGUAGES[language].save }).click();
        await expect
          .poll(async () => new Date((await stored()).starts_at).toISOString())
          .toBe(words.instant);
        expect((await stored()).activity_start).toBe('08:15');
      }
    } finally {
      await call(page, 'PATCH', '/user/', { language: 'fr' });
      const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'stages_csrf');
      await page.request.delete(`/api/v1/stage/manage/${stage.slug}/`, {
        headers: { 'X-CSRF-Token': csrf?.value ?? '' },
      });
    }
  });

  test("a list's date filter waits for a whole day, typed in the product's language", async ({
    page,
  }) => {
    await speak(page, 'fr');
    await signIn(page, 'admin@example.org');
    await page.goto('/admin/decisions');
    const from = dateField(page, 'Du');
    const filter = () => decodeURIComponent(new URL(page.url()).searchParams.get('filter') ?? '');
    // Day and month typed, the year not yet: once left, the field is marked and nothing is asked
    // (a filter's message stays hidden, as react-admin's filters show none).
    await typeDate(from, '1403');
    await page.keyboard.press('Tab');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(filter()).not.toContain('from');
    await from.getByRole('spinbutton', { name: 'Année' }).click();
    await page.keyboard.type('2024');
    await expect.poll(filter).toContain('"from":"2024-03-14"');
    await expect(from).toHaveAttribute('aria-invalid', 'false');
    await expectCalendar(page, from, 'fr', 'mars 2024');

    // The calendar with the keyboard alone: its button, the next day, chosen.
    await from.getByRole('spinbutton', { name: 'Année' }).focus();
    await page.keyboard.press('Tab');
    await expect(from.getByRole('button', { name: /^Choisir la date/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByRole('gridcell', { name: '14' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(filter).toContain('"from":"2024-03-15"');
    await expect(shownDate(from)).toHaveValue('15/03/2024');
  });
});

test.describe('on a phone, in a browser set to en-US', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

  test("a stage's dates and a certification date are picked within the phone's width", async ({
    page,
  }) => {
    await speak(page, 'fr');
    await signIn(page, 'organizer@example.org');
    await page.goto('/stage/manage/');
    const start = dateField(page, 'Début');
    await expect(start).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The date and the time come one after the other in a dialog as wide as the phone allows.
    await start.getByRole('button', { name: /^Choisir la date/ }).click();
    const picker = page.getByRole('dialog');
    await expect(picker.getByRole('columnheader').first()).toHaveAttribute('aria-label', 'lundi');
    const box = (await picker.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');

    await page.goto('/organization/settings/?tab=documents');
    const from = dateField(page, 'Agréé depuis le');
    await from.getByRole('button', { name: /^Choisir la date/ }).click();
    const calendar = (await page.getByRole('dialog').boundingBox())!;
    expect(calendar.x).toBeGreaterThanOrEqual(0);
    expect(calendar.x + calendar.width).toBeLessThanOrEqual(390);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
