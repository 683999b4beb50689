import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { browserSpec, dateField, expect, shownDate, signIn, test, typeDate } from './fixtures.js';

browserSpec();

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** A page that loads its code and data on a busy machine: the first thing on it may take time. */
const PAGE_LOAD = { timeout: 20_000 };

/** Deletes a stage the test made, as its organizer would. */
async function deleteStage(page: Page, slug: string) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'stages_csrf');
  const response = await page.request.delete(`/api/v1/stage/manage/${slug}/`, {
    headers: { 'X-CSRF-Token': csrf?.value ?? '' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

// Browsers elsewhere than Belgium: the organizer's laptop on UTC, a parent in New York.
for (const timezoneId of ['UTC', 'America/New_York']) {
  test.describe(`in a browser set to ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('an organizer types Belgian times, and everyone reads them back as typed', async ({
      page,
    }) => {
      // Signing in hashes a password: slow on a busy machine.
      test.setTimeout(120_000);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        timezoneId,
      );
      await signIn(page, 'organizer@example.org');
      await page.goto('/stage/manage/');
      await expect(field(page, 'Nom du stage')).toBeVisible(PAGE_LOAD);
      const name = `Stage de Pâques ${randomUUID().slice(0, 6)}`;
      await field(page, 'Nom du stage').fill(name);
      // Summer time starts on the night of 30 March 2031: the deadline falls before, the
      // stage after, so both Belgian offsets are crossed.
      await typeDate(dateField(page, 'Début'), '310320310900');
      await typeDate(dateField(page, 'Fin'), '040420311600');
      await typeDate(dateField(page, "Date limite d'inscription"), '200320311200');
      await field(page, "Nombre maximum d'enfants").fill('15');
      await field(page, 'Âge minimum').fill('6');
      await field(page, 'Âge maximum').fill('12');
      await field(page, 'Prix (€)').fill('120');
      await field(page, 'Rue').fill('Rue des Brasseurs');
      await field(page, 'Numéro').fill('5');
      await field(page, 'Code postal').fill('5000');
      await field(page, 'Localité').fill('Namur');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page).toHaveURL(/\/stage\/manage\/stage-de-paques-/, PAGE_LOAD);
      const slug = page.url().split('/').at(-1)!;

      // The instants stored are those of Belgian time.
      const stored = (await (await page.request.get(`/api/v1/stage/manage/${slug}/`)).json()) as {
        starts_at: string;
        ends_at: string;
        registration_deadline: string;
      };
      expect(new Date(stored.starts_at).toISOString()).toBe('2031-03-31T07:00:00.000Z');
      expect(new Date(stored.ends_at).toISOString()).toBe('2031-04-04T14:00:00.000Z');
      expect(new Date(stored.registration_deadline).toISOString()).toBe('2031-03-20T11:00:00.000Z');

      // The edit form reads them back as they were typed.
      await page.reload();
      await expect(shownDate(dateField(page, 'Début'))).toHaveValue('31/03/2031 09:00', PAGE_LOAD);
      await expect(shownDate(dateField(page, 'Fin'))).toHaveValue('04/04/2031 16:00');
      await expect(shownDate(dateField(page, "Date limite d'inscription"))).toHaveValue(
        '20/03/2031 12:00',
      );

      // So does the public page.
      await page.goto(`/stage/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(PAGE_LOAD);
      await expect(page.getByText(/^31 mars 2031 (à )?09:00$/)).toBeVisible();
      await expect(page.getByText(/^4 avril 2031 (à )?16:00$/)).toBeVisible();
      await expect(page.getByText(/^20 mars 2031 (à )?12:00$/)).toBeVisible();

      // And the organizer's list of stages, where it is found by its name.
      await page.goto('/organization/settings/?tab=stages');
      await page.getByPlaceholder('Rechercher').fill(name);
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText('31/03/2031 09:00', PAGE_LOAD);
      await expect(row).toContainText('20/03/2031 12:00');

      await deleteStage(page, slug);
    });
  });
}
