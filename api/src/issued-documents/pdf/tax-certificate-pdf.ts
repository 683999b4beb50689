import { formatNationalRegisterNumber } from '@stages/contracts';
import type { Certification, TaxCertificateData } from '../domain/document-data.js';
import {
  addressText,
  formatDate,
  formatEnterpriseNumber,
  formatMoney,
  fullName,
} from './formats.js';
import {
  COLORS,
  CONTENT_WIDTH,
  PAGE,
  type Column,
  type Pdf,
  drawCheckbox,
  drawFooter,
  drawKeyValueColumns,
  drawKeyValueSections,
  drawSectionHeading,
  drawSignature,
  drawTable,
  drawTotal,
  heightOf,
  openDocument,
  organizationFooter,
  toBuffer,
  write,
} from './pdf-document.js';
import { WORDINGS } from './wordings.js';

const CHOICES: readonly Certification[] = ['a', 'b', 'c', 'd'];

/** `2026-0007`: the income year, then the certificate's serial among the organization's. */
export const taxCertificateNumber = (data: TaxCertificateData) =>
  `${data.incomeYear}-${String(data.serial).padStart(4, '0')}`;

/**
 * The childcare tax certificate 281.86, laid out like the official form: I the childcare
 * provider, II its certification, III who paid, IV the child, V the periods of care and what
 * was paid for them, then the signature.
 */
export async function renderTaxCertificate(data: TaxCertificateData): Promise<Buffer> {
  const words = WORDINGS[data.language];
  const tax = words.taxCertificate;
  const date = (day: string) => formatDate(day, data.language);
  const number = taxCertificateNumber(data);
  const enterprise = (digits: string | null) => (digits ? formatEnterpriseNumber(digits) : '—');

  const doc = await openDocument({
    language: data.language,
    issuedOn: data.issuedOn,
    title: `${tax.title} — ${tax.number} ${number}`,
    author: data.organization.name,
    subject: `${tax.incomeYear} ${data.incomeYear} — ${fullName(data.child)}`,
  });

  let y = drawHeading(doc, data, number);

  y = drawSectionHeading(doc, tax.organization, y + 14) + 7;
  y = drawKeyValueColumns(
    doc,
    [
      [
        [words.common.name, data.organization.name],
        [words.common.enterpriseNumber, enterprise(data.organization.enterpriseNumber)],
      ],
      [[words.common.address, addressText(data.organization.address, data.language)]],
    ],
    y,
    { size: 9 },
  );

  y = drawSectionHeading(doc, tax.certification, y + 6) + 7;
  y = drawCertification(doc, data, y);
  const { certification } = data;
  y = drawKeyValueColumns(
    doc,
    [
      [
        [tax.certifier, certification.certifierName],
        [words.common.enterpriseNumber, enterprise(certification.certifierEnterpriseNumber)],
      ],
      [
        [words.common.address, certification.certifierAddress],
        [tax.certificationPeriod, certificationPeriod(data)],
      ],
    ],
    y + 6,
    { size: 9 },
  );

  const nrn = formatNationalRegisterNumber;
  y = drawKeyValueSections(
    doc,
    [
      {
        title: tax.debtor,
        rows: [
          [words.common.name, fullName(data.debtor)],
          [words.common.nationalRegisterNumber, nrn(data.debtor.nationalRegisterNumber)],
          [words.common.address, addressText(data.debtor.address, data.language)],
        ],
      },
      {
        title: tax.child,
        rows: [
          [words.common.name, fullName(data.child)],
          [words.common.birthDate, date(data.child.birthDate)],
          [words.common.nationalRegisterNumber, nrn(data.child.nationalRegisterNumber)],
          [words.common.address, addressText(data.child.address, data.language)],
        ],
      },
    ],
    y + 6,
    { size: 9 },
  );

  y = drawSectionHeading(doc, tax.care, y + 6) + 6;
  y = drawPeriods(doc, data, y);

  y = write(doc, tax.declaration, PAGE.left, y + 12, { width: CONTENT_WIDTH, size: 9 });
  drawSignature(
    doc,
    words.common,
    { organization: data.organization, signatory: data.signatory, date: date(data.issuedOn) },
    y + 8,
    { width: CONTENT_WIDTH },
  );
  drawFooter(doc, [
    ...organizationFooter(data.organization, data.language, { bill: false }),
    `281.86 ${tax.number} ${number}`,
  ]);
  return toBuffer(doc);
}

