import type { Language } from '@stages/contracts';
import type { Address, OrganizationParty, Person, PrintedLine } from '../domain/document-data.js';
import { addressLines, formatDate, formatMoney, fullName } from './formats.js';
import {
  COLORS,
  CONTENT_WIDTH,
  PAGE,
  type Column,
  type Pdf,
  drawLetterhead,
  drawTable,
  drawTotal,
  widthOf,
  write,
} from './pdf-document.js';
import { WORDINGS } from './wordings.js';

/** What an invoice and a credit note share: the parties, the stage's line, the total, the stamp. */

/** The addressee where a window envelope shows it (right, about 45 mm from the top). */
function drawAddressee(
  doc: Pdf,
  addressee: { readonly name: string; readonly address: Address | null },
  language: Language,
): number {
  const x = 320;
  const width = PAGE.right - x;
  const y = write(doc, addressee.name, x, 128, { width, font: 'bold', size: 11 });
  const lines = addressLines(addressee.address, language);
  return lines.length > 0 ? write(doc, lines.join('\n'), x, y + 2, { width, size: 10 }) : y;
}

/** The size of a stamp's frame around `text`. */
export function stampSize(doc: Pdf, text: string) {
  return { width: widthOf(doc, text, { font: 'bold', size: 15 }) + 30, height: 34 };
}

/**
 * A stamp: text in a coloured double frame, centred on (cx, cy). It is kept level (a turned
 * one looks more like rubber, but text extraction then breaks its line apart).
 */
export function drawStamp(doc: Pdf, text: string, cx: number, cy: number, color: string) {
  const { width, height } = stampSize(doc, text);
  const [x, y] = [cx - width / 2, cy - height / 2];
  doc.roundedRect(x, y, width, height, 4).lineWidth(2).strokeColor(color).stroke();
  doc
    .roundedRect(x + 3.5, y + 3.5, width - 7, height - 7, 2.5)
    .lineWidth(0.7)
    .stroke();
  write(doc, text, x, cy - 6, { width, align: 'center', font: 'bold', size: 15, color });
}

export interface BillParties {
  readonly language: Language;
  readonly organization: OrganizationParty;
  readonly addressee: { readonly name: string; readonly address: Address | null };
}

/** The letterhead and the addressee; returns where the title goes. */
export function drawBillParties(doc: Pdf, bill: BillParties): number {
  const bottom = Math.max(
    drawLetterhead(doc, bill.organization, bill.language),
    drawAddressee(doc, bill.addressee, bill.language),
  );
  return Math.max(bottom + 28, 226);
}

export interface BillLines {
  readonly language: Language;
  readonly child: Person;
  readonly stage: { readonly name: string; readonly firstDay: string; readonly lastDay: string };
  readonly lines: readonly PrintedLine[];
}

/**
 * A bill's lines: the stage first, with who takes part and its days, then each reduction and
 * option; `sign` is -1 on a credit note, which writes what it cancels as negative amounts.
 */
export function drawBillLines(
  doc: Pdf,
  bill: BillLines,
  childLine: (child: string) => string,
  sign: 1 | -1,
  y: number,
): number {
  const words = WORDINGS[bill.language].common;
  const date = (day: string) => formatDate(day, bill.language);
  const money = (cents: number) => formatMoney(sign * cents, bill.language);
  const columns: Column[] = [
    { header: words.description, width: CONTENT_WIDTH - 260 },
    { header: words.period, width: 150 },
    { header: words.amount, width: 110, align: 'right' },
  ];
  const [stageLine, ...others] = bill.lines;
  const description = { text: bill.stage.name, note: childLine(fullName(bill.child)) };
  const period = words.fromTo(date(bill.stage.firstDay), date(bill.stage.lastDay));
  const rows = [
    [description, period, money(stageLine?.amountCents ?? 0)],
    ...others.map((line) => [line.label, '', money(line.amountCents)]),
  ];
  return drawTable(doc, columns, rows, y);
}

/** The bill's total on the right, and on the left whether the organization charges VAT. */
export function drawBillTotal(
  doc: Pdf,
  bill: { readonly language: Language; readonly organization: OrganizationParty },
  label: string,
  amount: string,
  y: number,
): number {
  if (!bill.organization.vatNumber) {
    write(doc, WORDINGS[bill.language].common.notSubjectToVat, PAGE.left, y + 9, {
      width: 220,
      font: 'italic',
      size: 8.5,
      color: COLORS.muted,
    });
  }
  return drawTotal(doc, label, amount, y);
}
