import type { Migration } from '@stages/projections';

/** Organization profiles are ordinary rows: they hold details that may be edited or erased. */
export const organizationMigrations: readonly Migration[] = [
  {
    id: '0004-organizations',
    sql: `
      CREATE TABLE organizations (
        id uuid PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
  {
    // The account an organization belongs to; deleting the account deletes the organization.
    id: '0008-organization-owner',
    sql: `
      ALTER TABLE organizations
        ADD COLUMN owner_user_id uuid UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        ADD COLUMN phone text;`,
  },
  {
    // Types an administrator may extend; the three built in cannot be removed.
    id: '0012-organization-profile',
    sql: `
      CREATE TABLE organization_types (
        code text PRIMARY KEY,
        label_fr text NOT NULL,
        label_en text NOT NULL,
        label_nl text NOT NULL,
        built_in boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO organization_types (code, label_fr, label_en, label_nl, built_in) VALUES
        ('asbl', 'ASBL', 'Non-profit (ASBL)', 'Vzw', true),
        ('youth_movement', 'Mouvement de jeunesse', 'Youth movement', 'Jeugdbeweging', true),
        ('de_facto_association', 'Association de fait', 'De facto association',
         'Feitelijke vereniging', true);
      ALTER TABLE organizations
        ADD COLUMN type_code text REFERENCES organization_types (code),
        ADD COLUMN vat_number text,
        ADD COLUMN enterprise_number text,
        ADD COLUMN iban text,
        ADD COLUMN bic text,
        ADD COLUMN email text,
        ADD COLUMN street text,
        ADD COLUMN street_number text,
        ADD COLUMN postal_code text,
        ADD COLUMN city text,
        ADD COLUMN country char(2) NOT NULL DEFAULT 'BE',
        ADD COLUMN description text NOT NULL DEFAULT '',
        ADD COLUMN logo_file_id uuid,
        ADD COLUMN language text NOT NULL DEFAULT 'fr',
        ADD COLUMN tax_certificates boolean NOT NULL DEFAULT false,
        ADD COLUMN signature_authorization boolean NOT NULL DEFAULT false,
        ADD COLUMN certification text CHECK (certification IN ('a', 'b', 'c', 'd')),
        ADD COLUMN certifier_name text,
        ADD COLUMN certifier_enterprise_number text,
        ADD COLUMN certifier_address text,
        ADD COLUMN certification_from date,
        ADD COLUMN certification_until date,
        ADD COLUMN responsible_first_name text,
        ADD COLUMN responsible_last_name text,
        ADD COLUMN responsible_capacity text,
        ADD COLUMN id_card_file_id uuid,
        ADD COLUMN insurance_file_id uuid,
        ADD COLUMN updated_at timestamptz,
        ADD COLUMN search tsvector
          GENERATED ALWAYS AS (to_tsvector('simple', search_fold(name))) STORED;
      CREATE INDEX organizations_search_idx ON organizations USING gin (search);`,
  },
  {
    // On by default: an organizer who prefers to check the stage's list can turn them off.
    id: '0035-enrollment-request-mails',
    sql: `ALTER TABLE organizations
            ADD COLUMN enrollment_request_mails boolean NOT NULL DEFAULT true;`,
  },
  {
    // On by default, like the request mails: an organizer who calls families can turn them off.
    id: '0038-payment-reminders',
    sql: `ALTER TABLE organizations ADD COLUMN payment_reminders boolean NOT NULL DEFAULT true;`,
  },
];
