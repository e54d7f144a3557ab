/** Bulk import jobs of staff (migration 0030_import_jobs.sql; domains/permission/importJobs.ts). */
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type ImportJobState = 'queued' | 'running' | 'finished' | 'failed' | 'interrupted';

export const userImportJobs = pgTable('user_import_jobs', {
  id: text('id').primaryKey(),
  creatorUserId: text('creator_user_id').notNull(),
  state: text('state').$type<ImportJobState>().notNull().default('queued'),
  /** rows to write (the good rows of the sheet) */
  total: integer('total').notNull(),
  /** rows handled so far, written or refused */
  done: integer('done').notNull().default(0),
  snum: integer('snum').notNull().default(0),
  fnum: integer('fnum').notNull().default(0),
  failResult: jsonb('fail_result').$type<Array<Record<string, unknown>>>().notNull().default([]),
  reason: text('reason').notNull().default(''),
  /** initial passwords sent by SMS to those with a mobile number; smsSent of them went out */
  sms: boolean('sms').notNull().default(false),
  smsSent: integer('sms_sent').notNull().default(0),
  /** the process running it, and when it last said so */
  runner: text('runner'),
  heartbeatAt: at('heartbeat_at'),
  /** one sealed chunk per written batch; null once read (or never, when every password went by SMS) */
  passwordChunks: jsonb('password_chunks').$type<string[]>(),
  passwordsReadAt: at('passwords_read_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  finishedAt: at('finished_at'),
});
