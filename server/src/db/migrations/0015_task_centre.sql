-- The task centre: tasks with their assignees (domains/task), meetings whose decisions become
-- tasks (domains/meeting) and personal schedules (domains/schedule). Written for PostgreSQL 15.
-- Mirrors the "task centre" block of src/db/schema.ts. Each table keeps where a row belongs
-- (project, contract section, the author's unit) for the visibility rule of module records.

-- A task published to one or more assignees. data: the publish form's values as written (a draft
-- is edited from them); title, urgency and deadline are copied out of it for lists and reminders.
-- A draft is seen by its publisher only and has no assignees yet.
CREATE TABLE work_tasks (
  id text PRIMARY KEY,
  project_id text,
  contract_id text,
  organize_id text,
  publisher_id text NOT NULL REFERENCES users (id),
  title text NOT NULL,
  urgency integer NOT NULL DEFAULT 1,
  deadline timestamptz,
  data jsonb NOT NULL DEFAULT '{}',
  draft boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  updated_at timestamptz
);
CREATE INDEX work_tasks_scope_idx ON work_tasks (project_id, contract_id);
CREATE INDEX work_tasks_publisher_idx ON work_tasks (publisher_id);
CREATE INDEX work_tasks_deadline_idx ON work_tasks (deadline) WHERE NOT draft;

-- Each assignee's part of a published task. state: 0 to accept, 1 in progress, 2 completed and
-- waiting for the publisher's audit, 3 passed, 4 returned with a reason (back to work).
CREATE TABLE work_task_assignees (
  task_id text NOT NULL REFERENCES work_tasks (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id),
  state integer NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 4),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  accepted_at timestamptz,
  submitted_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz,
  PRIMARY KEY (task_id, user_id)
);
CREATE INDEX work_task_assignees_user_idx ON work_task_assignees (user_id, state);

-- What happened to a task, in order (seq orders what happened in the same millisecond). kind: accept, progress, complete, pass, return. user_id: the
-- assignee concerned; actor_id: who did it. data: the report's form values (content, photos) or
-- the audit's reason; progress: the percent reported.
CREATE TABLE work_task_events (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  task_id text NOT NULL REFERENCES work_tasks (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id),
  actor_id text NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('accept', 'progress', 'complete', 'pass', 'return')),
  data jsonb NOT NULL DEFAULT '{}',
  progress integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX work_task_events_task_idx ON work_task_events (task_id, seq);

-- Overdue reminders, one per task and China day. The row is the claim: of several server
-- instances only the one whose insert made it sends the day's reminder.
CREATE TABLE work_task_reminders (
  task_id text NOT NULL REFERENCES work_tasks (id) ON DELETE CASCADE,
  day text NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (task_id, day)
);

-- A meeting. data: the meeting form's values; title and start_time copied out. status: 0 draft
-- (its author's only), 1 called (attendees told, sign-in open), 2 ended (minutes published).
-- minutes: the minutes form's values once recorded.
CREATE TABLE meetings (
  id text PRIMARY KEY,
  project_id text,
  contract_id text,
  organize_id text,
  creator_id text NOT NULL REFERENCES users (id),
  title text NOT NULL,
  start_time timestamptz,
  status integer NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 2),
  draft boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL DEFAULT '{}',
  minutes jsonb,
  minutes_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE INDEX meetings_scope_idx ON meetings (project_id, contract_id, start_time);

-- Who attends (the host among them) and when each signed in.
CREATE TABLE meeting_attendees (
  meeting_id text NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id),
  signed_at timestamptz,
  PRIMARY KEY (meeting_id, user_id)
);
CREATE INDEX meeting_attendees_user_idx ON meeting_attendees (user_id);

-- A decision of a meeting (data: the decision form's values) and the task published from it:
-- task_id is set once, by whoever claims the decision first. seq: the order they were taken down.
CREATE TABLE meeting_decisions (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  meeting_id text NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  data jsonb NOT NULL DEFAULT '{}',
  task_id text UNIQUE REFERENCES work_tasks (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meeting_decisions_meeting_idx ON meeting_decisions (meeting_id, seq);

-- A schedule item of one person. data: the schedule form's values; times copied out. remind_at:
-- when to remind (null: never); reminded_at: when the reminder went, set by one instance only.
CREATE TABLE schedules (
  id text PRIMARY KEY,
  project_id text,
  contract_id text,
  organize_id text,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  remind_at timestamptz,
  reminded_at timestamptz,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE INDEX schedules_user_idx ON schedules (user_id, start_time);
CREATE INDEX schedules_remind_idx ON schedules (remind_at) WHERE reminded_at IS NULL;
