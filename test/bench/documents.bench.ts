/**
 * What documents cost to make, in this process (no server, no database):
 *   npm run bench:documents [-- --invoices=1000 --zip=500 --certificates=2000]
 * - invoice PDFs one after another: median and p99 per document (target: median under 30 ms),
 *   beside writing the same bytes to a file, measured in the same run;
 * - a stage's ZIP of 500 invoices, drawn and packed;
 * - the Belcotax XML of 2,000 certificates 281.86, written, then checked against the schema.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { validateXML } from 'xmllint-wasm';
import type {
  InvoiceData,
  TaxCertificateData,
} from '../../api/src/issued-documents/domain/document-data.js';
import { renderInvoice } from '../../api/src/issued-documents/pdf/invoice-pdf.js';
import { renderTaxCertificate } from '../../api/src/issued-documents/pdf/tax-certificate-pdf.js';
import { belcotaxXml } from '../../api/src/issued-documents/tax/belcotax-xml.js';
import { zipOf } from '../../api/src/issued-documents/domain/zip.js';
import { epcPayload } from '../../api/src/payments/domain/epc-qr.js';
import { communicationOf } from '../../api/src/payments/domain/bill-terms.js';
import { composeNationalRegisterNumber } from '@stages/contracts';

const { values } = parseArgs({
  options: {
    invoices: { type: 'string', default: '1000' },
    zip: { type: 'string', default: '500' },
    certificates: { type: 'string', default: '2000' },
  },
});
const INVOICES = Number(values.invoices);
const ZIPPED = Number(values.zip);
const CERTIFICATES = Number(values.certificates);
const LANGUAGES = ['fr', 'nl', 'en'] as const;

const organization = {
  name: 'Les Castors de la Meuse',
  address: {
    street: 'Rue des Brasseurs',
    number: '41',
    postal_code: '5000',
    city: 'Namur',
    country: 'BE',
  },
  enterpriseNumber: '0417263811',
  vatNumber: null,
  email: 'castors@example.org',
  phone: '+32 81 40 50 60',
};

function invoice(index: number): InvoiceData {
  const communication = communicationOf(2026, index + 1);
  const amountCents = 9_500 + (index % 40) * 250;
  return {
    language: LANGUAGES[index % 3]!,
    number: `2026-${String(index + 1).padStart(5, '0')}`,
    issuedOn: '2026-06-13',
    dueDate: '2026-06-27',
    organization,
    account: { iban: 'BE68539007547034', bic: 'GKCCBEBB' },
    addressee: {
      name: `Parent ${index}`,
      address: {
        street: 'Rue des Tanneurs',
        number: String(index),
        postal_code: '5000',
        city: 'Namur',
        country: 'BE',
      },
    },
    child: { firstName: `Enfant ${index}`, lastName: 'Lambert' },
    stage: { name: "Plaine d'été des Castors", firstDay: '2026-07-13', lastDay: '2026-07-17' },
    lines: [{ label: "Plaine d'été des Castors", amountCents }],
    amountCents,
    communication,
    epcQrText: epcPayload({
      bic: 'GKCCBEBB',
      beneficiary: organization.name,
      iban: 'BE68539007547034',
      amountCents,
      communication,
    }),
  };
}

function certificate(index: number): TaxCertificateData {
  const born = `2016-0${1 + (index % 9)}-1${index % 10}`;
  const address = {
    street: 'Rue des Tanneurs',
    number: String(index),
    postal_code: '5000',
    city: 'Namur',
    country: 'BE',
  };
  return {
    language: 'fr',
    incomeYear: 2024,
    serial: index + 1,
    issuedOn: '2025-01-15',
    organization,
    certification: {
      choice: 'a',
      certifierName: "Office de la Naissance et de l'Enfance (ONE)",
      certifierEnterpriseNumber: '0248376022',
      certifierAddress: 'Chaussée de Charleroi 95, 1060 Bruxelles',
      from: '2020-01-01',
      until: null,
    },
    debtor: {
      firstName: 'Pauline',
      lastName: `Parent ${index}`,
      nationalRegisterNumber: composeNationalRegisterNumber('1987-04-12', 2 * (index % 400) + 2),
      address,
    },
    child: {
      firstName: `Enfant ${index}`,
      lastName: `Parent ${index}`,
      birthDate: born,
      nationalRegisterNumber: composeNationalRegisterNumber(born, 2 * (index % 400) + 1),
      address,
    },
    periods: [
      { from: '2024-07-08', to: '2024-07-12', days: 5, dailyRateCents: null, amountCents: 7_500 },
    ],
    totalCents: 7_500,
    signatory: { name: 'Camille Renard', capacity: 'Responsable du groupe' },
  };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

console.log(`Documents benchmark, ${new Date().toISOString()}`);
console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
);

// Warm-up: the fonts' metrics, the QR encoder and the JIT.
for (let index = 0; index < 30; index += 1) await renderInvoice(invoice(index), { kind: 'due' });

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-documents-bench-'));
const drawing: number[] = [];
const writing: number[] = [];
let bytes = 0;
for (let index = 0; index < INVOICES; index += 1) {
  const [pdf, took] = await timed(() =>
    renderInvoice(
      invoice(index),
      index % 2 ? { kind: 'paid', paymentDate: '2026-06-20' } : { kind: 'due' },
    ),
  );
  drawing.push(took);
  bytes += pdf.length;
  const [, wrote] = await timed(() => fs.writeFileSync(path.join(folder, `${index}.pdf`), pdf));
  writing.push(wrote);
}
drawing.sort((a, b) => a - b);
writing.sort((a, b) => a - b);
const median = percentile(drawing, 50);
console.log(
  `\nInvoice PDFs, ${INVOICES.toLocaleString('en-US')} one after another (fr, nl, en; half stamped paid)`,
);
console.log(
  `  drawn: median ${ms(median)}, p99 ${ms(percentile(drawing, 99))}, ${Math.round(bytes / INVOICES / 1024)} KiB each  [target median under 30 ms: ${median < 30 ? 'met' : 'not met'}]`,
);
console.log(
  `  the same bytes written to a file (baseline): median ${ms(percentile(writing, 50))}, p99 ${ms(percentile(writing, 99))}; drawing takes ${(median / percentile(writing, 50)).toFixed(1)}× as long`,
);

const certificatesDrawn: number[] = [];
for (let index = 0; index < 200; index += 1) {
  certificatesDrawn.push((await timed(() => renderTaxCertificate(certificate(index))))[1]);
}
certificatesDrawn.sort((a, b) => a - b);
console.log(
  `  a 281.86 certificate, 200 drawn: median ${ms(percentile(certificatesDrawn, 50))}, p99 ${ms(percentile(certificatesDrawn, 99))}`,
);

const [zip, zipping] = await timed(async () => {
  const entries = [];
  for (let index = 0; index < ZIPPED; index += 1) {
    entries.push({
      name: `facture-${index}.pdf`,
      bytes: await renderInvoice(invoice(index), { kind: 'due' }),
    });
  }
  return zipOf(entries);
});
console.log(`\nA stage's ZIP of ${ZIPPED} invoices, drawn and packed`);
console.log(`  ${Math.round(zipping)} ms, ${Math.round(zip.length / 1024)} KiB`);

const filing = {
  incomeYear: 2024,
  createdOn: '2025-01-15',
  organization,
  contact: { name: 'Camille Renard', phone: organization.phone, email: organization.email },
  language: 'fr' as const,
  certificates: Array.from({ length: CERTIFICATES }, (_, index) => certificate(index)),
};
const [xml, writingXml] = await timed(() => belcotaxXml(filing));
const schema = fs.readFileSync(
  new URL('../fixtures/belcotax/Belcotax-2024.xsd', import.meta.url),
  'utf8',
);
const [validation, validating] = await timed(() =>
  validateXML({
    xml: [{ fileName: 'belcotax.xml', contents: xml }],
    schema: [{ fileName: 'Belcotax-2024.xsd', contents: schema }],
  }),
);
console.log(`\nThe Belcotax XML of ${CERTIFICATES.toLocaleString('en-US')} certificates 281.86`);
console.log(
  `  written in ${Math.round(writingXml)} ms (${Math.round(xml.length / 1024)} KiB); checked against the 2024 schema in ${Math.round(validating)} ms: ${validation.valid ? 'valid' : `INVALID ${JSON.stringify(validation.errors.slice(0, 3))}`}`,
);
fs.rmSync(folder, { recursive: true, force: true });
