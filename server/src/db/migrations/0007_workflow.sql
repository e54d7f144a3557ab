-- Approval workflows and online-development modules. Written for PostgreSQL 15. Mirrors the
-- "workflow" block of src/db/schema.ts.

-- A form: of a flow (flowFormInfo) or of an online-development module. form_type 1 is a
-- hand-written ("system") form chosen by en_code, 2 a dynamic form rendered from property_json.
CREATE TABLE flow_forms (
  id text PRIMARY KEY,
  en_code text NOT NULL UNIQUE,
  full_name text NOT NULL,
  form_type integer NOT NULL DEFAULT 2 CHECK (form_type IN (1, 2)),
  property_json jsonb NOT NULL,
  table_json jsonb NOT NULL DEFAULT '[]',
  app_url_address text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What the process centre lists (JNPF flowTemplate): name, category (a WorkFlowCategory item) and icon.
CREATE TABLE flow_templates (
  id text PRIMARY KEY,
  en_code text NOT NULL UNIQUE,
  full_name text NOT NULL,
  category text NOT NULL DEFAULT '',
  icon text NOT NULL DEFAULT '',
  icon_background text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  type integer NOT NULL DEFAULT 0,
  visible_type integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  sort_code integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A launchable flow of a template (the flowId of the wire) and its current version.
CREATE TABLE flows (
  id text PRIMARY KEY,
  template_id text NOT NULL REFERENCES flow_templates (id) ON DELETE CASCADE,
  en_code text NOT NULL UNIQUE,
  full_name text NOT NULL,
  form_id text NOT NULL REFERENCES flow_forms (id),
  version integer NOT NULL DEFAULT 1,
  enabled boolean NOT NULL DEFAULT true,
  sort_code integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE INDEX flows_template_idx ON flows (template_id);

-- Every version of a flow's definition (the JNPF node tree): a task keeps running on the version
-- it was launched with when the flow is changed.
CREATE TABLE flow_versions (
  flow_id text NOT NULL REFERENCES flows (id) ON DELETE CASCADE,
  version integer NOT NULL,
  template_json jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (flow_id, version)
);

-- A task. The engine's whole state (nodes, operators, records, copies) is `state`; the columns
-- beside it are what the lists show and filter on. Every action updates the row where
-- version = the version it read, so two people acting at once give exactly one result.
CREATE TABLE flow_tasks (
  id text PRIMARY KEY,
  flow_id text NOT NULL REFERENCES flows (id),
  flow_version integer NOT NULL,
  en_code text NOT NULL DEFAULT '',
  full_name text NOT NULL,
  launcher_id text NOT NULL REFERENCES users (id),
  creator_id text NOT NULL REFERENCES users (id),
  status integer NOT NULL,
  completion integer NOT NULL DEFAULT 0,
  this_step text NOT NULL DEFAULT '',
  this_step_id text NOT NULL DEFAULT '',
  urgent integer NOT NULL DEFAULT 1,
  form_data jsonb NOT NULL DEFAULT '{}',
  state jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  module_record_id text,
  start_time timestamptz,
  end_time timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE INDEX flow_tasks_launcher_idx ON flow_tasks (launcher_id, created_at DESC);
CREATE INDEX flow_tasks_flow_idx ON flow_tasks (flow_id);

-- The lists' index of the state: the operators (pending ones are the todo list), what each user
-- handled (done), what was copied to whom (copy). Rewritten from the state by every action on the
-- task; they also find the task of an operator or record id an action names.
CREATE TABLE flow_task_operators (
  id text PRIMARY KEY,
  task_id text NOT NULL REFERENCES flow_tasks (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  node_id text NOT NULL,
  node_name text NOT NULL,
  delegate_user text NOT NULL DEFAULT '',
  pending boolean NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX flow_task_operators_todo_idx ON flow_task_operators (user_id, created_at DESC) WHERE pending;
CREATE INDEX flow_task_operators_task_idx ON flow_task_operators (task_id);

CREATE TABLE flow_task_records (
  id text PRIMARY KEY,
  task_id text NOT NULL REFERENCES flow_tasks (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  node_id text NOT NULL,
  node_name text NOT NULL,
  handle_status integer NOT NULL,
  handle_time timestamptz NOT NULL
);
CREATE INDEX flow_task_records_done_idx ON flow_task_records (user_id, handle_time DESC);
CREATE INDEX flow_task_records_task_idx ON flow_task_records (task_id);

CREATE TABLE flow_task_circulates (
  id text PRIMARY KEY,
  task_id text NOT NULL REFERENCES flow_tasks (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  node_id text NOT NULL,
  node_name text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX flow_task_circulates_user_idx ON flow_task_circulates (user_id, created_at DESC);
CREATE INDEX flow_task_circulates_task_idx ON flow_task_circulates (task_id);

CREATE TABLE flow_comments (
  id text PRIMARY KEY,
  task_id text NOT NULL REFERENCES flow_tasks (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL DEFAULT '',
  image jsonb NOT NULL DEFAULT '[]',
  file jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX flow_comments_task_idx ON flow_comments (task_id, created_at DESC);

-- Entrust: type 0 launching, 1 approving, from user_id to to_user_id, for one flow or all (null).
CREATE TABLE flow_delegates (
  id text PRIMARY KEY,
  type integer NOT NULL CHECK (type IN (0, 1)),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  to_user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  flow_id text REFERENCES flows (id) ON DELETE CASCADE,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  description text NOT NULL DEFAULT '',
  enabled_mark integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time > start_time),
  CHECK (to_user_id <> user_id)
);
CREATE INDEX flow_delegates_user_idx ON flow_delegates (user_id);
CREATE INDEX flow_delegates_to_idx ON flow_delegates (to_user_id);

-- An online-development module: a form, a list (column config) and optionally a flow.
CREATE TABLE online_modules (
  id text PRIMARY KEY,
  en_code text NOT NULL UNIQUE,
  full_name text NOT NULL,
  form_id text NOT NULL REFERENCES flow_forms (id),
  column_data jsonb NOT NULL DEFAULT '{}',
  app_column_data jsonb,
  web_type integer NOT NULL DEFAULT 2,
  flow_id text REFERENCES flows (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A record of a module, seen by the members of its project. flow_state follows its task's status
-- when the module has a flow.
CREATE TABLE online_records (
  id text PRIMARY KEY,
  module_id text NOT NULL REFERENCES online_modules (id) ON DELETE CASCADE,
  project_id text REFERENCES projects (id),
  data jsonb NOT NULL DEFAULT '{}',
  flow_task_id text,
  flow_state integer,
  creator_user_id text NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE INDEX online_records_module_idx ON online_records (module_id, project_id, created_at DESC);
