import type { Language, PostalAddress } from '@stages/contracts';
import type { z } from 'zod';

/**
 * What each document prints, gathered before it is drawn: the PDF and XML writers are pure
 * functions of these, so the same data gives the same bytes. Days are `YYYY-MM-DD` (Belgian
 * days), amounts whole cents, national register and enterprise numbers their bare digits.
 */

export type Address = z.infer<typeof PostalAddress>;

export interface OrganizationParty {
  readonly name: string;
  readonly address: Address | null;
  /** Ten digits, or null when the organization has none (an association of fact). */
  readonly enterpriseNumber: string | null;
  /** `BE` and ten digits, only when the organization is subject to VAT. */
  readonly vatNumber: string | null;
  readonly email: string | null;
  readonly phone: string | null;
}

/** Who signs a certificate for the organization: its responsible person. */
export interface Signatory {
  readonly name: string;
  readonly capacity: string | null;
}

export interface Person {
  readonly firstName: string;
  readonly lastName: string;
}

export interface StagePeriod {
  readonly name: string;
  readonly firstDay: string;
  readonly lastDay: string;
}

/** A line of a bill as printed: the stage, a reduction (negative) or an option. */
export interface PrintedLine {
  readonly label: string;
  readonly amountCents: number;
}

/** A bill as issued: never changed afterwards, whatever its addressee or organization becomes. */
export interface InvoiceData {
  readonly language: Language;
  /** `2026-00001`. */
  readonly number: string;
  readonly issuedOn: string;
  readonly dueDate: string;
  readonly organization: OrganizationParty;
  readonly account: { readonly iban: string; readonly bic: string | null } | null;
  /** The child's legal representative when one is named, otherwise the parent's account. */
  readonly addressee: { readonly name: string; readonly address: Address | null };
  readonly child: Person;
  readonly stage: StagePeriod;
  /** What the amount is made of, the stage's line first; they add up to `amountCents`. */
  readonly lines: readonly PrintedLine[];
  readonly amountCents: number;
  /** The twelve digits of the structured communication. */
  readonly communication: string;
  /** The EPC QR code's text; null when there is nothing to pay by transfer (no account, free). */
  readonly epcQrText: string | null;
}

/**
 * Where a bill stands when its invoice is drawn, which the invoice as issued could not know:
 * `due`, it asks for the payment (the transfer's details, its QR code); `paid`, it says when, and
 * asks nothing (a refund later does not undo the payment); `cancelled` before any payment, it
 * names the credit note that cancels it; `nothing_due`, a free stage's.
 */
export type InvoiceStanding =
  | { readonly kind: 'due' }
  | { readonly kind: 'paid'; readonly paymentDate: string }
  | { readonly kind: 'cancelled'; readonly creditNoteNumber: string | null }
  | { readonly kind: 'nothing_due' };

/** The cancellation of an issued bill: a number of its own in the same sequence. */
export interface CreditNoteData {
  readonly language: Language;
  readonly number: string;
  readonly issuedOn: string;
  readonly invoiceNumber: string;
  readonly invoiceIssuedOn: string;
  readonly organization: OrganizationParty;
  readonly addressee: { readonly name: string; readonly address: Address | null };
  readonly child: Person;
  readonly stage: StagePeriod;
  /** The lines of the invoice it cancels. */
  readonly lines: readonly PrintedLine[];
  readonly amountCents: number;
}

export interface MutualCertificateData {
  readonly language: Language;
  readonly issuedOn: string;
  readonly organization: OrganizationParty;
  readonly child: Person & {
    readonly birthDate: string;
    readonly nationalRegisterNumber: string | null;
  };
  readonly activity: StagePeriod & { readonly days: number };
  /** What was paid for childcare: all of the payment but for extras that are not care. */
  readonly amountPaidCents: number;
  /** What the payment covered beside childcare (meals, transport), which it does not state. */
  readonly extrasCents: number;
  readonly paymentDate: string;
  /** The invoice the payment settled, which insurers ask to see. */
  readonly invoiceNumber: string;
  readonly signatory: Signatory | null;
}

/** One period of care on a 281.86: its days, and what was paid for them. */
export interface TaxPeriod {
  readonly from: string;
  readonly to: string;
  readonly days: number;
  /** The amount per day, printed only where it is above the year's legal maximum. */
  readonly dailyRateCents: number | null;
  readonly amountCents: number;
}

export type Certification = 'a' | 'b' | 'c' | 'd';

/** A childcare tax certificate 281.86: one child, one organization, one income year, up to four periods. */
export interface TaxCertificateData {
  readonly language: Language;
  readonly incomeYear: number;
  /** The certificate's number among the organization's of that year, from 1. */
  readonly serial: number;
  readonly issuedOn: string;
  readonly organization: OrganizationParty;
  readonly certification: {
    readonly choice: Certification;
    readonly certifierName: string;
    readonly certifierEnterpriseNumber: string | null;
    readonly certifierAddress: string;
    readonly from: string | null;
    readonly until: string | null;
  };
  /** Who paid: the child's legal representative, or the parent. */
  readonly debtor: Person & {
    readonly nationalRegisterNumber: string;
    readonly address: Address;
  };
  readonly child: Person & {
    readonly birthDate: string;
    readonly nationalRegisterNumber: string;
    readonly address: Address;
  };
  readonly periods: readonly TaxPeriod[];
  readonly totalCents: number;
  readonly signatory: Signatory | null;
}
