import type { Language } from '@stages/contracts';
import {
  COLORS,
  drawSeparator,
  heightOf,
  newPdf,
  type Pdf,
  type TextStyle,
  write,
} from '../../platform/pdf/pdf-text.js';
import type { OrganizationParty, Signatory } from '../domain/document-data.js';
import { addressLines, formatEnterpriseNumber, formatVatNumber, noonUtc } from './formats.js';
import { WORDINGS, type Wording } from './wordings.js';

/**
 * The layout shared by the four documents: an A4 page drawn with pdfkit's built-in Helvetica
 * (`platform/pdf/pdf-text.ts`), the organization's letterhead, section headings, key/value
 * lists, tables, the signature block and the footer. Every position is computed, none left to
 * pdfkit's flow, so a long name pushes what follows down instead of overlapping it.
 */

export {
  COLORS,
  drawCheckbox,
  heightOf,
  type Pdf,
  toBuffer,
  widthOf,
  write,
} from '../../platform/pdf/pdf-text.js';

/** A4 in points, and the frame everything is drawn in. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  left: 50,
  right: 545.28,
  top: 42,
  /** Where the content must end: the footer sits below. */
  bottom: 792,
} as const;

export const CONTENT_WIDTH = PAGE.right - PAGE.left;

/** The space between two columns. */
const GUTTER = 20;

// ---------------------------------------------------------------------------------------------
// The document itself

export interface DocumentMeta {
  readonly language: Language;
  /** The day the document is dated: its creation date, at noon UTC, so its bytes never vary. */
  readonly issuedOn: string;
  readonly title: string;
  readonly author: string;
  readonly subject: string;
}

/**
 * A new A4 document. pdfkit derives the trailer's file ID from an MD5 of the info dictionary,
 * creation date included: with that date fixed, the same data gives the same bytes.
 */
export async function openDocument(meta: DocumentMeta): Promise<Pdf> {
  const date = noonUtc(meta.issuedOn);
  const doc = await newPdf({
    size: 'A4',
    // A low bottom margin: the footer is drawn below `PAGE.bottom`, and pdfkit adds a page
    // when text goes past the margin.
    margins: { top: PAGE.top, left: PAGE.left, right: PAGE.width - PAGE.right, bottom: 16 },
    pdfVersion: '1.4',
    lang: WORDINGS[meta.language].common.locale,
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: meta.author,
      Subject: meta.subject,
      CreationDate: date,
      ModDate: date,
    },
  });
  doc.rect(0, 0, PAGE.width, 5).fill(COLORS.accent);
  return doc;
}

export function rule(doc: Pdf, y: number, x1: number = PAGE.left, x2: number = PAGE.right) {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.6).strokeColor(COLORS.rule).stroke();
}

// ---------------------------------------------------------------------------------------------
// Blocks

/** The organization's letterhead, top left: its name, address and numbers. Returns its bottom. */
export function drawLetterhead(
  doc: Pdf,
  organization: OrganizationParty,
  language: Language,
  width = 270,
): number {
  const words = WORDINGS[language].common;
  let y = write(doc, organization.name, PAGE.left, PAGE.top, {
    width,
    font: 'bold',
    size: 14,
    color: COLORS.accent,
  });
  const lines = [
    ...addressLines(organization.address, language),
    organization.enterpriseNumber &&
      `${words.enterpriseNumber} ${formatEnterpriseNumber(organization.enterpriseNumber)}`,
    organization.vatNumber && `${words.vatNumber} ${formatVatNumber(organization.vatNumber)}`,
    [
      organization.email && `${words.email} ${organization.email}`,
      organization.phone && `${words.phone} ${organization.phone}`,
    ]
      .filter(Boolean)
      .join('  ·  '),
  ].filter((line): line is string => Boolean(line));
  if (lines.length > 0) {
    y = write(doc, lines.join('\n'), PAGE.left, y + 3, {
      width,
      size: 8.5,
      color: COLORS.muted,
      lineGap: 1.2,
    });
  }
  return y;
}

/** The document's title, large and left-aligned. Returns its bottom. */
export function drawTitle(doc: Pdf, title: string, y: number, width = CONTENT_WIDTH): number {
  return write(doc, title, PAGE.left, y, { width, font: 'bold', size: 19, color: COLORS.accent });
}

