-- Rebar counts (domains/rebar): a photo of a bundle's ends counted by the server, corrected by the
-- user's taps and saved against a material receipt (an incomingMaterials record). Written for
-- PostgreSQL 15. Mirrors db/schema.rebar.ts. project_id, contract_id: the receipt's; organize_id:
-- the author's unit (the visibility rule of module records, the rebarCount tile's grants).
-- machine_count / machine_marks: what the counter found; marks / count: what was saved after the
-- user's edits. Marks are {x, y, r} in the photo's pixels (width × height).
CREATE TABLE rebar_counts (
  id text PRIMARY KEY,
  project_id text,
  contract_id text,
  organize_id text,
  author_id text NOT NULL REFERENCES users (id),
  receipt_id text NOT NULL REFERENCES online_records (id) ON DELETE CASCADE,
  photo_url text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  machine_count integer NOT NULL,
  machine_marks jsonb NOT NULL,
  marks jsonb NOT NULL,
  count integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rebar_counts_receipt_idx ON rebar_counts (receipt_id, created_at DESC);
CREATE INDEX rebar_counts_scope_idx ON rebar_counts (project_id, contract_id, created_at DESC);
