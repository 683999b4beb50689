import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type BankStatementFile,
  StatementUnreadable,
  readBankStatementFile,
} from '../../../api/src/payments/statements/bank-statement.js';
import { readCamt053 } from '../../../api/src/payments/statements/camt053.js';
import { readCoda } from '../../../api/src/payments/statements/coda.js';
import {
  type BuiltMovement,
  camt053Statement,
  codaStatement,
  hostileStatements,
} from '../../support/bank-statements.js';

const iban = 'BE68539007547034';
const movements: BuiltMovement[] = [
  {
    amountCents: 12_550,
    communication: '+++269/0211/57996+++',
    counterpartyName: 'Dupont Marie',
    counterpartyIban: 'BE71096123456769',
    bookingDate: '2026-07-02',
  },
  {
    amountCents: 4_000,
    freeText:
      'Stage été 2026, Emma Dupont, semaine 2 du 13 au 17 juillet, paiement du solde, merci beaucoup !',
    counterpartyName: 'Émilie Dupont-Lefèvre',
    counterpartyIban: 'FR7630006000011234567890189',
    bookingDate: '2026-07-03',
  },
  { amountCents: -1_230, freeText: 'Frais de gestion', bookingDate: '2026-07-03' },
  { amountCents: 99_999_999, communication: '000001234526', bookingDate: '2026-07-04' },
];

function unreadable(read: () => unknown): StatementUnreadable {
  try {
    read();
  } catch (error) {
    if (error instanceof StatementUnreadable) return error;
    throw error;
  }
  throw new Error('The file was read without complaint');
}

function expectReadBack(file: BankStatementFile) {
  const [statement] = file.statements;
  expect(file.statements).toHaveLength(1);
  expect(statement?.account).toBe(iban);
  expect(statement?.entries).toMatchObject([
    {
      bookingDate: '2026-07-02',
      valueDate: '2026-07-02',
      amountCents: 12_550,
      currency: 'EUR',
      structuredCommunication: '269021157996',
      freeCommunication: null,
      counterpartyName: 'Dupont Marie',
      counterpartyAccount: 'BE71096123456769',
    },
    {
      bookingDate: '2026-07-03',
      amountCents: 4_000,
      structuredCommunication: null,
      freeCommunication: movements[1]?.freeText,
      counterpartyName: 'Émilie Dupont-Lefèvre',
      counterpartyAccount: 'FR7630006000011234567890189',
    },
    {
      amountCents: -1_230,
      freeCommunication: 'Frais de gestion',
      counterpartyName: null,
      counterpartyAccount: null,
    },
    { amountCents: 99_999_999, structuredCommunication: '000001234526', bookingDate: '2026-07-04' },
  ]);
  const references = statement?.entries.map((entry) => entry.entryReference) ?? [];
  expect(new Set(references).size).toBe(movements.length);
  return references;
}

