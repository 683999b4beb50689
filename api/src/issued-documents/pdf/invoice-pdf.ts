import { formatStructuredCommunication } from '@stages/contracts';
import type { InvoiceData, InvoiceStanding } from '../domain/document-data.js';
import {
  drawBillLines,
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
  type Fact,
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
import { qrPng } from '../../platform/qr-png.js';

const QR_SIZE = 112;

/** The transfer QR code as a PNG; level M, as the EPC guidelines ask. */
const invoiceQrPng = (text: string) => qrPng(text, { margin: 1, scale: 4 });

/**
 * An invoice: who bills whom, for which child and stage, and how much. While it is `due` it says
 * how to pay (the transfer's details and its EPC QR code); once paid, cancelled or free it asks
 * for nothing, and says why instead: a stamp beside the title, the payment's day or the credit
 * note among the facts, a line where the payment was. The number, the line and the total stay.
 */
export async function renderInvoice(data: InvoiceData, standing: InvoiceStanding): Promise<Buffer> {
  const words = WORDINGS[data.language];
  const date = (day: string) => formatDate(day, data.language);
  const amount = formatMoney(data.amountCents, data.language);
  const due = standing.kind === 'due';
  const qr = due && data.epcQrText !== null ? await invoiceQrPng(data.epcQrText) : null;

  const doc = await openDocument({
    language: data.language,
    issuedOn: data.issuedOn,
    title: `${words.invoice.title} ${data.number}`,
    author: data.organization.name,
    subject: `${data.stage.name} — ${fullName(data.child)}`,
  });

  let y = drawBillParties(doc, data);
  y = drawTitleWithStamp(doc, data, standing, y);
  const facts: Fact[] = [
    { label: words.invoice.number, value: data.number },
    { label: words.invoice.date, value: date(data.issuedOn) },
    ...standingFacts(data, standing),
  ];
  y = drawFacts(doc, facts, y + 12);
  y = drawBillLines(doc, data, words.invoice.childLine, 1, y + 22);
  const total = due ? words.invoice.total : words.invoice.totalSettled;
  y = drawBillTotal(doc, data, total, amount, y + 10);
  if (due) drawPayment(doc, data, amount, qr, y + 28);
  else drawNothingToPay(doc, data, standing, y + 28);
  drawFooter(doc, organizationFooter(data.organization, data.language, { bill: true }));
  return toBuffer(doc);
}

/** The fact that follows the number and the date: the due date, or why nothing is due. */
function standingFacts(data: InvoiceData, standing: InvoiceStanding): Fact[] {
  const words = WORDINGS[data.language].invoice;
  switch (standing.kind) {
    case 'due':
      return [{ label: words.dueDate, value: formatDate(data.dueDate, data.language) }];
    case 'paid':
      return [{ label: words.paymentDate, value: formatDate(standing.paymentDate, data.language) }];
    case 'cancelled':
      return standing.creditNoteNumber
        ? [{ label: words.cancelledBy, value: standing.creditNoteNumber }]
        : [];
    case 'nothing_due':
      return [];
  }
}

/** The stamp beside the title: paid on which day, or cancelled; none otherwise. */
function stampOf(data: InvoiceData, standing: InvoiceStanding) {
  const words = WORDINGS[data.language].invoice;
  if (standing.kind === 'paid') {
    return {
      text: words.paid(formatDate(standing.paymentDate, data.language)),
      color: COLORS.paid,
    };
  }
  if (standing.kind === 'cancelled') return { text: words.cancelled, color: COLORS.cancelled };
  return null;
}

/** The title, and the stamp on its right, the row tall enough for the stamp. */
function drawTitleWithStamp(doc: Pdf, data: InvoiceData, standing: InvoiceStanding, y: number) {
  const bottom = drawTitle(doc, WORDINGS[data.language].invoice.title, y, 220);
  const stamp = stampOf(data, standing);
  if (!stamp) return bottom;
  const size = stampSize(doc, stamp.text);
  const top = y - 6;
  drawStamp(doc, stamp.text, PAGE.right - size.width / 2 - 1, top + size.height / 2, stamp.color);
  return Math.max(bottom, top + size.height);
}

/** Where a due invoice says how to pay: that no payment is expected, and why. */
function drawNothingToPay(doc: Pdf, data: InvoiceData, standing: InvoiceStanding, y: number) {
  const words = WORDINGS[data.language].invoice;
  const note =
    standing.kind === 'paid'
      ? words.paidNote(formatDate(standing.paymentDate, data.language))
      : standing.kind === 'cancelled'
        ? words.cancelledNote(standing.creditNoteNumber)
        : words.nothingDue;
  const top = drawSectionHeading(doc, words.settled, y) + 10;
  return write(doc, note, PAGE.left, top, { width: CONTENT_WIDTH, size: 10 });
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
