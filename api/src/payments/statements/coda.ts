import { mod97, structuredCommunicationDigits } from '@stages/contracts';
import { type BankStatement, type StatementEntry, StatementUnreadable } from './bank-statement.js';

/**
 * CODA, the Belgian banks' coded statement of account (Febelfin, "Standard CODA" version 2.6,
 * annex I): 128-character records. Positions in the comments are the specification's, 1-based;
 * the slices are 0-based, end excluded. Amounts are 12 digits and 3 decimals, in mills of the
 * account's currency.
 */

const recordLength = 128;

/** C0, DEL and C1: no record holds one, and PostgreSQL refuses NUL in text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;

interface Movement {
  readonly line: number;
  /** The continuous sequence number, counted past its wrap from 9999 to 0000. */
  readonly ordinal: number;
  readonly sequence: string;
  readonly detail: string;
  readonly transactionType: string;
  readonly amountMills: number;
  readonly valueDate: string | null;
  readonly bookingDate: string;
  readonly structured: string | null;
  /** Free communication so far, records 2.1, 2.2 and 2.3 concatenated; null for a structured one. */
  communication: string | null;
  counterpartyName: string | null;
  counterpartyAccount: string | null;
}

interface OpenStatement {
  readonly account: string;
  readonly currency: string;
  readonly sequence: string;
  readonly openingMills: number;
  readonly movements: Movement[];
  wraps: number;
}

interface OpenFile {
  readonly creationDate: string;
  records: number;
  freeMessages: number;
  debitMills: number;
  creditMills: number;
}

export function readCoda(text: string): BankStatement[] {
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 0) throw new StatementUnreadable('The CODA file is empty');
  const statements: BankStatement[] = [];
  let file: OpenFile | null = null;
  let statement: OpenStatement | null = null;
  lines.forEach((line, index) => {
    const at = index + 1;
    const fail = (message: string) => new StatementUnreadable(`Line ${at}: ${message}`, at);
    if (line.length !== recordLength) {
      throw fail(`the record has ${line.length} characters, a CODA record has ${recordLength}`);
    }
    const control = CONTROL_CHARACTER.exec(line);
    if (control) {
      const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
      throw fail(
        `position ${control.index + 1} holds the control character U+${code}: a CODA record is printable text`,
      );
    }
    const kind = '23'.includes(line.charAt(0)) ? line.slice(0, 2) : line.charAt(0);
    if (kind === '0') {
      if (file)
        throw fail('a header record 0 comes before the trailer record 9 of the previous file');
      // Record 0, position 128: version code; version 1 files lay out records 1 and 2.3 otherwise.
      if (line.charAt(127) !== '2')
        throw fail(`CODA version "${line.charAt(127)}" is not supported, only version 2`);
      // Record 0, positions 6-11: creation date, DDMMYY.
      file = {
        creationDate: date(line.slice(5, 11), fail, 'creation date'),
        records: 0,
        freeMessages: 0,
        debitMills: 0,
        creditMills: 0,
      };
      return;
    }
    if (!file) throw fail(`record ${kind} comes before the header record 0`);
    if (kind === '9') {
      if (statement) throw fail('the trailer record 9 comes before the new balance record 8');
      checkTrailer(line, file, fail);
      file = null;
      return;
    }
    file.records++;
    if (kind === '4') {
      file.freeMessages++;
      return;
    }
    if (kind === '1') {
      if (statement) throw fail('an old balance record 1 comes before the new balance record 8');
      statement = openStatement(line, fail);
      return;
    }
    if (!statement) throw fail(`record ${kind} comes before the old balance record 1`);
    if (kind === '21') {
      const movement = readMovement(line, at, statement, fail);
      statement.movements.push(movement);
      if (movement.detail === '0000') {
        if (movement.amountMills < 0) file.debitMills -= movement.amountMills;
        else file.creditMills += movement.amountMills;
      }
    } else if (kind === '22' || kind === '23') {
      const movement = statement.movements.at(-1);
      // Records 2.2 and 2.3, positions 3-6 and 7-10: sequence and detail number of their 2.1.
      if (
        !movement ||
        movement.sequence !== line.slice(2, 6) ||
        movement.detail !== line.slice(6, 10)
      ) {
        throw fail(`record ${kind} does not follow the movement record 2.1 it continues`);
      }
      if (kind === '22')
        continueMovement(movement, line.slice(10, 63)); // 2.2, 11-63: communication (ctd.)
      else readCounterparty(movement, line);
    } else if (kind === '8') {
      statements.push(closeStatement(line, statement, file.creationDate, fail));
      statement = null;
    } else if (kind !== '31' && kind !== '32' && kind !== '33') {
      throw fail(`"${line.slice(0, 2)}" is not a CODA record identification`);
    }
  });
  const last = lines.length;
  if (file)
    throw new StatementUnreadable(`Line ${last}: the file ends without a trailer record 9`, last);
  return statements;
}

