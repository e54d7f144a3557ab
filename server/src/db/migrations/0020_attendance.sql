-- Attendance (domains/attendance): fences a punch is checked against, the shift it is judged by,
-- the people enrolled with their face, and the punches themselves. Punches are placed like module
-- records (project, section, unit, author) so the visibility rule of the attendance tiles applies.

-- A fence of a project, of one section or (contract_id null) of the whole project: a circle
-- (centre and radius in metres) or a polygon (a closed ring of [lng, lat], WGS-84).
CREATE TABLE attendance_fences (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  contract_id text,
  name text NOT NULL,
  shape text NOT NULL,
  center_lng double precision,
  center_lat double precision,
  radius_m double precision,
  ring jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attendance_fences_project_idx ON attendance_fences (project_id, contract_id);

-- The working hours of a project or a section, in minutes from midnight China time, with the
-- minutes of grace after the start and the weekdays (0 Sunday .. 6 Saturday) that are workdays.
CREATE TABLE attendance_shifts (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  contract_id text,
  name text NOT NULL,
  start_minute integer NOT NULL,
  end_minute integer NOT NULL,
  grace_minutes integer NOT NULL DEFAULT 0,
  workdays jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attendance_shifts_project_idx ON attendance_shifts (project_id, contract_id);

-- A worker's enrolment in a project: identity, team and face (the photo and the descriptor the
-- face model computed from it; clock-in photos are matched against the descriptor).
CREATE TABLE attendance_people (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  contract_id text,
  organize_id text,
  user_id text NOT NULL,
  real_name text NOT NULL,
  id_card text NOT NULL,
  mobile_phone text NOT NULL DEFAULT '',
  team text NOT NULL,
  work_type text NOT NULL DEFAULT '',
  face_photo text NOT NULL,
  face_descriptor jsonb NOT NULL,
  enrolled_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, user_id)
);

-- A punch. client_key is the key the app gave it (the outbox's idempotency key): a replay of the
-- same punch finds the row already there and is counted once.
CREATE TABLE attendance_punches (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  contract_id text,
  organize_id text,
  user_id text NOT NULL,
  client_key text NOT NULL,
  -- the time the punch counts at: the server's on arrival, the device's for a punch made offline
  punched_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL,
  device_time timestamptz NOT NULL,
  longitude double precision NOT NULL,
  latitude double precision NOT NULL,
  accuracy double precision NOT NULL,
  address text NOT NULL DEFAULT '',
  fence_id text,
  inside boolean NOT NULL,
  distance_m double precision,
  photo text NOT NULL DEFAULT '',
  face_result text,
  face_similarity double precision,
  field_service boolean NOT NULL DEFAULT false,
  work_content text NOT NULL DEFAULT '',
  review_state text NOT NULL DEFAULT 'none',
  reviewer_id text,
  reviewed_at timestamptz,
  review_remark text NOT NULL DEFAULT '',
  offline boolean NOT NULL DEFAULT false,
  UNIQUE (user_id, client_key)
);
CREATE INDEX attendance_punches_scope_idx ON attendance_punches (project_id, contract_id, punched_at);
CREATE INDEX attendance_punches_user_idx ON attendance_punches (user_id, punched_at);
