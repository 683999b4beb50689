/**
 * Counts what axe-core finds against WCAG 2.0 and 2.1 levels A and AA on the product's first
 * screens, in French at 1280 px with the demo data, the way the accessibility figures in
 * docs/accessibility.md were taken. A measure to compare before and after a change, not a test:
 * it prints, and fails on nothing.
 *
 *   npm run measure:accessibility
 *   npm run measure:accessibility -- --detail    (also names each element in violation)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.js';

import { injectAxe, wcagViolations } from '../support/axe.js';
import { startServer } from '../support/server-process.js';

/** The demo accounts' password (api/src/demo/demo-accounts.ts, which this script cannot load). */
const DEMO_PASSWORD = 'Demo-2026!';

/** The screens measured, and who is signed in to see them (nobody for the public ones). */
const SCREENS: readonly { name: string; path: string; as?: string }[] = [
  { name: 'home', path: '/' },
  { name: 'catalogue', path: '/stages' },
  { name: 'a stage', path: '/stage/stage-cirque-et-jonglerie' },
  { name: 'sign-in', path: '/auth/login' },
  { name: 'registration', path: '/register/first-register' },
  { name: "organizations' landing", path: '/organization-landing' },
  { name: "parent's bills", path: '/parent/bills', as: 'parent@example.org' },
  { name: "parent's children", path: '/parent/settings?tab=children', as: 'parent@example.org' },
  {
    name: "organizer's enrollments",
    path: '/organization/settings/stage/stage-multisports-6-9-ans',
    as: 'organizer@example.org',
  },
  {
    name: 'stage form',
    path: '/stage/manage/stage-multisports-6-9-ans',
    as: 'organizer@example.org',
  },
];

async function signIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
}

const detail = process.argv.includes('--detail');
if (!fs.existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}`);
console.log(`Accessibility measure, ${new Date().toISOString()}: axe-core, WCAG 2.x A and AA`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-a11y-'));
const server = await startServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const totals = new Map<string, number>();
try {
  for (const screen of SCREENS) {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 900 },
      locale: 'fr-BE',
    });
    const page = await context.newPage();
    if (screen.as) await signIn(page, screen.as);
    await page.goto(screen.path);
    await page.waitForLoadState('networkidle');
    await injectAxe(page);
    const violations = await wcagViolations(page);
    const counts = new Map<string, number>();
    for (const { rule } of violations) counts.set(rule, (counts.get(rule) ?? 0) + 1);
    for (const [rule, count] of counts) totals.set(rule, (totals.get(rule) ?? 0) + count);
    const found = [...counts].map(([rule, count]) => `${rule} ${count}`);
    console.log(`  ${screen.name.padEnd(26)} ${found.length === 0 ? 'none' : found.join(', ')}`);
    if (detail) {
      for (const violation of violations) {
        console.log(`      ${violation.rule}: ${violation.target} ${violation.html}`);
        console.log(`        ${violation.summary}`);
      }
    }
    await context.close();
  }
  console.log('Elements in violation, all screens:');
  for (const [rule, count] of [...totals].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${rule.padEnd(26)} ${count}`);
  }
  if (totals.size === 0) console.log('  none');
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
