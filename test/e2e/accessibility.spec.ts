import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ADMIN_RESOURCES, WEB_PAGES, type AdminResource, type WebPage } from '@stages/contracts';
import { describeViolation, injectAxe, wcagViolations } from '../support/axe.js';
import { baseURL } from '../../playwright.config.js';
import { browserSpec, expect, signIn, test, translationAndWidthFaults } from './fixtures.js';

browserSpec();

/**
 * Every page of the web app, checked with axe-core's WCAG 2.0 and 2.1 level A and AA rules in
 * each language, theme and width. The table below is keyed by the app's page list
 * (`WEB_PAGES`): a page added to the app and not here fails the type check and the first test.
 */

type Role = 'parent' | 'organizer' | 'admin';
const ACCOUNTS: Record<Role, string> = {
  parent: 'parent@example.org',
  organizer: 'organizer@example.org',
  admin: 'admin@example.org',
};

/** Ids the addresses need, read from the demo's data as its users see it. */
interface DemoIds {
  child: string;
  representative: string;
  enrollment: string;
  admin: Record<AdminResource, string>;
}

interface Screen {
  /** Who looks at it; nobody for a visitor. */
  readonly as?: Role;
  readonly path: string | ((ids: DemoIds) => string);
  /** The browser tab's title expected, when the test says it in full. */
  readonly title?: string;
  /** A dialog to open once the page is there, by the button that opens it. */
  readonly dialog?: { readonly button: string | RegExp };
}

/** The demo stage with requests still to decide and bills paid and unpaid. */
const MANAGED_STAGE = 'stage-multisports-6-9-ans';
/** The demo stage that is full, with families on its waiting list and an offer open. */
const FULL_STAGE = 'stage-cirque-et-jonglerie';
/** Under way in the demo: its attendance is taken day by day. */
const RUNNING_STAGE = 'stage-d-hiver-jeux-de-neige';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A page's screens; an empty list only for an administrators' view a resource does not have. */
const PUBLIC_SCREENS = {
  '/': [{ path: '/' }],
  '/organization-landing': [
    { path: '/organization-landing' },
    { path: '/organization-landing', dialog: { button: /Nous contacter/ } },
  ],
  '/tos': [{ path: '/tos' }],
  '/privacy': [{ path: '/privacy' }],
  '/gdpr': [{ path: '/gdpr' }],
  '/gtc': [{ path: '/gtc' }],
  '/faq': [{ path: '/faq' }],
  '/accessibility': [{ path: '/accessibility' }],
  '/error': [{ path: '/error' }],
  '/access-denied': [{ path: '/access-denied' }],
  '/stages': [{ path: '/stages' }],
  '/stages/:orgSlug': [{ path: '/stages/les-castors-de-la-meuse' }],
  '/stage/:slug': [
    { path: `/stage/${FULL_STAGE}`, title: 'Stage cirque et jonglerie – Stages' },
    { path: `/stage/${FULL_STAGE}`, dialog: { button: 'Signaler ce stage' } },
    { as: 'parent', path: `/stage/${FULL_STAGE}` },
  ],
  '/organizations': [{ path: '/organizations' }],
  '/organizations/:slug': [{ path: '/organizations/les-castors-de-la-meuse' }],
  '/auth/login': [{ path: '/auth/login' }],
  '/register/first-register': [{ path: '/register/first-register' }],
  '/register/confirm-email': [{ path: '/register/confirm-email' }],
  '/register/choice': [{ path: '/register/choice' }],
  '/register/parent': [{ path: '/register/parent' }],
  '/register/organization': [{ path: '/register/organization' }],
  '/register/google': [{ path: '/register/google' }],
  '/register/microsoft': [{ path: '/register/microsoft' }],
  '/account-email-confirmation/:code': [{ path: '/account-email-confirmation/unknown-key' }],
  '/password-reset': [{ path: '/password-reset' }],
  '/password-reset/:uid/:token': [{ path: `/password-reset/${UNKNOWN_ID}/unknown-token` }],
} satisfies Partial<Record<WebPage, Screen[]>>;