function openStatement(line: string, fail: (message: string) => Error): OpenStatement {
  // Record 1, position 2: account structure; positions 6-42: account number and currency.
  const [account, currency] = (() => {
    switch (line.charAt(1)) {
      case '0': // Belgian account number: 12 digits in 6-17, currency in 19-21
        return [belgianIban(line.slice(5, 17)), line.slice(18, 21)];
      case '1': // foreign account number: 34 in 6-39, currency in 40-42
      case '3': // IBAN of a foreign account: 34 in 6-39, currency in 40-42
        return [line.slice(5, 39), line.slice(39, 42)];
      case '2': // IBAN of a Belgian account: 31 in 6-36, currency in 40-42
        return [line.slice(5, 36), line.slice(39, 42)];
      default:
        throw fail(`"${line.charAt(1)}" is not an account structure (0 to 3)`);
    }
  })();
  if (!account.trim()) throw fail('the old balance record 1 has no account number');
  if (!/^[A-Z]{3}$/.test(currency))
    throw fail(`the account's currency "${currency}" is not an ISO 4217 code`);
  return {
    account: account.replace(/\s/g, ''),
    currency,
    // Record 1, positions 3-5: sequence number of the paper statement (or zeros, then the CODA
    // sequence number in 126-128): both restart at 001 each year.
    sequence: line.slice(2, 5) === '000' ? line.slice(125, 128) : line.slice(2, 5),
    // Record 1, position 43: old balance sign; 44-58: old balance.
    openingMills: signedMills(line.charAt(42), line.slice(43, 58), fail, 'old balance'),
    movements: [],
    wraps: 0,
  };
}

/**
 * The IBAN of a Belgian account number written the old way (twelve digits, the last two the
 * first ten modulo 97), so that it compares with the organization's; the digits as they are
 * when they are not one.
 */
function belgianIban(number: string): string {
  if (!/^\d{12}$/.test(number) || (mod97(number.slice(0, 10)) || 97) !== Number(number.slice(10)))
    return number;
  // ISO 13616: the check digits make the account, then BE00 as digits (B = 11, E = 14), 1 mod 97.
  const check = 98 - mod97(`${number}111400`);
  return `BE${String(check).padStart(2, '0')}${number}`;
}

function readMovement(
  line: string,
  at: number,
  statement: OpenStatement,
  fail: (message: string) => Error,
): Movement {
  const sequence = line.slice(2, 6); // 2.1, 3-6: continuous sequence number
  const detail = line.slice(6, 10); // 2.1, 7-10: detail number
  if (!/^\d{4}$/.test(sequence) || !/^\d{4}$/.test(detail))
    throw fail('the sequence or detail number is not four digits');
  // More than 9999 movements wrap the sequence number to 0000: count the wraps to stay unique.
  const previous = statement.movements.at(-1);
  if (previous && Number(sequence) < Number(previous.sequence)) statement.wraps++;
  // 2.1, 62: communication type (0 free, 1 structured); 63-115: communication; with type 1, 63-65
  // is the kind of structured communication, 101 the Belgian one, its 12 digits in 66-77.
  const structuredType = line.charAt(61) === '1';
  const amountMills = signedMills(line.charAt(31), line.slice(32, 47), fail, 'amount'); // 2.1, 32: sign; 33-47: amount
  if (amountMills % 10 !== 0) throw fail('the amount has a fraction of a cent');
  const value = line.slice(47, 53); // 2.1, 48-53: value date, DDMMYY or 000000
  return {
    line: at,
    ordinal: statement.wraps * 10_000 + Number(sequence),
    sequence,
    detail,
    transactionType: line.charAt(53), // 2.1, 54: type of the transaction code in 54-61
    amountMills,
    valueDate: value === '000000' ? null : date(value, fail, 'value date'),
    bookingDate: date(line.slice(115, 121), fail, 'entry date'), // 2.1, 116-121: entry date
    structured:
      structuredType && line.slice(62, 65) === '101'
        ? structuredCommunicationDigits(line.slice(65, 77))
        : null,
    communication: structuredType ? null : line.slice(62, 115),
    counterpartyName: null,
    counterpartyAccount: null,
  };
}

function continueMovement(movement: Movement, text: string) {
  if (movement.communication !== null) movement.communication += text;
}

function readCounterparty(movement: Movement, line: string) {
  // 2.3, 11-47: counterparty's account and currency: a Belgian number leaves 23 blank (12 digits,
  // blank, currency), otherwise 34 characters then the currency.
  const account = (line.charAt(22) === ' ' ? line.slice(10, 22) : line.slice(10, 44)).trim();
  movement.counterpartyAccount = account || null;
  movement.counterpartyName = line.slice(47, 82).trim() || null; // 2.3, 48-82: counterparty's name
  continueMovement(movement, line.slice(82, 115)); // 2.3, 83-115: communication (ctd.)
}

