/** Tables of the online safety exam (migration 0014_exam.sql; domains/exam). */
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type QuestionType = 'single' | 'multiple' | 'judge';
export interface QuestionOption { key: string; text: string }
export type TypeCounts = Record<QuestionType, number>;

/** The bank: product questions (shipped, by version) and, later, an organisation's own. */
export const examQuestions = pgTable('exam_questions', {
  id: text('id').primaryKey(),
  topic: text('topic').notNull(),
  type: text('type').$type<QuestionType>().notNull(),
  stem: text('stem').notNull(),
  options: jsonb('options').$type<QuestionOption[]>().notNull(),
  /** the keys of the right options, sorted */
  answer: jsonb('answer').$type<string[]>().notNull(),
  explanation: text('explanation').notNull().default(''),
  /** 'product' | 'org' */
  source: text('source').notNull().default('product'),
  version: integer('version').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  sortCode: integer('sort_code').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const examPapers = pgTable('exam_papers', {
  id: text('id').primaryKey(),
  projectId: text('project_id'),
  contractId: text('contract_id'),
  organizeId: text('organize_id'),
  creatorUserId: text('creator_user_id').notNull(),
  name: text('name').notNull(),
  topics: jsonb('topics').$type<string[]>().notNull(),
  counts: jsonb('counts').$type<TypeCounts>().notNull(),
  points: jsonb('points').$type<TypeCounts>().notNull(),
  /** drawn when the paper was made, in the order taken */
  questionIds: jsonb('question_ids').$type<string[]>().notNull(),
  totalScore: integer('total_score').notNull(),
  passScore: integer('pass_score').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type AudienceType = 'role' | 'unit' | 'users';

export const exams = pgTable('exams', {
  id: text('id').primaryKey(),
  projectId: text('project_id'),
  /** the section whose people take it; null: the whole project */
  contractId: text('contract_id'),
  /** the publisher's unit */
  organizeId: text('organize_id'),
  creatorUserId: text('creator_user_id').notNull(),
  paperId: text('paper_id').notNull(),
  title: text('title').notNull(),
  audienceType: text('audience_type').$type<AudienceType>().notNull(),
  audienceIds: jsonb('audience_ids').$type<string[]>().notNull(),
  startTime: at('start_time').notNull(),
  endTime: at('end_time').notNull(),
  maxAttempts: integer('max_attempts').notNull().default(1),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const examAttempts = pgTable('exam_attempts', {
  id: text('id').primaryKey(),
  examId: text('exam_id').notNull(),
  userId: text('user_id').notNull(),
  attemptNo: integer('attempt_no').notNull(),
  projectId: text('project_id'),
  contractId: text('contract_id'),
  organizeId: text('organize_id'),
  startedAt: at('started_at').notNull(),
  deadline: at('deadline').notNull(),
  submittedAt: at('submitted_at'),
  autoSubmitted: boolean('auto_submitted').notNull().default(false),
  totalScore: integer('total_score').notNull(),
  passScore: integer('pass_score').notNull(),
  score: integer('score'),
  passed: boolean('passed'),
}, (t) => [unique().on(t.examId, t.userId, t.attemptNo)]);

export const examAttemptItems = pgTable('exam_attempt_items', {
  attemptId: text('attempt_id').notNull(),
  seq: integer('seq').notNull(),
  questionId: text('question_id').notNull(),
  type: text('type').$type<QuestionType>().notNull(),
  stem: text('stem').notNull(),
  options: jsonb('options').$type<QuestionOption[]>().notNull(),
  answer: jsonb('answer').$type<string[]>().notNull(),
  explanation: text('explanation').notNull().default(''),
  points: integer('points').notNull(),
  given: jsonb('given').$type<string[]>(),
  answeredAt: at('answered_at'),
  earned: integer('earned'),
}, (t) => [primaryKey({ columns: [t.attemptId, t.seq] })]);
