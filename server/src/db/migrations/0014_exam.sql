-- The online safety exam (domains/exam): a question bank by topic, papers drawn from it, exams
-- published to an audience within a window, and attempts holding the questions as they were drawn
-- and the answers as they were given.

-- The bank. Product questions (source 'product') ship with the server and are installed into every
-- database at start (catalog install), upgraded when their version rises; an organisation's own
-- questions would be source 'org'.
CREATE TABLE exam_questions (
  id text PRIMARY KEY,
  topic text NOT NULL,
  type text NOT NULL,
  stem text NOT NULL,
  options jsonb NOT NULL,
  answer jsonb NOT NULL,
  explanation text NOT NULL DEFAULT '',
  source text NOT NULL DEFAULT 'product',
  version integer NOT NULL DEFAULT 1,
  enabled boolean NOT NULL DEFAULT true,
  sort_code integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exam_questions_topic_idx ON exam_questions (topic, type);

-- A paper: the questions drawn from the bank once, by topic and count per type, with the points of
-- each type, the time limit and the pass mark. Placed like a module record (project, section, unit,
-- author) so that the visibility rule applies to it.
CREATE TABLE exam_papers (
  id text PRIMARY KEY,
  project_id text,
  contract_id text,
  organize_id text,
  creator_user_id text NOT NULL,
  name text NOT NULL,
  topics jsonb NOT NULL,
  counts jsonb NOT NULL,
  points jsonb NOT NULL,
  question_ids jsonb NOT NULL,
  total_score integer NOT NULL,
  pass_score integer NOT NULL,
  duration_minutes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exam_papers_scope_idx ON exam_papers (project_id, contract_id);

-- An exam: a paper published to a role, a unit (with its departments) or named people of the
-- project (of its section when it has one), open within a window.
CREATE TABLE exams (
  id text PRIMARY KEY,
  project_id text,
  contract_id text,
  organize_id text,
  creator_user_id text NOT NULL,
  paper_id text NOT NULL,
  title text NOT NULL,
  audience_type text NOT NULL,
  audience_ids jsonb NOT NULL,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  max_attempts integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exams_scope_idx ON exams (project_id, contract_id);

-- One sitting of an exam by one person. The deadline is fixed at the first open; an attempt past
-- its deadline is submitted as it stands (auto_submitted). Placed in the exam's section, else the
-- taker's, and the taker's unit: whose records a safety officer sees.
CREATE TABLE exam_attempts (
  id text PRIMARY KEY,
  exam_id text NOT NULL,
  user_id text NOT NULL,
  attempt_no integer NOT NULL,
  project_id text,
  contract_id text,
  organize_id text,
  started_at timestamptz NOT NULL,
  deadline timestamptz NOT NULL,
  submitted_at timestamptz,
  auto_submitted boolean NOT NULL DEFAULT false,
  total_score integer NOT NULL,
  pass_score integer NOT NULL,
  score integer,
  passed boolean,
  UNIQUE (exam_id, user_id, attempt_no)
);
-- at most one sitting in progress per person and exam
CREATE UNIQUE INDEX exam_attempts_ongoing_idx ON exam_attempts (exam_id, user_id) WHERE submitted_at IS NULL;
CREATE INDEX exam_attempts_scope_idx ON exam_attempts (project_id, contract_id);

-- The questions of an attempt as drawn (a later change of the bank leaves a taken exam as it
-- was), the answer given and, once submitted, the points earned.
CREATE TABLE exam_attempt_items (
  attempt_id text NOT NULL,
  seq integer NOT NULL,
  question_id text NOT NULL,
  type text NOT NULL,
  stem text NOT NULL,
  options jsonb NOT NULL,
  answer jsonb NOT NULL,
  explanation text NOT NULL DEFAULT '',
  points integer NOT NULL,
  given jsonb,
  answered_at timestamptz,
  earned integer,
  PRIMARY KEY (attempt_id, seq)
);
