/**
 * How much JavaScript a visitor downloads before the stage list first shows, in a real browser:
 *   npm run bench:bundle
 * Builds the web app, starts the built server on a fresh embedded database (demo data), opens
 * /stages in Debian's Chromium and counts every script fetched until the first stage card is on
 * screen. Sizes are the gzip of each file (level 9, as the server's precompressed copies), set
 * against the whole app's JavaScript from the same build and the 250 KB budget.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.js';
import { startServer } from '../support/server-process.js';

const BUDGET_KB = 250;
const assets = path.resolve('web/dist/assets');
const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

if (!fs.existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}`);
if (!fs.existsSync(assets)) throw new Error('Run "npm run build" first');

console.log(`Public bundle benchmark, ${new Date().toISOString()}, Node ${process.version}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-bench-bundle-'));
const server = await startServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    void response.body().then((body) => scripts.set(url.pathname, gzipKb(body)));
  });
  await page.goto(`${server.url}/stages`);
  await page.locator('main article').first().waitFor();
  const beforeRender = new Map(scripts);

  const whole = fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => gzipKb(fs.readFileSync(path.join(assets, name))));
  const total = (sizes: Iterable<number>) => [...sizes].reduce((sum, size) => sum + size, 0);

  console.log('\nScripts fetched before the first stage card of /stages shows (gzip):');
  for (const [file, size] of [...beforeRender].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${path.basename(file).padEnd(40)} ${size.toFixed(1).padStart(7)} KB`);
  }
  const loaded = total(beforeRender.values());
  console.log(
    `  total: ${loaded.toFixed(1)} KB in ${beforeRender.size} files; budget ${BUDGET_KB} KB: ${loaded < BUDGET_KB ? 'met' : 'MISSED'}`,
  );
  console.log(
    `Whole app, same build: ${total(whole).toFixed(1)} KB in ${whole.length} files; /stages loads ${Math.round((loaded / total(whole)) * 100)}% of it`,
  );
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