/** The form's title on the left; on the right, framed, its income year and number. */
function drawHeading(doc: Pdf, data: TaxCertificateData, number: string): number {
  const tax = WORDINGS[data.language].taxCertificate;
  const boxWidth = 150;
  const titleBottom = write(doc, tax.title, PAGE.left, PAGE.top, {
    width: CONTENT_WIDTH - boxWidth - 24,
    font: 'bold',
    size: 16,
    color: COLORS.accent,
  });
  const x = PAGE.right - boxWidth;
  const facts = [
    [tax.incomeYear, String(data.incomeYear)],
    [tax.number, number],
  ] as const;
  const height = 46;
  doc
    .rect(x, PAGE.top - 4, boxWidth, height)
    .lineWidth(1)
    .strokeColor(COLORS.accent)
    .stroke();
  facts.forEach(([label, value], index) => {
    const rowY = PAGE.top + 3 + index * 18;
    write(doc, label, x + 10, rowY + 1.5, { width: 80, size: 8, color: COLORS.muted });
    write(doc, value, x + 80, rowY, {
      width: boxWidth - 90,
      align: 'right',
      font: 'bold',
      size: 10.5,
    });
  });
  return Math.max(titleBottom, PAGE.top - 4 + height);
}

/** The four kinds of recognition, the certified one ticked. */
function drawCertification(doc: Pdf, data: TaxCertificateData, y: number): number {
  const tax = WORDINGS[data.language].taxCertificate;
  y = write(doc, tax.certificationIntro, PAGE.left, y, { width: CONTENT_WIDTH, size: 9 });
  for (const choice of CHOICES) {
    const checked = choice === data.certification.choice;
    const style = {
      width: CONTENT_WIDTH - 20,
      size: 8.5,
      font: checked ? 'bold' : 'regular',
    } as const;
    drawCheckbox(doc, PAGE.left + 2, y + 4, checked);
    y = write(doc, tax.choices[choice], PAGE.left + 20, y + 4, style);
  }
  return y;
}

function certificationPeriod(data: TaxCertificateData): string {
  const tax = WORDINGS[data.language].taxCertificate;
  const { from, until } = data.certification;
  const date = (day: string) => formatDate(day, data.language);
  if (from && until) return tax.periodFromUntil(date(from), date(until));
  if (from) return tax.periodFrom(date(from));
  if (until) return tax.periodUntil(date(until));
  return '—';
}

/** The periods of care, numbered as on the form, their total, and when a daily rate shows. */
function drawPeriods(doc: Pdf, data: TaxCertificateData, y: number): number {
  const words = WORDINGS[data.language];
  const tax = words.taxCertificate;
  const date = (day: string) => formatDate(day, data.language);
  const money = (cents: number) => formatMoney(cents, data.language);
  const columns: Column[] = [
    { header: tax.number, width: 34 },
    { header: tax.from, width: 100 },
    { header: tax.to, width: 100 },
    { header: words.common.numberOfDays, width: 78, align: 'right' },
    { header: tax.dailyRate, width: 86, align: 'right' },
    { header: words.common.amount, width: CONTENT_WIDTH - 398, align: 'right' },
  ];
  const rows = data.periods.map((period, index) => [
    String(index + 1),
    date(period.from),
    date(period.to),
    String(period.days),
    period.dailyRateCents === null ? '' : money(period.dailyRateCents),
    money(period.amountCents),
  ]);
  y = drawTable(doc, columns, rows, y, { rowPadding: 4.5 });
  const totalBottom = drawTotal(doc, tax.total, money(data.totalCents), y + 8);
  const noteWidth = CONTENT_WIDTH - 270;
  const note = { width: noteWidth, size: 7.5, font: 'italic', color: COLORS.muted } as const;
  write(doc, tax.dailyRateNote, PAGE.left, y + 8, note);
  return Math.max(totalBottom, y + 8 + heightOf(doc, tax.dailyRateNote, note));
}
