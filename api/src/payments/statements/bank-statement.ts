import { readCamt053 } from './camt053.js';
import { readCoda } from './coda.js';

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

const utf8Bom = Buffer.from([0xef, 0xbb, 0xbf]);

export function readBankStatementFile(content: Buffer): BankStatementFile {
  if (content.length === 0) throw new StatementUnreadable('The file is empty');
  const hasBom = content.subarray(0, 3).equals(utf8Bom);
  const start = (hasBom ? content.subarray(3) : content).toString('latin1', 0, 200).trimStart();
  if (start.startsWith('<')) {
    return {
      format: 'camt.053',
      // trimStart also drops the byte order mark, U+FEFF.
      statements: readCamt053(content.toString('utf8').trimStart()),
    };
  }
  // CODA files are ISO-8859-1 (most banks send plain ASCII, which latin1 reads the same).
  // The header record starts with its identification 0, four zeros and the creation date.
  if (/^00000\d{6}/.test(start)) {
    return { format: 'coda', statements: readCoda(content.toString('latin1')) };
  }
  if (content.toString('latin1').trim() === '') throw new StatementUnreadable('The file is empty');
  throw new StatementUnreadable(
    'The file is neither a CODA statement (128-character records starting with a header record 0) nor a camt.053 XML statement',
  );
}
