-- A user's common flows and apps (常用, /api/app/Data of JNPF 3.2 to 3.5 clients; domains/app/data.ts).
-- Written for PostgreSQL 15. Mirrors appData of src/db/schema.appData.ts.
-- object_type: 1 a flow (object_id a flow id), 2 an app (object_id an App menu id). object_data is
-- what the client sent to draw the tile without asking again (a JSON object, kept as its text).
CREATE TABLE app_data (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  object_type integer NOT NULL,
  object_id text NOT NULL,
  object_data text NOT NULL DEFAULT '{}',
  system_id text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, object_type, object_id)
);
CREATE INDEX app_data_user_idx ON app_data (user_id, object_type);
