-- Hand-sign (e-signature) built in-house: a flow whose start node has handSign asks everyone who
-- approved it to sign the final document once the task is approved. Mirrors hand_sign_items in
-- src/db/schema.ts.

ALTER TABLE hand_sign_items
  -- the signature: a data:image/svg+xml or data:image/png base64 URL
  ADD COLUMN sign_img text,
  ADD COLUMN sign_type text CHECK (sign_type IN ('hand', 'seal')),
  ADD COLUMN signed_at timestamptz,
  -- one item per approver and task: a replayed 'approved' event cannot ask twice
  ADD CONSTRAINT hand_sign_items_task_user_key UNIQUE (task_id, user_id);

-- SignList of signed items, newest first (the waiting ones have hand_sign_items_waiting_idx)
CREATE INDEX hand_sign_items_signed_idx ON hand_sign_items (user_id, signed_at DESC) WHERE state = 1;
