import type { Language } from '@stages/contracts';
import {
  COLORS,
  drawCheckbox,
  drawSeparator,
  heightOf,
  newPdf,
  type Pdf,
  type TextStyle,
  toBuffer,
  widthOf,
  write,
} from '../../platform/pdf/pdf-text.js';
import type { DaySheet, DaySheetChild } from './day-sheet.js';
import { DAY_SHEET_WORDINGS, type DaySheetWording } from './day-sheet-wordings.js';

/**
 * A stage's day sheet: one landscape A4 table the team prints and ticks by hand, a row per
 * child with what the day may call for (allergies and medication first, in red), the stage's
 * hours above, the table's header again on every page, and the page's number below.
 */

/** A4 turned sideways, in points, and the frame everything is drawn in. */
const PAGE = { width: 841.89, height: 595.28, left: 36, right: 805.89, top: 30, bottom: 556 };
const CONTENT_WIDTH = PAGE.right - PAGE.left;

const PADDING = 5;
const BODY = { size: 8.5 } as const;
const STRONG = { size: 8.5, font: 'bold' } as const;
const MUTED = { size: 8, color: COLORS.muted } as const;
const ALERT = { size: 8.5, font: 'bold', color: COLORS.cancelled } as const;
const BOX = 12;
/** Every other row, lighter than the header's band, to follow a row across the page. */
const SHADE = '#f6f8fb';

type Key = keyof DaySheetWording['columns'];
const COLUMNS: readonly { readonly key: Key; readonly width: number }[] = [
  { key: 'present', width: 48 },
  { key: 'child', width: 118 },
  { key: 'health', width: 252 },
  { key: 'swims', width: 42 },
  { key: 'photos', width: 70 },
  { key: 'parents', width: 140 },
  { key: 'legalRepresentative', width: CONTENT_WIDTH - 670 },
];
const CHILD = COLUMNS.findIndex((column) => column.key === 'child');
/** The width of a column's text. */
const inner = (key: Key) => COLUMNS.find((column) => column.key === key)!.width - 2 * PADDING;

/** One printed line of a cell, wrapped beforehand so that a row may go on over two pages. */
interface Line {
  readonly text: string;
  readonly style: TextStyle;
}

const lineHeight = (line: Line) => (line.style.size ?? 9.5) * 1.28;
const linesHeight = (lines: readonly Line[]) =>
  lines.reduce((height, line) => height + lineHeight(line), 0);

/** `text`'s paragraphs cut into lines no wider than `width`, a word longer than that cut too. */
function wrap(doc: Pdf, text: string, width: number, style: TextStyle): Line[] {
  const fits = (candidate: string) => widthOf(doc, candidate, style) <= width;
  const lines: Line[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) lines.push({ text: line, style });
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push({ text: rest.slice(0, cut), style });
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push({ text: line, style });
  }
  return lines;
}

/** `6 juillet 2027` on a Monday: `Lundi 6 juillet 2027`; French writes the first day `1er`. */
function longDay(day: string, words: DaySheetWording, language: Language): string {
  const [year, month, date] = day.split('-').map(Number);
  const text = new Intl.DateTimeFormat(words.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, date, 12)));
  const first = language === 'fr' && date === 1 ? text.replace(/ 1 /, ' 1er ') : text;
  return first.charAt(0).toLocaleUpperCase(words.locale) + first.slice(1);
}

const range = (from: string, to: string) => `${from} – ${to}`;

function daycareHours(sheet: DaySheet, words: DaySheetWording): string {
  const { stage } = sheet;
  const ranges = [
    stage.daycareStart && range(stage.daycareStart, stage.activityStart),
    stage.daycareEnd && range(stage.activityEnd, stage.daycareEnd),
  ].filter((text): text is string => Boolean(text));
  return ranges.length > 0 ? ranges.join(` ${words.and} `) : words.noDaycare;
}

/** `LEFÈVRE Zoé`: the family name first, as lists of children are read. */
const fullName = (child: DaySheetChild, words: DaySheetWording) =>
  `${child.lastName.toLocaleUpperCase(words.locale)} ${child.firstName}`;

