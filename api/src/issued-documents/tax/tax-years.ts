import { Injectable } from '@nestjs/common';
import { ErrorCode, type TaxCertificateAnswer, type TaxYearAnswer } from '@stages/contracts';
import { dailyMaximumFor } from '../tax/daily-maximum.js';
import { Clock } from '../../infrastructure/clock.js';
import { DomainError } from '../../platform/domain-error.js';
import { DocumentSources } from '../queries/document-sources.js';
import { taxCertificatesOf, type TaxCertificateEntry } from './tax-certificates.js';

export const organizationCertificateUrl = (year: number, entry: TaxCertificateEntry) =>
  `/api/v1/organization/tax-certificates/${year}/${entry.childId}/${entry.part}/`;

export const familyCertificateUrl = (year: number, entry: TaxCertificateEntry) =>
  `/api/v1/documents/tax-certificates/${year}/${entry.organizationId}/${entry.childId}/${entry.part}/`;

export function certificateAnswer(entry: TaxCertificateEntry, url: string): TaxCertificateAnswer {
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

/** The 281.86 certificates of an organization's income year, worked out from its paid stays. */
@Injectable()
export class TaxYears {
  constructor(
    private readonly sources: DocumentSources,
    private readonly clock: Clock,
  ) {}

  async certificates(organizationId: string, year: number): Promise<TaxCertificateEntry[]> {
    const stays = await this.sources.paidStays(organizationId, year);
    return taxCertificatesOf(stays, year, this.clock.today());
  }

  async summary(
    organizationId: string,
    year: number,
    issuesCertificates: boolean,
  ): Promise<TaxYearAnswer> {
    const entries = await this.certificates(organizationId, year);
    const maximum = dailyMaximumFor(year);
    const complete = entries.length > 0 && entries.every((entry) => entry.data);
    return {
      year,
      provisional: this.clock.today() < `${year + 1}-01-01`,
      filing_due: `${year + 1}-03-01`,
      daily_maximum_cents: maximum.cents,
      daily_maximum_confirmed: maximum.confirmed,
      issues_certificates: issuesCertificates,
      certificates: entries.map((entry) =>
        certificateAnswer(entry, organizationCertificateUrl(year, entry)),
      ),
      belcotax_url: complete ? `/api/v1/organization/tax-certificates/${year}/belcotax/` : null,
      belcotax_problem: null,
    };
  }

  /** One certificate, printable: 404 when there is none, 409 naming what it lacks. */
  async printable(organizationId: string, year: number, childId: string, part: number) {
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
