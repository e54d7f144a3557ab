-- A notice to thousands (issue 19): the message is stored with its recipients on its own row (one
-- row, whatever their number), pushed, and only then are their receipts (message_receivers, a row
-- per recipient) written, in one statement that also clears the list. A push therefore never waits
-- on thousands of index entries, and nothing pushed is lost: a message whose receipts a kill -9
-- left unwritten still names its recipients, and the next read of receipts or the next start
-- writes them (domains/message/repo.ts settleReceipts).
ALTER TABLE messages ADD COLUMN pending_recipients jsonb;
CREATE INDEX messages_pending_receipts_idx ON messages (created_at) WHERE pending_recipients IS NOT NULL;
