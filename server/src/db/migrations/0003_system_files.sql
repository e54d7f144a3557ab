-- System, files, supervision and signing. Written for PostgreSQL 15. Mirrors the "system, files
-- and signing" block of src/db/schema.ts (and files.sha256).

-- What was stored, so a copy on disk can be checked against its row.
ALTER TABLE files ADD COLUMN sha256 text NOT NULL DEFAULT '';

-- Common words (常用语): user_id null is a system word everyone sees; others are one user's own.
CREATE TABLE common_words (
  id text PRIMARY KEY,
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  words_text text NOT NULL,
  sort_code integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX common_words_user_idx ON common_words (user_id);

-- A user's electronic person seal, made once from the user's name.
CREATE TABLE person_seals (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  seal_name text NOT NULL,
  seal_img text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Documents waiting for a user's hand signature (the role-sign push). state is F_State:
-- 0 waiting, 1 handled.
CREATE TABLE hand_sign_items (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  flow_id text,
  task_id text,
  sign_url text NOT NULL DEFAULT '',
  state integer NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hand_sign_items_waiting_idx ON hand_sign_items (user_id) WHERE state = 0;
