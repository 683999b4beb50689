import { Inject, Injectable } from '@nestjs/common';
import { brusselsDay, type Language, type PriceLine } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { priceLinesSql, settledBillSql } from '../../enrollments/index.js';
import { DATABASE } from '../../platform/tokens.js';
import type { Address, OrganizationParty, Signatory } from '../domain/document-data.js';

/** Everything a document of one enrollment may print, as the read models hold it today. */
export interface DocumentSource {
  readonly enrollmentId: string;
  readonly childId: string;
  readonly bill: {
    readonly invoiceNumber: string | null;
    readonly issuedOn: string | null;
    readonly dueDate: string | null;
    readonly amountCents: number | null;
    readonly communication: string | null;
    readonly creditNoteNumber: string | null;
    readonly creditNoteIssuedOn: string | null;
    readonly paymentDate: string | null;
    readonly paidCents: number | null;
    readonly refundDate: string | null;
    readonly cancelled: boolean;
  };
  /**
   * What the price is made of, as accepted: the bill's lines, and what tells the childcare a
   * certificate may state from the rest.
   */
  readonly lines: readonly PriceLine[];
  /** The language of the family's documents: the primary parent's. */
  readonly language: Language;
  readonly child: {
    readonly firstName: string;
    readonly lastName: string;
    readonly birthDate: string;
    readonly nationalRegisterNumber: string | null;
    readonly address: Address | null;
    readonly severelyDisabled: boolean;
  } | null;
  readonly parent: {
    readonly firstName: string;
    readonly lastName: string;
    readonly nationalRegisterNumber: string | null;
    readonly address: Address | null;
  } | null;
  readonly legalRepresentative: {
    readonly firstName: string;
    readonly lastName: string;
    readonly nationalRegisterNumber: string;
  } | null;
  readonly stage: {
    readonly name: string;
    readonly firstDay: string;
    readonly lastDay: string;
    /** When its last day's activities end: the stay is over from then on. */
    readonly endsAt: Date;
    readonly effectiveDays: number | null;
    /**
     * The days the child was recorded present, when attendance was taken on the stage at all;
     * null when it never was (every day of activity then counts).
     */
    readonly attendedDays: readonly string[] | null;
    /** Its options' labels, which the lines name. */
    readonly options: readonly { readonly id: string; readonly label: string }[];
  };
  readonly organization: OrganizationParty & {
    readonly id: string;
    readonly iban: string | null;
    readonly bic: string | null;
    readonly signatory: Signatory | null;
    readonly taxCertificates: boolean;
    readonly certification: {
      readonly choice: 'a' | 'b' | 'c' | 'd' | null;
      readonly certifierName: string | null;
      readonly certifierEnterpriseNumber: string | null;
      readonly certifierAddress: string | null;
      readonly from: string | null;
      readonly until: string | null;
    };
  };
}

interface Row {
  enrollment_id: string;
  child_id: string;
  invoice_number: string | null;
  issued_on: string | null;
  due_date: string | null;
  amount_cents: number | null;
  communication: string | null;
  credit_note_number: string | null;
  credit_note_issued_on: string | null;
  payment_date: string | null;
  paid_cents: number | null;
  refund_date: string | null;
  cancelled: boolean | null;
  price_lines: PriceLine[];
  stage_options: { id: string; label: string }[] | null;
  language: Language | null;
  child_first_name: string | null;
  child_last_name: string | null;
  child_birth_date: string | null;
  child_nrn: string | null;
  child_address: Address | null;
  disabled: boolean | null;
  parent_first_name: string | null;
  parent_last_name: string | null;
  parent_nrn: string | null;
  parent_address: Address | null;
  representative_first_name: string | null;
  representative_last_name: string | null;
  representative_nrn: string | null;
  stage_name: string;
  starts_at: Date;
  ends_at: Date;
  effective_days: number | null;
  attendance_taken: boolean;
  attended_days: string[] | null;
  organization_id: string;
  organization_name: string;
  street: string | null;
  street_number: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  enterprise_number: string | null;
  vat_number: string | null;
  email: string | null;
  phone: string | null;
  iban: string | null;
  bic: string | null;
  responsible_first_name: string | null;
  responsible_last_name: string | null;
  responsible_capacity: string | null;
  tax_certificates: boolean;
  certification: 'a' | 'b' | 'c' | 'd' | null;
  certifier_name: string | null;
  certifier_enterprise_number: string | null;
  certifier_address: string | null;
  certification_from: string | null;
  certification_until: string | null;
}

