import type { Locator, Page } from '@playwright/test';
import {
  addChild,
  browserSpec,
  DEMO_PASSWORD,
  expect,
  frenchWindow,
  organizerStage,
  registerParent,
  speak,
  test,
} from './fixtures.js';

browserSpec();

/** Whether the element with the focus is `target`, and shows it (an outline or MUI's mark). */
const FOCUS = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return { at: null, shown: false };
  // The browser's outline, or MUI's focus mark on the control or the field around it.
  const shown =
    getComputedStyle(element).outlineStyle !== 'none' ||
    element.closest('.Mui-focusVisible, .Mui-focused') !== null ||
    element.matches('.ql-editor:focus');
  return { at: element.outerHTML.slice(0, 120), shown };
})()`;

/**
 * An element as the page sees it (the tests are typed without the browser's library); the
 * functions below run in the page, so they hold no reference to the test's own code.
 */
interface PageNode {
  readonly ownerDocument: { readonly activeElement: unknown };
  contains(other: unknown): boolean;
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user
 * would, and checks that the focus shows there. Fails if it is not reached in `presses`.
 */
async function tabTo(target: Locator, { presses = 80, backwards = false } = {}) {
  const page = target.page();
  for (let press = 0; press < presses; press += 1) {
    if (
      await target.evaluate(
        (element) => element === (element as unknown as PageNode).ownerDocument.activeElement,
      )
    ) {
      const focus = await page.evaluate<{ at: string; shown: boolean }>(FOCUS);
      expect(focus.shown, `the focus shows on ${focus.at}`).toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} is not reached with the keyboard in ${presses} presses`);
}

/** The element with the focus lies inside `container`. */
const focusWithin = (container: Locator) =>
  container.evaluate((element) =>
    (element as unknown as PageNode).contains(
      (element as unknown as PageNode).ownerDocument.activeElement,
    ),
  );

