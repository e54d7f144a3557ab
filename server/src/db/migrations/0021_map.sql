-- The project on a map (issue 14). Written for PostgreSQL 15. Mirrors mapFeatures of src/db/schema.ts.

-- A project's own shapes: its alignment, the boundary of each contract section, its sites (a
-- mixing plant, a beam yard, a camp). Geometry is GeoJSON ({type, coordinates}, WGS-84 lng/lat),
-- drawn as it is by the map without any tile server.
CREATE TABLE map_features (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  contract_id text,
  kind text NOT NULL,
  name text NOT NULL,
  geometry jsonb NOT NULL,
  description text NOT NULL DEFAULT '',
  sort_code integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX map_features_project_idx ON map_features (project_id, kind, sort_code);
