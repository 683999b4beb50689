import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { inert, renderMail } from '../../../api/src/platform/mail/templates.js';

/** The links a mail client finds in plain text, as mailparser's linkifier sees them. */
async function linksIn(text: string) {
  const parsed = await simpleParser(`Content-Type: text/plain; charset=utf-8\r\n\r\n${text}`);
  return [...(parsed.textAsHtml ?? '').matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);
}

describe('Mail greeting a person by name', () => {
  const link = 'https://stages.example/account-email-confirmation/abc';

  it('never turns the name into a working link', async () => {
    for (const name of ['www.evil.com', 'http://evil.example/pay', 'pay@evil.be']) {
      // The detector does find the name as a link when nothing is done to it.
      expect(await linksIn(`Bonjour ${name},`)).not.toEqual([]);
      const mail = renderMail('confirm_email', 'fr', { name, link });
      expect(await linksIn(mail.text)).toEqual([link]);
      expect(mail.html).not.toContain(name);
      expect(mail.html.match(/<a /g)).toHaveLength(1);
    }
  });

  it('leaves ordinary names as they read', () => {
    expect(inert("Marie-Ève D'Hondt")).toBe("Marie-Ève D'Hondt");
    expect(renderMail('password_reset', 'nl', { name: 'Jan', link }).text).toContain('Hallo Jan,');
  });
});
