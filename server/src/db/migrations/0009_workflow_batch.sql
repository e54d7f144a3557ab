-- 批量审批 (API.md 4.1 category 4): a todo on the batch list is pending, in a task in approval (not
-- suspended), on a node whose flow version allows batch approval with nothing for its handler to
-- choose. Every existing row is false: no flow version said isBatchApproval before this column.
ALTER TABLE flow_task_operators ADD COLUMN batch boolean NOT NULL DEFAULT false;
CREATE INDEX flow_task_operators_batch_idx ON flow_task_operators (user_id, created_at DESC) WHERE batch;