/** The lines of each column of a child's row, in the columns' order; the box has none. */
function childCells(doc: Pdf, child: DaySheetChild, words: DaySheetWording): Line[][] {
  const health = inner('health');
  const labelled = (label: string, value: string, style: TextStyle) =>
    value.trim() ? wrap(doc, `${label}${words.colon}${value.trim()}`, health, style) : [];
  const healthLines = [
    ...labelled(words.allergies, child.allergies, ALERT),
    ...labelled(words.medications, child.medications, ALERT),
    ...labelled(words.diet, child.diet, BODY),
    ...labelled(words.importantInfo, child.importantInfo, BODY),
  ];
  const keepTogether = (text: string) => text.replace(/ /g, '\u00a0');
  return [
    [],
    [
      ...wrap(doc, fullName(child, words), inner('child'), {
        ...STRONG,
        size: 9,
      }),
      { text: words.age(child.age), style: MUTED },
    ],
    healthLines.length > 0 ? healthLines : [{ text: '—', style: MUTED }],
    [child.canSwim ? { text: words.yes, style: BODY } : { text: words.no, style: STRONG }],
    wrap(
      doc,
      words.photoConsents[child.photoConsent ?? 'unanswered'],
      inner('photos'),
      child.photoConsent === 'yes' || child.photoConsent === 'group_only' ? BODY : STRONG,
    ),
    child.parents.flatMap((parent) => [
      ...wrap(doc, parent.name, inner('parents'), BODY),
      { text: parent.phone ? keepTogether(parent.phone) : '—', style: STRONG },
    ]),
    child.legalRepresentative
      ? wrap(doc, child.legalRepresentative, inner('legalRepresentative'), BODY)
      : [{ text: '—', style: MUTED }],
  ];
}

/** The table's header band, a column's name wrapped when long; returns its bottom. */
function drawHeader(doc: Pdf, words: DaySheetWording, y: number): number {
  const style = { font: 'bold', size: 7.5, color: COLORS.muted } as const;
  const height =
    Math.max(
      ...COLUMNS.map((column) =>
        heightOf(doc, words.columns[column.key], { ...style, width: column.width - 2 * PADDING }),
      ),
    ) + 10;
  doc.rect(PAGE.left, y, CONTENT_WIDTH, height).fill(COLORS.band);
  let x = PAGE.left;
  for (const column of COLUMNS) {
    write(doc, words.columns[column.key], x + PADDING, y + 5.5, {
      ...style,
      width: column.width - 2 * PADDING,
    });
    x += column.width;
  }
  return y + height;
}

/** The top of the first page: who, which stage, which day, its hours and its children. */
function drawTop(doc: Pdf, sheet: DaySheet, words: DaySheetWording, day: string): number {
  let y = write(doc, sheet.organization, PAGE.left, PAGE.top, {
    width: CONTENT_WIDTH,
    font: 'bold',
    size: 10,
    color: COLORS.accent,
  });
  y = write(doc, `${words.title} — ${sheet.stage.name}`, PAGE.left, y + 2, {
    width: CONTENT_WIDTH,
    font: 'bold',
    size: 17,
    color: COLORS.accent,
  });
  y = write(doc, day, PAGE.left, y + 1, { width: CONTENT_WIDTH, font: 'bold', size: 12 });
  const present = sheet.recorded
    ? words.presentOf(sheet.children.filter((child) => child.present).length, sheet.children.length)
    : null;
  const facts = [
    [words.activity, range(sheet.stage.activityStart, sheet.stage.activityEnd)],
    [words.daycare, daycareHours(sheet, words)],
    [words.children, String(sheet.children.length)],
    [words.present, present],
  ] as const;
  const widths = [150, CONTENT_WIDTH - 450, 130, 170];
  const top = y + 8;
  const height = 34;
  doc.rect(PAGE.left, top, CONTENT_WIDTH, height).fill(COLORS.band);
  let x = PAGE.left;
  facts.forEach(([label, value], index) => {
    const width = widths[index]!;
    if (index > 0) drawSeparator(doc, x, top, height);
    write(doc, label, x + 8, top + 6, { width: width - 16, size: 7.5, color: COLORS.muted });
    if (value === null) {
      // Left to fill in by hand.
      doc
        .moveTo(x + 8, top + height - 8)
        .lineTo(x + width - 40, top + height - 8)
        .lineWidth(0.6)
        .strokeColor(COLORS.muted)
        .stroke();
    } else {
      write(doc, value, x + 8, top + 17, {
        width: width - 16,
        font: 'bold',
        size: 10,
        lineBreak: false,
        ellipsis: true,
      });
    }
    x += width;
  });
  y = top + height;
  const notes = [
    sheet.children.length === 0 && sheet.leftOut === 0 ? words.noChildren : null,
    sheet.leftOut > 0 ? words.leftOut(sheet.leftOut) : null,
  ].filter((note): note is string => note !== null);
  for (const note of notes) {
    y = write(doc, note, PAGE.left, y + 6, { width: CONTENT_WIDTH, font: 'italic', size: 8.5 });
  }
  return y + 10;
}

/** The top of the following pages: which stage and day the rows go on from. */
function drawRunningHead(doc: Pdf, sheet: DaySheet, words: DaySheetWording, day: string) {
  const text = `${words.title} — ${sheet.stage.name} — ${day}`;
  return (
    write(doc, text, PAGE.left, PAGE.top, {
      width: CONTENT_WIDTH,
      font: 'bold',
      size: 9,
      color: COLORS.accent,
      lineBreak: false,
      ellipsis: true,
    }) + 8
  );
}

