import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './test/e2e/chromium.js';
import {
  STAND_IN_CONNECT_WEBHOOK_SECRET,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
} from './test/support/stripe-stand-in.js';
import { serverNodeFlags } from './test/support/server-process.js';

if (!fs.existsSync(chromiumPath)) {
  console.warn(
    `Browser tests skipped: no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
}
const port = Number(process.env.E2E_PORT ?? 3999);
export const baseURL = `http://127.0.0.1:${port}`;
/** The local OpenID issuers the tests start as Google and Microsoft (test/e2e/account.spec.ts). */
export const e2eIssuers = {
  google: { port: port - 1, clientSecret: 'e2e-google-secret' },
  microsoft: { port: port - 2, clientSecret: 'e2e-microsoft-secret' },
};
/** The local stand-in for Stripe's API and hosted checkout (test/e2e/subscriptions.spec.ts). */
export const e2eStripePort = port - 3;
// A fresh embedded database per run, shared with the test workers: the demo data is seeded on
// first start, and the mail the server writes there (no SMTP) is read by the tests.
export const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(
  path.join(os.tmpdir(), 'stages-e2e-'),
));

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  // CI shares its machine: a step waits for what a user would wait for, as long as a busy
  // machine needs (signing in hashes a password; a cold page loads its chunks), and no longer.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    command: `node ${serverNodeFlags.join(' ')} api/dist/main.js`,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // The fixtures register each account from a network of its own (test/e2e/fixtures.ts).
      TRUST_PROXY: '1',
      // The tests answer this address themselves (test/e2e/consent.spec.ts).
      ANALYTICS_SCRIPT_URL: '/analytics-e2e.js',
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: STAND_IN_CONNECT_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${e2eStripePort}`,
      ...Object.fromEntries(
        Object.entries(e2eIssuers).flatMap(([name, issuer]) => [
          [`${name.toUpperCase()}_ISSUER`, `http://127.0.0.1:${issuer.port}`],
          [`${name.toUpperCase()}_CLIENT_ID`, `stages-${name}`],
          [`${name.toUpperCase()}_CLIENT_SECRET`, issuer.clientSecret],
        ]),
      ),
    },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
