-- The contract section a user's lists follow (issue 12, item 7): one section, or every section
-- the user may see (全部合同段), for someone who sees several or holds a project-wide grant.
-- contract_id stays the last section chosen: what the user writes is placed there. Rows stored
-- before start on every section, as lists showed them until now. Mirrors userContext.allContracts
-- of src/db/schema.ts. Written for PostgreSQL 15.
ALTER TABLE user_context ADD COLUMN all_contracts boolean NOT NULL DEFAULT true;