const organizer = (path: string, dialog?: Screen['dialog']): Screen => ({
  as: 'organizer',
  path,
  dialog,
});
const parent = (path: string | ((ids: DemoIds) => string), dialog?: Screen['dialog']): Screen => ({
  as: 'parent',
  path,
  dialog,
});

const SIGNED_IN_SCREENS = {
  '/account/password': [parent('/account/password')],
  '/organization/settings': [
    'profile',
    'documents',
    'stages',
    'children',
    'legal',
    'payments',
    'account',
  ].map((tab) => organizer(`/organization/settings?tab=${tab}`)),
  '/organization/settings/payments': [organizer('/organization/settings/payments')],
  '/organization/settings/stage/:slug': [
    organizer(`/organization/settings/stage/${MANAGED_STAGE}`),
    organizer(`/organization/settings/stage/${MANAGED_STAGE}`, { button: 'Accepter' }),
    organizer(`/organization/settings/stage/${MANAGED_STAGE}`, { button: 'Marquer payée' }),
    organizer(`/organization/settings/stage/${MANAGED_STAGE}?tab=history`),
    organizer(`/organization/settings/stage/${MANAGED_STAGE}?tab=messages`),
    organizer(`/organization/settings/stage/${MANAGED_STAGE}?tab=messages`, {
      button: 'Écrire aux familles',
    }),
    organizer(`/organization/settings/stage/${RUNNING_STAGE}?tab=attendance`),
    organizer(`/organization/settings/stage/${FULL_STAGE}?tab=waiting-list`),
    organizer(`/organization/settings/stage/${FULL_STAGE}?tab=waiting-list`, {
      button: 'Offrir maintenant',
    }),
  ],
  '/organization/settings/stage/:slug/add-child': [
    organizer(`/organization/settings/stage/${MANAGED_STAGE}/add-child`),
  ],
  '/subscription-success/:checkoutId': [organizer('/subscription-success/cs_test_demo')],
  '/subscription-failed': [organizer('/subscription-failed')],
  '/payment-success/:checkoutId': [parent('/payment-success/cs_test_demo')],
  '/payment-failure/:enrollmentId': [parent(({ enrollment }) => `/payment-failure/${enrollment}`)],
  '/stage/manage': [organizer('/stage/manage')],
  '/stage/manage/:slug': [organizer(`/stage/manage/${MANAGED_STAGE}`)],
  '/parent/settings': ['profile', 'children', 'account_sharing', 'fiscal_documents'].map((tab) =>
    parent(`/parent/settings?tab=${tab}`),
  ),
  '/parent/bills': [
    parent('/parent/bills'),
    parent('/parent/bills', { button: 'Payer' }),
    parent('/parent/bills', { button: 'Accepter' }),
  ],
  '/parent/documents': [parent('/parent/documents')],
  '/parent/account-sharing/:token': [parent('/parent/account-sharing/unknown-token')],
  '/parent/add-child': [parent('/parent/add-child')],
  '/parent/add-child/:childId': [parent(({ child }) => `/parent/add-child/${child}`)],
  '/legal-representative': [parent('/legal-representative')],
  '/legal-representative/:id': [
    parent(({ representative }) => `/legal-representative/${representative}`),
  ],
  '/invoices/:file': [parent(({ enrollment }) => `/invoices/${enrollment}.pdf`)],
  '/credit-notes/:file': [parent(({ enrollment }) => `/credit-notes/${enrollment}.pdf`)],
  '/mutual-certificates/:file': [
    parent(({ enrollment }) => `/mutual-certificates/${enrollment}.pdf`),
  ],
  '/admin': [{ as: 'admin', path: '/admin' }],
} satisfies Partial<Record<WebPage, Screen[]>>;

/** The views each administrators' resource has (web/src/adminResources.tsx). */
const ADMIN_VIEWS: Record<AdminResource, readonly ('create' | 'edit' | 'show')[]> = {
  organizations: ['show'],
  stages: [],
  reports: ['show'],
  'organization-types': ['create', 'edit'],
  'price-plans': ['edit'],
  parents: ['show', 'edit'],
  children: ['show', 'edit'],
  decisions: [],
  bills: [],
  subscriptions: ['show'],
};

