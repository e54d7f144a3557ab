/** Rebar counts (migration 0026_rebar_counts.sql; domains/rebar). */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface RebarMarkRow { x: number; y: number; r: number }

export const rebarCounts = pgTable('rebar_counts', {
  id: text('id').primaryKey(),
  projectId: text('project_id'),
  contractId: text('contract_id'),
  organizeId: text('organize_id'),
  authorId: text('author_id').notNull(),
  receiptId: text('receipt_id').notNull(),
  photoUrl: text('photo_url').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  machineCount: integer('machine_count').notNull(),
  machineMarks: jsonb('machine_marks').$type<RebarMarkRow[]>().notNull(),
  marks: jsonb('marks').$type<RebarMarkRow[]>().notNull(),
  count: integer('count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