export interface Fact {
  readonly label: string;
  readonly value: string;
}

/** A row of labelled values in framed cells (number, dates…). Returns its bottom. */
export function drawFacts(doc: Pdf, facts: readonly Fact[], y: number): number {
  const width = CONTENT_WIDTH / facts.length;
  const padding = 7;
  const inner = width - 2 * padding;
  const height =
    Math.max(
      ...facts.map(
        (fact) =>
          heightOf(doc, fact.label, { width: inner, size: 7.5 }) +
          heightOf(doc, fact.value, { width: inner, font: 'bold', size: 10 }),
      ),
    ) +
    2 * padding +
    2;
  doc.rect(PAGE.left, y, CONTENT_WIDTH, height).fill(COLORS.band);
  facts.forEach((fact, index) => {
    const x = PAGE.left + index * width;
    if (index > 0) drawSeparator(doc, x, y, height);
    const below = write(doc, fact.label, x + padding, y + padding, {
      width: inner,
      size: 7.5,
      color: COLORS.muted,
    });
    write(doc, fact.value, x + padding, below + 2, { width: inner, font: 'bold', size: 10 });
  });
  return y + height;
}

/** A section's heading: a band with its title, as on official forms. Returns its bottom. */
export function drawSectionHeading(
  doc: Pdf,
  title: string,
  y: number,
  x: number = PAGE.left,
  width: number = CONTENT_WIDTH,
): number {
  const height = heightOf(doc, title, { width: width - 12, font: 'bold', size: 9.5 }) + 7;
  doc.rect(x, y, width, height).fill(COLORS.band);
  doc.rect(x, y, 2.5, height).fill(COLORS.accent);
  write(doc, title, x + 8, y + 4.2, { width: width - 12, font: 'bold', size: 9.5 });
  return y + height;
}

export type KeyValue = readonly [label: string, value: string];

export interface KeyValueOptions {
  readonly x?: number;
  readonly width?: number;
  readonly labelWidth?: number;
  readonly size?: number;
  readonly valueFont?: TextStyle['font'];
}

/** Labels and their values on rows, the labels in a column of their own. Returns its bottom. */
export function drawKeyValues(
  doc: Pdf,
  rows: readonly KeyValue[],
  y: number,
  {
    x = PAGE.left,
    width = CONTENT_WIDTH,
    labelWidth = 150,
    size = 9.5,
    valueFont = 'regular',
  }: KeyValueOptions = {},
): number {
  const valueWidth = width - labelWidth;
  for (const [label, value] of rows) {
    const valueStyle = { width: valueWidth, size, font: valueFont };
    const labelStyle = { width: labelWidth - 8, size: size - 1, color: COLORS.muted };
    const height = Math.max(heightOf(doc, label, labelStyle), heightOf(doc, value, valueStyle));
    write(doc, label, x, y + 0.8, labelStyle);
    write(doc, value, x + labelWidth, y, valueStyle);
    y += height + 3.5;
  }
  return y;
}

export interface Column {
  readonly header: string;
  readonly width: number;
  readonly align?: 'left' | 'right' | 'center';
}

/** A cell: plain text, or a bold line with a smaller note under it. */
export type Cell = string | { readonly text: string; readonly note?: string };

const CELL_PADDING = 6;

function cellHeight(doc: Pdf, cell: Cell, width: number): number {
  if (typeof cell === 'string') return heightOf(doc, cell, { width, size: 9.5 });
  const note = cell.note ? heightOf(doc, cell.note, { width, size: 8.5 }) + 2 : 0;
  return heightOf(doc, cell.text, { width, font: 'bold', size: 9.5 }) + note;
}

function drawCell(doc: Pdf, cell: Cell, x: number, y: number, column: Column) {
  const options = { width: column.width - 2 * CELL_PADDING, align: column.align ?? 'left' };
  if (typeof cell === 'string') {
    write(doc, cell, x + CELL_PADDING, y, { ...options, size: 9.5 });
    return;
  }
  const below = write(doc, cell.text, x + CELL_PADDING, y, { ...options, font: 'bold', size: 9.5 });
  if (cell.note) {
    write(doc, cell.note, x + CELL_PADDING, below + 2, {
      ...options,
      size: 8.5,
      color: COLORS.muted,
    });
  }
}

