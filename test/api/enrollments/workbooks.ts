import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Browser } from '../../support/browser.js';

/** Downloads a workbook and reads it back as Excel would. */
export async function workbook(browser: Browser, path: string) {
  const response = await browser
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(response.status, String(response.body)).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="[\x20-\x7e]+\.xlsx"; filename\*=UTF-8''\S+\.xlsx$/,
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.body as Parameters<typeof book.xlsx.load>[0]);
  return book;
}

export const headers = (sheet: ExcelJS.Worksheet) =>
  (sheet.getRow(1).values as unknown[]).slice(1).map(String);

/** The sheet's rows as records keyed by the header titles. */
export function records(sheet: ExcelJS.Worksheet) {
  const titles = headers(sheet);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    rows.push(Object.fromEntries(titles.map((title, at) => [title, row.getCell(at + 1).value])));
  });
  return rows;
}