function closeStatement(
  line: string,
  statement: OpenStatement,
  creationDate: string,
  fail: (message: string) => Error,
): BankStatement {
  const moved = statement.movements.reduce(
    (sum, m) => (m.detail === '0000' ? sum + m.amountMills : sum),
    0,
  );
  // Record 8, position 42: new balance sign; 43-57: new balance.
  const closing = signedMills(line.charAt(41), line.slice(42, 57), fail, 'new balance');
  if (closing !== statement.openingMills + moved) {
    throw fail(
      `the new balance ${amount(closing)} is not the old balance ${amount(statement.openingMills)} plus the movements ${amount(moved)}`,
    );
  }
  const key = `${statement.account}:${creationDate.slice(0, 4)}-${statement.sequence}`;
  const entries = paymentsOf(statement.movements).map((m): StatementEntry => ({
    entryReference: `${key}:${m.ordinal < 10_000 ? m.sequence : m.ordinal}${m.detail === '0000' ? '' : `:${m.detail}`}`,
    bookingDate: m.bookingDate,
    valueDate: m.valueDate,
    amountCents: m.amountMills / 10,
    currency: statement.currency,
    structuredCommunication: m.structured,
    freeCommunication: m.communication?.replace(/\s+/g, ' ').trim() || null,
    counterpartyName: m.counterpartyName,
    counterpartyAccount: m.counterpartyAccount,
  }));
  return {
    account: statement.account,
    reference: `${creationDate}/${statement.sequence}`,
    entries,
  };
}

/**
 * The payments to report: each movement, except that a total (transaction types 1 and 2: totalled
 * by the customer or by the bank, e.g. a series of credit transfers with structured
 * communications) gives way to its details of types 5, 6 and 7, which each carry their own
 * communication, when they add up to it. Details of types 8 and 9 break down one payment (capital
 * and interest, charges): the payment itself stays.
 */
function paymentsOf(movements: readonly Movement[]): Movement[] {
  const groups: Movement[][] = [];
  for (const movement of movements) {
    const group = groups.at(-1);
    if (group?.[0]?.ordinal === movement.ordinal && movement.detail !== '0000')
      group.push(movement);
    else groups.push([movement]);
  }
  return groups.flatMap(([main, ...rest]) => {
    const details = rest.filter((m) => '567'.includes(m.transactionType));
    const detailed = details.reduce((sum, m) => sum + m.amountMills, 0);
    if (main && main.detail === '0000' && details.length > 0 && detailed === main.amountMills)
      return details;
    // A detail whose total came in a separate application stands for itself.
    return main ? [main, ...(main.detail === '0000' ? [] : rest)] : [];
  });
}

function checkTrailer(line: string, file: OpenFile, fail: (message: string) => Error) {
  // Record 9, positions 17-22: number of records 1, 2.x, 3.x and 8 (some banks count 4 too).
  const count = digits(line.slice(16, 22), fail, 'number of records');
  if (count !== file.records && count !== file.records - file.freeMessages) {
    throw fail(
      `the trailer counts ${count} records, the file has ${file.records - file.freeMessages}`,
    );
  }
  // Record 9, 23-37 and 38-52: sums of the debit and credit movements (detail number 0000).
  const debit = digits(line.slice(22, 37), fail, 'debit total');
  const credit = digits(line.slice(37, 52), fail, 'credit total');
  if (debit !== file.debitMills || credit !== file.creditMills) {
    throw fail(
      `the trailer totals (debit ${amount(debit)}, credit ${amount(credit)}) are not those of the movements (debit ${amount(file.debitMills)}, credit ${amount(file.creditMills)})`,
    );
  }
}

function digits(text: string, fail: (message: string) => Error, what: string): number {
  if (!/^\d+$/.test(text)) throw fail(`the ${what} "${text}" is not a number`);
  return Number(text);
}

function signedMills(
  sign: string,
  text: string,
  fail: (message: string) => Error,
  what: string,
): number {
  if (sign !== '0' && sign !== '1')
    throw fail(`the ${what} sign "${sign}" is neither 0 (credit) nor 1 (debit)`);
  const mills = digits(text, fail, what);
  return sign === '1' ? -mills : mills;
}

function date(ddmmyy: string, fail: (message: string) => Error, what: string): string {
  const [day, month, year] = [ddmmyy.slice(0, 2), ddmmyy.slice(2, 4), ddmmyy.slice(4)].map(
    Number,
  ) as [number, number, number];
  const parsed = new Date(Date.UTC(2000 + year, month - 1, day));
  if (
    !/^\d{6}$/.test(ddmmyy) ||
    parsed.getUTCDate() !== day ||
    parsed.getUTCMonth() !== month - 1
  ) {
    throw fail(`the ${what} "${ddmmyy}" is not a date (DDMMYY)`);
  }
  return parsed.toISOString().slice(0, 10);
}

const amount = (mills: number) => (mills / 1000).toFixed(2);
