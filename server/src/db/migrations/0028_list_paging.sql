-- Lists at volume (issue 19): the todo list and module record lists page by (time, id) from an
-- index alone, by offset or after a known row (keyset), and their unfiltered totals come from
-- counters kept by triggers instead of counting the rows.
-- Written for PostgreSQL 15 (NULLS NOT DISTINCT).

-- The todo list's order is (created_at desc, id desc): the id in the index makes it the order itself.
DROP INDEX IF EXISTS flow_task_operators_todo_idx;
CREATE INDEX flow_task_operators_todo_idx ON flow_task_operators (user_id, created_at DESC, id DESC) WHERE pending;
DROP INDEX IF EXISTS flow_task_operators_batch_idx;
CREATE INDEX flow_task_operators_batch_idx ON flow_task_operators (user_id, created_at DESC, id DESC) WHERE batch;

-- A module's records in its default order, with the columns the visibility rule reads (visibility.ts
-- scopeCondition), so a page's ids are found without reading the records.
CREATE INDEX online_records_page_idx ON online_records (module_id, project_id, created_at DESC, id DESC)
  INCLUDE (contract_id, organize_id, creator_user_id, draft);

-- Pending todos per user.
CREATE TABLE flow_todo_counts (
  user_id text PRIMARY KEY,
  n integer NOT NULL DEFAULT 0
);
INSERT INTO flow_todo_counts (user_id, n) SELECT user_id, count(*) FROM flow_task_operators WHERE pending GROUP BY user_id;

CREATE FUNCTION flow_todo_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.pending THEN
    UPDATE flow_todo_counts SET n = n - 1 WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.pending THEN
    INSERT INTO flow_todo_counts (user_id, n) VALUES (NEW.user_id, 1)
      ON CONFLICT (user_id) DO UPDATE SET n = flow_todo_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER flow_todo_count AFTER INSERT OR DELETE OR UPDATE OF pending, user_id ON flow_task_operators
  FOR EACH ROW EXECUTE FUNCTION flow_todo_count_trigger();

-- Records per module and place: exactly the columns the visibility rule reads, so the total of what
-- a user sees is the sum of the counts the same condition selects (a few rows per section and author).
CREATE TABLE online_record_counts (
  module_id text NOT NULL,
  project_id text,
  contract_id text,
  organize_id text,
  creator_user_id text NOT NULL,
  draft boolean NOT NULL,
  n integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX online_record_counts_key ON online_record_counts
  (module_id, project_id, contract_id, organize_id, creator_user_id, draft) NULLS NOT DISTINCT;
INSERT INTO online_record_counts (module_id, project_id, contract_id, organize_id, creator_user_id, draft, n)
  SELECT module_id, project_id, contract_id, organize_id, creator_user_id, draft, count(*) FROM online_records
  GROUP BY module_id, project_id, contract_id, organize_id, creator_user_id, draft;

CREATE FUNCTION online_record_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE online_record_counts SET n = n - 1
      WHERE module_id = OLD.module_id AND project_id IS NOT DISTINCT FROM OLD.project_id
        AND contract_id IS NOT DISTINCT FROM OLD.contract_id AND organize_id IS NOT DISTINCT FROM OLD.organize_id
        AND creator_user_id = OLD.creator_user_id AND draft = OLD.draft;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO online_record_counts (module_id, project_id, contract_id, organize_id, creator_user_id, draft, n)
      VALUES (NEW.module_id, NEW.project_id, NEW.contract_id, NEW.organize_id, NEW.creator_user_id, NEW.draft, 1)
      ON CONFLICT (module_id, project_id, contract_id, organize_id, creator_user_id, draft)
      DO UPDATE SET n = online_record_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER online_record_count AFTER INSERT OR DELETE
  OR UPDATE OF module_id, project_id, contract_id, organize_id, creator_user_id, draft ON online_records
  FOR EACH ROW EXECUTE FUNCTION online_record_count_trigger();
