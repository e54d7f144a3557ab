-- Sign-in by WeChat and by SMS code. Written for PostgreSQL 15. Mirrors the "oauth: social and
-- SMS sign-in" block of src/db/schema.ts. (sms_codes itself is in 0001.)

-- A third-party identity bound to one user: one openid per user and per source, and an openid
-- belongs to one user only.
CREATE TABLE user_socials (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source text NOT NULL,
  open_id text NOT NULL,
  union_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source, open_id),
  UNIQUE (user_id, source)
);

-- A short-lived key that stands for an openid not yet bound, so the openid never reaches the
-- client. Stored as sha256; used once.
CREATE TABLE social_bind_keys (
  key_hash text PRIMARY KEY,
  source text NOT NULL,
  open_id text NOT NULL,
  union_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX social_bind_keys_expires_idx ON social_bind_keys (expires_at);

-- SMS sign-in finds the user by mobile number.
CREATE INDEX users_mobile_phone_idx ON users (mobile_phone);
