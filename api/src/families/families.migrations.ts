import type { Migration } from '@stages/projections';

/**
 * A parent's profile, created when a user finalizes registration as a parent; the family's
 * legal representatives and children, their health data in a table of its own.
 */
export const familiesMigrations: readonly Migration[] = [
  {
    id: '0007-parents',
    sql: `
      CREATE TABLE parents (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        phone text,
        address jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
  {
    id: '0020-legal-representatives',
    sql: `
      CREATE TABLE legal_representatives (
        id uuid PRIMARY KEY,
        parent_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        last_name text NOT NULL,
        first_name text NOT NULL,
        national_register_number text NOT NULL
          CHECK (national_register_number ~ '^[0-9]{11}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX legal_representatives_parent ON legal_representatives (parent_id);`,
  },
  {
    id: '0021-children',
    sql: `
      CREATE TABLE children (
        id uuid PRIMARY KEY,
        primary_parent_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        last_name text NOT NULL,
        first_name text NOT NULL,
        birth_date date NOT NULL,
        sex text NOT NULL CHECK (sex IN ('male', 'female', 'other')),
        national_register_number text NOT NULL UNIQUE
          CHECK (national_register_number ~ '^[0-9]{11}$'),
        address jsonb,
        legal_representative_id uuid REFERENCES legal_representatives (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX children_primary_parent ON children (primary_parent_id);
      CREATE INDEX children_legal_representative ON children (legal_representative_id);

      -- Health data (GDPR art. 9), apart so that its own rules (who reads it, how long it is
      -- kept, its encryption) apply to it as a whole.
      CREATE TABLE child_health (
        child_id uuid PRIMARY KEY REFERENCES children (id) ON DELETE CASCADE,
        can_swim boolean NOT NULL DEFAULT false,
        tetanus_vaccine boolean NOT NULL DEFAULT false,
        disabled boolean NOT NULL DEFAULT false,
        allergies text NOT NULL DEFAULT '',
        diet text NOT NULL DEFAULT '',
        medications text NOT NULL DEFAULT '',
        important_info text NOT NULL DEFAULT '',
        height_cm integer CHECK (height_cm BETWEEN 30 AND 250),
        weight_kg numeric(4, 1) CHECK (weight_kg BETWEEN 2 AND 200),
        doctor_last_name text NOT NULL DEFAULT '',
        doctor_first_name text NOT NULL DEFAULT '',
        doctor_phone text NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
  {
    id: '0022-parent-identity',
    // The parent's identity as tax certificates print it; the names stay on users.
    sql: `
      ALTER TABLE parents
        ADD COLUMN national_register_number text
          CHECK (national_register_number ~ '^[0-9]{11}$'),
        ADD COLUMN birth_date date;`,
  },
];
