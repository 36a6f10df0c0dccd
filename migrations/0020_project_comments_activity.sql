-- Comments and activity of projects (issue 35, decision 058).
-- A comment belongs to a project; a reply names the comment it answers (one
-- level: a thread is a comment and its replies, and goes with it). A top-level
-- comment may be pinned to a time (seconds, in a video, clip or subtitles
-- project) or to a slide and a point on it (fractions 0..1 of its width and
-- height, in a carousel or story). Mentions are member user ids, as JSON.
CREATE TABLE project_comments (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  parent_id TEXT REFERENCES project_comments (id) ON DELETE CASCADE,
  author_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  body TEXT NOT NULL,
  mentions TEXT NOT NULL DEFAULT '[]',
  pin_seconds REAL,
  pin_slide INTEGER,
  pin_x REAL,
  pin_y REAL,
  resolved_at INTEGER,
  resolved_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX project_comments_project_idx ON project_comments (project_id, created_at);
CREATE INDEX project_comments_parent_idx ON project_comments (parent_id);
-- What happened to a project, and who did it: created, renamed, status changed,
-- sent for review, a review decided, commented. `detail` is JSON (the new name,
-- the new status, the decision...). The actor stays null when the user is gone.
CREATE TABLE project_activity (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  actor_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  kind TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL
);
CREATE INDEX project_activity_project_idx ON project_activity (project_id, created_at);
