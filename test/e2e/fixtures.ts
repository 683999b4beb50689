import fs from 'node:fs';
import { test } from '@playwright/test';
import { chromiumPath } from './chromium.js';

/** Browser tests say why they do not run where there is no Chromium. */
export function skipWithoutChromium() {
  test.skip(
    !fs.existsSync(chromiumPath),
    `skipped: no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
}

/** Any error the page throws fails the test, even when the screen looks right. */
export function failOnPageErrors() {
  test.beforeEach(({ page }) => {
    page.on('pageerror', (error) => {
      throw error;
    });
  });
}
