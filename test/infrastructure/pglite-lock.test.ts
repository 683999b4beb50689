import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DataDirInUseError,
  PgliteDatabase,
} from '../../api/src/infrastructure/database/pglite-database.js';

describe('The embedded database folder', () => {
  let folder: string;
  const lockFile = () => path.join(folder, 'pglite.lock');

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-lock-'));
    await (await PgliteDatabase.open(folder)).close(); // creates the cluster once
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('is held by a lock file naming its process, removed on close', async () => {
    const db = await PgliteDatabase.open(folder);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    await expect(PgliteDatabase.open(folder)).rejects.toBeInstanceOf(DataDirInUseError);
    await db.close();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('is refused while another live process holds it, and taken over once that process died', async () => {
    const other = spawn('sleep', ['30']);
    fs.writeFileSync(lockFile(), String(other.pid));
    await expect(PgliteDatabase.open(folder)).rejects.toThrow(
      `open in another process (pid ${other.pid})`,
    );
    other.kill('SIGKILL');
    await new Promise((resolve) => other.on('exit', resolve));
    const db = await PgliteDatabase.open(folder);
    await db.close();
  });

  it('takes over a lock bearing its own pid (a restart reusing it) or no pid at all', async () => {
    for (const content of [String(process.pid), '', 'garbage']) {
      fs.writeFileSync(lockFile(), content);
      const db = await PgliteDatabase.open(folder);
      await db.close();
    }
  });
});
