import { TextDecoder } from 'node:util';
import { SaxesParser } from 'saxes';
import { StatementUnreadable } from './bank-statement.js';

/**
 * The XML of a camt.053 file, read strictly and within bounds: whoever uploads a statement may
 * send anything, and a file that is not a reasonable XML document is refused before it costs
 * more than its reading. `saxes` checks well-formedness as XML 1.0 defines it (characters XML
 * forbids, undefined entities, malformed references, unbound namespace prefixes); the bounds
 * below are ours.
 */

/** A bank statement is about fifteen levels deep; nothing legitimate comes near this. */
export const MAX_XML_DEPTH = 64;
/** A statement's elements carry one to four attributes (a currency, namespace declarations). */
export const MAX_XML_ATTRIBUTES = 32;
/**
 * About 40 elements make an entry: a million covers 25,000 entries, more than the upload limit
 * lets through in practice, and keeps the tree of a hostile file to about a hundred megabytes.
 */
export const MAX_XML_ELEMENTS = 1_000_000;

export interface XmlElement {
  /** The local name, without its namespace prefix. */
  readonly name: string;
  /** The namespace the element is in, as its declaration names it. */
  readonly namespace: string;
  /** By local name; an element without attributes shares one empty record. */
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  /** Its character data, entities replaced; untrimmed. */
  text: string;
}

/** The namespace of namespace declarations (`xmlns`, `xmlns:ns2`), which are not attributes of ours. */
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';

const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({});

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];
const startsWith = (bytes: Buffer, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

/** Whether the bytes are an XML document rather than a CODA file: a byte order mark or a `<`. */
export function looksLikeXml(bytes: Buffer): boolean {
  if (startsWith(bytes, UTF16LE_BOM) || startsWith(bytes, UTF16BE_BOM)) return true;
  const start = startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes;
  return start.toString('latin1', 0, 200).trimStart().startsWith('<');
}

/**
 * The document's text, in the encoding its byte order mark or its declaration names (UTF-8
 * without either, as XML says). Bytes that are not text in that encoding are refused rather
 * than read as replacement characters: names and communications would come out altered.
 */
export function decodeXml(bytes: Buffer): string {
  const encoding = startsWith(bytes, UTF16LE_BOM)
    ? 'utf-16le'
    : startsWith(bytes, UTF16BE_BOM)
      ? 'utf-16be'
      : startsWith(bytes, UTF8_BOM)
        ? 'utf-8'
        : (/^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(
            bytes.toString('latin1', 0, 200),
          )?.[1] ?? 'utf-8');
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(encoding, { fatal: true });
  } catch {
    throw new StatementUnreadable(
      `The XML document is in the encoding "${encoding}", unknown here`,
    );
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new StatementUnreadable(`The file is not ${encoding.toUpperCase()} text`);
  }
}

/** The document's root element, every element below it kept as a plain tree. */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const refuse = (message: string) =>
    new StatementUnreadable(`The XML document ${message} (line ${parser.line})`);
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  let elements = 0;
  let attributes = 0;
  parser.on('doctype', () => {
    // A statement has no use for a DTD, and entity declarations are how XML bombs go off.
    throw refuse('has a DOCTYPE, which a camt.053 statement never has');
  });
  parser.on('opentagstart', () => {
    attributes = 0;
    if (open.length >= MAX_XML_DEPTH) throw refuse(`is nested more than ${MAX_XML_DEPTH} deep`);
    if (++elements > MAX_XML_ELEMENTS) throw refuse(`has more than ${MAX_XML_ELEMENTS} elements`);
  });
  parser.on('attribute', () => {
    if (++attributes > MAX_XML_ATTRIBUTES)
      throw refuse(`has an element with more than ${MAX_XML_ATTRIBUTES} attributes`);
  });
  parser.on('opentag', (tag) => {
    const own = Object.values(tag.attributes).filter(
      (attribute) => attribute.uri !== XMLNS_NAMESPACE,
    );
    const element: XmlElement = {
      name: tag.local,
      namespace: tag.uri,
      attributes:
        own.length === 0
          ? NO_ATTRIBUTES
          : Object.fromEntries(own.map((attribute) => [attribute.local, attribute.value])),
      children: [],
      text: '',
    };
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    open.push(element);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  const addText = (text: string) => {
    const current = open.at(-1);
    if (current) current.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof StatementUnreadable) throw error;
    // saxes writes "line:column: what is wrong".
    throw new StatementUnreadable(
      `The file is not well-formed XML: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!root) throw new StatementUnreadable('The XML document has no element');
  return root;
}
