-- Organisation administration (issue 20). Written for PostgreSQL 15. Mirrors auditLog,
-- projectAdmins and roles.projectId of src/db/schema.ts.

-- What happened, kept and shown to administrators (domains/system/audit.ts): sign-ins (category 1:
-- a sign-in, a wrong password, a lock) and every administrative change (category 3: who changed
-- which person, unit, project, role, grant, flow, menu, dictionary or bill rule, from what to what).
-- Written in the transaction of the change it records, so no change happens without its entry.
CREATE TABLE audit_log (
  id text PRIMARY KEY,
  at timestamptz NOT NULL,
  category integer NOT NULL,
  actor_id text,
  actor_account text NOT NULL DEFAULT '',
  actor_name text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT '',
  kind text NOT NULL,
  action text NOT NULL,
  object_id text,
  object_name text NOT NULL DEFAULT '',
  project_id text,
  before jsonb,
  after jsonb,
  detail text NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_at_idx ON audit_log (category, at DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC);

-- Delegated administration: a project administrator manages that project's people, sections,
-- assignments and its own roles, within the grants they hold themselves.
CREATE TABLE project_admins (
  user_id text NOT NULL,
  project_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, project_id)
);

-- A role of one project, made by its administrator from the organisation's templates; null: an
-- organisation role (the catalog's templates and those the system administrator adds).
ALTER TABLE roles ADD COLUMN project_id text;

-- A disabled person's tokens are revoked as 'disabled' (answered 600 账号已被禁用), so re-enabling
-- the account does not bring an old session back.
ALTER TABLE tokens DROP CONSTRAINT tokens_revoked_reason_check;
ALTER TABLE tokens ADD CONSTRAINT tokens_revoked_reason_check CHECK (revoked_reason IN ('logout', 'kicked', 'cancelled', 'disabled'));
