// Builds the web app unless its build is newer than every file it is made from, so that
// `npm start` stays quick when nothing changed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(web);
const stamp = path.join(web, 'dist', '.built');
const sources = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'shims'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'package.json'),
  path.join(root, 'contracts', 'src'),
  path.join(root, 'package-lock.json'),
];

function newest(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stats = fs.statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))),
  );
}

const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (builtAt > Math.max(...sources.map(newest))) {
  console.log('Web app is up to date.');
} else {
  const vite = path.join(web, 'node_modules', '.bin', 'vite');
  const bin = fs.existsSync(vite) ? vite : path.join(root, 'node_modules', '.bin', 'vite');
  const result = spawnSync(bin, ['build', '--config', path.join(web, 'vite.config.ts')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, new Date().toISOString());
}
