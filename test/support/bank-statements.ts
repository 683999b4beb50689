/**
 * Bank statement files as banks write them, for tests and benchmarks: CODA 2.6 (Febelfin, annex
 * I; positions below are the specification's, 1-based) and ISO 20022 camt.053.001.02. Balances,
 * counts and totals are right, so that a reader that checks them accepts the files.
 */

export interface BuiltMovement {
  /** Negative for a debit. */
  amountCents: number;
  /** A structured communication, 12 digits or `+++DDD/DDDD/DDDCC+++`. */
  communication?: string;
  freeText?: string;
  counterpartyName?: string;
  counterpartyIban?: string;
  bookingDate: string; // YYYY-MM-DD
}

const ddmmyy = (isoDate: string) =>
  `${isoDate.slice(8, 10)}${isoDate.slice(5, 7)}${isoDate.slice(2, 4)}`;
const left = (text: string, length: number) => text.slice(0, length).padEnd(length, ' ');
const digits = (value: number, length: number) => String(value).padStart(length, '0');
/** A sign (0 credit, 1 debit) and 15 digits of mills. */
const codaAmount = (cents: number) => `${cents < 0 ? '1' : '0'}${digits(Math.abs(cents) * 10, 15)}`;
const blanks = (length: number) => ' '.repeat(length);

function record(...fields: string[]): string {
  const line = fields.join('');
  if (line.length !== 128) throw new Error(`A CODA record of ${line.length} characters: ${line}`);
  return line;
}