describe('CODA', () => {
  const build = () =>
    codaStatement({ iban, date: '2026-07-04', sequence: 127, openingCents: 100_000, movements });

  it('reads back what the builder wrote, with references stable across two reads', () => {
    const first = expectReadBack(readBankStatementFile(build()));
    expect(readBankStatementFile(build()).format).toBe('coda');
    expect(expectReadBack(readBankStatementFile(build()))).toEqual(first);
    expect(first[0]).toBe(`${iban}:2026-127:0001`);
    expect(readCoda(build().toString('latin1'))[0]?.reference).toBe('2026-07-04/127');
  });

  it('reads a sample written field by field from the specification, not by the builder', () => {
    const lines = [
      '0000002072672505        00012345  ASBL LES PETITS CASTORS   KREDBEBB   00123456789 00000                                       2',
      '12042BE68539007547034                  EUR0000000001000000010726ASBL LES PETITS CASTORS   Compte courant                     127',
      '2100010000OL9412345JBBOVSBOVSOV0000000000125500020726001500001101269021157996                                      02072604201 0',
      '2200010000                                                     NOTPROVIDED                        GEBABEBB                   1 0',
      '2300010000BE71096123456769                  EURDUPONT MARIE                                                                  0 0',
      '2100020000OL9412346JBBOVSBOVSOV0000000000040000030726001500000Stage été 2026 Emma Dupont semaine 2 paiement +++090/03072604201 0',
      '22000200009337/55493+++ merci                                                                     BBRUBEBB                   1 0',
      '2300020000BE43068999999501                  EUREMMA DUPONT                                                                   0 0',
      '2100030000AXDC00001BSCTOBOGOVER1000000000012300030726080370000FRAIS DE GESTION JUILLET                             03072604200 1',
      '3100030001AXDC00001BSCTOBOGOVER080370000INFORMATION SUR LES FRAIS                                                            0 0',
      '8042BE68539007547034                  EUR0000000001153200030726                                                                1',
      '4 00010000                      NOUVEAUX TARIFS AU 1ER SEPTEMBRE                                                               0',
      '9               000010000000000012300000000000165500                                                                           2',
    ];
    lines.forEach((line) => expect(line).toHaveLength(128));
    const [statement] = readBankStatementFile(Buffer.from(lines.join('\n'), 'latin1')).statements;
    expect(statement).toEqual({
      account: 'BE68539007547034',
      reference: '2026-07-02/042',
      entries: [
        {
          entryReference: 'BE68539007547034:2026-042:0001',
          bookingDate: '2026-07-02',
          valueDate: '2026-07-02',
          amountCents: 12_550,
          currency: 'EUR',
          structuredCommunication: '269021157996',
          freeCommunication: null,
          counterpartyName: 'DUPONT MARIE',
          counterpartyAccount: 'BE71096123456769',
        },
        {
          entryReference: 'BE68539007547034:2026-042:0002',
          bookingDate: '2026-07-03',
          valueDate: '2026-07-03',
          amountCents: 4_000,
          currency: 'EUR',
          // A structured communication typed in the free text is the caller's to find.
          structuredCommunication: null,
          freeCommunication:
            'Stage été 2026 Emma Dupont semaine 2 paiement +++090/9337/55493+++ merci',
          counterpartyName: 'EMMA DUPONT',
          counterpartyAccount: 'BE43068999999501',
        },
        {
          entryReference: 'BE68539007547034:2026-042:0003',
          bookingDate: '2026-07-03',
          valueDate: '2026-07-03',
          amountCents: -1_230,
          currency: 'EUR',
          structuredCommunication: null,
          freeCommunication: 'FRAIS DE GESTION JUILLET',
          counterpartyName: null,
          counterpartyAccount: null,
        },
      ],
    });
  });

  it('reads a file a bank sent, with information records and globalised movements', () => {
    // From github.com/luc-demeyer/noviat-apps, l10n_be_coda_advanced/test_coda_file (KBC, 2011).
    const lines = [
      '0000011011172505        00178299  DE MEYER LUC              KREDBEBB   00820512013 00000                                       2',
      '12135BE33737018595246                  EUR0000000011812700270710NOVIAT NV                 KBC-Business Comfortrekening       003',
      '2100010000OL44483FW SCTOFBIONLO1000000000435000110111001010000MEDEDELING                                           11011113501 0',
      '2200010000                                                                                        GKCCBEBB                   1 0',
      '2300010000BE41063012345610                     PARTNER 1                                                                     0 1',
      '3100010001OL44483FW SCTOFBIONLO001010001001PARTNER 1                                                                         0 0',
      '2100020000OL4414AC8BOVSOVSOVERS00000000030444501101110015000002010237                                              11011113501 0',
      '2200020000                                                                                        BBRUBEBB                   1 0',
      '2300020000BE61310126985517                     PARTNER 2                                                                     0 1',
      '3100020001OL4414AC8BOVSOVSOVERS001500001001PARTNER 2                                                                         1 0',
      '3200020001MOLENSTRAAT 60                     9340    LEDE                                                                    0 0',
      '2100030000AFECA0CVA IKLINNINNIG1000000000479040110111313410000              KBC-INVESTERINGSKREDIET 737-6543210-21 11011113510 0',
      '2100030001AFECA0CVA IKLINNINNIG1000000000419920110111813410660                                                     11011113500 0',
      '2100030002AFECA0CVA IKLINNINNIG1000000000059120110111813410020                                                     11011113510 0',
      '2100040000AFECA0CVA IKLINNINNIG1000000000479040110111313410000              KBC-INVESTERINGSKREDIET 737-6543210-21 11011113510 0',
      '2100040001AFECA0CVA IKLINNINNIG1000000000419920110111813410660                                                     11011113500 0',
      '2100040002AFECA0CVA IKLINNINNIG1000000000059120110111813410020                                                     11011113510 0',
      '2100050000AOGM00160BSCTOBOGOVER0000000000063740110111001500000TERUGGAVE 37232481 8400083296 .                      11011113501 0',
      '2200050000                                                     362/363                            KREDBEBB                   1 0',
      '2300050000BE43730004200601                     KBC VERZEKERINGEN NV                                                          0 1',
      '3100050001AOGM00160BSCTOBOGOVER001500001001KBC VERZEKERINGEN NV                                                              1 0',
      '3200050001VAN OVERSTRAETENPLEIN 2            3000    LEUVEN                                                                  0 0',
      '8135BE44734024486445                  EUR0000000013527810110111                                                                0',
      '9               000022000000001393080000000003108190                                                                           2',
    ];
    const statements = readCoda(lines.join('\r\n'));
    expect(statements).toHaveLength(1);
    const entries = statements[0]?.entries ?? [];
    // Movements 3 and 4 are loan instalments (type 3) broken down into capital and interest
    // (type 8): the instalment is the payment.
    expect(entries.map((entry) => entry.amountCents)).toEqual([
      -43_500, 304_445, -47_904, -47_904, 6_374,
    ]);
    expect(entries[1]).toMatchObject({
      freeCommunication: '2010237',
      counterpartyName: 'PARTNER 2',
      counterpartyAccount: 'BE61310126985517',
      bookingDate: '2011-01-11',
    });
    expect(statements[0]?.reference).toBe('2011-01-11/135');
  });

  it('reads 10,000 movements, past the wrap of the sequence number', () => {
    const many = Array.from({ length: 10_001 }, (_, i): BuiltMovement => ({
      amountCents: (i % 7) * 1_000 + (i % 100) - 300,
      communication: i % 2 ? '000001234526' : undefined,
      freeText: i % 2 ? undefined : `Paiement ${i}`,
      counterpartyName: `Parent ${i}`,
      counterpartyIban: 'BE71096123456769',
      bookingDate: '2026-07-04',
    }));
    const [statement] = readBankStatementFile(
      codaStatement({ iban, date: '2026-07-04', sequence: 1, movements: many }),
    ).statements;
    expect(statement?.entries).toHaveLength(many.length);
    expect(statement?.entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(
      many.reduce((sum, movement) => sum + movement.amountCents, 0),
    );
    expect(new Set(statement?.entries.map((entry) => entry.entryReference)).size).toBe(many.length);
  });

  describe('refuses', () => {
    const lines = () => build().toString('latin1').split('\r\n');
    const read = (edited: string[]) =>
      readBankStatementFile(Buffer.from(edited.join('\r\n'), 'latin1'));

    it('a record of the wrong length, naming its line', () => {
      const edited = lines();
      edited[2] = `${edited[2]} `;
      const error = unreadable(() => read(edited));
      expect(error.line).toBe(3);
      expect(error.message).toMatch(/Line 3: .*129 characters.*128/);
    });

    it('a new balance that is not the old balance plus the movements', () => {
      const edited = lines();
      const at = edited.findIndex((line) => line.startsWith('8'));
      edited[at] = `${edited[at]?.slice(0, 56)}9${edited[at]?.slice(57)}`;
      const error = unreadable(() => read(edited));
      expect(error.line).toBe(at + 1);
      expect(error.message).toMatch(/new balance .* is not the old balance .* plus the movements/);
    });

    it('a trailer whose record count or totals do not match', () => {
      const count = lines();
      const at = count.findIndex((line) => line.startsWith('9'));
      count[at] = `${count[at]?.slice(0, 16)}000099${count[at]?.slice(22)}`;
      expect(unreadable(() => read(count)).message).toMatch(
        /trailer counts 99 records, the file has \d+/,
      );
      const totals = lines();
      totals[at] = `${totals[at]?.slice(0, 36)}1${totals[at]?.slice(37)}`;
      expect(unreadable(() => read(totals)).message).toMatch(
        /trailer totals .* are not those of the movements/,
      );
    });

    it('a file cut before its trailer', () => {
      expect(unreadable(() => read(lines().slice(0, -2))).message).toMatch(
        /ends without a trailer record 9/,
      );
    });

    it('a structured communication whose check digits do not hold', () => {
      const [statement] = readBankStatementFile(
        codaStatement({
          iban,
          date: '2026-07-04',
          sequence: 1,
          movements: [
            { amountCents: 100, communication: '000001234527', bookingDate: '2026-07-04' },
          ],
        }),
      ).statements;
      expect(statement?.entries[0]?.structuredCommunication).toBeNull();
    });
  });
});

const camt = (version: string, entries: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG-20260704</MsgId><CreDtTm>2026-07-04T06:00:00+02:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-2026-127</Id>
      <ElctrncSeqNb>127</ElctrncSeqNb>
      <CreDtTm>2026-07-04T06:00:00+02:00</CreDtTm>
      <Acct><Id><IBAN>BE68 5390 0754 7034</IBAN></Id><Ccy>EUR</Ccy></Acct>
      ${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;

const twoEntries = `
      <Ntry>
        <NtryRef>1</NtryRef>
        <Amt Ccy="EUR">125.50</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-07-02</Dt></BookgDt>
        <ValDt><Dt>2026-07-02</Dt></ValDt>
        <AcctSvcrRef>20260702-000123</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <RltdPties>
            <Dbtr><Pty><Nm>Marie Dupont</Nm></Pty></Dbtr>
            <DbtrAcct><Id><IBAN>BE71096123456769</IBAN></Id></DbtrAcct>
          </RltdPties>
          <RmtInf><Strd><CdtrRefInf>
            <Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp>
            <Ref>269021157996</Ref>
          </CdtrRefInf></Strd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">40</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><DtTm>2026-07-03T10:15:00+02:00</DtTm></BookgDt>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Pty><Nm>Emma Dupont</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>Stage été +++090/9337/55493+++</Ustrd><Ustrd>semaine 2</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`;

describe('camt.053', () => {
  const build = () =>
    camt053Statement({
      iban,
      id: 'STMT-2026-127',
      date: '2026-07-04',
      openingCents: 100_000,
      movements,
    });

  it('reads back what the builder wrote, with references stable across two reads', () => {
    const first = expectReadBack(readBankStatementFile(build()));
    expect(readBankStatementFile(build()).format).toBe('camt.053');
    expect(expectReadBack(readBankStatementFile(build()))).toEqual(first);
    expect(readBankStatementFile(build()).statements[0]?.reference).toBe('STMT-2026-127');
  });

  it('reads a document written by hand in the ISO 20022 shape', () => {
    const [statement] = readCamt053(camt('08', twoEntries));
    expect(statement).toEqual({
      account: 'BE68539007547034',
      reference: 'STMT-2026-127',
      entries: [
        {
          entryReference: '20260702-000123',
          bookingDate: '2026-07-02',
          valueDate: '2026-07-02',
          amountCents: 12_550,
          currency: 'EUR',
          structuredCommunication: '269021157996',
          freeCommunication: null,
          counterpartyName: 'Marie Dupont',
          counterpartyAccount: 'BE71096123456769',
        },
        {
          entryReference: 'STMT-2026-127:2',
          bookingDate: '2026-07-03',
          valueDate: null,
          amountCents: 4_000,
          currency: 'EUR',
          structuredCommunication: null,
          freeCommunication: 'Stage été +++090/9337/55493+++ semaine 2',
          counterpartyName: 'Emma Dupont',
          counterpartyAccount: null,
        },
      ],
    });
  });

  it('honours a byte order mark, a namespace prefix and the older shapes', () => {
    const older = camt('02', twoEntries)
      .replace(/<Sts><Cd>BOOK<\/Cd><\/Sts>/g, '<Sts>BOOK</Sts>')
      .replace(/<Pty>(.*?)<\/Pty>/g, '$1')
      .replace(/<(\/?)(\w+)/g, '<$1ns2:$2')
      .replace('xmlns=', 'xmlns:ns2=');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(older, 'utf8')]);
    const [statement] = readBankStatementFile(bom).statements;
    expect(statement?.entries.map((entry) => [entry.amountCents, entry.counterpartyName])).toEqual([
      [12_550, 'Marie Dupont'],
      [4_000, 'Emma Dupont'],
    ]);
  });

  it('skips entries that are not booked and splits a batch into its transactions', () => {
    const pending = twoEntries.replace('<Sts><Cd>BOOK</Cd></Sts>', '<Sts><Cd>PDNG</Cd></Sts>');
    const batch = `
      <Ntry>
        <Amt Ccy="EUR">70.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2026-07-04</Dt></BookgDt>
        <AcctSvcrRef>BATCH-1</AcctSvcrRef>
        <NtryDtls>
          <TxDtls><Amt Ccy="EUR">30.00</Amt><RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>BBA</Prtry></CdOrPrtry></Tp><Ref>000001234526</Ref></CdtrRefInf></Strd></RmtInf></TxDtls>
          <TxDtls><AmtDtls><TxAmt><Amt Ccy="EUR">40.00</Amt></TxAmt></AmtDtls><RmtInf><Ustrd>Stage</Ustrd></RmtInf></TxDtls>
        </NtryDtls>
      </Ntry>`;
    const [statement] = readCamt053(camt('10', pending + batch));
    expect(
      statement?.entries.map((e) => [e.entryReference, e.amountCents, e.structuredCommunication]),
    ).toEqual([
      ['STMT-2026-127:2', 4_000, null],
      ['BATCH-1:1', 3_000, '000001234526'],
      ['BATCH-1:2', 4_000, null],
    ]);
  });

  describe('refuses', () => {
    it('text that is not XML', () => {
      expect(unreadable(() => readCamt053('<Document><Stmt></Document>')).message).toMatch(
        /not well-formed XML/,
      );
      expect(
        unreadable(() => readBankStatementFile(Buffer.from('Date;Montant\n2026-07-04;12,50\n')))
          .message,
      ).toMatch(/neither a CODA statement .* nor a camt.053/);
    });

    it('ISO 20022 messages that are not statements', () => {
      const report = camt('08', twoEntries).replace('camt.053.001.08', 'camt.052.001.08');
      expect(unreadable(() => readBankStatementFile(Buffer.from(report))).message).toMatch(
        /camt.052.001.08 message, not a camt.053 bank statement/,
      );
      const payment =
        '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>';
      expect(unreadable(() => readBankStatementFile(Buffer.from(payment))).message).toMatch(
        /pain.001.001.03 message/,
      );
      expect(unreadable(() => readCamt053('<html><body/></html>')).message).toMatch(
        /no Document element/,
      );
    });

    it('an entry without amount, or with an amount that is not in cents', () => {
      const withoutAmount = twoEntries.replace('<Amt Ccy="EUR">40</Amt>', '');
      expect(unreadable(() => readCamt053(camt('08', withoutAmount))).message).toMatch(
        /Statement STMT-2026-127, entry 2 has no amount/,
      );
      const mills = twoEntries.replace('>40<', '>40.005<');
      expect(unreadable(() => readCamt053(camt('08', mills))).message).toMatch(
        /"40.005" is not a decimal with at most 2/,
      );
    });

    it('an empty file and a PNG image', () => {
      expect(unreadable(() => readBankStatementFile(Buffer.alloc(0))).message).toMatch(/empty/);
      expect(unreadable(() => readBankStatementFile(Buffer.from('\r\n  \n'))).message).toMatch(
        /empty/,
      );
      const png = Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
        'hex',
      );
      expect(unreadable(() => readBankStatementFile(png)).message).toMatch(
        /neither a CODA statement/,
      );
    });
  });
});