type AdminPage = Extract<WebPage, `/admin/${string}`>;
const admin = (path: string | ((ids: DemoIds) => string)): Screen => ({ as: 'admin', path });
const ADMIN_SCREENS = Object.fromEntries(
  ADMIN_RESOURCES.flatMap((resource) => {
    const views = ADMIN_VIEWS[resource];
    const record = (suffix: string) => (ids: DemoIds) =>
      `/admin/${resource}/${ids.admin[resource]}${suffix}`;
    return [
      [`/admin/${resource}`, [admin(`/admin/${resource}`)]],
      [
        `/admin/${resource}/create`,
        views.includes('create') ? [admin(`/admin/${resource}/create`)] : [],
      ],
      [`/admin/${resource}/:id`, views.includes('edit') ? [admin(record(''))] : []],
      [`/admin/${resource}/:id/show`, views.includes('show') ? [admin(record('/show'))] : []],
    ];
  }),
) as Record<AdminPage, Screen[]>;

const SCREENS: Record<WebPage, readonly Screen[]> = {
  ...PUBLIC_SCREENS,
  ...SIGNED_IN_SCREENS,
  ...ADMIN_SCREENS,
};

const LANGUAGES = ['fr', 'en', 'nl'] as const;
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 390] as const;

test('the accessibility checks cover every page of the web app', () => {
  expect(Object.keys(SCREENS).sort()).toEqual([...WEB_PAGES].sort());
});

test("the administrators' views the table leaves out do not exist", async ({ page }) => {
  // At an address under a resource that it has no view for, react-admin shows the resource's
  // list, or under a record's `show` its edit form: both checked above. Were a view added to
  // the app, it would show there instead, and need its line in ADMIN_VIEWS.
  await signIn(page, ACCOUNTS.admin);
  for (const [pattern, screens] of Object.entries(ADMIN_SCREENS)) {
    if (screens.length > 0) continue;
    const resource = pattern.split('/')[2]!;
    const rows = (await (await page.request.get(`/api/v1/admin/${resource}/`)).json()) as Row[];
    const path = pattern.replace(':id', String(rows[0]?.id ?? UNKNOWN_ID));
    await page.goto(path);
    const shown = pattern.endsWith('/show') ? 'main .RaList-main, main form' : 'main .RaList-main';
    await expect(page.locator(shown).first(), path).toBeVisible();
  }
});

/** Signs each account in once; its screens open in contexts that carry its cookies. */
async function signedInStates(browser: Browser) {
  const states = new Map<Role, Awaited<ReturnType<BrowserContext['storageState']>>>();
  for (const role of Object.keys(ACCOUNTS) as Role[]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, ACCOUNTS[role]);
    states.set(role, await context.storageState());
    await context.close();
  }
  return states;
}

type Row = { id: string | number };

async function demoIds(browser: Browser, states: Awaited<ReturnType<typeof signedInStates>>) {
  const first = async (role: Role, url: string) => {
    const context = await browser.newContext({ storageState: states.get(role) });
    const response = await context.request.get(url);
    // A list answers its rows, or a page of them (`results`) where the spec asks for one.
    const body = (await response.json()) as Row[] | { results: Row[] };
    const rows = Array.isArray(body) ? body : body.results;
    await context.close();
    expect(rows.length, `${url} has demo rows`).toBeGreaterThan(0);
    return String(rows[0]!.id);
  };
  const adminIds = {} as Record<AdminResource, string>;
  for (const resource of ADMIN_RESOURCES) {
    adminIds[resource] = await first('admin', `/api/v1/admin/${resource}/`);
  }
  return {
    child: await first('parent', '/api/v1/children/'),
    representative: await first('parent', '/api/v1/legal-representative/'),
    enrollment: await first('parent', '/api/v1/enrollments/'),
    admin: adminIds,
  } satisfies DemoIds;
}

