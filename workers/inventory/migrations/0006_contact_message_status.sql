-- The operators' inbox: a contact message is `new` until an operator answers it by mail; then it keeps
-- the answer, who gave it and when. Every message gets a reference the sender can quote (CM- and six
-- characters without 0/O/1/I); messages from before get one derived from their id (eight characters,
-- so they cannot collide with new ones). The sender may name the booking the message is about.
ALTER TABLE contact_messages ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
ALTER TABLE contact_messages ADD COLUMN answer TEXT;
ALTER TABLE contact_messages ADD COLUMN answered_at TEXT;
ALTER TABLE contact_messages ADD COLUMN answered_by TEXT;
ALTER TABLE contact_messages ADD COLUMN booking_reference TEXT;
ALTER TABLE contact_messages ADD COLUMN reference TEXT;

UPDATE contact_messages
SET reference = 'CM-' || replace(replace(replace(replace(upper(substr(id, 5, 8)), '0', 'Z'), 'O', 'Y'), '1', 'X'), 'I', 'W')
WHERE reference IS NULL;

CREATE UNIQUE INDEX contact_messages_reference ON contact_messages(reference);
-- The inbox lists one status of one tenant, newest first, and counts each status.
CREATE INDEX contact_messages_tenant_status_created ON contact_messages(ibe_uid, status, created_at, id);
