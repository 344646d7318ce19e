-- Accounts and sessions: users, server-side sessions, single-use mail tokens, sign-in attempts,
-- addresses, favourites and the mail outbox. Secrets are stored only as SHA-256 hashes
-- (tokens) or argon2id PHC strings (passwords).

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL,
  -- lower(email): what sign-in and uniqueness compare
  email_key text NOT NULL UNIQUE,
  user_name text NOT NULL,
  password_hash text NOT NULL,
  email_verified_at timestamptz,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- hex SHA-256 of the 256-bit bearer token; the token itself is never stored
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- Email verification, password reset and email binding: single use, expiring, hashed.
CREATE TABLE account_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password', 'bind-email')),
  token_hash text NOT NULL UNIQUE,
  -- the address a bind-email token will set
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose, created_at);

-- Every sign-in attempt, for the throttle (per account key and per client address).
CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  email_key text NOT NULL,
  ip text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('success', 'failure', 'throttled')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_email_idx ON login_attempts (email_key, created_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at);

CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  company text NOT NULL DEFAULT '',
  phone text NOT NULL,
  line1 text NOT NULL,
  line2 text NOT NULL DEFAULT '',
  city text NOT NULL,
  region text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  -- ISO 3166-1 alpha-2, the RegionValue of /common/GetCountryList
  country text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_idx ON addresses (user_id);
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default;

-- Saved parts, owned by a user or, before sign-in, by the guest's uid cookie.
CREATE TABLE favourites (
  id bigserial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  guest_uid text,
  part_id integer NOT NULL REFERENCES parts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (guest_uid IS NULL))
);
CREATE UNIQUE INDEX favourites_user_part ON favourites (user_id, part_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX favourites_guest_part ON favourites (guest_uid, part_id) WHERE guest_uid IS NOT NULL;

-- Outgoing mail, written in the same transaction as the action that sends it.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  error text
);
CREATE INDEX outbox_unsent_idx ON outbox (id) WHERE sent_at IS NULL;
