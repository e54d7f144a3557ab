-- Users and permission. Written for PostgreSQL 15. Mirrors the "permission" block of
-- src/db/schema.ts.

-- Personal details a user keeps in the app (PUT Users/Current/BaseInfo) that nothing else reads,
-- kept beside users so sign-in and the current-user call stay on the narrow row.
CREATE TABLE user_profiles (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  signature text,
  nation text,
  native_place text,
  certificates_type text,
  certificates_number text,
  education text,
  tele_phone text,
  landline text,
  urgent_contacts text,
  urgent_tele_phone text,
  postal_address text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- At most one default signature per user, whatever races.
CREATE UNIQUE INDEX sign_images_one_default_idx ON sign_images (user_id) WHERE is_default;