/** Draws a row, or the part of a row a page holds, from `y`; the box on its first part only. */
function drawRowPart(
  doc: Pdf,
  cells: readonly Line[][],
  y: number,
  height: number,
  shaded: boolean,
  box: boolean | null,
) {
  if (shaded) doc.rect(PAGE.left, y, CONTENT_WIDTH, height).fill(SHADE);
  let x = PAGE.left;
  COLUMNS.forEach((column, index) => {
    if (column.key === 'present' && box !== null) {
      drawCheckbox(doc, x + (column.width - BOX) / 2, y + PADDING, box, BOX);
    }
    let lineY = y + PADDING;
    for (const line of cells[index]!) {
      write(doc, line.text, x + PADDING, lineY, {
        ...line.style,
        width: column.width - 2 * PADDING,
        lineBreak: false,
      });
      lineY += lineHeight(line);
    }
    x += column.width;
  });
  doc
    .moveTo(PAGE.left, y + height)
    .lineTo(PAGE.right, y + height)
    .lineWidth(0.6)
    .strokeColor(COLORS.rule)
    .stroke();
}

/** How many of each cell's lines, from `from`, fit in `space`. */
function linesThatFit(cells: readonly Line[][], from: readonly number[], space: number) {
  return cells.map((lines, index) => {
    let height = 0;
    let count = 0;
    for (const line of lines.slice(from[index])) {
      if (height + lineHeight(line) > space) break;
      height += lineHeight(line);
      count += 1;
    }
    return count;
  });
}

/** The sheet of `sheet.day`, in `language`: the organizer's. */
export async function renderDaySheet(sheet: DaySheet, language: Language): Promise<Buffer> {
  const words = DAY_SHEET_WORDINGS[language];
  const day = longDay(sheet.day, words, language);
  const doc = await newPdf({
    size: 'A4',
    layout: 'landscape',
    margins: { top: PAGE.top, left: PAGE.left, right: PAGE.width - PAGE.right, bottom: 10 },
    pdfVersion: '1.4',
    lang: words.locale,
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: `${words.title} — ${sheet.stage.name} — ${day}`,
      Author: sheet.organization,
      Subject: sheet.stage.name,
    },
  });
  let pageTop = 0;
  const newPage = (first: boolean) => {
    if (!first) doc.addPage();
    doc.rect(0, 0, PAGE.width, 5).fill(COLORS.accent);
    const top = first ? drawTop(doc, sheet, words, day) : drawRunningHead(doc, sheet, words, day);
    pageTop = drawHeader(doc, words, top);
    return pageTop;
  };
  let y = newPage(true);
  sheet.children.forEach((child, row) => {
    const cells = childCells(doc, child, words);
    const from = cells.map(() => 0);
    const left = () => cells.some((lines, index) => from[index]! < lines.length);
    const rowHeight = Math.max(BOX, ...cells.map(linesHeight)) + 2 * PADDING;
    // A row starts the next page rather than being cut, unless a page is too short for it.
    if (y + rowHeight > PAGE.bottom && y > pageTop) y = newPage(false);
    let first = true;
    while (first || left()) {
      const count = linesThatFit(cells, from, PAGE.bottom - y - 2 * PADDING);
      const part = cells.map((lines, index) =>
        lines.slice(from[index], from[index]! + count[index]!),
      );
      // The rest of a row cut by the page says whose it is.
      if (!first) {
        part[CHILD] = wrap(
          doc,
          `${fullName(child, words)} ${words.continued}`,
          inner('child'),
          MUTED,
        );
      }
      const height = Math.max(first ? BOX : 0, ...part.map(linesHeight)) + 2 * PADDING;
      drawRowPart(doc, part, y, height, row % 2 === 1, first ? child.present : null);
      y += height;
      count.forEach((lines, index) => (from[index]! += lines));
      first = false;
      if (left()) y = newPage(false);
    }
  });
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const footerY = PAGE.bottom + 14;
    doc
      .moveTo(PAGE.left, footerY - 5)
      .lineTo(PAGE.right, footerY - 5)
      .lineWidth(0.6)
      .strokeColor(COLORS.rule)
      .stroke();
    write(doc, words.confidential, PAGE.left, footerY, {
      width: CONTENT_WIDTH - 120,
      size: 7.5,
      color: COLORS.muted,
      lineBreak: false,
    });
    write(doc, words.page(page - start + 1, count), PAGE.right - 120, footerY, {
      width: 120,
      align: 'right',
      size: 7.5,
      color: COLORS.muted,
      lineBreak: false,
    });
  }
  return toBuffer(doc);
}