/** Signs in with the keyboard alone: the fields in order, Enter to send. */
async function signInByKeyboard(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await tabTo(page.getByLabel('Adresse e-mail', { exact: true }));
  await page.keyboard.type(email);
  await tabTo(page.getByLabel('Mot de passe', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/auth\/login/);
}

test('a parent registers a child and an organizer accepts it, with the keyboard alone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const parent = await frenchWindow(browser);
  const organizer = await frenchWindow(browser);
  const stageName = `Stage au clavier ${Date.now()}`;
  const stage = await organizerStage(organizer, stageName, 6);
  await registerParent(parent, 'Clavier-seul-2027');
  await addChild(parent, 'Noé');
  await addChild(parent, 'Lina', { sex: 'female' });

  // The parent finds the camp from the side menu and the catalogue's search.
  await parent.goto('/');
  const menu = parent.getByRole('navigation', { name: 'Menu principal' });
  await tabTo(menu.getByRole('link', { name: 'Stages', exact: true }));
  await parent.keyboard.press('Enter');
  await expect(parent).toHaveURL(/\/stages\/?$/);
  await tabTo(parent.getByPlaceholder('Rechercher'));
  await parent.keyboard.type(stageName);
  const stageLink = parent.getByRole('link', { name: new RegExp(stageName) }).first();
  await expect(stageLink).toBeVisible();
  await tabTo(stageLink);
  await parent.keyboard.press('Enter');
  await expect(parent.getByRole('heading', { level: 1, name: stageName })).toBeVisible();
  await expect(parent).toHaveTitle(`${stageName} – Stages`);

  // Two children: the arrows move between them, the space bar picks one.
  await tabTo(parent.getByRole('radio', { name: /^Noé Lambert/ }));
  await parent.keyboard.press('Space');
  await parent.keyboard.press('ArrowDown');
  await expect(parent.getByRole('radio', { name: /^Lina Lambert/ })).toBeChecked();
  await parent.keyboard.press('ArrowUp');
  await expect(parent.getByRole('radio', { name: /^Noé Lambert/ })).toBeChecked();
  await tabTo(parent.getByRole('button', { name: "Confirmer l'inscription" }));
  await parent.keyboard.press('Enter');
  await expect(parent.getByRole('status')).toContainText(
    "l'inscription de Noé attend la confirmation",
  );

  // The organizer signs in, opens the stage's enrollments and picks the request's row.
  await organizer.context().clearCookies();
  await signInByKeyboard(organizer, 'organizer@example.org', DEMO_PASSWORD);
  await organizer.goto(`/organization/settings/stage/${stage.slug}`);
  const request = organizer.getByRole('row', { name: /Noé Lambert/ });
  await tabTo(request.getByRole('checkbox'));
  await organizer.keyboard.press('Space');
  await expect(request.getByRole('checkbox')).toBeChecked();

  // The bulk action opens its confirmation: the focus goes in, stays in, and comes back.
  const bulkAccept = organizer
    .locator('.RaBulkActionsToolbar-toolbar')
    .getByRole('button', { name: 'Accepter' });
  await tabTo(bulkAccept, { backwards: true });
  await organizer.keyboard.press('Enter');
  const bulkDialog = organizer.getByRole('dialog', { name: 'Accepter 1 inscription en attente ?' });
  await expect(bulkDialog).toBeVisible();
  expect(await focusWithin(bulkDialog)).toBe(true);
  for (let press = 0; press < 6; press += 1) {
    await organizer.keyboard.press('Tab');
    expect(await focusWithin(bulkDialog), 'Tab stays in the dialog').toBe(true);
  }
  await organizer.keyboard.press('Escape');
  await expect(bulkDialog).toBeHidden();
  await expect(bulkAccept).toBeFocused();

  // The row's own button accepts, after its confirmation.
  await tabTo(request.getByRole('button', { name: 'Accepter' }));
  await organizer.keyboard.press('Enter');
  const decision = organizer.getByRole('dialog', {
    name: "Accepter l'inscription de Noé Lambert ?",
  });
  await expect(decision).toBeVisible();
  await tabTo(decision.getByRole('button', { name: 'Accepter' }));
  await organizer.keyboard.press('Enter');
  await expect(organizer.getByText('Inscription de Noé Lambert acceptée')).toBeVisible();
  await expect(request).toContainText('Acceptée');

  await parent.context().close();
  await organizer.context().close();
});

test("the stage form's rich text and dates are used with the keyboard, and let it go", async ({
  page,
}) => {
  await speak(page, 'fr');
  await signInByKeyboard(page, 'organizer@example.org', DEMO_PASSWORD);
  await page.goto('/stage/manage/');
  // The editor takes the text, and Tab leaves it for the next control instead of typing a tab.
  const editor = page.getByRole('textbox', { name: 'Description' });
  await tabTo(editor);
  await page.keyboard.type('Bottes et k-way.');
  await page.keyboard.press('Tab');
  expect(await focusWithin(editor)).toBe(false);
  await expect(editor).toHaveText('Bottes et k-way.');
  // Shift+Tab comes back into it.
  await tabTo(editor, { backwards: true, presses: 20 });

  // A date is typed section by section; its calendar opens from its button and closes on Escape.
  const start = page.getByRole('group', { name: 'Début', exact: true });
  await tabTo(start.getByRole('spinbutton').first());
  await page.keyboard.type('030820270900');
  await expect(start.locator('input')).toHaveValue('03/08/2027 09:00');
  const calendarButton = start.getByRole('button', { name: /^Choisir la date/ });
  await tabTo(calendarButton);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog');
  await expect(calendar).toBeVisible();
  expect(await focusWithin(calendar)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(calendarButton).toBeFocused();

  // Saved without a name, the form takes the focus to the name, whose message is read out.
  await tabTo(page.getByRole('button', { name: 'Enregistrer' }));
  await page.keyboard.press('Enter');
  const name = page.getByRole('textbox', { name: /^Nom du stage/ });
  await expect(name).toBeFocused();
  const message = page.locator(`#${await name.getAttribute('aria-describedby')}`);
  await expect(message).toHaveAttribute('aria-live', 'polite');
  await expect(message).not.toBeEmpty();
});
