-- Idempotency keys (plugins/idempotency.ts). Written for PostgreSQL 15. Mirrors the "idempotency"
-- block of src/db/schema.ts.

-- One row per (user, key) the app sent with a POST/PUT/DELETE: the app's outbox resends a failed
-- submission with the same key, and the stored answer is replayed instead of writing twice.
-- status: 'in_progress' while the first attempt runs, 'done' once its answer is stored in
-- response (the whole envelope; only successes and 400 refusals are kept). method and url are
-- the request's, so a key reused for another request is refused. Rows older than 24 h are
-- ignored and swept.
CREATE TABLE idempotency_keys (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (key ~ '^[A-Za-z0-9_-]{1,100}$'),
  method text NOT NULL,
  url text NOT NULL,
  status text NOT NULL CHECK (status IN ('in_progress', 'done')),
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
