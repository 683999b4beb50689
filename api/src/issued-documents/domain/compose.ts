import {
  brusselsDay,
  careShareCents,
  lineNamesOf,
  priceLineLabel,
  stageCalendarDays,
} from '@stages/contracts';
import { epcPayload } from '../../payments/index.js';
import type {
  CreditNoteData,
  InvoiceData,
  InvoiceStanding,
  MutualCertificateData,
  OrganizationParty,
  PrintedLine,
} from '../domain/document-data.js';
import type { DocumentSource } from '../queries/document-sources.js';

/** What a document prints of its organization: never its account or its certification. */
export function partyOf(organization: DocumentSource['organization']): OrganizationParty {
  const { name, address, enterpriseNumber, vatNumber, email, phone } = organization;
  return { name, address, enterpriseNumber, vatNumber, email, phone };
}

/**
 * Who a bill is made out to: the child's legal representative when the family named one,
 * otherwise the parent who registered the child; at the parent's address, or else the child's.
 */
export function addresseeOf(source: DocumentSource): InvoiceData['addressee'] {
  const person = source.legalRepresentative ?? source.parent;
  return {
    name: person ? `${person.firstName} ${person.lastName}` : '',
    address: source.parent?.address ?? source.child?.address ?? null,
  };
}

const childOf = (source: DocumentSource) => ({
  firstName: source.child?.firstName ?? '',
  lastName: source.child?.lastName ?? '',
});

const stageOf = ({ stage }: DocumentSource) => ({
  name: stage.name,
  firstDay: stage.firstDay,
  lastDay: stage.lastDay,
});

/** The bill's lines, worded in the family's language. */
function printedLines(source: DocumentSource): PrintedLine[] {
  const names = lineNamesOf(source.stage.name, source.stage.options);
  return source.lines.map((line) => ({
    label: priceLineLabel(line, names, source.language),
    amountCents: line.amountCents,
  }));
}

/**
 * The part of the payment that was childcare, which alone a certificate may state: the lines
 * that are not (meals, transport) and their share of the reductions left out.
 */
export const carePaidCents = (source: DocumentSource) =>
  careShareCents(source.lines, source.bill.paidCents ?? source.bill.amountCents ?? 0);

/** The invoice of an issued bill, as it stands when issued; null while the bill has no number. */
export function invoiceOf(source: DocumentSource): InvoiceData | null {
  const { bill, organization } = source;
  if (!bill.invoiceNumber || !bill.issuedOn || !bill.dueDate || !bill.communication) return null;
  const amountCents = bill.amountCents ?? 0;
  const account = organization.iban ? { iban: organization.iban, bic: organization.bic } : null;
  return {
    language: source.language,
    number: bill.invoiceNumber,
    issuedOn: bill.issuedOn,
    dueDate: bill.dueDate,
    organization: partyOf(organization),
    account,
    addressee: addresseeOf(source),
    child: childOf(source),
    stage: stageOf(source),
    lines: printedLines(source),
    amountCents,
    communication: bill.communication,
    epcQrText:
      account && amountCents > 0
        ? epcPayload({
            bic: account.bic,
            beneficiary: organization.name,
            iban: account.iban,
            amountCents,
            communication: bill.communication,
          })
        : null,
  };
}

/** Where the bill stands today, in the order `paymentStatusSql` reads it. */
export function invoiceStanding(
  bill: Pick<
    DocumentSource['bill'],
    'paymentDate' | 'cancelled' | 'amountCents' | 'creditNoteNumber'
  >,
): InvoiceStanding {
  if (bill.paymentDate) return { kind: 'paid', paymentDate: bill.paymentDate };
  if (bill.cancelled) return { kind: 'cancelled', creditNoteNumber: bill.creditNoteNumber };
  if (bill.amountCents === 0) return { kind: 'nothing_due' };
  return { kind: 'due' };
}

/** The credit note of a cancelled bill: made out as the invoice it cancels was. */
export function creditNoteOf(source: DocumentSource, invoice: InvoiceData): CreditNoteData | null {
  const { creditNoteNumber, creditNoteIssuedOn } = source.bill;
  if (!creditNoteNumber || !creditNoteIssuedOn) return null;
  return {
    language: invoice.language,
    number: creditNoteNumber,
    issuedOn: creditNoteIssuedOn,
    invoiceNumber: invoice.number,
    invoiceIssuedOn: invoice.issuedOn,
    organization: invoice.organization,
    addressee: invoice.addressee,
    child: invoice.child,
    stage: invoice.stage,
    lines: invoice.lines,
    amountCents: invoice.amountCents,
  };
}

/**
 * Why a mutual insurer's certificate cannot be given at `now`, or null when it can: it certifies
 * a stay paid (and not owed back) and over, its last day's activities ended.
 */
export function mutualCertificateRefusal(
  source: DocumentSource,
  now: Date,
): 'not_paid' | 'not_ended' | null {
  const { bill } = source;
  if (!bill.paymentDate || bill.refundDate || bill.cancelled) return 'not_paid';
  return source.stage.endsAt.getTime() > now.getTime() ? 'not_ended' : null;
}

/**
 * The certificate the mutual insurer refunds part of the fee against, drawn when asked from
 * today's profiles: it states facts of the log (the stay, the payment), and a corrected
 * national register number or address must reach the next copy printed.
 */
export function mutualCertificateOf(
  source: DocumentSource,
  now: Date,
): MutualCertificateData | null {
  if (mutualCertificateRefusal(source, now) || !source.child) return null;
  const { stage, bill } = source;
  // A stage recorded before its days of activity were checked against its dates may state
  // more: the certificate never prints more days than the stage spans.
  const calendarDays = stageCalendarDays(stage.firstDay, stage.lastDay);
  return {
    language: source.language,
    issuedOn: brusselsDay(now),
    organization: partyOf(source.organization),
    child: {
      firstName: source.child.firstName,
      lastName: source.child.lastName,
      birthDate: source.child.birthDate,
      nationalRegisterNumber: source.child.nationalRegisterNumber,
    },
    activity: {
      ...stageOf(source),
      // Where attendance was taken, the days the child was there.
      days: Math.min(
        stage.attendedDays?.length ?? stage.effectiveDays ?? calendarDays,
        stage.effectiveDays ?? calendarDays,
        calendarDays,
      ),
    },
    amountPaidCents: carePaidCents(source),
    extrasCents: (bill.paidCents ?? bill.amountCents ?? 0) - carePaidCents(source),
    paymentDate: bill.paymentDate!,
    invoiceNumber: bill.invoiceNumber ?? '',
    signatory: source.organization.signatory,
  };
}
