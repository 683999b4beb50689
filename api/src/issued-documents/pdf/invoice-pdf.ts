import { formatStructuredCommunication } from '@stages/contracts';
import QRCode from 'qrcode';
import type { InvoiceData, PaidStamp } from '../domain/document-data.js';
import {
  drawBillLine,
  drawBillParties,
  drawBillTotal,
  drawStamp,
  stampSize,
} from './bill-layout.js';
import { formatDate, formatIban, formatMoney, fullName } from './formats.js';
import {
  COLORS,
  CONTENT_WIDTH,
  PAGE,
  type KeyValue,
  type Pdf,
  drawFacts,
  drawFooter,
  drawKeyValues,
  drawSectionHeading,
  drawTitle,
  openDocument,
  organizationFooter,
  toBuffer,
  write,
} from './pdf-document.js';
import { WORDINGS } from './wordings.js';

const QR_SIZE = 112;

/** The transfer QR code as a PNG; level M, as the EPC guidelines ask. */
const qrPng = (text: string) =>
  QRCode.toBuffer(text, { errorCorrectionLevel: 'M', type: 'png', margin: 1, scale: 4 });

/**
 * An invoice: who bills whom, for which child and stage, how much, and how to pay it (the
 * transfer's details and its EPC QR code). Once paid, a stamp says when, beside the title.
 */
export async function renderInvoice(data: InvoiceData, paid: PaidStamp | null): Promise<Buffer> {
  const words = WORDINGS[data.language];
  const date = (day: string) => formatDate(day, data.language);
  const amount = formatMoney(data.amountCents, data.language);
  const qr = data.epcQrText === null ? null : await qrPng(data.epcQrText);

  const doc = openDocument({
    language: data.language,
    issuedOn: data.issuedOn,
    title: `${words.invoice.title} ${data.number}`,
    author: data.organization.name,
    subject: `${data.stage.name} — ${fullName(data.child)}`,
  });

  let y = drawBillParties(doc, data);
  y = drawTitleWithStamp(doc, data, paid, y);
  y = drawFacts(
    doc,
    [
      { label: words.invoice.number, value: data.number },
      { label: words.invoice.date, value: date(data.issuedOn) },
      { label: words.invoice.dueDate, value: date(data.dueDate) },
    ],
    y + 12,
  );
  y = drawBillLine(doc, data, words.invoice.childLine, amount, y + 22);
  y = drawBillTotal(doc, data, words.invoice.total, amount, y + 10);
  drawPayment(doc, data, amount, qr, y + 28);
  drawFooter(doc, organizationFooter(data.organization, data.language, { bill: true }));
  return toBuffer(doc);
}

/** The title, and the paid stamp on its right, the row tall enough for the stamp. */
function drawTitleWithStamp(doc: Pdf, data: InvoiceData, paid: PaidStamp | null, y: number) {
  const bottom = drawTitle(doc, WORDINGS[data.language].invoice.title, y, 220);
  if (!paid) return bottom;
  const text = WORDINGS[data.language].invoice.paid(formatDate(paid.paymentDate, data.language));
  const size = stampSize(doc, text);
  const top = y - 6;
  drawStamp(doc, text, PAGE.right - size.width / 2 - 1, top + size.height / 2, COLORS.paid);
  return Math.max(bottom, top + size.height);
}

/** How to pay: the transfer's details on the left, its QR code on the right. */
function drawPayment(
  doc: Pdf,
  data: InvoiceData,
  amount: string,
  qr: Buffer | null,
  y: number,
): number {
  const words = WORDINGS[data.language].invoice;
  const top = drawSectionHeading(doc, words.payment, y) + 10;
  const rows: KeyValue[] = [
    [WORDINGS[data.language].common.amount, amount],
    [words.beneficiary, data.organization.name],
    ...(data.account
      ? [
          [words.iban, formatIban(data.account.iban)] as const,
          ...(data.account.bic ? [[words.bic, data.account.bic] as const] : []),
        ]
      : []),
    [words.communication, formatStructuredCommunication(data.communication)],
    [words.payBefore, formatDate(data.dueDate, data.language)],
  ];
  const width = qr ? CONTENT_WIDTH - QR_SIZE - 24 : CONTENT_WIDTH;
  let bottom = drawKeyValues(doc, rows, top, { width, labelWidth: 150, valueFont: 'bold' });
  bottom = write(doc, words.communicationReminder, PAGE.left, bottom + 6, {
    width,
    size: 8.5,
    color: COLORS.muted,
  });
  if (qr) {
    const x = PAGE.right - QR_SIZE;
    doc.image(qr, x, top - 4, { width: QR_SIZE, height: QR_SIZE });
    const caption = write(doc, words.scan, x - 10, top + QR_SIZE, {
      width: QR_SIZE + 20,
      align: 'center',
      size: 7.5,
      color: COLORS.muted,
    });
    bottom = Math.max(bottom, caption);
  }
  return bottom;
}
