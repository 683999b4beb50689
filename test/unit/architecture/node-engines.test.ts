import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(new URL(file, root), 'utf8')) as Record<string, unknown>;

describe('The Node.js version the README promises', () => {
  const promised = (readJson('package.json').engines as { node: string }).node;
  const oldest = semver.minVersion(promised)!.version;

  it('is accepted by every package npm ci installs, so that it warns of none', () => {
    const lock = readJson('package-lock.json') as {
      packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
        return range !== undefined && !semver.satisfies(oldest, range);
      })
      .map(([name, entry]) => `${name} wants node ${JSON.stringify(entry.engines)}`);
    expect(refusing, `packages refusing Node ${oldest}`).toEqual([]);
  });
});
