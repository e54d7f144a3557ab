-- Progress against the bill of quantities (issue 13 section 2). Written for PostgreSQL 15.
-- Mirrors src/db/schema.progress.ts.

-- The bill of quantities of a contract section: each item tied to the WBS node it is built in.
-- organize_id is the section's contractor and creator_user_id who entered the bill, so the
-- visibility rule (visualdev/visibility.ts scopeCondition) reads it like any record.
CREATE TABLE boq_items (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  contract_id text NOT NULL,
  wbs_node_id text,
  item_code text NOT NULL,
  item_name text NOT NULL,
  unit text NOT NULL,
  quantity double precision NOT NULL,
  unit_price double precision NOT NULL,
  organize_id text,
  creator_user_id text NOT NULL,
  sort_code integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX boq_items_contract_idx ON boq_items (contract_id, sort_code);
CREATE INDEX boq_items_wbs_idx ON boq_items (wbs_node_id);

-- A completed quantity of one item on one day, as the contractor fills it.
CREATE TABLE progress_fills (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  contract_id text NOT NULL,
  boq_item_id text NOT NULL,
  fill_date timestamptz NOT NULL,
  quantity double precision NOT NULL,
  remark text NOT NULL DEFAULT '',
  organize_id text,
  creator_user_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX progress_fills_item_idx ON progress_fills (boq_item_id, fill_date);
CREATE INDEX progress_fills_contract_idx ON progress_fills (contract_id, fill_date);
