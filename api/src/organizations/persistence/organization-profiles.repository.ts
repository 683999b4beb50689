import { Inject, Injectable } from '@nestjs/common';
import type { OrganizationProfile, OrganizationProfileUpdate } from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import type { z } from 'zod';
import { FilesRepository, fileUrl } from '../../documents/index.js';
import { DATABASE } from '../../platform/tokens.js';
import { organizationAddress } from './organization-address.js';

type ProfileUpdate = z.output<typeof OrganizationProfileUpdate>;

/** A document the organization keeps on its profile; each names its column. */
export const PROFILE_FILE_COLUMNS = {
  logo: 'logo_file_id',
  id_card: 'id_card_file_id',
  insurance: 'insurance_file_id',
} as const;
export type ProfileFileKind = keyof typeof PROFILE_FILE_COLUMNS;

interface ProfileRow {
  id: string;
  slug: string;
  name: string;
  type_code: string | null;
  vat_number: string | null;
  enterprise_number: string | null;
  iban: string | null;
  bic: string | null;
  phone: string | null;
  email: string | null;
  street: string | null;
  street_number: string | null;
  postal_code: string | null;
  city: string | null;
  country: string;
  description: string;
  language: OrganizationProfile['language'];
  tax_certificates: boolean;
  signature_authorization: boolean;
  certification: OrganizationProfile['certification'];
  certifier_name: string | null;
  certifier_enterprise_number: string | null;
  certifier_address: string | null;
  certification_from: string | null;
  certification_until: string | null;
  responsible_first_name: string | null;
  responsible_last_name: string | null;
  responsible_capacity: string | null;
  enrollment_request_mails: boolean;
  payment_reminders: boolean;
  logo_file_id: string | null;
  id_card_file_id: string | null;
  insurance_file_id: string | null;
  verified_at: Date | null;
  created_at: Date;
}

export const profileSelect = `
  SELECT o.id, o.slug, o.name, o.type_code, o.vat_number, o.enterprise_number, o.iban, o.bic,
         o.phone, o.email, o.street, o.street_number, o.postal_code, o.city, o.country,
         o.description, o.language, o.tax_certificates, o.signature_authorization,
         o.certification, o.certifier_name, o.certifier_enterprise_number, o.certifier_address,
         o.certification_from::text, o.certification_until::text, o.responsible_first_name,
         o.responsible_last_name, o.responsible_capacity, o.enrollment_request_mails,
         o.payment_reminders,
         o.logo_file_id, o.id_card_file_id,
         o.insurance_file_id, v.verified_at, o.created_at
    FROM organizations o
    LEFT JOIN organization_verification v ON v.organization_id = o.id`;

export function toProfile(row: ProfileRow): OrganizationProfile {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type_code,
    vat_number: row.vat_number,
    enterprise_number: row.enterprise_number,
    iban: row.iban,
    bic: row.bic,
    phone: row.phone,
    email: row.email,
    address: organizationAddress(row),
    description: row.description,
    language: row.language,
    tax_certificates: row.tax_certificates,
    signature_authorization: row.signature_authorization,
    certification: row.certification,
    certifier_name: row.certifier_name,
    certifier_enterprise_number: row.certifier_enterprise_number,
    certifier_address: row.certifier_address,
    certification_from: row.certification_from,
    certification_until: row.certification_until,
    responsible_first_name: row.responsible_first_name,
    responsible_last_name: row.responsible_last_name,
    responsible_capacity: row.responsible_capacity,
    enrollment_request_mails: row.enrollment_request_mails,
    payment_reminders: row.payment_reminders,
    logo_file_id: row.logo_file_id,
    logo_url: row.logo_file_id ? fileUrl(row.logo_file_id) : null,
    id_card_file_id: row.id_card_file_id,
    insurance_file_id: row.insurance_file_id,
    verified: row.verified_at !== null,
    verified_at: row.verified_at ? new Date(row.verified_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The organization's details: the profile its members edit and administrators check. */
@Injectable()
export class OrganizationProfilesRepository {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly files: FilesRepository,
  ) {}

  async find(organizationId: string): Promise<OrganizationProfile | null> {
    const { rows } = await this.db.query<ProfileRow>(`${profileSelect} WHERE o.id = $1`, [
      organizationId,
    ]);
    return rows[0] ? toProfile(rows[0]) : null;
  }

  /** Returns false when the type does not exist. */
  async update(organizationId: string, profile: ProfileUpdate): Promise<boolean> {
    const { rows } = await this.db.query<{ known: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM organization_types WHERE code = $1) AS known',
      [profile.type],
    );
    if (!rows[0]!.known) return false;
    await this.db.query(
      `UPDATE organizations SET name = $2, type_code = $3, vat_number = $4,
         enterprise_number = $5, iban = $6, bic = $7, phone = $8, email = $9, street = $10,
         street_number = $11, postal_code = $12, city = $13, country = $14, description = $15,
         language = $16, tax_certificates = $17, signature_authorization = $18,
         certification = $19, certifier_name = $20, certifier_enterprise_number = $21,
         certifier_address = $22, certification_from = $23, certification_until = $24,
         responsible_first_name = $25, responsible_last_name = $26, responsible_capacity = $27,
         enrollment_request_mails = $28, payment_reminders = $29, updated_at = now()
       WHERE id = $1`,
      [
        organizationId,
        profile.name,
        profile.type,
        profile.vat_number,
        profile.enterprise_number,
        profile.iban,
        profile.bic,
        profile.phone,
        profile.email,
        profile.address.street,
        profile.address.number,
        profile.address.postal_code,
        profile.address.city,
        profile.address.country,
        profile.description,
        profile.language,
        profile.tax_certificates,
        profile.signature_authorization,
        profile.certification,
        profile.certifier_name,
        profile.certifier_enterprise_number,
        profile.certifier_address,
        profile.certification_from,
        profile.certification_until,
        profile.responsible_first_name,
        profile.responsible_last_name,
        profile.responsible_capacity,
        profile.enrollment_request_mails,
        profile.payment_reminders,
      ],
    );
    return true;
  }

  /**
   * Puts the file on the profile and deletes the one it replaces, together: nothing else names
   * a profile document, and a replaced ID card is personal data with no further use.
   */
  async attachFile(tx: Sql, organizationId: string, kind: ProfileFileKind, fileId: string) {
    const column = PROFILE_FILE_COLUMNS[kind];
    const { rows } = await tx.query<{ replaced: string | null }>(
      `SELECT ${column} AS replaced FROM organizations WHERE id = $1 FOR NO KEY UPDATE`,
      [organizationId],
    );
    await tx.query(`UPDATE organizations SET ${column} = $2, updated_at = now() WHERE id = $1`, [
      organizationId,
      fileId,
    ]);
    const replaced = rows[0]?.replaced;
    if (replaced && replaced !== fileId) {
      await this.files.delete(replaced, organizationId, tx);
    }
  }

  /** The file now on the profile for this kind, which an upload of that kind will replace. */
  async attachedFile(organizationId: string, kind: ProfileFileKind): Promise<string | null> {
    const { rows } = await this.db.query<{ file_id: string | null }>(
      `SELECT ${PROFILE_FILE_COLUMNS[kind]} AS file_id FROM organizations WHERE id = $1`,
      [organizationId],
    );
    return rows[0]?.file_id ?? null;
  }
}
