/**
 * Conditions written into a statement's text rather than bound as parameters, where an index is
 * partial on them. The todo indexes (migration 0028) hold only pending (or batch) rows; a prepared
 * statement saying `pending = $2` gets a generic plan that cannot use them (PostgreSQL cannot tell
 * $2 is true) and reads the whole table, so it is planned anew on every call instead (db/preparing.ts).
 */
import { sql } from 'drizzle-orm';
import { flowTaskOperators } from './schema.js';

/** A todo still waiting for its handler: flow_task_operators_todo_idx's rows. */
export const isPendingTodo = sql`${flowTaskOperators.pending}`;
/** A todo that may be handled in a batch: flow_task_operators_batch_idx's rows. */
export const isBatchTodo = sql`${flowTaskOperators.batch}`;
