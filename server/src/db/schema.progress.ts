/** Tables of progress against the bill of quantities (migration 0018_progress.sql; domains/progress). */
import { doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const boqItems = pgTable('boq_items', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  contractId: text('contract_id').notNull(),
  wbsNodeId: text('wbs_node_id'),
  itemCode: text('item_code').notNull(),
  itemName: text('item_name').notNull(),
  unit: text('unit').notNull(),
  quantity: doublePrecision('quantity').notNull(),
  /** 元 */
  unitPrice: doublePrecision('unit_price').notNull(),
  organizeId: text('organize_id'),
  creatorUserId: text('creator_user_id').notNull(),
  sortCode: integer('sort_code').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const progressFills = pgTable('progress_fills', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  contractId: text('contract_id').notNull(),
  boqItemId: text('boq_item_id').notNull(),
  /** the China day the quantity was completed, at its start */
  fillDate: at('fill_date').notNull(),
  quantity: doublePrecision('quantity').notNull(),
  remark: text('remark').notNull().default(''),
  organizeId: text('organize_id'),
  creatorUserId: text('creator_user_id').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
