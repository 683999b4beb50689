import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  isTaxYearOver,
  taxYearIssuedFrom,
  type OrganizationProfile,
  type TaxCertificateAnswer,
  type TaxYearAnswer,
} from '@stages/contracts';
import { dailyMaximumFor } from '../tax/daily-maximum.js';
import { Clock } from '../../infrastructure/clock.js';
import { DomainError } from '../../platform/domain-error.js';
import { DocumentSources } from '../queries/document-sources.js';
import { BelcotaxError, belcotaxXml } from './belcotax-xml.js';
import { taxCertificatesOf, type TaxCertificateEntry } from './tax-certificates.js';

export const organizationCertificateUrl = (year: number, entry: TaxCertificateEntry) =>
  `/api/v1/organization/tax-certificates/${year}/${entry.childId}/${entry.part}/`;

export const familyCertificateUrl = (year: number, entry: TaxCertificateEntry) =>
  `/api/v1/documents/tax-certificates/${year}/${entry.organizationId}/${entry.childId}/${entry.part}/`;

/** The year's certificates and filing are issued once it is over: 409 before, saying from when. */
export function yearNotOverRefusal(year: number): DomainError {
  return new DomainError(
    ErrorCode.taxCertificateYearNotOver,
    `The certificates of ${year} are issued from ${taxYearIssuedFrom(year)}`,
    409,
  );
}

/** `url` is null while the certificate cannot be printed: it lacks data, or its year is not over. */
export function certificateAnswer(
  entry: TaxCertificateEntry,
  url: string | null,
): TaxCertificateAnswer {
  return {
    id: `${entry.organizationId}/${entry.childId}/${entry.part}`,
    serial: entry.serial,
    child_id: entry.childId,
    child_name: entry.childName,
    part: entry.part,
    periods: entry.periods.map((period) => ({
      from: period.from,
      to: period.to,
      days: period.days,
      daily_rate_cents: period.dailyRateCents,
      amount_cents: period.amountCents,
      deductible_cents: period.deductibleCents,
    })),
    total_cents: entry.totalCents,
    deductible_cents: entry.deductibleCents,
    missing: [...entry.missing],
    url: entry.data ? url : null,
  };
}

/** What the filing's sender block is made from: the organization's profile. */
export type FilingOrganization = OrganizationProfile & { readonly id: string };

/** The 281.86 certificates of an organization's income year, worked out from its paid stays. */
@Injectable()
export class TaxYears {
  constructor(
    private readonly sources: DocumentSources,
    private readonly clock: Clock,
  ) {}

  /** Whether the year is over in Belgium, so that its certificates and filing are issued. */
  isOver(year: number): boolean {
    return isTaxYearOver(year, this.clock.today());
  }

  async certificates(organizationId: string, year: number): Promise<TaxCertificateEntry[]> {
    const stays = await this.sources.paidStays(organizationId, year);
    return taxCertificatesOf(stays, year, this.clock.today());
  }

  /**
   * The year's Belcotax-on-web file, made from its certificates, or why it cannot be: the year
   * not over, no certificate this year, a certificate lacking data, or a sender's block the
   * profile cannot fill (a phone, an e-mail, an address in Belgium).
   */
  filing(
    organization: FilingOrganization,
    year: number,
    entries: readonly TaxCertificateEntry[],
  ): { xml: string } | { refusal: DomainError } {
    if (!this.isOver(year)) return { refusal: yearNotOverRefusal(year) };
    if (entries.length === 0) {
      return {
        refusal: new DomainError(ErrorCode.documentNotFound, 'No certificate this year', 404),
      };
    }
    const incomplete = entries.filter((entry) => !entry.data).length;
    if (incomplete > 0) {
      const message = `${incomplete} certificates lack data`;
      return { refusal: new DomainError(ErrorCode.documentIncomplete, message, 409) };
    }
    const certificates = entries.map((entry) => entry.data!);
    const responsible = [organization.responsible_first_name, organization.responsible_last_name];
    try {
      return {
        xml: belcotaxXml({
          incomeYear: year,
          createdOn: this.clock.today(),
          organization: certificates[0]!.organization,
          contact: {
            name: responsible.filter(Boolean).join(' ') || organization.name,
            phone: organization.phone,
            email: organization.email,
          },
          language: organization.language,
          certificates,
        }),
      };
    } catch (error) {
      if (!(error instanceof BelcotaxError)) throw error;
      return { refusal: new DomainError(ErrorCode.documentIncomplete, error.message, 409) };
    }
  }

  /** The year's certificates, and the Belcotax file's address once it can be made. */
  async summary(organization: FilingOrganization, year: number): Promise<TaxYearAnswer> {
    const entries = await this.certificates(organization.id, year);
    const maximum = dailyMaximumFor(year);
    const over = this.isOver(year);
    const filing = this.filing(organization, year, entries);
    // A certificate lacking data says so on its own line, a year not over by `issued_from`: only
    // a refusal of the profile is told here.
    const profileRefusal =
      over && 'refusal' in filing && entries.length > 0 && entries.every((entry) => entry.data)
        ? filing.refusal.message
        : null;
    return {
      year,
      provisional: !over,
      issued_from: taxYearIssuedFrom(year),
      filing_due: `${year + 1}-03-01`,
      daily_maximum_cents: maximum.cents,
      daily_maximum_confirmed: maximum.confirmed,
      issues_certificates: organization.tax_certificates,
      certificates: entries.map((entry) =>
        certificateAnswer(entry, over ? organizationCertificateUrl(year, entry) : null),
      ),
      belcotax_url:
        'xml' in filing ? `/api/v1/organization/tax-certificates/${year}/belcotax/` : null,
      belcotax_problem: profileRefusal,
    };
  }

  /**
   * One certificate, printable: 409 `tax_certificate.year_not_over` before the year is over, 404
   * when there is none, 409 naming what it lacks.
   */
  async printable(organizationId: string, year: number, childId: string, part: number) {
    if (!this.isOver(year)) throw yearNotOverRefusal(year);
    const entry = (await this.certificates(organizationId, year)).find(
      (each) => each.childId === childId && each.part === part,
    );
    if (!entry) throw new DomainError(ErrorCode.documentNotFound, 'No such certificate', 404);
    if (!entry.data) {
      throw new DomainError(
        ErrorCode.documentIncomplete,
        `The certificate lacks: ${entry.missing.join(', ')}`,
        409,
      );
    }
    return entry.data;
  }
}