/** A table with a header band and a rule under each row. Returns its bottom. */
export function drawTable(
  doc: Pdf,
  columns: readonly Column[],
  rows: readonly (readonly Cell[])[],
  y: number,
  { rowPadding = CELL_PADDING }: { readonly rowPadding?: number } = {},
): number {
  const headerStyle = { font: 'bold', size: 8 } as const;
  const headerHeight =
    Math.max(
      ...columns.map((column) =>
        heightOf(doc, column.header, { ...headerStyle, width: column.width - 2 * CELL_PADDING }),
      ),
    ) + 10;
  doc.rect(PAGE.left, y, CONTENT_WIDTH, headerHeight).fill(COLORS.band);
  let x = PAGE.left;
  for (const column of columns) {
    write(doc, column.header, x + CELL_PADDING, y + 5.5, {
      ...headerStyle,
      width: column.width - 2 * CELL_PADDING,
      align: column.align ?? 'left',
      color: COLORS.muted,
    });
    x += column.width;
  }
  y += headerHeight;
  for (const row of rows) {
    const height =
      Math.max(
        ...row.map((cell, index) =>
          cellHeight(doc, cell, columns[index]!.width - 2 * CELL_PADDING),
        ),
      ) +
      2 * rowPadding;
    x = PAGE.left;
    row.forEach((cell, index) => {
      drawCell(doc, cell, x, y + rowPadding, columns[index]!);
      x += columns[index]!.width;
    });
    y += height;
    rule(doc, y);
  }
  return y;
}

/** A total, right-aligned under a table: its label and its amount, in bold. Returns its bottom. */
export function drawTotal(doc: Pdf, label: string, amount: string, y: number): number {
  const width = 250;
  const x = PAGE.right - width;
  const height = 26;
  doc.rect(x, y, width, height).fill(COLORS.band);
  write(doc, label, x + 10, y + 8, { width: 130, font: 'bold', size: 10.5 });
  write(doc, amount, x + 140, y + 7, {
    width: width - 150,
    align: 'right',
    font: 'bold',
    size: 12,
    color: COLORS.accent,
  });
  return y + height;
}

/** A framed empty box with its caption at the top. */
export function drawFrame(doc: Pdf, caption: string, x: number, y: number, w: number, h: number) {
  doc.rect(x, y, w, h).lineWidth(1).strokeColor(COLORS.ink).stroke();
  write(doc, caption, x + 8, y + 7, { width: w - 16, font: 'bold', size: 9 });
}

/**
 * Where a certificate is signed: the place and date, the signatory's name and capacity (dotted,
 * to fill in by hand, when unknown), for whom, and a line to sign on. A narrow block stacks
 * them; a wide one puts the signing on the right. Returns its bottom.
 */
export function drawSignature(
  doc: Pdf,
  words: Wording['common'],
  signed: {
    readonly organization: OrganizationParty;
    readonly signatory: Signatory | null;
    readonly date: string;
  },
  y: number,
  { x = PAGE.left, width = 240 }: { readonly x?: number; readonly width?: number } = {},
): number {
  const wide = width >= 400;
  const infoWidth = wide ? (width - GUTTER) / 2 : width;
  const place = signed.organization.address?.city ?? null;
  let bottom = write(doc, words.doneAt(place, signed.date), x, y, { width: infoWidth, size: 9.5 });
  const forWhom = words.forOrganization(signed.organization.name);
  const forStyle = { size: 9.5, font: 'bold' } as const;
  if (!wide) bottom = write(doc, forWhom, x, bottom + 2, { ...forStyle, width: infoWidth });
  bottom += 7;
  const rows = [
    [words.signatory, signed.signatory?.name],
    [words.capacity, signed.signatory?.capacity],
  ] as const;
  for (const [label, value] of rows) {
    write(doc, label, x, bottom + 0.8, { width: 87, size: 8.5, color: COLORS.muted });
    if (value) {
      bottom = write(doc, value, x + 95, bottom, { width: infoWidth - 95, size: 9.5 }) + 3.5;
    } else {
      const lineY = bottom + 11;
      doc.moveTo(x + 95, lineY).lineTo(x + infoWidth, lineY);
      doc.lineWidth(0.6).strokeColor(COLORS.muted).dash(1, { space: 2 }).stroke().undash();
      bottom += 19;
    }
  }
  const label = { size: 8.5, color: COLORS.muted } as const;
  let lineX = x + 95;
  let lineY = bottom + 34;
  if (wide) {
    lineX = x + infoWidth + GUTTER;
    const below = write(doc, forWhom, lineX, y, { ...forStyle, width: infoWidth });
    write(doc, words.signature, lineX, below + 2, { ...label, width: infoWidth });
    lineY = Math.max(bottom, below + 50);
  } else {
    write(doc, words.signature, x, lineY - 10, { ...label, width: 95 });
  }
  doc
    .moveTo(lineX, lineY)
    .lineTo(x + width, lineY)
    .lineWidth(0.8)
    .strokeColor(COLORS.ink)
    .stroke();
  return lineY + 4;
}