describe('hostile files', () => {
  const good = {
    coda: codaStatement({ iban, date: '2026-07-04', sequence: 1, movements }),
    camt: camt053Statement({ iban, id: 'STMT-1', date: '2026-07-04', movements }),
  };
  /** Why each is refused, as the organizer reads it. */
  const why: Record<string, RegExp> = {
    'camt.053 nested 100,000 deep': /nested more than 64 deep/,
    'camt.053 with 100,000 attributes on one element': /more than 32 attributes/,
    'camt.053 with a million and one elements': /more than 1000000 elements/,
    'camt.053 with a billion laughs': /DOCTYPE/,
    'camt.053 naming an external entity': /DOCTYPE/,
    'camt.053 with an undeclared entity': /not well-formed XML: .*undefined entity/,
    'camt.053 with a NUL character reference': /not well-formed XML: .*character/,
    'camt.053 with half a surrogate pair': /not well-formed XML: .*character/,
    'camt.053 with a control character': /not well-formed XML: .*disallowed character/,
    'camt.053 cut in the middle': /not well-formed XML/,
    'camt.053 with bytes that are not UTF-8': /not UTF-8 text/,
    'camt.053 in an encoding no one knows': /encoding "X-NOWHERE-7", unknown here/,
    'camt.053 with an impossible booking date': /"2026-02-30" is not a date/,
    'camt.053 whose currency is not a code': /currency "€" is not an ISO 4217 code/,
    'CODA with a NUL byte': /Line \d+: position 64 holds the control character U\+0000/,
    'CODA with a C1 control byte': /Line \d+: position 64 holds the control character U\+0081/,
    'CODA cut in the middle of its last record': /Line \d+: the record has 60 characters/,
    'CODA whose header is followed by junk': /Line 2: the record has/,
    'binary junk': /neither a CODA statement .* nor a camt.053/,
    'binary junk after a <': /not UTF-8 text/,
  };
  const hostile = Object.entries(hostileStatements(good));

  it('are made from files that are read', () => {
    expect(readBankStatementFile(good.coda).statements[0]?.entries).toHaveLength(4);
    expect(readBankStatementFile(good.camt).statements[0]?.entries).toHaveLength(4);
    expect(hostile.map(([name]) => name).sort()).toEqual(Object.keys(why).sort());
  });

  it.each(hostile)('refuses %s as unreadable, saying why', (name, file) => {
    expect(unreadable(() => readBankStatementFile(file)).message).toMatch(why[name]!);
  });

  it('reads a camt.053 in the encoding it declares, or that its byte order mark names', () => {
    const named = (statement: BankStatementFile) =>
      statement.statements[0]?.entries.map((entry) => entry.counterpartyName);
    const names = ['Dupont Marie', 'Émilie Dupont-Lefèvre', null, null];
    const xml = good.camt.toString('utf8');
    const latin1 = Buffer.from(xml.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), 'latin1');
    expect(named(readBankStatementFile(latin1))).toEqual(names);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
    expect(named(readBankStatementFile(utf16))).toEqual(names);
  });
});

