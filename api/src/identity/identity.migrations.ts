import type { Migration } from '@stages/projections';

/**
 * Accounts and what signing in needs. People's details live here, never in events, so that
 * deleting an account erases them.
 */
export const identityMigrations: readonly Migration[] = [
  {
    id: '0006-identity',
    sql: `
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        password_hash text,
        role smallint CHECK (role IN (1, 2, 3)),
        email_verified boolean NOT NULL DEFAULT false,
        social_account boolean NOT NULL DEFAULT false,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        language text NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en', 'nl')),
        cookie_consent text CHECK (cookie_consent IN ('allow', 'essential')),
        phone text,
        address jsonb,
        subscription_end_date date,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email_key ON users (lower(email));

      -- Google and Microsoft accounts, by the provider's subject id.
      CREATE TABLE user_identities (
        provider text NOT NULL,
        subject text NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        PRIMARY KEY (provider, subject)
      );

      -- A session is a family of refresh tokens: reusing a replaced one revokes the family.
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        remember boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX sessions_user_idx ON sessions (user_id);

      CREATE TABLE refresh_tokens (
        token_hash text PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        replaced_at timestamptz
      );
      CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

      -- Single-use keys sent by e-mail; only their hash is kept.
      CREATE TABLE email_confirmations (
        key_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE TABLE password_resets (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );

      -- Attempts counted per fixed window, shared by every instance.
      CREATE TABLE rate_limits (
        bucket text PRIMARY KEY,
        hits integer NOT NULL,
        window_started_at timestamptz NOT NULL
      );

      -- Secrets the platform makes for itself on first start (the session signing key).
      CREATE TABLE app_secrets (
        name text PRIMARY KEY,
        value text NOT NULL
      );`,
  },
  {
    id: '0019-known-devices-and-paced-sign-in',
    sql: `
      -- Browsers an account signed in from: each keeps its own allowance of wrong passwords,
      -- so that strangers guessing elsewhere never lock the owner out.
      CREATE TABLE known_devices (
        token_hash text NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        last_used_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (token_hash, user_id)
      );
      CREATE INDEX known_devices_user_idx ON known_devices (user_id);

      -- When a count was last added to: attempts past an allowance are spaced from it.
      ALTER TABLE rate_limits ADD COLUMN last_hit_at timestamptz;`,
  },
  {
    // A user's `end_date` is now the plan of the organization they own, recorded by the
    // subscriptions context; only the demo and the tests ever set this column.
    id: '0044-users-end-date-from-subscriptions',
    sql: 'ALTER TABLE users DROP COLUMN subscription_end_date;',
  },
  {
    // The registration form's tab, so that finishing the registration on another device opens
    // the right form.
    id: '0047-users-account-type',
    sql: `ALTER TABLE users ADD COLUMN account_type text
            CHECK (account_type IN ('parent', 'organization'));`,
  },
];
