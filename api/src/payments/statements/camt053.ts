import { Day, structuredCommunicationDigits } from '@stages/contracts';
import { type BankStatement, type StatementEntry, StatementUnreadable } from './bank-statement.js';
import { parseXml, type XmlElement } from './statement-xml.js';

/**
 * ISO 20022 camt.053, the bank-to-customer statement, versions 001.02 to 001.13: Belgian banks
 * send it next to (or instead of) CODA. Only booked entries count; the Belgian structured
 * communication is a creditor reference whose issuer (or proprietary type) is BBA.
 */

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:([a-z]{4}\.\d{3}\.\d{3}\.(\d{2}))$/;

export function readCamt053(xml: string): BankStatement[] {
  const document = parseXml(xml);
  checkMessageType(document);
  const statements = all(child(document, 'BkToCstmrStmt'), 'Stmt');
  if (statements.length === 0)
    throw new StatementUnreadable('The camt.053 document has no statement (BkToCstmrStmt/Stmt)');
  return statements.map((statement, index) => readStatement(statement, index));
}

function checkMessageType(document: XmlElement) {
  if (document.name !== 'Document')
    throw new StatementUnreadable(
      'The XML document is not an ISO 20022 message: it has no Document element',
    );
  const message = NAMESPACE.exec(document.namespace);
  if (!message)
    throw new StatementUnreadable(
      'The XML document does not declare an ISO 20022 message namespace',
    );
  const [, type = '', version = ''] = message;
  if (!type.startsWith('camt.053.001.')) {
    throw new StatementUnreadable(
      `The XML document is a ${type} message, not a camt.053 bank statement`,
    );
  }
  if (Number(version) < 2 || Number(version) > 13) {
    throw new StatementUnreadable(
      `camt.053 version ${type} is not supported (001.02 to 001.13 are)`,
    );
  }
}

interface BookedEntry {
  /** What the account moved by, as the entry itself says: a batch's total, not its parts. */
  readonly bookedCents: number;
  readonly movements: StatementEntry[];
}

function readStatement(statement: XmlElement, index: number): BankStatement {
  const id = text(child(statement, 'Id')) ?? text(child(statement, 'ElctrncSeqNb'));
  if (!id)
    throw new StatementUnreadable(`Statement ${index + 1} has neither an Id nor an ElctrncSeqNb`);
  const accountId = child(statement, 'Acct', 'Id');
  const account =
    text(child(accountId, 'IBAN'))?.replace(/\s/g, '') ?? text(child(accountId, 'Othr', 'Id'));
  const booked = all(statement, 'Ntry').flatMap((entry, i) => readEntry(entry, id, i + 1));
  checkBalances(statement, id, booked);
  return { account, reference: id, entries: booked.flatMap((entry) => entry.movements) };
}

/**
 * The opening booked balance (OPBD, or PRCD, the previous statement's closing one) plus the
 * booked entries must give the closing booked balance (CLBD), when the statement states both:
 * a statement that contradicts itself was cut short or altered.
 */
function checkBalances(statement: XmlElement, id: string, booked: readonly BookedEntry[]) {
  const balance = (...codes: string[]) => {
    const found = all(statement, 'Bal').find((each) =>
      codes.includes(text(child(each, 'Tp', 'CdOrPrtry', 'Cd')) ?? ''),
    );
    if (!found) return null;
    const where = `Statement ${id}, balance ${text(child(found, 'Tp', 'CdOrPrtry', 'Cd'))}`;
    return signed(money(child(found, 'Amt'), where), direction(child(found, 'CdtDbtInd'), where))
      .amountCents;
  };
  const opening = balance('OPBD', 'PRCD');
  const closing = balance('CLBD');
  if (opening === null || closing === null) return;
  const moved = booked.reduce((sum, entry) => sum + entry.bookedCents, 0);
  if (opening + moved !== closing) {
    throw new StatementUnreadable(
      `Statement ${id}: the closing balance ${cents(closing)} is not the opening balance ${cents(opening)} plus the booked entries ${cents(moved)}`,
    );
  }
}

