import { TextDecoder } from 'node:util';
import { readCamt053 } from './camt053.js';
import { readCoda } from './coda.js';
import { decodeXml, looksLikeXml } from './statement-xml.js';

/**
 * The bank statements organizations upload, read into the few facts that matching payments to
 * bills needs. Pure functions: the caller stores and matches.
 */

export interface StatementEntry {
  /**
   * Unique within the account and stable across two imports of the same file: tells a second
   * import of the same movement. CODA: `${account}:${year}-${statementSequence}:${movementSequence}`
   * (plus the detail number when non-zero); camt.053: the entry's AcctSvcrRef when present, else
   * `${Stmt/Id}:${NtryRef or index}` (plus the transaction's index when the entry has several).
   */
  readonly entryReference: string;
  readonly bookingDate: string; // YYYY-MM-DD
  readonly valueDate: string | null; // YYYY-MM-DD
  /** Positive for money received, negative for money paid out, in integer cents. */
  readonly amountCents: number;
  readonly currency: string;
  /** The twelve digits of a Belgian structured communication whose check digits hold; else null. */
  readonly structuredCommunication: string | null;
  /** The free-text communication, trimmed; null when empty. */
  readonly freeCommunication: string | null;
  readonly counterpartyName: string | null;
  readonly counterpartyAccount: string | null;
}

export interface BankStatement {
  /** The account the statement is of: an IBAN (no spaces), else the raw account number, else null. */
  readonly account: string | null;
  /** CODA `${creationDate}/${statementSequence}`, camt Stmt/Id (or ElctrncSeqNb). */
  readonly reference: string;
  readonly entries: readonly StatementEntry[];
}

export interface BankStatementFile {
  readonly format: 'coda' | 'camt.053';
  readonly statements: readonly BankStatement[];
}

/** A file that is not a statement we can read, or a statement that contradicts itself. */
export class StatementUnreadable extends Error {
  constructor(
    message: string,
    /** 1-based, for CODA. */
    readonly line: number | null = null,
  ) {
    super(message);
    this.name = 'StatementUnreadable';
  }
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export function readBankStatementFile(content: Buffer): BankStatementFile {
  if (content.length === 0) throw new StatementUnreadable('The file is empty');
  if (looksLikeXml(content)) {
    return { format: 'camt.053', statements: readCamt053(decodeXml(content)) };
  }
  // CODA files are in the banks' Western European code page (most send plain ASCII, which it
  // reads the same), unless a byte order mark says UTF-8. The header record starts with its
  // identification 0, four zeros and the creation date.
  const text = content.subarray(0, 3).equals(UTF8_BOM)
    ? content.subarray(3).toString('utf8')
    : new TextDecoder('windows-1252').decode(content);
  if (/^\s*00000\d{6}/.test(text.slice(0, 200))) {
    return { format: 'coda', statements: readCoda(text) };
  }
  if (text.trim() === '') throw new StatementUnreadable('The file is empty');
  throw new StatementUnreadable(
    'The file is neither a CODA statement (128-character records starting with a header record 0) nor a camt.053 XML statement',
  );
}
