-- SiteFlow initial schema: organisation, permissions, projects, reference data, sessions.
-- Written for PostgreSQL 15 (PGlite runs 18). Mirrors src/db/schema.ts.

CREATE TABLE organizes (
  id text PRIMARY KEY,
  parent_id text NOT NULL DEFAULT '-1',
  category text NOT NULL CHECK (category IN ('company', 'department')),
  unit_type text,
  full_name text NOT NULL,
  en_code text NOT NULL,
  manager_id text,
  sort_code integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organizes_parent_idx ON organizes (parent_id);

CREATE TABLE positions (
  id text PRIMARY KEY,
  organize_id text NOT NULL REFERENCES organizes (id),
  full_name text NOT NULL,
  en_code text NOT NULL,
  sort_code integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id text PRIMARY KEY,
  account text NOT NULL UNIQUE,
  real_name text NOT NULL,
  password_hash text NOT NULL,
  gender integer,
  mobile_phone text,
  email text,
  head_icon text,
  birthday timestamptz,
  description text,
  organize_id text REFERENCES organizes (id),
  position_id text REFERENCES positions (id),
  manager_id text,
  is_admin boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  cancelled_at timestamptz,
  password_changed_at timestamptz,
  last_login_at timestamptz,
  last_login_ip text,
  prev_login_at timestamptz,
  prev_login_ip text,
  login_count integer NOT NULL DEFAULT 0,
  sort_code integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE INDEX users_organize_idx ON users (organize_id);
CREATE INDEX users_manager_idx ON users (manager_id);

CREATE TABLE user_positions (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position_id text NOT NULL REFERENCES positions (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, position_id)
);

CREATE TABLE roles (
  id text PRIMARY KEY,
  full_name text NOT NULL,
  en_code text NOT NULL UNIQUE,
  all_menus boolean NOT NULL DEFAULT false,
  description text,
  sort_code integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_roles (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role_id text NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);
CREATE INDEX user_roles_role_idx ON user_roles (role_id);

CREATE TABLE menus (
  id text PRIMARY KEY,
  parent_id text NOT NULL DEFAULT '-1',
  category text NOT NULL DEFAULT 'App',
  full_name text NOT NULL,
  en_code text NOT NULL,
  icon text NOT NULL DEFAULT '',
  type integer NOT NULL,
  url_address text NOT NULL DEFAULT '',
  link_target text NOT NULL DEFAULT '_self',
  property_json jsonb NOT NULL DEFAULT '{}',
  sort_code integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX menus_parent_idx ON menus (parent_id);

CREATE TABLE role_menus (
  role_id text NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  menu_id text NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, menu_id)
);

CREATE TABLE role_permissions (
  role_id text NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  model_id text NOT NULL,
  button jsonb NOT NULL DEFAULT '[]',
  "column" jsonb NOT NULL DEFAULT '[]',
  form jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (role_id, model_id)
);

CREATE TABLE projects (
  id text PRIMARY KEY,
  full_name text NOT NULL,
  en_code text NOT NULL,
  short_name text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  start_date timestamptz,
  end_date timestamptz,
  investment double precision,
  owner_unit_id text REFERENCES organizes (id),
  sort_code integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contracts (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id),
  full_name text NOT NULL,
  en_code text NOT NULL,
  section_name text NOT NULL DEFAULT '',
  construction_unit_id text REFERENCES organizes (id),
  supervision_unit_id text REFERENCES organizes (id),
  start_mileage text NOT NULL DEFAULT '',
  end_mileage text NOT NULL DEFAULT '',
  amount double precision,
  sort_code integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contracts_project_idx ON contracts (project_id);

CREATE TABLE user_projects (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, project_id)
);

CREATE TABLE user_contracts (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contract_id text NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, contract_id)
);

CREATE TABLE user_context (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  project_id text REFERENCES projects (id) ON DELETE SET NULL,
  contract_id text REFERENCES contracts (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE dictionary_types (
  id text PRIMARY KEY,
  en_code text NOT NULL UNIQUE,
  full_name text NOT NULL,
  is_tree integer NOT NULL DEFAULT 0,
  sort_code integer NOT NULL DEFAULT 0
);

CREATE TABLE dictionary_items (
  id text PRIMARY KEY,
  type_id text NOT NULL REFERENCES dictionary_types (id) ON DELETE CASCADE,
  parent_id text NOT NULL DEFAULT '-1',
  en_code text NOT NULL,
  full_name text NOT NULL,
  sort_code integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);
CREATE INDEX dictionary_items_type_idx ON dictionary_items (type_id);

CREATE TABLE areas (
  id text PRIMARY KEY,
  parent_id text NOT NULL DEFAULT '-1',
  full_name text NOT NULL,
  level integer NOT NULL
);
CREATE INDEX areas_parent_idx ON areas (parent_id);

CREATE TABLE wbs_nodes (
  id text PRIMARY KEY,
  parent_id text NOT NULL DEFAULT '-1',
  contract_id text NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  full_name text NOT NULL,
  en_code text NOT NULL,
  level integer NOT NULL,
  sort_code integer NOT NULL DEFAULT 0
);
CREATE INDEX wbs_nodes_contract_parent_idx ON wbs_nodes (contract_id, parent_id);

CREATE TABLE tokens (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  device text NOT NULL CHECK (device IN ('app', 'web')),
  client_id text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text CHECK (revoked_reason IN ('logout', 'kicked', 'cancelled'))
);
CREATE INDEX tokens_user_device_idx ON tokens (user_id, device) WHERE revoked_at IS NULL;

CREATE TABLE login_tickets (
  id text PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('waiting', 'scanned', 'success')),
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  token text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX login_tickets_expires_idx ON login_tickets (expires_at);

CREATE TABLE sms_codes (
  id text PRIMARY KEY,
  mobile_phone text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX sms_codes_phone_idx ON sms_codes (mobile_phone, created_at);

CREATE TABLE bill_rules (
  id text PRIMARY KEY,
  en_code text NOT NULL UNIQUE,
  full_name text NOT NULL,
  prefix text NOT NULL DEFAULT '',
  date_format text NOT NULL DEFAULT '',
  digits integer NOT NULL DEFAULT 4,
  start_number integer NOT NULL DEFAULT 1
);

CREATE TABLE bill_counters (
  rule_id text NOT NULL REFERENCES bill_rules (id) ON DELETE CASCADE,
  period text NOT NULL,
  value integer NOT NULL,
  PRIMARY KEY (rule_id, period)
);

CREATE TABLE files (
  id text PRIMARY KEY,
  type text NOT NULL,
  name text NOT NULL,
  stored_name text NOT NULL UNIQUE,
  size bigint NOT NULL,
  mime text NOT NULL DEFAULT '',
  extension text NOT NULL DEFAULT '',
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sign_images (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sign_img text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_images_user_idx ON sign_images (user_id);

CREATE TABLE data_interfaces (
  id text PRIMARY KEY,
  full_name text NOT NULL,
  en_code text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('static', 'sql', 'api')),
  config jsonb NOT NULL DEFAULT '{}',
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE sys_config (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
