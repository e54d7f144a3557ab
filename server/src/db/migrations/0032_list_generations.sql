-- Lists kept ready to send (issue 19, server/src/realtime/keptPages.ts): a change count per list,
-- moved by triggers in the writing transaction. A page kept with count n holds while the count is
-- still n, on every instance: its reader reads the count before the rows, so a page is never older
-- than its count, and a write is seen by the next read after its commit.
--   records:<module id>  any change to that module's records (its register, ledgers)
--   todo:<user id>       any change to the user's todo rows, or to what the todo list shows of a task
--                        that has one of them waiting
CREATE TABLE list_generations (
  key text PRIMARY KEY,
  n bigint NOT NULL
);

-- Keys in order, so two transactions moving the same counts take their locks in one order.
CREATE FUNCTION list_generations_bump(keys text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO list_generations (key, n) SELECT k, 1 FROM (SELECT DISTINCT unnest(keys) AS k) ks ORDER BY k
    ON CONFLICT (key) DO UPDATE SET n = list_generations.n + 1
$$;

-- A row written moves the count of the list it is on: TG_ARGV[0] the key's prefix, TG_ARGV[1] the
-- column naming the list (both lists when an update moves the row from one to another).
CREATE FUNCTION list_generation_row_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN keys := keys || (TG_ARGV[0] || (to_jsonb(OLD) ->> TG_ARGV[1])); END IF;
  IF TG_OP <> 'DELETE' THEN keys := keys || (TG_ARGV[0] || (to_jsonb(NEW) ->> TG_ARGV[1])); END IF;
  PERFORM list_generations_bump(keys);
  RETURN NULL;
END $$;
CREATE TRIGGER online_record_generation AFTER INSERT OR UPDATE OR DELETE ON online_records
  FOR EACH ROW EXECUTE FUNCTION list_generation_row_trigger('records:', 'module_id');
CREATE TRIGGER flow_todo_generation AFTER INSERT OR UPDATE OR DELETE ON flow_task_operators
  FOR EACH ROW EXECUTE FUNCTION list_generation_row_trigger('todo:', 'user_id');

-- What the todo list shows of a task (server/src/domains/workflow/lists.ts), changed: the lists of
-- those it waits for. A deleted task's todo rows go with it (ON DELETE CASCADE: the trigger above).
CREATE FUNCTION flow_task_generation_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_generations_bump(ARRAY(SELECT 'todo:' || o.user_id FROM flow_task_operators o
    WHERE o.task_id = NEW.id AND (o.pending OR o.batch)));
  RETURN NULL;
END $$;
CREATE TRIGGER flow_task_generation AFTER UPDATE ON flow_tasks
  FOR EACH ROW WHEN ((OLD.full_name, OLD.en_code, OLD.status, OLD.this_step, OLD.this_step_id, OLD.urgent, OLD.form_data,
    OLD.flow_id, OLD.flow_version, OLD.launcher_id, OLD.start_time)
    IS DISTINCT FROM (NEW.full_name, NEW.en_code, NEW.status, NEW.this_step, NEW.this_step_id, NEW.urgent, NEW.form_data,
    NEW.flow_id, NEW.flow_version, NEW.launcher_id, NEW.start_time))
  EXECUTE FUNCTION flow_task_generation_trigger();

-- directory: who a user may see and how they are shown (the IM contacts, permission/repo.ts
-- pageImUsers): users' names, units, order and state, their projects and sections, and those
-- projects', sections' and units' names and state. Written by administration; a sign-in (which
-- writes the user's last sign-in) moves nothing.
CREATE FUNCTION directory_generation_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_generations_bump(ARRAY['directory']);
  RETURN NULL;
END $$;
CREATE TRIGGER directory_users_generation AFTER INSERT OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION directory_generation_trigger();
CREATE TRIGGER directory_user_generation AFTER UPDATE ON users
  FOR EACH ROW WHEN ((OLD.account, OLD.real_name, OLD.head_icon, OLD.organize_id, OLD.enabled, OLD.cancelled_at, OLD.sort_code, OLD.is_admin)
    IS DISTINCT FROM (NEW.account, NEW.real_name, NEW.head_icon, NEW.organize_id, NEW.enabled, NEW.cancelled_at, NEW.sort_code, NEW.is_admin))
  EXECUTE FUNCTION directory_generation_trigger();
CREATE TRIGGER directory_generation AFTER INSERT OR UPDATE OR DELETE ON user_projects
  FOR EACH STATEMENT EXECUTE FUNCTION directory_generation_trigger();
CREATE TRIGGER directory_generation AFTER INSERT OR UPDATE OR DELETE ON user_contracts
  FOR EACH STATEMENT EXECUTE FUNCTION directory_generation_trigger();
CREATE TRIGGER directory_generation AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION directory_generation_trigger();
CREATE TRIGGER directory_generation AFTER INSERT OR UPDATE OR DELETE ON contracts
  FOR EACH STATEMENT EXECUTE FUNCTION directory_generation_trigger();
CREATE TRIGGER directory_generation AFTER INSERT OR UPDATE OR DELETE ON organizes
  FOR EACH STATEMENT EXECUTE FUNCTION directory_generation_trigger();
