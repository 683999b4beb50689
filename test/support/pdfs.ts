import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from './browser.js';

function installed(command: string): boolean {
  try {
    execFileSync(command, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Poppler reads PDFs back; CI installs it (poppler-utils), a bare machine may not have it. */
export const POPPLER = ['pdftotext', 'pdftoppm', 'pdfinfo'].every(installed);

/** Said in the name of each test that needs poppler, so that a skip says why. */
export const needsPoppler = POPPLER
  ? ''
  : ' (skipped: pdftotext, pdftoppm and pdfinfo (poppler-utils) are not installed, so the PDFs cannot be read back)';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-pdfs-'));
process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
let files = 0;

/** `pdf` written to a scratch file, for the poppler tools. */
export function savedPdf(pdf: Buffer): string {
  const file = path.join(scratch, `document-${++files}.pdf`);
  fs.writeFileSync(file, pdf);
  return file;
}

/**
 * The text of a PDF read back twice: laid out as printed (`pdftotext -layout`), for rows and
 * columns, then in drawing order with wrapped lines joined, for values a column wraps. No-break
 * spaces read as spaces.
 */
export function pdfText(pdf: Buffer): string {
  const file = savedPdf(pdf);
  const read = (mode: string) =>
    execFileSync('pdftotext', [mode, file, '-'], { encoding: 'utf8' }).replace(/\u00a0/g, ' ');
  const flow = read('-raw')
    .replace(/-\n/g, '-')
    .replace(/\s*\n\s*/g, ' ');
  return `${read('-layout')}\n\n${flow}`;
}

/** Page 1 drawn as a PNG at `dpi`. */
export function pdfPageImage(pdf: Buffer, dpi: number): Buffer {
  const out = path.join(scratch, `page-${++files}`);
  execFileSync('pdftoppm', [
    '-r',
    String(dpi),
    '-png',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    savedPdf(pdf),
    out,
  ]);
  return fs.readFileSync(`${out}.png`);
}

/** A download's bytes and headers, whatever its type. */
export async function downloaded(browser: Browser, url: string) {
  const response = await browser
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const bytes = response.body as Buffer;
  const json = () => JSON.parse(bytes.toString('utf8')) as { code?: string };
  return { status: response.status, headers: response.headers, bytes, json };
}
