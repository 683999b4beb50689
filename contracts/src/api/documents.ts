import { z } from 'zod';

export const DOCUMENT_KINDS = [
  'invoice',
  'credit_note',
  'mutual_certificate',
  'tax_certificate',
] as const;
export const DocumentKind = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof DocumentKind>;

/** What a 281.86 lacks to be printed; the web names each in the reader's language. */
export const TAX_CERTIFICATE_GAPS = [
  'organization.tax_certificates',
  'organization.certification',
  'organization.certifier_name',
  'organization.certifier_address',
  'organization.address',
  'debtor.national_register_number',
  'debtor.address',
  'child.national_register_number',
  'child.address',
] as const;
export const TaxCertificateGap = z.enum(TAX_CERTIFICATE_GAPS);
export type TaxCertificateGap = z.infer<typeof TaxCertificateGap>;

/**
 * The day a year's 281.86 certificates and its Belcotax file are issued: 1 January of the next
 * year, in Belgium. Before, the year is not over and its certificates are not final: a day paid
 * in December would still change them (and the Belcotax file must be created in the next year).
 */
export const taxYearIssuedFrom = (year: number) => `${year + 1}-01-01`;

/** Whether a year's 281.86 may be issued on `today`, Belgium's `YYYY-MM-DD`. */
export const isTaxYearOver = (year: number, today: string) => today >= taxYearIssuedFrom(year);

/** One of a family's documents, `GET /api/v1/documents/`. */
export const FamilyDocument = z
  .object({
    id: z.string().describe('Stable: the kind and what the document is of'),
    kind: DocumentKind,
    child_id: z.uuid(),
    child_name: z.string(),
    organization_name: z.string(),
    year: z.number().int(),
    title: z.string().describe("In the reader's language"),
    issued_on: z
      .string()
      .nullable()
      .describe('YYYY-MM-DD; null for a certificate drawn when asked'),
    /** Where to download it; null for a 281.86 that lacks data (see `missing`) or is not due yet. */
    url: z.string().nullable(),
    missing: z.array(TaxCertificateGap),
    available_from: z
      .string()
      .nullable()
      .describe('YYYY-MM-DD: a 281.86 whose year is not over is issued from that day; else null'),
  })
  .meta({ id: 'FamilyDocument' });
export type FamilyDocument = z.infer<typeof FamilyDocument>;

export const TaxPeriodAnswer = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  daily_rate_cents: z.number().int().nullable().describe("Only above the year's maximum per day"),
  amount_cents: z.number().int(),
  deductible_cents: z
    .number()
    .int()
    .describe("The days times the year's maximum, at most the amount"),
});

export const TaxCertificateAnswer = z
  .object({
    id: z.string(),
    serial: z.number().int(),
    child_id: z.uuid(),
    child_name: z.string(),
    part: z.number().int().describe("1 for a child's first four periods, 2 from the fifth"),
    periods: z.array(TaxPeriodAnswer),
    total_cents: z.number().int(),
    deductible_cents: z.number().int(),
    missing: z.array(TaxCertificateGap),
    /** Null while it lacks data, or while its year is not over (see `issued_from`). */
    url: z.string().nullable(),
  })
  .meta({ id: 'TaxCertificate' });
export type TaxCertificateAnswer = z.infer<typeof TaxCertificateAnswer>;

/** `GET /api/v1/organization/tax-certificates/{year}/`. */
export const TaxYearAnswer = z
  .object({
    year: z.number().int(),
    /** The year is not over: certificates and the filing may still change, and are not issued. */
    provisional: z.boolean(),
    /** The day the year's certificates and Belcotax file are issued: 1 January of the next year. */
    issued_from: z.string(),
    /** The day the Belcotax filing is due: 1 March of the next year. */
    filing_due: z.string(),
    daily_maximum_cents: z.number().int(),
    daily_maximum_confirmed: z.boolean(),
    /** The organization's profile lets it issue 281.86 certificates. */
    issues_certificates: z.boolean(),
    certificates: z.array(TaxCertificateAnswer),
    belcotax_url: z
      .string()
      .nullable()
      .describe('Null while the year is not over or a certificate lacks data'),
    belcotax_problem: z
      .string()
      .nullable()
      .describe(
        'Why the file cannot be made though the certificates are complete (the profile lacks a phone, an e-mail...)',
      ),
  })
  .meta({ id: 'TaxYear' });
export type TaxYearAnswer = z.infer<typeof TaxYearAnswer>;

/**
 * `GET /api/v1/organization/stages/{slug}/documents/counts/`: what the stage's ZIP files would
 * hold, so that a ZIP with nothing in it is not offered.
 */
export const StageDocumentCounts = z
  .object({
    /** Its invoices (each with its credit note when it has one). */
    invoices: z.number().int(),
    /** Its mutual insurer's certificates: stays paid and over. */
    mutual_certificates: z.number().int(),
  })
  .meta({ id: 'StageDocumentCounts' });
export type StageDocumentCounts = z.infer<typeof StageDocumentCounts>;