function readEntry(entry: XmlElement, statementId: string, position: number): BookedEntry[] {
  const where = `Statement ${statementId}, entry ${position}`;
  const status = child(entry, 'Sts');
  // 001.02 to .08 write the status as text, later versions as a code.
  if ((text(status) ?? text(child(status, 'Cd')) ?? 'BOOK') !== 'BOOK') return [];
  const amount = money(child(entry, 'Amt'), where);
  const credit = direction(child(entry, 'CdtDbtInd'), where);
  const bookingDate = date(child(entry, 'BookgDt'), where);
  if (!bookingDate) throw new StatementUnreadable(`${where} has no booking date (BookgDt)`);
  const valueDate = date(child(entry, 'ValDt'), where);
  const reference =
    text(child(entry, 'AcctSvcrRef')) ??
    `${statementId}:${text(child(entry, 'NtryRef')) ?? position}`;
  const transactions = all(entry, 'NtryDtls').flatMap((details) => all(details, 'TxDtls'));
  const common = { bookingDate, valueDate };
  const whole = signed(amount, credit);
  const asOne = (transaction: XmlElement | undefined): BookedEntry => ({
    bookedCents: whole.amountCents,
    movements: [
      { entryReference: reference, ...common, ...whole, ...parties(transaction, credit) },
    ],
  });
  if (transactions.length <= 1) return [asOne(transactions[0])];
  // A batch booked as one entry: each transaction is a payment of its own, with its own amount.
  const parts = transactions.map((transaction, i) => {
    const own =
      child(transaction, 'Amt') ??
      child(transaction, 'AmtDtls', 'TxAmt', 'Amt') ??
      child(transaction, 'AmtDtls', 'InstdAmt', 'Amt');
    if (own === undefined)
      throw new StatementUnreadable(
        `${where}, transaction ${i + 1} of ${transactions.length} has no amount`,
      );
    const ownCredit =
      child(transaction, 'CdtDbtInd') === undefined
        ? credit
        : direction(child(transaction, 'CdtDbtInd'), where);
    return {
      entryReference: `${reference}:${i + 1}`,
      ...common,
      ...signed(money(own, `${where}, transaction ${i + 1}`), ownCredit),
      ...parties(transaction, ownCredit),
    };
  });
  // Parts that do not add up to what was booked (in another currency, or wrong) cannot each be
  // a payment: the entry stands as one, naming no bill.
  const addUp =
    parts.every((part) => part.currency === whole.currency) &&
    parts.reduce((sum, part) => sum + part.amountCents, 0) === whole.amountCents;
  return [addUp ? { bookedCents: whole.amountCents, movements: parts } : asOne(undefined)];
}

function parties(transaction: XmlElement | undefined, credit: boolean) {
  const remittance = child(transaction, 'RmtInf');
  const free = all(remittance, 'Ustrd')
    .map(text)
    .filter((line) => line !== null)
    .join(' ');
  const structured = all(remittance, 'Strd')
    .flatMap((strd) => all(strd, 'CdtrRefInf'))
    .filter((info) =>
      [child(info, 'Tp', 'CdOrPrtry', 'Prtry'), child(info, 'Tp', 'Issr')].some(
        (tp) => text(tp) === 'BBA',
      ),
    )
    .map((info) => structuredCommunicationDigits(text(child(info, 'Ref')) ?? ''))
    .find((digits) => digits !== null);
  // Money received comes from the debtor, money paid goes to the creditor.
  const [party, partyAccount] = credit ? ['Dbtr', 'DbtrAcct'] : ['Cdtr', 'CdtrAcct'];
  const related = child(transaction, 'RltdPties');
  const accountId = child(related, partyAccount, 'Id');
  return {
    structuredCommunication: structured ?? null,
    freeCommunication: free.trim() || null,
    // 001.08 and later wrap the party in Pty.
    counterpartyName: text(child(related, party, 'Nm')) ?? text(child(related, party, 'Pty', 'Nm')),
    counterpartyAccount:
      text(child(accountId, 'IBAN'))?.replace(/\s/g, '') ?? text(child(accountId, 'Othr', 'Id')),
  };
}

interface Money {
  readonly cents: number;
  readonly currency: string;
}

function money(node: XmlElement | undefined, where: string): Money {
  const value = text(node);
  if (value === null) throw new StatementUnreadable(`${where} has no amount (Amt)`);
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match)
    throw new StatementUnreadable(
      `${where}: the amount "${value}" is not a decimal with at most 2 fraction digits`,
    );
  const currency = node?.attributes.Ccy?.trim() ?? '';
  if (!currency) throw new StatementUnreadable(`${where}: the amount has no currency (Ccy)`);
  if (!/^[A-Z]{3}$/.test(currency))
    throw new StatementUnreadable(`${where}: the currency "${currency}" is not an ISO 4217 code`);
  return { cents: Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')), currency };
}

const signed = ({ cents, currency }: Money, credit: boolean) => ({
  amountCents: credit ? cents : -cents,
  currency,
});

const cents = (amount: number) => (amount / 100).toFixed(2);

function direction(node: XmlElement | undefined, where: string): boolean {
  const indicator = text(node);
  if (indicator !== 'CRDT' && indicator !== 'DBIT') {
    throw new StatementUnreadable(
      `${where}: CdtDbtInd is "${indicator ?? ''}", neither CRDT nor DBIT`,
    );
  }
  return indicator === 'CRDT';
}

/** A DateAndDateTimeChoice: Dt, or DtTm whose date part is the bank's local date. */
function date(node: XmlElement | undefined, where: string): string | null {
  const value = (text(child(node, 'Dt')) ?? text(child(node, 'DtTm')))?.slice(0, 10) ?? null;
  if (value !== null && !Day.safeParse(value).success)
    throw new StatementUnreadable(`${where}: "${value}" is not a date`);
  return value;
}

/** The element at `path` below `node`, the first of each repeated one. */
function child(node: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = node;
  for (const name of path) current = current?.children.find((each) => each.name === name);
  return current;
}

function all(node: XmlElement | undefined, name: string): XmlElement[] {
  return node?.children.filter((each) => each.name === name) ?? [];
}

function text(node: XmlElement | undefined): string | null {
  const value = node?.text.trim();
  return value ? value : null;
}
