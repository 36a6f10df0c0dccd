-- Issue 37 (decision 085). The organization's own YouTube channel is tracked
-- like a competitor (same snapshots, quota and cron) but flagged `own`: it is
-- added while a YouTube account is connected for publishing (its external_id is
-- the channel id), never counted against the competitors' limit, and removed
-- with the account. `hidden`: the organization chose not to compare it for now
-- (own rows only); a hidden channel is not measured, so it spends no quota.
ALTER TABLE competitor_channels ADD COLUMN own INTEGER NOT NULL DEFAULT 0;
ALTER TABLE competitor_channels ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;

-- The viral predictor's latest score of a draft, kept so a published post of
-- that draft can be set beside its real views. `subject` is "asset:<id>" (a
-- library video) or "project:<id>" (a clip or video project, whose renders
-- name it as their source project).
CREATE TABLE viral_scores (
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  subject TEXT NOT NULL,
  score INTEGER NOT NULL,
  network TEXT NOT NULL,
  scored_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  scored_at INTEGER NOT NULL,
  PRIMARY KEY (organization_id, subject)
);

-- A published YouTube post's views, read with videos.list statistics.
CREATE TABLE post_views (
  post_id TEXT PRIMARY KEY NOT NULL REFERENCES social_posts(id) ON DELETE CASCADE,
  video_id TEXT NOT NULL,
  views INTEGER NOT NULL,
  read_at INTEGER NOT NULL
);
