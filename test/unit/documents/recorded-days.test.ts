import { describe, expect, it } from 'vitest';
import {
  carePaidCents,
  mutualCertificateOf,
} from '../../../api/src/issued-documents/domain/compose.js';
import type { DocumentSource } from '../../../api/src/issued-documents/queries/document-sources.js';
import { carePeriod } from '../../../api/src/issued-documents/tax/care-periods.js';

/**
 * Stages recorded before their days of activity were checked against their dates may state
 * more days than they span (123 for a week): the documents print the days the stage spans.
 */

const address = {
  street: 'Rue de Fer',
  number: '20',
  postal_code: '5000',
  city: 'Namur',
  country: 'BE',
};

function paidStay(effectiveDays: number | null): DocumentSource {
  return {
    enrollmentId: 'e1',
    childId: 'c1',
    bill: {
      invoiceNumber: '2026-00001',
      issuedOn: '2026-06-01',
      dueDate: '2026-06-15',
      amountCents: 12_500,
      communication: '+++000/0000/00097+++',
      creditNoteNumber: null,
      creditNoteIssuedOn: null,
      paymentDate: '2026-06-10',
      paidCents: 12_500,
      refundDate: null,
      cancelled: false,
    },
    lines: [{ kind: 'stage', amountCents: 12_500, countsAsCare: true }],
    language: 'fr',
    child: {
      firstName: 'Emma',
      lastName: 'Peeters',
      birthDate: '2017-03-01',
      nationalRegisterNumber: null,
      address,
      severelyDisabled: false,
    },
    parent: null,
    legalRepresentative: null,
    stage: {
      name: 'Stage poney',
      firstDay: '2026-07-06',
      lastDay: '2026-07-10',
      endsAt: new Date('2026-07-10T14:00:00Z'),
      effectiveDays,
      attendedDays: null,
      options: [],
    },
    organization: {
      id: 'o1',
      name: 'Les Castors',
      address,
      enterpriseNumber: '0403019261',
      vatNumber: null,
      email: 'castors@example.org',
      phone: null,
      iban: null,
      bic: null,
      signatory: null,
      taxCertificates: true,
      certification: {
        choice: null,
        certifierName: null,
        certifierEnterpriseNumber: null,
        certifierAddress: null,
        from: null,
        until: null,
      },
    },
  };
}

describe('Documents of a stage recorded with more days of activity than it spans', () => {
  it("prints the stage's five calendar days on the mutual insurer's certificate, not 123", () => {
    const days = (recorded: number | null) =>
      mutualCertificateOf(paidStay(recorded), new Date('2026-08-01T10:00:00Z'))!.activity.days;
    expect(days(123)).toBe(5);
    expect(days(6)).toBe(5);
    expect(days(4)).toBe(4);
    expect(days(null)).toBe(5);
  });

  it("states the days the child was recorded present on the mutual insurer's certificate, where attendance was taken", () => {
    const stay = paidStay(5);
    const attended = (days: string[] | null) =>
      mutualCertificateOf(
        { ...stay, stage: { ...stay.stage, attendedDays: days } },
        new Date('2026-08-01T10:00:00Z'),
      )!.activity.days;
    expect(attended(['2026-07-06', '2026-07-07', '2026-07-09'])).toBe(3);
    expect(attended(null)).toBe(5);
  });

  it('counts at most the days the stage spans on the 281.86, and shares the price over them', () => {
    const stay = {
      firstDay: '2026-07-06',
      lastDay: '2026-07-10',
      effectiveDays: 123,
      attendedDays: null,
      paidCents: 10_000,
    };
    expect(
      carePeriod(
        stay,
        { birthDate: '2017-03-01', severelyDisabled: false },
        2026,
        1690,
        '2026-08-01',
      ),
    ).toMatchObject({
      days: 5,
      amountCents: 10_000,
    });
    // Turning 14 on the Wednesday: two of the five days count, two fifths of the price.
    expect(
      carePeriod(
        stay,
        { birthDate: '2012-07-08', severelyDisabled: false },
        2026,
        1690,
        '2026-08-01',
      ),
    ).toMatchObject({
      days: 2,
      amountCents: 4_000,
    });
  });
});

describe('Documents of a stay with extras that are not care', () => {
  /** 125 € less 20 € for a second child, with daycare (25 €) and hot meals (35 €): 165 €. */
  const withExtras = (): DocumentSource => {
    const stay = paidStay(5);
    return {
      ...stay,
      lines: [
        { kind: 'stage', amountCents: 12_500, countsAsCare: true },
        { kind: 'sibling_discount', amountCents: -2_000, countsAsCare: false },
        { kind: 'option', amountCents: 2_500, countsAsCare: true, optionId: 'daycare' },
        { kind: 'option', amountCents: 3_500, countsAsCare: false, optionId: 'meals' },
      ],
      bill: { ...stay.bill, amountCents: 16_500, paidCents: 16_500 },
    };
  };

  it('states only the care, the discount shared in proportion, to the cent', () => {
    // Charged 185 €, of which 150 € care: 165 € × 150 / 185 = 133,78 €.
    expect(carePaidCents(withExtras())).toBe(13_378);
    const certificate = mutualCertificateOf(withExtras(), new Date('2026-08-01T10:00:00Z'))!;
    expect(certificate.amountPaidCents).toBe(13_378);
    expect(certificate.extrasCents).toBe(16_500 - 13_378);
  });

  it('states everything paid for a stay of care alone', () => {
    expect(carePaidCents(paidStay(5))).toBe(12_500);
  });
});
