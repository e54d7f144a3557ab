-- IM read marks (issue 19): what a user has read of a conversation, as a time. A message pushed
-- before the user read the chat but written after (by another instance's writer, in its next
-- batch) is read by this mark, not left unread. Written with GREATEST, so a mark that arrives
-- late (an older read handled after a newer one, on another instance) never moves it back.
ALTER TABLE im_conversations ADD COLUMN read_up_to timestamptz;
