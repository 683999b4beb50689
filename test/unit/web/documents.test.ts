import { describe, expect, it } from 'vitest';
import {
  documentAtPath,
  downloaderPath,
  ENROLLMENT_DOCUMENTS,
  enrollmentDocumentUrl,
  type EnrollmentDocumentKind,
} from '../../../web/src/documents/folders.js';
import { returnPathOf, signInReturningTo } from '../../../web/src/guards/returnPath.js';
import { fileNameOf } from '../../../web/src/providers/fileName.js';
import { formatters } from '../../../web/src/providers/useFormats.js';
import {
  defaultTaxYear,
  taxYearChoices,
  taxYearNotices,
} from '../../../web/src/taxCertificates/taxYear.js';

const ID = '9ac4f3cd-1186-411c-b53b-6eec7e91ce29';

describe("the downloader's folders", () => {
  it.each([
    ['invoices', `/api/v1/enrollments/${ID}/invoice/`, 'invoice'],
    ['credit-notes', `/api/v1/enrollments/${ID}/invoice/?document=credit-note`, 'credit_note'],
    ['mutual-certificates', `/api/v1/enrollments/${ID}/mutual-certificate/`, 'mutual_certificate'],
  ])('/%s/{enrollment}.pdf fetches %s', (folder, url, kind) => {
    expect(documentAtPath(folder, `${ID}.pdf`)).toEqual({ kind, enrollmentId: ID, url });
  });

  it('reads the enrollment whatever the case of its letters', () => {
    expect(documentAtPath('invoices', `${ID.toUpperCase()}.PDF`)?.enrollmentId).toBe(ID);
  });

  it.each([
    ['an unknown folder', 'receipts', `${ID}.pdf`],
    ['a folder of another case', 'Invoices', `${ID}.pdf`],
    ['a file without its extension', 'invoices', ID],
    ['another extension', 'invoices', `${ID}.zip`],
    ['a file that is no enrollment', 'invoices', 'summer.pdf'],
    ['a path slipped into the file', 'invoices', `..%2F${ID}.pdf`],
    ['an ordinary page', 'no-such-page', 'really'],
  ])('answers nothing for %s', (_case, folder, file) => {
    expect(documentAtPath(folder, file)).toBeNull();
  });

  it('gives back, from each kind, the address it reads', () => {
    for (const kind of Object.keys(ENROLLMENT_DOCUMENTS) as EnrollmentDocumentKind[]) {
      const [, folder, file] = downloaderPath(kind, ID).split('/');
      expect(documentAtPath(folder!, file!)).toEqual({
        kind,
        enrollmentId: ID,
        url: enrollmentDocumentUrl(kind, ID),
      });
    }
  });

  it('names the folders as the links in e-mails do', () => {
    expect(downloaderPath('invoice', ID)).toBe(`/invoices/${ID}.pdf`);
    expect(downloaderPath('credit_note', ID)).toBe(`/credit-notes/${ID}.pdf`);
    expect(downloaderPath('mutual_certificate', ID)).toBe(`/mutual-certificates/${ID}.pdf`);
  });
});

describe('the way back after signing in', () => {
  it('comes back to the page, with its query', () => {
    const signIn = signInReturningTo(`/invoices/${ID}.pdf?from=mail`);
    expect(returnPathOf(new URL(signIn, 'http://x').search)).toBe(`/invoices/${ID}.pdf?from=mail`);
  });

  it.each([
    ['no page', ''],
    ['another site', '?next=https%3A%2F%2Fevil.example%2F'],
    ['another site without its scheme', '?next=%2F%2Fevil.example%2F'],
    ['a backslash some browsers read as a slash', '?next=%2F%5Cevil.example'],
    ['a tab browsers drop, leaving two slashes', '?next=%2F%09%2Fevil.example'],
    ['a relative path', '?next=parent%2Fdocuments'],
    ['the sign-in page itself', '?next=%2Fauth%2Flogin%3Fnext%3D%252F'],
  ])('goes nowhere special for %s', (_case, search) => {
    expect(returnPathOf(search)).toBeNull();
  });
});

describe("a file's name and size", () => {
  const headers = (value: string) => ({ headers: new Headers({ 'content-disposition': value }) });

  it('reads the name the server gives, in UTF-8', () => {
    expect(
      fileNameOf(headers("attachment; filename*=UTF-8''attestation-fiscale-281.86.pdf"), 'x'),
    ).toBe('attestation-fiscale-281.86.pdf');
    expect(fileNameOf(headers("attachment; filename*=UTF-8''%C3%A9t%C3%A9.pdf"), 'x')).toBe(
      'été.pdf',
    );
    expect(fileNameOf(headers('attachment; filename="plain.pdf"'), 'x')).toBe('plain.pdf');
    expect(fileNameOf(headers('attachment'), 'fallback.pdf')).toBe('fallback.pdf');
  });

  it('says the size in each language', () => {
    // French puts a narrow no-break space before the unit.
    const size = (locale: string, bytes: number) =>
      formatters(locale).fileSize(bytes).replace(/\s/g, ' ');
    expect(size('fr', 8228)).toBe('8,2 ko');
    expect(size('en', 8228)).toBe('8.2 kB');
    expect(size('nl', 8228)).toBe('8,2 kB');
    expect(size('fr', 1_500_000)).toBe('1,5 Mo');
    expect(size('en', 512)).toBe('512 bytes');
  });
});

describe('the tax certificates’ year', () => {
  it.each([
    ['2027-01-05', 2026],
    ['2027-02-28', 2026],
    ['2027-03-01', 2027],
    ['2027-12-31', 2027],
  ])('opens on %s at %i', (today, year) => {
    expect(defaultTaxYear(today)).toBe(year);
  });

  it('offers this year and the three before', () => {
    expect(taxYearChoices('2027-01-05')).toEqual([2027, 2026, 2025, 2024]);
  });

  const year = {
    year: 2026,
    provisional: false,
    filing_due: '2027-03-01',
    issues_certificates: true,
    daily_maximum_confirmed: true,
  };
  const kinds = (answer: typeof year, today: string) =>
    taxYearNotices(answer, today).map((notice) => notice.kind);

  it('reminds the filing from 1 January until its day', () => {
    expect(kinds({ ...year, provisional: true }, '2026-12-31')).toEqual(['provisional']);
    expect(kinds(year, '2027-01-01')).toEqual(['filing_due']);
    expect(kinds(year, '2027-03-01')).toEqual(['filing_due']);
    expect(kinds(year, '2027-03-02')).toEqual([]);
  });

  it('says when the profile does not issue certificates, and an unconfirmed maximum', () => {
    expect(
      kinds({ ...year, issues_certificates: false, daily_maximum_confirmed: false }, '2027-06-01'),
    ).toEqual(['not_issuing', 'maximum_unconfirmed']);
  });
});