const SELECT = `
  SELECT e.enrollment_id::text, e.child_id::text, b.invoice_number, b.issued_on::text,
         b.due_date::text, b.amount_cents, b.communication, b.credit_note_number,
         b.credit_note_issued_on::text, b.payment_date::text, b.paid_cents, b.refund_date::text,
         b.cancelled, ${priceLinesSql('e')} AS price_lines, s.charges->'options' AS stage_options,
         u.language, c.first_name AS child_first_name,
         c.last_name AS child_last_name, c.birth_date::text AS child_birth_date,
         c.national_register_number AS child_nrn, c.address AS child_address, h.disabled,
         u.first_name AS parent_first_name, u.last_name AS parent_last_name,
         p.national_register_number AS parent_nrn,
         coalesce(p.address, u.address) AS parent_address,
         r.first_name AS representative_first_name, r.last_name AS representative_last_name,
         r.national_register_number AS representative_nrn,
         s.name AS stage_name, s.starts_at, s.ends_at, s.effective_days,
         EXISTS (SELECT 1 FROM stage_attendance a WHERE a.stage_id = e.stage_id)
           AS attendance_taken,
         (SELECT array_agg(a.day::text ORDER BY a.day) FROM stage_attendance a
           WHERE a.stage_id = e.stage_id AND e.enrollment_id = ANY(a.present)) AS attended_days,
         o.id::text AS organization_id, o.name AS organization_name, o.street, o.street_number,
         o.postal_code, o.city, o.country, o.enterprise_number, o.vat_number, o.email, o.phone,
         o.iban, o.bic, o.responsible_first_name, o.responsible_last_name,
         o.responsible_capacity, o.tax_certificates, o.certification, o.certifier_name,
         o.certifier_enterprise_number, o.certifier_address, o.certification_from::text,
         o.certification_until::text
    FROM enrollments e
    JOIN stage_catalogue s ON s.stage_id = e.stage_id
    JOIN organizations o ON o.id = s.organization_id
    LEFT JOIN bills b ON b.enrollment_id = e.enrollment_id
    LEFT JOIN children c ON c.id = e.child_id
    LEFT JOIN child_health h ON h.child_id = e.child_id
    LEFT JOIN users u ON u.id = e.primary_parent_id
    LEFT JOIN parents p ON p.user_id = e.primary_parent_id
    LEFT JOIN legal_representatives r ON r.id = c.legal_representative_id`;

const organizationAddress = (row: Row): Address | null =>
  row.street && row.postal_code && row.city
    ? {
        street: row.street,
        number: row.street_number ?? '',
        postal_code: row.postal_code,
        city: row.city,
        country: row.country?.trim() || 'BE',
      }
    : null;