/** Sets a preference the way another tab would: react-admin's store follows at once. */
async function prefer(page: Page, key: 'locale' | 'theme', value: string) {
  await page.evaluate(
    `(() => {
      const key = 'RaStore.${key}';
      const newValue = JSON.stringify('${value}');
      localStorage.setItem(key, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    })()`,
  );
}

/**
 * Waits until the page has stopped changing: nothing added, removed or rewritten for a quarter
 * of a second (a language's texts arrive a moment after the choice).
 */
const QUIET = `new Promise((resolve) => {
  let timer = setTimeout(done, 250);
  const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(done, 250); });
  function done() { observer.disconnect(); resolve(true); }
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
})`;

/** A frame drawn after the last change: what axe reads is what a person sees. */
const NEXT_FRAME =
  'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

interface Setting {
  readonly language: (typeof LANGUAGES)[number];
  readonly theme: (typeof THEMES)[number];
  readonly width: (typeof WIDTHS)[number];
}
const FRENCH_LIGHT_WIDE: Setting = { language: 'fr', theme: 'light', width: 1280 };

/**
 * The settings each screen is checked in. `A11Y_MATRIX=full`: every language, theme and width
 * (twelve). By default, as CI runs it, four: French in the light theme at 1280 and 390 px, then
 * the dark theme at 390 and 1280 px in English or Dutch, in turn from one screen to the next.
 * Each screen is seen in both themes at both widths, where colours and layouts differ; each
 * language on half of the screens.
 */
function settingsOf(index: number): Setting[] {
  if (process.env.A11Y_MATRIX === 'full') {
    return LANGUAGES.flatMap((language) =>
      THEMES.flatMap((theme) => WIDTHS.map((width) => ({ language, theme, width }))),
    );
  }
  const other = index % 2 ? 'nl' : 'en';
  return [
    FRENCH_LIGHT_WIDE,
    { language: 'fr', theme: 'light', width: 390 },
    { language: other, theme: 'dark', width: 390 },
    { language: other, theme: 'dark', width: 1280 },
  ];
}

/** Requests a page has under way, counted from the test's side. */
function watchRequests(page: Page) {
  let pending = 0;
  page.on('request', () => (pending += 1));
  page.on('requestfinished', () => (pending -= 1));
  page.on('requestfailed', () => (pending -= 1));
  return () => pending;
}

/** The page has its data and has stopped changing: no request under way, no spinner, no change. */
async function settle(page: Page, pending: () => number) {
  await expect
    .poll(async () => {
      await page.evaluate(QUIET);
      return pending() === 0 && (await page.locator('[role=progressbar]').count()) === 0;
    })
    .toBe(true);
}

/**
 * Moves the app to `path` as its own links do, without loading it again; the tab's title is
 * emptied, for the page to name it anew. Already there (a dialog of the same page), it stays.
 */
async function navigate(page: Page, path: string) {
  await page.evaluate(
    `(() => {
      if (location.pathname + location.search === ${JSON.stringify(path)}) return;
      document.title = '';
      history.pushState(null, '', ${JSON.stringify(path)});
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    })()`,
  );
}

