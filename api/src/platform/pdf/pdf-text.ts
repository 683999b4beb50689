import { onFirstUse } from '../../infrastructure/on-first-use.js';

/**
 * What every PDF the product draws shares, whichever context draws it: pdfkit's built-in
 * Helvetica, the colours, text drawn at a computed place (never left to pdfkit's flow) and
 * brought within what the standard fonts can draw.
 */

export type Pdf = PDFKit.PDFDocument;

export const COLORS = {
  ink: '#1f2328',
  muted: '#5c6773',
  accent: '#1d4e89',
  rule: '#c5ced8',
  band: '#edf2f8',
  paid: '#1a7f37',
  cancelled: '#b42318',
} as const;

const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };

export interface TextStyle {
  readonly font?: keyof typeof FONTS;
  readonly size?: number;
  readonly color?: string;
}

export type TextOptions = PDFKit.Mixins.TextOptions & TextStyle;

/** pdfkit: about 28 MiB, loaded for the first document asked for. */
const loadPdfKit = onFirstUse(() => import('pdfkit').then((module) => module.default));

/** A new pdfkit document. */
export async function newPdf(options: PDFKit.PDFDocumentOptions): Promise<Pdf> {
  const PdfKit = await loadPdfKit();
  return new PdfKit(options);
}

/** Ends the document and gathers its bytes. */
export function toBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Letters that WinAnsi lacks and that have no accent to strip. */
const FALLBACKS: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u202f': '\u00a0',
  '\u2009': ' ',
};
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const isWinAnsi = (char: string) => {
  const code = char.charCodeAt(0);
  return (
    char === '\n' ||
    (code >= 0x20 && code < 0x7f) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(char)
  );
};

/**
 * The text as the standard fonts can draw it (WinAnsi): a letter outside it loses its accents
 * (`Ş` is drawn `S`), and what is still missing becomes `?`, rather than a wrong glyph.
 */
export function winAnsi(text: string): string {
  if (/^[\n\x20-\x7e\u00a0-\u00ff]*$/.test(text)) return text;
  let result = '';
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) result += char;
    else {
      const plain = FALLBACKS[char] ?? char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      result += [...plain].every(isWinAnsi) && plain.length > 0 ? plain : '?';
    }
  }
  return result;
}

function style(doc: Pdf, { font = 'regular', size = 9.5, color = COLORS.ink }: TextStyle) {
  doc.font(FONTS[font]).fontSize(size).fillColor(color);
}

/** Draws text at a place, wrapped to `width`; returns the y below it. */
export function write(doc: Pdf, text: string, x: number, y: number, options: TextOptions): number {
  const { font, size, color, ...textOptions } = options;
  style(doc, { font, size, color });
  doc.text(winAnsi(text), x, y, { lineGap: 1.5, ...textOptions });
  return doc.y;
}

/** The width `text` takes on one line. */
export function widthOf(doc: Pdf, text: string, options: TextStyle): number {
  style(doc, options);
  return doc.widthOfString(winAnsi(text));
}

/** The height `text` takes once wrapped to `width`. */
export function heightOf(doc: Pdf, text: string, options: TextOptions): number {
  const { font, size, color, ...textOptions } = options;
  style(doc, { font, size, color });
  return doc.heightOfString(winAnsi(text), { lineGap: 1.5, ...textOptions });
}

/** A thin upright rule between two facts of a band, inset from its top and bottom. */
export function drawSeparator(doc: Pdf, x: number, top: number, height: number) {
  doc
    .moveTo(x, top + 6)
    .lineTo(x, top + height - 6)
    .lineWidth(0.6)
    .strokeColor(COLORS.rule)
    .stroke();
}

/** A square box, ticked with a drawn X (kept as text, so the choice reads back). */
export function drawCheckbox(doc: Pdf, x: number, y: number, checked: boolean, size = 9) {
  doc.rect(x, y, size, size).lineWidth(0.8).strokeColor(COLORS.ink).stroke();
  if (checked) {
    write(doc, 'X', x, y + (size * 2) / 15, {
      width: size,
      align: 'center',
      font: 'bold',
      size: size - 1,
    });
  }
}
