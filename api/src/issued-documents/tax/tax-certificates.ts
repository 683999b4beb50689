import type { TaxCertificateGap } from '@stages/contracts';
import type { TaxCertificateData } from '../domain/document-data.js';
import { carePeriod, certificatesOfPeriods, type CarePeriod } from '../tax/care-periods.js';
import { dailyMaximumFor } from '../tax/daily-maximum.js';
import { carePaidCents, partyOf } from '../domain/compose.js';
import type { DocumentSource } from '../queries/document-sources.js';

type MissingField = TaxCertificateGap;

/** One 281.86 of an organization's income year, printable or not yet. */
export interface TaxCertificateEntry {
  readonly organizationId: string;
  readonly childId: string;
  /** 1 for a child's first four periods, 2 from the fifth. */
  readonly part: number;
  readonly serial: number;
  readonly childName: string;
  readonly periods: readonly CarePeriod[];
  readonly totalCents: number;
  readonly deductibleCents: number;
  readonly missing: readonly MissingField[];
  /** Null when something is missing: a certificate with a gap is not printed. */
  readonly data: TaxCertificateData | null;
}

function missingOf(source: DocumentSource): MissingField[] {
  const { organization, child, parent, legalRepresentative } = source;
  const debtorNumber =
    legalRepresentative?.nationalRegisterNumber ?? parent?.nationalRegisterNumber;
  const checks: [MissingField, unknown][] = [
    ['organization.tax_certificates', organization.taxCertificates],
    ['organization.certification', organization.certification.choice],
    ['organization.certifier_name', organization.certification.certifierName],
    ['organization.certifier_address', organization.certification.certifierAddress],
    ['organization.address', organization.address],
    ['debtor.national_register_number', debtorNumber],
    ['debtor.address', parent?.address ?? child?.address],
    ['child.national_register_number', child?.nationalRegisterNumber],
    ['child.address', child?.address ?? parent?.address],
  ];
  return checks.filter(([, value]) => !value).map(([field]) => field);
}

function dataOf(
  source: DocumentSource,
  year: number,
  serial: number,
  periods: readonly CarePeriod[],
  today: string,
): TaxCertificateData {
  const { organization, child, parent, legalRepresentative } = source;
  const debtor = legalRepresentative ?? parent!;
  const certification = organization.certification;
  return {
    language: source.language,
    incomeYear: year,
    serial,
    issuedOn: today,
    organization: partyOf(organization),
    certification: {
      choice: certification.choice!,
      certifierName: certification.certifierName!,
      certifierEnterpriseNumber: certification.certifierEnterpriseNumber,
      certifierAddress: certification.certifierAddress!,
      from: certification.from,
      until: certification.until,
    },
    debtor: {
      firstName: debtor.firstName,
      lastName: debtor.lastName,
      nationalRegisterNumber: debtor.nationalRegisterNumber!,
      address: (parent?.address ?? child!.address)!,
    },
    child: {
      firstName: child!.firstName,
      lastName: child!.lastName,
      birthDate: child!.birthDate,
      nationalRegisterNumber: child!.nationalRegisterNumber!,
      address: (child!.address ?? parent?.address)!,
    },
    periods: periods.map(({ from, to, days, dailyRateCents, amountCents }) => ({
      from,
      to,
      days,
      dailyRateCents,
      amountCents,
    })),
    totalCents: periods.reduce((sum, period) => sum + period.amountCents, 0),
    signatory: organization.signatory,
  };
}

/**
 * The 281.86 certificates of one organization's income year, from its paid stays in the order
 * `DocumentSources.paidStays` gives them (by child, then by date): one per child and four
 * periods, numbered from 1 across the organization in that order.
 */
export function taxCertificatesOf(
  stays: readonly DocumentSource[],
  year: number,
  today: string,
): TaxCertificateEntry[] {
  const maximum = dailyMaximumFor(year).cents;
  const byChild = new Map<string, { source: DocumentSource; periods: CarePeriod[] }>();
  for (const stay of stays) {
    if (!stay.child) continue;
    const period = carePeriod(
      {
        firstDay: stay.stage.firstDay,
        lastDay: stay.stage.lastDay,
        effectiveDays: stay.stage.effectiveDays,
        attendedDays: stay.stage.attendedDays,
        // Only childcare goes on a 281.86: not meals or transport charged apart.
        paidCents: carePaidCents(stay),
      },
      stay.child,
      year,
      maximum,
      today,
    );
    if (!period) continue;
    const key = `${stay.organization.id}/${stay.childId}`;
    const entry = byChild.get(key) ?? { source: stay, periods: [] };
    entry.periods.push(period);
    byChild.set(key, entry);
  }
  const certificates: TaxCertificateEntry[] = [];
  for (const { source, periods } of byChild.values()) {
    const missing = missingOf(source);
    certificatesOfPeriods(periods).forEach((group, index) => {
      const serial = certificates.length + 1;
      certificates.push({
        organizationId: source.organization.id,
        childId: source.childId,
        part: index + 1,
        serial,
        childName: `${source.child!.firstName} ${source.child!.lastName}`,
        periods: group,
        totalCents: group.reduce((sum, period) => sum + period.amountCents, 0),
        deductibleCents: group.reduce((sum, period) => sum + period.deductibleCents, 0),
        missing,
        data: missing.length === 0 ? dataOf(source, year, serial, group, today) : null,
      });
    });
  }
  return certificates;
}
