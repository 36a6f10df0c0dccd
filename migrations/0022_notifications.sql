-- Notifications (issue 35, decision 067): one row per recipient of a thing that
-- asks for their attention in an organization: a mention in a comment, a review
-- request, a decision on the review they asked for, a project of theirs due
-- tomorrow. Never for the actor themself. `payload` is small JSON the bell shows
-- (the project's name, the decision...). `dedupe_key` keeps a scheduled pass
-- from saying one thing twice (the due-tomorrow pass writes
-- `due:<project>:<YYYY-MM-DD>`); NULLs are distinct, so other kinds never clash.
CREATE TABLE notifications (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('mention', 'review_request', 'review_decision', 'due_tomorrow')),
  project_id TEXT REFERENCES projects (id) ON DELETE CASCADE,
  actor_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  payload TEXT NOT NULL DEFAULT '{}',
  dedupe_key TEXT,
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
-- The bell: a user's newest first in one organization, and the unread count.
CREATE INDEX notifications_user_idx ON notifications (user_id, organization_id, created_at);
CREATE UNIQUE INDEX notifications_user_dedupe ON notifications (user_id, dedupe_key);
-- Which emails a user gets, one switch per kind; no row means every switch on.
CREATE TABLE notification_preferences (
  user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email_mention INTEGER NOT NULL DEFAULT 1,
  email_review_request INTEGER NOT NULL DEFAULT 1,
  email_review_decision INTEGER NOT NULL DEFAULT 1,
  email_due_tomorrow INTEGER NOT NULL DEFAULT 1,
  updated_at INTEGER NOT NULL
);
