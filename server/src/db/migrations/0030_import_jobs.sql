-- Bulk import of staff as a background job (issue 20 item 5, domains/permission/importJobs.ts):
-- the job's state lives here so any server instance answers it, and a job whose runner stopped
-- beating (its process died) is marked interrupted. The generated passwords are kept only as
-- AES-256-GCM chunks under a key the server does not keep (the importer holds it), and only
-- until the importer first reads the ended job.
CREATE TABLE user_import_jobs (
  id text PRIMARY KEY,
  creator_user_id text NOT NULL,
  state text NOT NULL DEFAULT 'queued',
  total integer NOT NULL,
  done integer NOT NULL DEFAULT 0,
  snum integer NOT NULL DEFAULT 0,
  fnum integer NOT NULL DEFAULT 0,
  fail_result jsonb NOT NULL DEFAULT '[]',
  reason text NOT NULL DEFAULT '',
  sms boolean NOT NULL DEFAULT false,
  sms_sent integer NOT NULL DEFAULT 0,
  runner text,
  heartbeat_at timestamptz,
  password_chunks jsonb,
  passwords_read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX user_import_jobs_live_idx ON user_import_jobs (heartbeat_at) WHERE state IN ('queued', 'running');
