/** A user's common flows and apps (migration 0024_app_data.sql; domains/app/data.ts). */
import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const appData = pgTable('app_data', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  /** 1 flow, 2 app */
  objectType: integer('object_type').notNull(),
  objectId: text('object_id').notNull(),
  /** the client's JSON object, as text */
  objectData: text('object_data').notNull().default('{}'),
  systemId: text('system_id').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [unique().on(t.userId, t.objectType, t.objectId)]);
