import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** The rules the product holds itself to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One element in violation of one rule, as axe-core reports it. */
export interface Violation {
  readonly rule: string;
  readonly target: string;
  readonly html: string;
  readonly summary: string;
}

/**
 * Puts axe-core in the page, once per document: a check then costs a fifth of what
 * `@axe-core/playwright`'s builder takes, which injects it again at each run. Written as text
 * for the page (the tests are typed without the browser's library); a page's script policy does
 * not apply to what the test runs there.
 */
export async function injectAxe(page: Page) {
  await page.evaluate(AXE_SOURCE);
}

/** The WCAG A and AA violations on the page as it is now (axe-core must be in the page). */
export async function wcagViolations(page: Page, scope = 'document'): Promise<Violation[]> {
  return page.evaluate(`axe.run(${scope}, {
    runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_AA_TAGS)} },
    resultTypes: ['violations'],
  }).then((results) => results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      target: node.target.join(' '),
      html: node.html.slice(0, 160),
      summary: (node.failureSummary ?? '').replace(/\\s+/g, ' ').trim(),
    }))))`);
}

/** A violation on one line, for a test's failure message. */
export const describeViolation = (violation: Violation) =>
  `${violation.rule} ${violation.target}: ${violation.summary}`;
