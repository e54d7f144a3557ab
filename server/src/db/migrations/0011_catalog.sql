-- The module catalog (src/catalog): what the product last installed of each item, so that an
-- upgrade changes only what an organisation has not changed itself, and each module's version.
CREATE TABLE catalog_items (
  key text PRIMARY KEY,
  version integer NOT NULL DEFAULT 0,
  base jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Which records of the module a role's grant shows: project | sections | unit | self.
ALTER TABLE role_permissions ADD COLUMN data_scope text NOT NULL DEFAULT 'sections';

-- Who may see a record (DESIGN.md "Who sees what"): its contract section, the unit of its author,
-- and whether it is a draft (seen by its author only). Existing records are placed by the server
-- at start from their form's contract field (domains/visualdev/visibility.ts placeOldRecords).
ALTER TABLE online_records ADD COLUMN contract_id text;
ALTER TABLE online_records ADD COLUMN organize_id text;
ALTER TABLE online_records ADD COLUMN draft boolean NOT NULL DEFAULT false;
CREATE INDEX online_records_scope_idx ON online_records (module_id, project_id, contract_id);

-- The project and section a task belongs to: role and position approvers resolve within them.
ALTER TABLE flow_tasks ADD COLUMN project_id text;
ALTER TABLE flow_tasks ADD COLUMN contract_id text;
