import type { CreditNoteData } from '../domain/document-data.js';
import { drawBillLines, drawBillParties, drawBillTotal } from './bill-layout.js';
import { formatDate, formatMoney } from './formats.js';
import {
  COLORS,
  CONTENT_WIDTH,
  PAGE,
  drawFacts,
  drawFooter,
  drawTitle,
  openDocument,
  organizationFooter,
  toBuffer,
  write,
} from './pdf-document.js';
import { WORDINGS } from './wordings.js';

/**
 * A credit note: the cancellation of an invoice, with a number of its own. It names the invoice
 * it refers to and shows the credited amount as a negative, as Belgian accounting writes it.
 */
export async function renderCreditNote(data: CreditNoteData): Promise<Buffer> {
  const words = WORDINGS[data.language].creditNote;
  const date = (day: string) => formatDate(day, data.language);
  const credited = formatMoney(-data.amountCents, data.language);

  const doc = await openDocument({
    language: data.language,
    issuedOn: data.issuedOn,
    title: `${words.title} ${data.number}`,
    author: data.organization.name,
    subject: words.refersTo(data.invoiceNumber, date(data.invoiceIssuedOn)),
  });

  let y = drawBillParties(doc, data);
  y = drawTitle(doc, words.title, y);
  y = drawFacts(
    doc,
    [
      { label: words.number, value: data.number },
      { label: words.date, value: date(data.issuedOn) },
      { label: words.invoice, value: data.invoiceNumber },
      { label: words.invoiceDate, value: date(data.invoiceIssuedOn) },
    ],
    y + 12,
  );
  y = write(
    doc,
    words.refersTo(data.invoiceNumber, date(data.invoiceIssuedOn)),
    PAGE.left,
    y + 10,
    {
      width: CONTENT_WIDTH,
      size: 9.5,
    },
  );
  y = drawBillLines(doc, data, words.childLine, -1, y + 16);
  y = drawBillTotal(doc, data, words.credited, credited, y + 10);
  write(doc, words.explanation, PAGE.left, y + 24, {
    width: CONTENT_WIDTH,
    size: 9,
    color: COLORS.muted,
  });
  drawFooter(doc, organizationFooter(data.organization, data.language, { bill: true }));
  return toBuffer(doc);
}
