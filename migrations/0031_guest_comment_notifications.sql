-- Guests' comments notify and guests resolve their own threads (issue 35,
-- decision 081). The notifications' kind CHECK gains 'guest_comment' (SQLite
-- changes a CHECK only by rebuilding the table: copy, drop, rename, as 0028
-- did; nothing references notifications), each user gets a switch for its
-- email, on by default, and a thread a guest resolved keeps the name they gave
-- (resolved_by is a member's id; a guest has none).
CREATE TABLE notifications_new (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('mention', 'review_request', 'review_decision', 'due_tomorrow', 'publish_failed', 'guest_comment')),
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
ALTER TABLE notification_preferences ADD COLUMN email_guest_comment INTEGER NOT NULL DEFAULT 1;
ALTER TABLE project_comments ADD COLUMN resolved_guest_name TEXT;