test('every screen meets WCAG 2.1 AA in each language, theme and width', async ({ browser }) => {
  test.setTimeout(45 * 60_000);
  const states = await signedInStates(browser);
  const ids = await demoIds(browser, states);
  const failures: string[] = [];
  let runs = 0;
  const started = Date.now();
  // A developer checks one page or a few: A11Y_PAGES='^/parent' npm run test:e2e -- accessibility
  const only = new RegExp(process.env.A11Y_PAGES ?? '');
  // One page per account, moved from screen to screen as a person would: the app loads once.
  const pages = new Map<Role | 'visitor', { page: Page; pending: () => number }>();
  const open = async (role: Role | undefined, path: string) => {
    const known = pages.get(role ?? 'visitor');
    // A page that left the app (a sign-in provider's address) comes back by loading it again.
    if (known && new URL(known.page.url()).origin === new URL(baseURL).origin) {
      await navigate(known.page, path);
      return known;
    }
    if (known) {
      await known.page.goto(path);
      await injectAxe(known.page);
      return known;
    }
    const context = await browser.newContext({
      storageState: role ? states.get(role) : undefined,
      reducedMotion: 'reduce',
    });
    // The app opens in French, in the light theme, the cookie question answered.
    await context.addInitScript(
      "localStorage.setItem('stages.cookie-consent', 'essential');" +
        "localStorage.setItem('RaStore.locale', '\"fr\"');" +
        "localStorage.setItem('RaStore.theme', '\"light\"');",
    );
    const page = await context.newPage();
    const opened = { page, pending: watchRequests(page) };
    pages.set(role ?? 'visitor', opened);
    await page.setViewportSize({ width: FRENCH_LIGHT_WIDE.width, height: 900 });
    await page.goto(path);
    await injectAxe(page);
    return opened;
  };
  /** Puts the page in a setting; a signed-in page saves its language on the profile. */
  const apply = async (page: Page, signedIn: boolean, setting: Setting) => {
    const language = await page.evaluate('document.documentElement.lang');
    if (language !== setting.language) {
      const profileSaved = signedIn
        ? page.waitForResponse(
            (response) =>
              response.url().endsWith('/api/v1/user/') && response.request().method() === 'PATCH',
          )
        : null;
      await prefer(page, 'locale', setting.language);
      await profileSaved;
      await page.waitForFunction(`document.documentElement.lang === '${setting.language}'`);
    }
    await prefer(page, 'theme', setting.theme);
    await page.setViewportSize({ width: setting.width, height: 900 });
  };

  let index = 0;
  for (const [pattern, screens] of Object.entries(SCREENS)) {
    if (!only.test(pattern)) continue;
    for (const screen of screens) {
      index += 1;
      const path = typeof screen.path === 'function' ? screen.path(ids) : screen.path;
      const known = pages.get(screen.as ?? 'visitor');
      if (known) await apply(known.page, screen.as !== undefined, FRENCH_LIGHT_WIDE);
      const { page, pending } = await open(screen.as, path);
      await settle(page, pending);
      const where = `${path}${screen.dialog ? ` (dialog ${screen.dialog.button})` : ''}`;
      // Each page names itself in the browser's tab, the product's name after it.
      const named = expect.poll(() => page.title(), { message: `${path} names the tab` });
      await (screen.title ? named.toBe(screen.title) : named.toMatch(/. – Stages$/)).catch(
        async () => failures.push(`${path}: the tab's title is "${await page.title()}"`),
      );
      if (screen.dialog) {
        await page
          .getByRole('button', { name: screen.dialog.button, disabled: false })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
      }
      for (const setting of settingsOf(index)) {
        await apply(page, screen.as !== undefined, setting);
        await settle(page, pending);
        await page.evaluate(NEXT_FRAME);
        const found = await wcagViolations(page);
        runs += 1;
        const { language, theme, width } = setting;
        failures.push(
          ...[
            ...found.map(describeViolation),
            // Read in full: every word translated, nothing past the window's edge.
            ...(await translationAndWidthFaults(page)),
          ].map((fault) => `${where} ${language} ${theme} ${width}: ${fault}`),
        );
      }
      if (screen.dialog) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    }
  }
  // The demo accounts keep French, as the other tests expect.
  for (const [role, { page }] of pages) await apply(page, role !== 'visitor', FRENCH_LIGHT_WIDE);
  for (const { page } of pages.values()) await page.context().close();
  // In the report rather than on the output, whose last lines CI reads for the tests' count.
  test.info().annotations.push({
    type: 'axe checks',
    description: `${runs} in ${Math.round((Date.now() - started) / 1000)} s`,
  });
  expect(runs).toBeGreaterThan(0);
  if (process.env.A11Y_REPORT) fs.writeFileSync(process.env.A11Y_REPORT, failures.join('\n'));
  expect(failures).toEqual([]);
});