export function codaStatement(options: {
  iban: string;
  bic?: string;
  holder?: string;
  date: string;
  sequence: number;
  openingCents?: number;
  movements: BuiltMovement[];
}): Buffer {
  const { iban, date, movements } = options;
  const opening = options.openingCents ?? 0;
  const sequence = digits(options.sequence, 3);
  const holder = options.holder ?? 'ASBL LES STAGES';
  // Account structure 2: IBAN of a Belgian account (31 characters); 3: IBAN of a foreign one (34).
  const account = iban.startsWith('BE')
    ? `2${sequence}${left(iban, 31)}${blanks(3)}EUR`
    : `3${sequence}${left(iban, 34)}EUR`;
  const lines: string[] = [
    // 0: identification, zeros, creation date, bank id, application code 05, duplicate, blanks,
    // file reference, addressee, BIC, company number, blank, separate application, transaction
    // reference, related reference, blanks, version 2.
    record(
      '0',
      '0000',
      ddmmyy(date),
      '725',
      '05',
      ' ',
      blanks(7),
      left('FILE' + sequence, 10),
      left(holder, 26),
      left(options.bic ?? 'GEBABEBB', 11),
      '00123456789',
      ' ',
      '00000',
      blanks(16),
      blanks(16),
      blanks(7),
      '2',
    ),
    // 1: identification, account structure and paper sequence, account and currency, old balance
    // sign and amount, old balance date, holder, description, CODA sequence.
    record(
      '1',
      account,
      codaAmount(opening),
      ddmmyy(date),
      left(holder, 26),
      left('Compte courant', 35),
      sequence,
    ),
  ];
  let debit = 0;
  let credit = 0;
  movements.forEach((movement, index) => {
    // The continuous sequence number wraps from 9999 to 0000.
    const sequenceNumber = digits((index + 1) % 10_000, 4);
    const structured = movement.communication?.replace(/\D/g, '');
    const free = movement.freeText ?? '';
    // Free communication: 53 characters in 2.1, 53 in 2.2, 33 in 2.3.
    const needs22 = free.length > 53;
    const needs23 =
      free.length > 106 ||
      movement.counterpartyName !== undefined ||
      movement.counterpartyIban !== undefined;
    const communication = structured
      ? `1101${left(structured, 12)}${blanks(38)}`
      : `0${left(free, 53)}`;
    const type = movement.amountCents < 0 ? '00101000' : '00150000'; // type 0, family 01, 01/50, category 000
    lines.push(
      // 2.1: identification, sequence, detail, bank reference, sign and amount, value date,
      // transaction code, communication type and zone, entry date, paper sequence, globalisation
      // code, next code, blank, link code.
      record(
        '21',
        sequenceNumber,
        '0000',
        left(`REF${digits(index + 1, 8)}`, 21),
        codaAmount(movement.amountCents),
        ddmmyy(movement.bookingDate),
        type,
        communication,
        ddmmyy(movement.bookingDate),
        sequence,
        '0',
        needs22 || needs23 ? '1' : '0',
        ' ',
        '0',
      ),
    );
    if (needs22) {
      // 2.2: communication (ctd.), customer reference, BIC, blanks, R-type, reason, category
      // purpose, purpose, next code, blank, link code.
      lines.push(
        record(
          '22',
          sequenceNumber,
          '0000',
          left(free.slice(53, 106), 53),
          blanks(35),
          left('GKCCBEBB', 11),
          blanks(3),
          ' ',
          blanks(4),
          blanks(4),
          blanks(4),
          needs23 ? '1' : '0',
          ' ',
          '0',
        ),
      );
    }
    if (needs23) {
      // 2.3: account and currency, name, communication (ctd.), blanks, next code, blank, link code.
      lines.push(
        record(
          '23',
          sequenceNumber,
          '0000',
          left(movement.counterpartyIban ?? '', 34),
          left(movement.counterpartyIban ? 'EUR' : '', 3),
          left(movement.counterpartyName ?? '', 35),
          left(free.slice(106, 139), 33),
          blanks(10),
          '0',
          ' ',
          '0',
        ),
      );
    }
    if (movement.amountCents < 0) debit -= movement.amountCents;
    else credit += movement.amountCents;
  });
  const closing = opening + credit - debit;
  const newBalanceDate = movements.reduce(
    (latest, m) => (m.bookingDate > latest ? m.bookingDate : latest),
    date,
  );
  // 8: identification, paper sequence, account and currency, new balance sign and amount, date,
  // blanks, link code.
  lines.push(
    record('8', account.slice(1), codaAmount(closing), ddmmyy(newBalanceDate), blanks(64), '0'),
  );
  // 9: identification, blanks, number of records 1 to 8, debit and credit totals, blanks, last file.
  lines.push(
    record(
      '9',
      blanks(15),
      digits(lines.length - 1, 6),
      digits(debit * 10, 15),
      digits(credit * 10, 15),
      blanks(75),
      '2',
    ),
  );
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
const decimal = (cents: number) =>
  `${Math.trunc(Math.abs(cents) / 100)}.${digits(Math.abs(cents) % 100, 2)}`;
const balance = (code: string, cents: number, date: string) =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${decimal(cents)}</Amt><CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;

export function camt053Statement(options: {
  iban: string;
  holder?: string;
  id: string;
  date: string;
  openingCents?: number;
  movements: BuiltMovement[];
}): Buffer {
  const { iban, id, date, movements } = options;
  const opening = options.openingCents ?? 0;
  const closing = movements.reduce((sum, m) => sum + m.amountCents, opening);
  const entries = movements.map((movement, index) => {
    const credit = movement.amountCents >= 0;
    const [party, partyAccount] = credit ? ['Dbtr', 'DbtrAcct'] : ['Cdtr', 'CdtrAcct'];
    const amount = `<Amt Ccy="EUR">${decimal(movement.amountCents)}</Amt>`;
    const structured = movement.communication?.replace(/\D/g, '');
    const remittance = [
      movement.freeText ? `<Ustrd>${escapeXml(movement.freeText)}</Ustrd>` : '',
      structured
        ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>${structured}</Ref></CdtrRefInf></Strd>`
        : '',
    ].join('');
    const parties = [
      movement.counterpartyName
        ? `<${party}><Nm>${escapeXml(movement.counterpartyName)}</Nm></${party}>`
        : '',
      movement.counterpartyIban
        ? `<${partyAccount}><Id><IBAN>${movement.counterpartyIban}</IBAN></Id></${partyAccount}>`
        : '',
    ].join('');
    return [
      `<Ntry><NtryRef>${index + 1}</NtryRef>${amount}<CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts>BOOK</Sts>`,
      `<BookgDt><Dt>${movement.bookingDate}</Dt></BookgDt><ValDt><Dt>${movement.bookingDate}</Dt></ValDt>`,
      `<AcctSvcrRef>${escapeXml(id)}-${digits(index + 1, 6)}</AcctSvcrRef>`,
      `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${credit ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>`,
      `<NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs><AmtDtls><TxAmt>${amount}</TxAmt></AmtDtls>`,
      parties ? `<RltdPties>${parties}</RltdPties>` : '',
      remittance ? `<RmtInf>${remittance}</RmtInf>` : '',
      '</TxDtls></NtryDtls></Ntry>',
    ].join('');
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    `<BkToCstmrStmt><GrpHdr><MsgId>${escapeXml(id)}</MsgId><CreDtTm>${date}T06:00:00</CreDtTm></GrpHdr>`,
    `<Stmt><Id>${escapeXml(id)}</Id><ElctrncSeqNb>1</ElctrncSeqNb><CreDtTm>${date}T06:00:00</CreDtTm>`,
    `<Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>${escapeXml(options.holder ?? 'ASBL Les Stages')}</Nm></Ownr></Acct>`,
    balance('OPBD', opening, date),
    balance('CLBD', closing, date),
    `<TxsSummry><TtlNtries><NbOfNtries>${movements.length}</NbOfNtries></TtlNtries></TxsSummry>`,
    ...entries,
    '</Stmt></BkToCstmrStmt></Document>',
    '',
  ].join('\n');
  return Buffer.from(xml, 'utf8');
}

/**
 * Files that must be refused as unreadable, each made from a good CODA and a good camt.053
 * statement (whose credits would pay bills if they were read, and one of which has a free
 * communication): the shapes a hostile or broken upload takes.
 */
export function hostileStatements(good: { coda: Buffer; camt: Buffer }): Record<string, Buffer> {
  const camt = good.camt.toString('utf8');
  const coda = good.coda.toString('latin1');
  const inStatement = (xml: string) => Buffer.from(camt.replace('<Stmt>', `<Stmt>${xml}`), 'utf8');
  // Into a communication, which the import reports back.
  const inText = (xml: string) => Buffer.from(camt.replace('<Ustrd>', `<Ustrd>${xml}`), 'utf8');
  // A 2.1 record with a free communication (type 0 at position 62), which starts at position 63.
  const free = coda.split('\r\n').find((line) => line.startsWith('21') && line[61] === '0') ?? '';
  const withByte = (byte: string) =>
    Buffer.from(coda.replace(free, `${free.slice(0, 63)}${byte}${free.slice(64)}`), 'latin1');
  // A pseudo-random generator with a seed, so that a failure can be replayed.
  let seed = 20_260_704;
  const junk = Buffer.from(
    Array.from({ length: 4096 }, () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) >> 23),
  );
  const ustrd = good.camt.indexOf('<Ustrd>') + '<Ustrd>'.length;
  return {
    'camt.053 nested 100,000 deep': inStatement(
      `${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`,
    ),
    'camt.053 with 100,000 attributes on one element': inStatement(
      `<Ntfctn ${Array.from({ length: 100_000 }, (_, i) => `a${i}="x"`).join(' ')}/>`,
    ),
    'camt.053 with a million and one elements': inStatement('<Ref/>'.repeat(1_000_001)),
    'camt.053 with a billion laughs': Buffer.from(
      camt
        .replace(
          '<Document',
          `<!DOCTYPE Document [<!ENTITY l0 "ha">${Array.from(
            { length: 9 },
            (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`,
          ).join('')}]><Document`,
        )
        .replace('<Ustrd>', '<Ustrd>&l9;'),
      'utf8',
    ),
    'camt.053 naming an external entity': Buffer.from(
      camt
        .replace(
          '<Document',
          '<!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document',
        )
        .replace('<Ustrd>', '<Ustrd>&x;'),
      'utf8',
    ),
    'camt.053 with an undeclared entity': inText('&x;'),
    'camt.053 with a NUL character reference': inText('&#0;'),
    'camt.053 with half a surrogate pair': inText('&#xD800;'),
    'camt.053 with a control character': inText('\u0001'),
    'camt.053 cut in the middle': good.camt.subarray(0, Math.floor(good.camt.length / 2)),
    'camt.053 with bytes that are not UTF-8': Buffer.concat([
      good.camt.subarray(0, ustrd),
      Buffer.from('caf\xe9 ', 'latin1'),
      good.camt.subarray(ustrd),
    ]),
    'camt.053 in an encoding no one knows': Buffer.from(
      camt.replace('encoding="UTF-8"', 'encoding="X-NOWHERE-7"'),
      'utf8',
    ),
    'camt.053 with an impossible booking date': Buffer.from(
      camt.replace(/<BookgDt><Dt>[\d-]+<\/Dt>/, '<BookgDt><Dt>2026-02-30</Dt>'),
      'utf8',
    ),
    'camt.053 whose currency is not a code': Buffer.from(camt.replace(/Ccy="EUR"/g, 'Ccy="€"')),
    'CODA with a NUL byte': withByte('\0'),
    'CODA with a C1 control byte': withByte('\x81'),
    'CODA cut in the middle of its last record': Buffer.from(coda.slice(0, -70), 'latin1'),
    'CODA whose header is followed by junk': Buffer.concat([
      Buffer.from(coda.slice(0, 130), 'latin1'),
      junk,
    ]),
    'binary junk': junk,
    'binary junk after a <': Buffer.concat([Buffer.from('<'), junk]),
  };
}