describe('real files from other projects’ test suites', () => {
  const sample = (name: string) =>
    readFileSync(new URL(`../../fixtures/bank-statements/${name}`, import.meta.url));
  const odoo = () => sample('Ontvangen_CODA.2013-01-11-18.59.15.txt');
  const swiss = () => sample('test-camt053-multi-currency');
  const batch = () => sample('test-camt053-txdtls');
  const edited = (file: Buffer, edit: (text: string) => string) =>
    Buffer.from(edit(file.toString('latin1')), 'latin1');

  it('reads Odoo’s CODA file from KBC, with its structured communication', () => {
    const { format, statements } = readBankStatementFile(odoo());
    expect(format).toBe('coda');
    expect(statements.map((each) => [each.account, each.reference])).toEqual([
      ['BE33737018595246', '2011-01-11/135'],
    ]);
    const entries = statements[0]!.entries;
    expect(entries.map((entry) => [entry.amountCents, entry.currency, entry.bookingDate])).toEqual([
      [-43_500, 'EUR', '2011-01-11'],
      [304_445, 'EUR', '2011-01-11'],
      [-47_904, 'EUR', '2011-01-11'],
      [-47_904, 'EUR', '2011-01-11'],
      [6_374, 'EUR', '2011-01-11'],
    ]);
    expect(entries[1]).toMatchObject({
      entryReference: 'BE33737018595246:2011-135:0002',
      structuredCommunication: '240283842818',
      counterpartyName: 'PARTNER 2',
      counterpartyAccount: 'BE61310126985517',
    });
  });

  it('reads the OCA’s two CODA files in one, each with its statement', () => {
    const { statements } = readBankStatementFile(sample('Coda_iban_v2_3_multi_statements.txt'));
    expect(
      statements.map((each) => [
        each.account,
        each.reference,
        each.entries.map((entry) => [entry.amountCents, entry.counterpartyName]),
      ]),
    ).toEqual([
      ['BE13001676096039', '2014-03-29/036', [[-12_240, 'VZW SOCIAAL SECRET.SECUREX']]],
      ['BE13001676096039', '2014-03-31/037', [[10_000_000, 'LINE MARKET SA']]],
    ]);
  });

  it('reads the OCA’s camt.053 in Swiss francs, each entry in its currency', () => {
    const { format, statements } = readBankStatementFile(swiss());
    expect(format).toBe('camt.053');
    expect(statements.map((each) => [each.account, each.reference])).toEqual([
      ['CH1904835028789771000', '47608f88362e485da1eaaa654ab4f84b'],
    ]);
    expect(
      statements[0]!.entries.map((entry) => [
        entry.entryReference,
        entry.amountCents,
        entry.currency,
        entry.freeCommunication,
        entry.counterpartyName,
      ]),
    ).toEqual([
      ['DNXK210913CS36481/1001', -57_921, 'CHF', 'Devis DEV-01387', 'Batelier'],
      ['80XM210914CS02210/1001', 13_400, 'CHF', '/INV/09.2021/01 7.9.2021', 'EPFL'],
    ]);
  });

  it('reads the OCA’s batch of two credits as two payments, and its account as written', () => {
    const [statement] = readBankStatementFile(batch()).statements;
    // Its check digits fail: the import refuses it as no account of the organization's.
    expect(statement?.account).toBe('CH1111000000123456789');
    expect(
      statement?.entries.map((entry) => [
        entry.entryReference,
        entry.amountCents,
        entry.counterpartyAccount,
        entry.structuredCommunication,
      ]),
    ).toEqual([
      ['20170323001234567891234567891234:1', 218_700, 'CH2222000000123456789', null],
      ['20170323001234567891234567891234:2', 129_600, 'CH3333000000123456789', null],
    ]);
  });

  it('refuses a camt.053 whose closing balance is not the opening one plus the entries', () => {
    const closingBooked = /(<Cd>CLBD<\/Cd>[\s\S]*?<Amt Ccy="CHF">)350332.64/;
    expect(swiss().toString('utf8')).toMatch(closingBooked);
    const wrong = edited(swiss(), (xml) => xml.replace(closingBooked, '$1350332.65'));
    expect(unreadable(() => readBankStatementFile(wrong)).message).toBe(
      'Statement 47608f88362e485da1eaaa654ab4f84b: the closing balance 350332.65 is not the opening balance 350777.85 plus the booked entries -445.21',
    );
    // A pending entry moves no balance; a statement that states no opening balance is not checked.
    const pending = edited(swiss(), (xml) => xml.replace('<Sts>BOOK</Sts>', '<Sts>PDNG</Sts>'));
    expect(unreadable(() => readBankStatementFile(pending)).message).toMatch(
      /closing balance 350332.64 is not the opening balance 350777.85 plus the booked entries 134.00/,
    );
    const noOpening = edited(wrong, (xml) => xml.replace('<Cd>OPBD</Cd>', '<Cd>OPAV</Cd>'));
    expect(readBankStatementFile(noOpening).statements[0]?.entries).toHaveLength(2);
  });

  it('reads a batch whose transactions do not add up to its entry as one credit naming no bill', () => {
    const wrong = edited(batch(), (xml) =>
      xml
        .replace('<Amt Ccy="CHF">2187.00</Amt>', '<Amt Ccy="CHF">3483.00</Amt>')
        .replace(
          '<Ref>302388292000011111111111111</Ref>',
          '<Ref>302388292000011111111111111</Ref></CdtrRefInf><CdtrRefInf><Tp><Issr>BBA</Issr></Tp><Ref>000001234526</Ref>',
        ),
    );
    expect(
      readBankStatementFile(wrong).statements[0]?.entries.map((entry) => [
        entry.entryReference,
        entry.amountCents,
        entry.structuredCommunication,
        entry.counterpartyName,
      ]),
    ).toEqual([['20170323001234567891234567891234', 348_300, null, null]]);
  });

  it('gives an old Belgian account number of a CODA file its IBAN', () => {
    const oldStyle = edited(odoo(), (coda) =>
      coda.replace(/^12135BE33737018595246 {18}EUR/m, `10135737018595246 EUR${' '.repeat(21)}`),
    );
    expect(oldStyle.toString('latin1')).not.toEqual(odoo().toString('latin1'));
    expect(readBankStatementFile(oldStyle).statements[0]?.account).toBe('BE33737018595246');
  });
});
