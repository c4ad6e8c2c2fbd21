-- Accounts: users, their sign-in tokens and the mails sent to them.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  name text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  password_hash text,
  email_verified_at timestamptz,
  google_sub text,
  apple_sub text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deactivated')),
  deactivated_at timestamptz,
  -- interviews left from bought packs; used after the plan's allowance
  extra_sessions integer NOT NULL DEFAULT 0 CHECK (extra_sessions >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_google_sub_key ON users (google_sub) WHERE google_sub IS NOT NULL;
CREATE UNIQUE INDEX users_apple_sub_key ON users (apple_sub) WHERE apple_sub IS NOT NULL;

-- Opaque refresh tokens, stored hashed. Each use rotates the token inside its family; presenting a
-- used token again revokes the whole family.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);

CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

-- Single-use links mailed to users: email verification and password reset, stored hashed.
CREATE TABLE email_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  token_hash text NOT NULL UNIQUE,
  redirect_uri text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose);

-- The key that signs access tokens when none is configured: shared by every process of one database.
CREATE TABLE signing_keys (
  name text PRIMARY KEY,
  private_pem text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Mails kept by the outbox (no SMTP configured): shown by the dev mailbox.
CREATE TABLE outbox_mail (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  links jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX outbox_mail_created_idx ON outbox_mail (created_at DESC);
