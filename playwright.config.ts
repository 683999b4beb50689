import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './test/e2e/chromium.js';

if (!fs.existsSync(chromiumPath)) {
  console.warn(
    `Browser tests skipped: no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
}
const port = Number(process.env.E2E_PORT ?? 3999);
// A fresh embedded database per run: the demo data is seeded on first start.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-e2e-'));

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
    command: 'node api/dist/main.js',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
