-- Requests that must not do more than asked (issue 10). Written for PostgreSQL 15. Mirrors
-- downloadLinksUsed and idempotencyKeys.bodyHash of src/db/schema.ts.

-- Signed download links already used (API.md 7: a link works once). The sha256 of the link is
-- kept until the link would have expired anyway; the insert is the check, so two instances
-- cannot both serve one link.
CREATE TABLE download_links_used (
  link_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX download_links_used_expires_idx ON download_links_used (expires_at);

-- The sha256 of the request body a key was first used with: a resend with another body is
-- refused instead of answered with the first body's answer. Null for keys stored before.
ALTER TABLE idempotency_keys ADD COLUMN body_hash text;
