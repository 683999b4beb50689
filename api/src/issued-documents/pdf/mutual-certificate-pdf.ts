import { formatNationalRegisterNumber } from '@stages/contracts';
import type { MutualCertificateData } from '../domain/document-data.js';
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
  type KeyValue,
  drawCertificateTitle,
  drawFooter,
  drawFrame,
  drawKeyValueSections,
  drawLetterhead,
  drawSignature,
  heightOf,
  openDocument,
  organizationFooter,
  toBuffer,
  write,
} from './pdf-document.js';
import { WORDINGS } from './wordings.js';

/**
 * The certificate a mutual insurer asks for to refund part of a stage: who organised it, which
 * child took part, on which days, what was paid and when, signed, with a box for the insurer.
 */
export async function renderMutualCertificate(data: MutualCertificateData): Promise<Buffer> {
  const words = WORDINGS[data.language];
  const mutual = words.mutualCertificate;
  const date = (day: string) => formatDate(day, data.language);
  const amount = formatMoney(data.amountPaidCents, data.language);
  const child = fullName(data.child);

  const doc = await openDocument({
    language: data.language,
    issuedOn: data.issuedOn,
    title: `${mutual.title} — ${child}`,
    author: data.organization.name,
    subject: `${data.activity.name} — ${child}`,
  });

  let y = drawLetterhead(doc, data.organization, data.language);
  y = drawCertificateTitle(doc, mutual.title, mutual.subtitle, y + 34);

  const childRows: KeyValue[] = [
    [words.common.name, child],
    [words.common.birthDate, date(data.child.birthDate)],
  ];
  if (data.child.nationalRegisterNumber) {
    childRows.push([
      words.common.nationalRegisterNumber,
      formatNationalRegisterNumber(data.child.nationalRegisterNumber),
    ]);
  }
  y = drawKeyValueSections(
    doc,
    [
      {
        title: mutual.organizer,
        rows: [
          [words.common.name, data.organization.name],
          [words.common.address, addressText(data.organization.address, data.language)],
          [
            words.common.enterpriseNumber,
            data.organization.enterpriseNumber
              ? formatEnterpriseNumber(data.organization.enterpriseNumber)
              : '—',
          ],
        ],
      },
      { title: mutual.child, rows: childRows },
      {
        title: mutual.activity,
        rows: [
          [mutual.activityName, data.activity.name],
          [words.common.firstDay, date(data.activity.firstDay)],
          [words.common.lastDay, date(data.activity.lastDay)],
          [words.common.numberOfDays, String(data.activity.days)],
        ],
      },
      {
        title: mutual.payment,
        rows: [
          [mutual.amountPaid, amount],
          ...(data.extrasCents > 0
            ? [[mutual.extrasNotCounted, formatMoney(data.extrasCents, data.language)] as const]
            : []),
          [mutual.paymentDate, date(data.paymentDate)],
          [mutual.invoiceNumber, data.invoiceNumber],
        ],
      },
    ],
    y + 18,
  );

  const statement = mutual.statement({
    organization: data.organization.name,
    child,
    activity: data.activity.name,
    from: date(data.activity.firstDay),
    to: date(data.activity.lastDay),
    days: words.common.days(data.activity.days),
    amount,
    paymentDate: date(data.paymentDate),
  });
  const statementStyle = { width: CONTENT_WIDTH - 28, size: 10 };
  const statementHeight = heightOf(doc, statement, statementStyle) + 22;
  doc.rect(PAGE.left, y + 14, CONTENT_WIDTH, statementHeight).fill(COLORS.band);
  write(doc, statement, PAGE.left + 14, y + 25, statementStyle);
  y += 14 + statementHeight + 26;

  const signed = drawSignature(
    doc,
    words.common,
    { organization: data.organization, signatory: data.signatory, date: date(data.issuedOn) },
    y,
  );
  const boxWidth = 220;
  drawFrame(
    doc,
    mutual.reserved,
    PAGE.right - boxWidth,
    y - 4,
    boxWidth,
    Math.max(signed - y + 8, 130),
  );
  drawFooter(doc, organizationFooter(data.organization, data.language, { bill: false }));
  return toBuffer(doc);
}
