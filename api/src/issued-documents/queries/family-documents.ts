import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  taxYearIssuedFrom,
  type FamilyDocument,
  type Language,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { FamilyAccess } from '../../families/index.js';
import { Clock } from '../../infrastructure/clock.js';
import { DomainError } from '../../platform/domain-error.js';
import { mutualCertificateOfferedSql, settledBillSql } from '../../enrollments/index.js';
import { DATABASE } from '../../platform/tokens.js';
import { documentTitle } from '../domain/document-titles.js';
import { familyCertificateUrl, TaxYears } from '../tax/tax-years.js';

interface BillRow {
  enrollment_id: string;
  child_id: string;
  child_name: string;
  organization_id: string;
  organization_name: string;
  stage_name: string;
  invoice_number: string;
  issued_on: string;
  credit_note_number: string | null;
  credit_note_issued_on: string | null;
  mutual_certificate: boolean;
  last_day: string;
  paid: boolean;
  first_year: number;
  last_year: number;
}

const url = (enrollmentId: string, path: string) => `/api/v1/enrollments/${enrollmentId}/${path}`;

/**
 * A family's documents: the invoices and credit notes of its children's bills, the mutual
 * insurer's certificates of their paid stays once over, and the 281.86 of every income year and
 * organization where one of them had a paid stay; newest first.
 */
@Injectable()
export class FamilyDocuments {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly access: FamilyAccess,
    private readonly taxYears: TaxYears,
    private readonly clock: Clock,
  ) {}

  async list(userId: string, language: Language): Promise<FamilyDocument[]> {
    const bills = await this.#bills(await this.access.parentIdsFor(userId));
    const documents: FamilyDocument[] = [];
    const of = (row: BillRow) => ({
      child_id: row.child_id,
      child_name: row.child_name,
      organization_name: row.organization_name,
      missing: [],
      available_from: null,
    });
    for (const row of bills) {
      documents.push({
        ...of(row),
        id: `invoice/${row.enrollment_id}`,
        kind: 'invoice',
        year: Number(row.issued_on.slice(0, 4)),
        title: documentTitle('invoice', language, `${row.invoice_number} · ${row.stage_name}`),
        issued_on: row.issued_on,
        url: url(row.enrollment_id, 'invoice/'),
      });
      if (row.credit_note_number && row.credit_note_issued_on) {
        documents.push({
          ...of(row),
          id: `credit_note/${row.enrollment_id}`,
          kind: 'credit_note',
          year: Number(row.credit_note_issued_on.slice(0, 4)),
          title: documentTitle(
            'credit_note',
            language,
            `${row.credit_note_number} · ${row.stage_name}`,
          ),
          issued_on: row.credit_note_issued_on,
          url: url(row.enrollment_id, 'invoice/?document=credit-note'),
        });
      }
      if (row.mutual_certificate) {
        documents.push({
          ...of(row),
          id: `mutual_certificate/${row.enrollment_id}`,
          kind: 'mutual_certificate',
          year: Number(row.last_day.slice(0, 4)),
          title: documentTitle('mutual_certificate', language, row.stage_name),
          issued_on: null,
          url: url(row.enrollment_id, 'mutual-certificate/'),
        });
      }
    }
    documents.push(...(await this.#taxCertificates(bills, language)));
    return documents.sort(
      (a, b) => b.year - a.year || (b.issued_on ?? '9').localeCompare(a.issued_on ?? '9'),
    );
  }

  /** One of the family's 281.86: 404 for another family's child. */
  async taxCertificate(
    userId: string,
    year: number,
    organizationId: string,
    childId: string,
    part: number,
  ) {
    const parents = await this.access.parentIdsFor(userId);
    const { rows } = await this.db.query(
      `SELECT 1 FROM children WHERE id = $1 AND primary_parent_id = ANY($2::uuid[])`,
      [childId, parents],
    );
    if (rows.length === 0) {
      throw new DomainError(ErrorCode.documentNotFound, 'No such certificate', 404);
    }
    return this.taxYears.printable(organizationId, year, childId, part);
  }

  async #taxCertificates(bills: readonly BillRow[], language: Language) {
    const thisYear = Number(this.clock.today().slice(0, 4));
    const children = new Set(bills.map((row) => row.child_id));
    const years = new Map<string, { organizationId: string; year: number }>();
    for (const row of bills.filter((each) => each.paid)) {
      for (let year = row.first_year; year <= Math.min(row.last_year, thisYear); year += 1) {
        years.set(`${row.organization_id}/${year}`, { organizationId: row.organization_id, year });
      }
    }
    const names = new Map(bills.map((row) => [row.organization_id, row.organization_name]));
    const documents: FamilyDocument[] = [];
    for (const { organizationId, year } of years.values()) {
      const over = this.taxYears.isOver(year);
      for (const entry of await this.taxYears.certificates(organizationId, year)) {
        if (!children.has(entry.childId)) continue;
        documents.push({
          id: `tax_certificate/${organizationId}/${year}/${entry.childId}/${entry.part}`,
          kind: 'tax_certificate',
          child_id: entry.childId,
          child_name: entry.childName,
          organization_name: names.get(organizationId) ?? '',
          year,
          title: documentTitle('tax_certificate', language, `${year} · ${entry.childName}`),
          issued_on: null,
          url: entry.data && over ? familyCertificateUrl(year, entry) : null,
          missing: [...entry.missing],
          available_from: over ? null : taxYearIssuedFrom(year),
        });
      }
    }
    return documents;
  }

  async #bills(parentIds: readonly string[]): Promise<BillRow[]> {
    const { rows } = await this.db.query<BillRow>(
      `SELECT e.enrollment_id::text, e.child_id::text,
              c.first_name || ' ' || c.last_name AS child_name,
              s.organization_id::text, o.name AS organization_name, s.name AS stage_name,
              b.invoice_number, b.issued_on::text, b.credit_note_number,
              b.credit_note_issued_on::text,
              ${mutualCertificateOfferedSql('$2')} AS mutual_certificate,
              (s.ends_at AT TIME ZONE 'Europe/Brussels')::date::text AS last_day,
              ${settledBillSql} AS paid,
              extract(year FROM s.starts_at AT TIME ZONE 'Europe/Brussels')::integer AS first_year,
              extract(year FROM s.ends_at AT TIME ZONE 'Europe/Brussels')::integer AS last_year
         FROM enrollments e
         JOIN children c ON c.id = e.child_id
         JOIN bills b ON b.enrollment_id = e.enrollment_id
         JOIN stage_catalogue s ON s.stage_id = e.stage_id
         JOIN organizations o ON o.id = s.organization_id
        WHERE c.primary_parent_id = ANY($1::uuid[]) AND b.invoice_number IS NOT NULL
        ORDER BY b.issued_on DESC, b.invoice_number DESC`,
      [parentIds, this.clock.now().toISOString()],
    );
    return rows;
  }
}
