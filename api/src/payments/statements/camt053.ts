import { structuredCommunicationDigits } from '@stages/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type BankStatement, type StatementEntry, StatementUnreadable } from './bank-statement.js';

/**
 * ISO 20022 camt.053, the bank-to-customer statement, versions 001.02 to 001.13: Belgian banks
 * send it next to (or instead of) CODA. Only booked entries count; the Belgian structured
 * communication is a creditor reference whose issuer (or proprietary type) is BBA.
 */

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // Values stay strings: references keep their leading zeros, amounts are parsed exactly below.
  parseTagValue: false,
  parseAttributeValue: false,
});

export function readCamt053(xml: string): BankStatement[] {
  // A statement has no use for a DTD, and entity declarations are how XML bombs go off.
  if (/<!DOCTYPE/i.test(xml))
    throw new StatementUnreadable(
      'The XML document has a DOCTYPE, which a camt.053 statement never has',
    );
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    const { msg, line } = validation.err;
    throw new StatementUnreadable(`The file is not well-formed XML: ${msg} (line ${line})`);
  }
  checkMessageType(xml);
  const statements = all(child(parser.parse(xml) as unknown, 'Document', 'BkToCstmrStmt'), 'Stmt');
  if (statements.length === 0)
    throw new StatementUnreadable('The camt.053 document has no statement (BkToCstmrStmt/Stmt)');
  return statements.map((statement, index) => readStatement(statement, index));
}

function checkMessageType(xml: string) {
  const root = /<(?:[\w.-]+:)?Document\b[^>]*>/.exec(xml)?.[0];
  if (!root)
    throw new StatementUnreadable(
      'The XML document is not an ISO 20022 message: it has no Document element',
    );
  const message = /["']urn:iso:std:iso:20022:tech:xsd:([a-z]{4}\.\d{3}\.\d{3}\.(\d{2}))["']/.exec(
    root,
  );
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

function readStatement(statement: unknown, index: number): BankStatement {
  const id = text(child(statement, 'Id')) ?? text(child(statement, 'ElctrncSeqNb'));
  if (!id)
    throw new StatementUnreadable(`Statement ${index + 1} has neither an Id nor an ElctrncSeqNb`);
  const accountId = child(statement, 'Acct', 'Id');
  const account =
    text(child(accountId, 'IBAN'))?.replace(/\s/g, '') ?? text(child(accountId, 'Othr', 'Id'));
  const entries = all(statement, 'Ntry').flatMap((entry, i) => readEntry(entry, id, i + 1));
  return { account, reference: id, entries };
}

function readEntry(entry: unknown, statementId: string, position: number): StatementEntry[] {
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
  if (transactions.length <= 1) {
    return [
      {
        entryReference: reference,
        ...common,
        ...signed(amount, credit),
        ...parties(transactions[0], credit),
      },
    ];
  }
  // A batch booked as one entry: each transaction is a payment of its own, with its own amount.
  return transactions.map((transaction, i) => {
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
}

function parties(transaction: unknown, credit: boolean) {
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

function money(node: unknown, where: string): Money {
  const value = text(node);
  if (value === null) throw new StatementUnreadable(`${where} has no amount (Amt)`);
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match)
    throw new StatementUnreadable(
      `${where}: the amount "${value}" is not a decimal with at most 2 fraction digits`,
    );
  const currency = isRecord(node) && typeof node['@_Ccy'] === 'string' ? node['@_Ccy'].trim() : '';
  if (!currency) throw new StatementUnreadable(`${where}: the amount has no currency (Ccy)`);
  return { cents: Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')), currency };
}

const signed = ({ cents, currency }: Money, credit: boolean) => ({
  amountCents: credit ? cents : -cents,
  currency,
});

function direction(node: unknown, where: string): boolean {
  const indicator = text(node);
  if (indicator !== 'CRDT' && indicator !== 'DBIT') {
    throw new StatementUnreadable(
      `${where}: CdtDbtInd is "${indicator ?? ''}", neither CRDT nor DBIT`,
    );
  }
  return indicator === 'CRDT';
}

/** A DateAndDateTimeChoice: Dt, or DtTm whose date part is the bank's local date. */
function date(node: unknown, where: string): string | null {
  const value = (text(child(node, 'Dt')) ?? text(child(node, 'DtTm')))?.slice(0, 10) ?? null;
  if (value !== null && !/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw new StatementUnreadable(`${where}: "${value}" is not a date`);
  return value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The element at `path` below `node`, the first of each repeated one. */
function child(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const name of path) current = all(current, name)[0];
  return current;
}

function all(node: unknown, name: string): unknown[] {
  const value = isRecord(node) ? node[name] : undefined;
  return value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value];
}

function text(node: unknown): string | null {
  const value = isRecord(node) ? node['#text'] : node;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