function toSource(row: Row): DocumentSource {
  const responsible = [row.responsible_first_name, row.responsible_last_name]
    .filter(Boolean)
    .join(' ');
  return {
    enrollmentId: row.enrollment_id,
    childId: row.child_id,
    bill: {
      invoiceNumber: row.invoice_number,
      issuedOn: row.issued_on,
      dueDate: row.due_date,
      amountCents: row.amount_cents,
      communication: row.communication,
      creditNoteNumber: row.credit_note_number,
      creditNoteIssuedOn: row.credit_note_issued_on,
      paymentDate: row.payment_date,
      paidCents: row.paid_cents,
      refundDate: row.refund_date,
      cancelled: row.cancelled ?? false,
    },
    lines: row.price_lines,
    language: row.language ?? 'fr',
    child:
      row.child_first_name !== null && row.child_last_name !== null && row.child_birth_date
        ? {
            firstName: row.child_first_name,
            lastName: row.child_last_name,
            birthDate: row.child_birth_date,
            nationalRegisterNumber: row.child_nrn,
            address: row.child_address,
            severelyDisabled: row.disabled ?? false,
          }
        : null,
    parent:
      row.parent_first_name !== null && row.parent_last_name !== null
        ? {
            firstName: row.parent_first_name,
            lastName: row.parent_last_name,
            nationalRegisterNumber: row.parent_nrn,
            address: row.parent_address,
          }
        : null,
    legalRepresentative:
      row.representative_first_name !== null &&
      row.representative_last_name !== null &&
      row.representative_nrn !== null
        ? {
            firstName: row.representative_first_name,
            lastName: row.representative_last_name,
            nationalRegisterNumber: row.representative_nrn,
          }
        : null,
    stage: {
      name: row.stage_name,
      firstDay: brusselsDay(row.starts_at),
      lastDay: brusselsDay(row.ends_at),
      endsAt: row.ends_at,
      effectiveDays: row.effective_days,
      attendedDays: row.attendance_taken ? (row.attended_days ?? []) : null,
      options: row.stage_options ?? [],
    },
    organization: {
      id: row.organization_id,
      name: row.organization_name,
      address: organizationAddress(row),
      enterpriseNumber: row.enterprise_number,
      vatNumber: row.vat_number,
      email: row.email,
      phone: row.phone,
      iban: row.iban,
      bic: row.bic,
      signatory: responsible ? { name: responsible, capacity: row.responsible_capacity } : null,
      taxCertificates: row.tax_certificates,
      certification: {
        choice: row.certification,
        certifierName: row.certifier_name,
        certifierEnterpriseNumber: row.certifier_enterprise_number,
        certifierAddress: row.certifier_address,
        from: row.certification_from,
        until: row.certification_until,
      },
    },
  };
}

/** Reads what the documents print from the read models, for enrollments or a year of stays. */
@Injectable()
export class DocumentSources {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async ofEnrollments(enrollmentIds: readonly string[]): Promise<DocumentSource[]> {
    if (enrollmentIds.length === 0) return [];
    const { rows } = await this.db.query<Row>(`${SELECT} WHERE e.enrollment_id = ANY($1::uuid[])`, [
      enrollmentIds,
    ]);
    return rows.map(toSource);
  }

  /** A stage's enrollments whose bill was issued, in the order of their invoice numbers. */
  async billedOfStage(stageId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ enrollment_id: string }>(
      `SELECT enrollment_id::text FROM bills
        WHERE stage_id = $1 AND invoice_number IS NOT NULL ORDER BY invoice_number`,
      [stageId],
    );
    return rows.map((row) => row.enrollment_id);
  }

  /**
   * The organization's stays paid and not owed back, of stages with a day in `year` (Belgian
   * time): what its 281.86 certificates of that income year are made from. `childIds` narrows
   * them to a family's children.
   */
  async paidStays(
    organizationId: string | null,
    year: number,
    childIds: readonly string[] | null = null,
  ): Promise<DocumentSource[]> {
    const { rows } = await this.db.query<Row>(
      `${SELECT}
        WHERE ($1::uuid IS NULL OR s.organization_id = $1::uuid)
          AND ($3::uuid[] IS NULL OR e.child_id = ANY($3::uuid[]))
          AND ${settledBillSql}
          AND s.starts_at < make_timestamptz($2::integer + 1, 1, 1, 0, 0, 0, 'Europe/Brussels')
          AND s.ends_at >= make_timestamptz($2::integer, 1, 1, 0, 0, 0, 'Europe/Brussels')
        ORDER BY c.last_name, c.first_name, e.child_id, s.starts_at, e.enrollment_id`,
      [organizationId, year, childIds],
    );
    return rows.map(toSource);
  }
}
