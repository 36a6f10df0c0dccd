-- Failure notices for publishing (issue 36, decision 077): a post that ends
-- failed tells the organization's admins and owners and the member who
-- scheduled it, in the bell and by email. The notifications' kind CHECK gains
-- 'publish_failed' (SQLite changes a CHECK only by rebuilding the table: copy,
-- drop, rename; nothing references notifications), and each user gets a switch
-- for its email, on by default.
CREATE TABLE notifications_new (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('mention', 'review_request', 'review_decision', 'due_tomorrow', 'publish_failed')),
  project_id TEXT REFERENCES projects (id) ON DELETE CASCADE,
  actor_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  payload TEXT NOT NULL DEFAULT '{}',
  dedupe_key TEXT,
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
INSERT INTO notifications_new (id, organization_id, user_id, kind, project_id, actor_id, payload, dedupe_key, created_at, read_at)
  SELECT id, organization_id, user_id, kind, project_id, actor_id, payload, dedupe_key, created_at, read_at FROM notifications ORDER BY rowid;
DROP TABLE notifications;
ALTER TABLE notifications_new RENAME TO notifications;
CREATE INDEX notifications_user_idx ON notifications (user_id, organization_id, created_at);
CREATE UNIQUE INDEX notifications_user_dedupe ON notifications (user_id, dedupe_key);
ALTER TABLE notification_preferences ADD COLUMN email_publish_failed INTEGER NOT NULL DEFAULT 1;
