-- Messages and IM chat. Written for PostgreSQL 15. Mirrors the "message: notices, flow messages
-- and IM chat" block of src/db/schema.ts.

-- A notice, flow, system or schedule message, written once; who received it is message_receivers.
-- type: 1 notice, 2 flow, 3 system, 4 schedule. flow_type (flow messages only): 1 approval,
-- 2 delegation. For flow messages body_text is the JSON the app opens the flow screen with.
CREATE TABLE messages (
  id text PRIMARY KEY,
  type integer NOT NULL CHECK (type BETWEEN 1 AND 4),
  flow_type integer,
  title text NOT NULL,
  body_text text NOT NULL DEFAULT '',
  files jsonb NOT NULL DEFAULT '[]',
  category text NOT NULL DEFAULT '',
  cover_image text NOT NULL DEFAULT '',
  excerpt text NOT NULL DEFAULT '',
  sender_id text REFERENCES users (id) ON DELETE SET NULL,
  enabled_mark integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);

-- One row per recipient: the read flag lives here, so ReadAll and the unread counts touch only
-- the caller's rows. type and created_at are copied from the message for the caller's list.
CREATE TABLE message_receivers (
  message_id text NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type integer NOT NULL,
  is_read boolean NOT NULL DEFAULT false,
  read_at timestamptz,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, message_id)
);
CREATE INDEX message_receivers_list_idx ON message_receivers (user_id, created_at DESC);
CREATE INDEX message_receivers_unread_idx ON message_receivers (user_id, type) WHERE NOT is_read;
CREATE INDEX message_receivers_message_idx ON message_receivers (message_id);

-- One chat message. seq orders messages sent in the same millisecond. read_at is the wire's
-- receiveTime: null until the receiver opened the chat. content is the text, or for image and
-- voice the JSON {path,width,height} / {path,length}.
CREATE TABLE im_messages (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  send_user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  receive_user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('text', 'image', 'voice')),
  content text NOT NULL,
  send_time timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX im_messages_pair_idx ON im_messages (send_user_id, receive_user_id, seq);
CREATE INDEX im_messages_unread_idx ON im_messages (receive_user_id, send_user_id) WHERE read_at IS NULL;

-- The conversation list (JNPF's ImReply), one row per user and peer, written with every message.
-- hidden: removed from the user's list until the next message; cleared_seq: the user deleted the
-- records up to that message (the peer keeps them).
CREATE TABLE im_conversations (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  peer_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_seq bigint NOT NULL,
  latest_at timestamptz NOT NULL,
  hidden boolean NOT NULL DEFAULT false,
  cleared_seq bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, peer_id)
);
CREATE INDEX im_conversations_list_idx ON im_conversations (user_id, latest_at DESC) WHERE NOT hidden;