/** A line of small print at the foot of the page. */
export function drawFooter(doc: Pdf, parts: readonly (string | null)[]) {
  const y = PAGE.bottom + 18;
  rule(doc, y - 6);
  write(doc, parts.filter(Boolean).join('  ·  '), PAGE.left, y, {
    width: CONTENT_WIDTH,
    align: 'center',
    size: 7.5,
    color: COLORS.muted,
  });
}

/** The organization's name and numbers, as the footer repeats them; a bill adds its VAT status. */
export function organizationFooter(
  organization: OrganizationParty,
  language: Language,
  { bill }: { readonly bill: boolean },
): (string | null)[] {
  const words = WORDINGS[language].common;
  const vat = organization.vatNumber
    ? `${words.vatNumber} ${formatVatNumber(organization.vatNumber)}`
    : bill
      ? words.notSubjectToVat.replace(/\.$/, '')
      : null;
  return [
    organization.name,
    organization.enterpriseNumber &&
      `${words.enterpriseNumber} ${formatEnterpriseNumber(organization.enterpriseNumber)}`,
    vat,
  ];
}

// ---------------------------------------------------------------------------------------------
// What the certificates share

/** A certificate's title, under the letterhead, and a line saying what it is for. */
export function drawCertificateTitle(
  doc: Pdf,
  title: string,
  subtitle: string | null,
  y: number,
): number {
  y = drawTitle(doc, title, y);
  if (!subtitle) return y;
  return write(doc, subtitle, PAGE.left, y + 2, {
    width: CONTENT_WIDTH,
    size: 9.5,
    color: COLORS.muted,
  });
}

/** Labelled values in two columns side by side. Returns the bottom of the longer. */
export function drawKeyValueColumns(
  doc: Pdf,
  columns: readonly [readonly KeyValue[], readonly KeyValue[]],
  y: number,
  { labelWidth = 108, size = 9.5 }: { readonly labelWidth?: number; readonly size?: number } = {},
): number {
  const width = (CONTENT_WIDTH - GUTTER) / 2;
  return Math.max(
    ...columns.map((rows, index) =>
      drawKeyValues(doc, rows, y, {
        x: PAGE.left + index * (width + GUTTER),
        width,
        labelWidth,
        size,
      }),
    ),
  );
}

export interface KeyValueSection {
  readonly title: string;
  readonly rows: readonly KeyValue[];
}

/** Sections of labelled values, two side by side. Returns the bottom of the last pair. */
export function drawKeyValueSections(
  doc: Pdf,
  sections: readonly KeyValueSection[],
  y: number,
  { size = 9.5 }: { readonly size?: number } = {},
): number {
  const width = (CONTENT_WIDTH - GUTTER) / 2;
  for (let index = 0; index < sections.length; index += 2) {
    const pair = sections.slice(index, index + 2);
    const bottoms = pair.map((section, column) => {
      const x = PAGE.left + column * (width + GUTTER);
      const top = drawSectionHeading(doc, section.title, y, x, width) + 7;
      return drawKeyValues(doc, section.rows, top, { x, width, labelWidth: 108, size });
    });
    y = Math.max(...bottoms) + 14;
  }
  return y - 14;
}
