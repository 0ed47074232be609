-- An operator may show a hidden review again (a hide by mistake, or one the guest has put right):
-- the history gains the action 'shown'. SQLite cannot widen a CHECK in place, so the table is rebuilt.
CREATE TABLE review_changes_next (
  id TEXT PRIMARY KEY,
  review_id TEXT NOT NULL REFERENCES reviews(id),
  action TEXT NOT NULL CHECK (action IN ('replied', 'hidden', 'shown')),
  actor TEXT NOT NULL,
  at TEXT NOT NULL,
  detail TEXT
);
INSERT INTO review_changes_next (id, review_id, action, actor, at, detail)
  SELECT id, review_id, action, actor, at, detail FROM review_changes;
DROP TABLE review_changes;
ALTER TABLE review_changes_next RENAME TO review_changes;
CREATE INDEX review_changes_by_review ON review_changes(review_id, at);
