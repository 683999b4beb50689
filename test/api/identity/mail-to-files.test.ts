import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startApi } from '../../support/api.js';
import { openBrowser } from '../../support/browser.js';
import { openPglite } from '../../support/databases.js';
import { capturingLogger } from '../../support/logging.js';
import { PASSWORD } from './world.js';

describe('Mail without an SMTP server', () => {
  it('is written to DATA_DIR/mail as .eml files, and its link logged', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-mail-'));
    const { logger, lines } = capturingLogger();
    const api = await startApi(await openPglite(), {
      env: { DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' },
      logger,
    });
    try {
      await (
        await openBrowser(api)
      )
        .post('/api/v1/registration/', {
          email: 'newcomer@example.be',
          password1: PASSWORD,
          password2: PASSWORD,
          first_name: 'Nour',
          last_name: 'El Amrani',
        })
        .expect(201);
      const files = fs.readdirSync(path.join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      const message = fs.readFileSync(path.join(dataDir, 'mail', files[0]!), 'utf8');
      expect(message).toContain('To: newcomer@example.be');
      const logged = lines.find((line) => line.msg === 'Mail written to a file (no SMTP_URL)');
      expect(logged?.link).toMatch(
        /^http:\/\/localhost:3000\/account-email-confirmation\/[\w-]{43}$/,
      );
    } finally {
      await api.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is announced at start when the product has a public https address', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-mail-'));
    const warned = async (publicUrl: string) => {
      const { logger, lines } = capturingLogger();
      const api = await startApi(await openPglite(), {
        env: { DATA_DIR: dataDir, PUBLIC_URL: publicUrl },
        logger,
      });
      await api.close();
      return lines.some(
        (line) => line.level === 'warn' && String(line.msg).startsWith('No SMTP_URL'),
      );
    };
    try {
      expect(await warned('https://stages.example.be')).toBe(true);
      expect(await warned('http://localhost:3000')).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
