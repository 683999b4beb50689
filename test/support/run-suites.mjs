// `npm test`: the unit and API suites (vitest), then the browser suite (Playwright), closing on
// one line that counts both, "Tests: N passed, N failed, N skipped", so that whoever reads only
// the end of a long log knows how many tests ran.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-test-reports-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
let status = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readReport(vitestReport);
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (status === 0) {
  status = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
  });
  const playwright = readReport(playwrightReport);
  if (playwright) {
    counts.passed += playwright.stats.expected + playwright.stats.flaky;
    counts.failed += playwright.stats.unexpected;
    counts.skipped += playwright.stats.skipped;
  }
}
fs.rmSync(reports, { recursive: true, force: true });
console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(status);
