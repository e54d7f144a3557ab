-- The smart site: cameras (domains/video) and sensors with their readings and alarms
-- (domains/smartsite). Written for PostgreSQL 15. Mirrors db/schema.smartsite.ts. Each device
-- keeps where it belongs (project, contract section: the site, the unit of whoever registered it)
-- for the visibility rule of module records (the smartSite tile's grants).

-- A camera of a site. place: where it looks (text), longitude/latitude for the map. hls_url and
-- flv_url: the live streams; snapshot_url: a still for the list. online: as the admin or the
-- camera platform last reported it.
CREATE TABLE site_cameras (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  contract_id text,
  organize_id text,
  author_id text NOT NULL REFERENCES users (id),
  name text NOT NULL,
  place text NOT NULL DEFAULT '',
  longitude double precision,
  latitude double precision,
  hls_url text NOT NULL DEFAULT '',
  flv_url text NOT NULL DEFAULT '',
  snapshot_url text NOT NULL DEFAULT '',
  online boolean NOT NULL DEFAULT true,
  sort_code integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE INDEX site_cameras_scope_idx ON site_cameras (project_id, contract_id);

-- A sensor device of a site. kind: dust, noise, weather, towerCrane, hoist (what it may report).
-- key_hash: sha256 of the device key it pushes readings with (the key is shown once, at
-- registration). responsible: the user ids its alarms are sent to. simulated: a demo device the
-- server's simulator moves.
CREATE TABLE site_sensors (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  contract_id text,
  organize_id text,
  author_id text NOT NULL REFERENCES users (id),
  name text NOT NULL,
  kind text NOT NULL,
  place text NOT NULL DEFAULT '',
  key_hash text NOT NULL,
  responsible jsonb NOT NULL DEFAULT '[]',
  simulated boolean NOT NULL DEFAULT false,
  last_seen_at timestamptz,
  sort_code integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX site_sensors_scope_idx ON site_sensors (project_id, contract_id);

-- One value of one metric (pm25, noise, craneLoad, ...) of a sensor at a time.
CREATE TABLE sensor_readings (
  id text PRIMARY KEY,
  sensor_id text NOT NULL REFERENCES site_sensors (id) ON DELETE CASCADE,
  metric text NOT NULL,
  value double precision NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX sensor_readings_series_idx ON sensor_readings (sensor_id, metric, at);

-- A metric of a sensor past its threshold: raised by the reading that crossed it, cleared by the
-- first reading back within it. peak: the worst value while it was open.
CREATE TABLE sensor_alarms (
  id text PRIMARY KEY,
  sensor_id text NOT NULL REFERENCES site_sensors (id) ON DELETE CASCADE,
  project_id text NOT NULL,
  contract_id text,
  metric text NOT NULL,
  threshold double precision NOT NULL,
  value double precision NOT NULL,
  peak double precision NOT NULL,
  raised_at timestamptz NOT NULL,
  cleared_at timestamptz
);
CREATE INDEX sensor_alarms_sensor_idx ON sensor_alarms (sensor_id, metric) WHERE cleared_at IS NULL;
CREATE INDEX sensor_alarms_scope_idx ON sensor_alarms (project_id, raised_at);
