-- Competitor analysis (issue 37, decision 074): the YouTube channels an
-- organization compares, and what the cron measured of each channel every 6
-- hours. Measures are kept per YouTube channel, not per organization: two
-- organizations watching one channel spend its quota once. `demo` rows come
-- from the demonstration dataset (no API key) and are never shown beside real ones.
CREATE TABLE competitor_channels (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  channel_id TEXT NOT NULL,
  demo INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  handle TEXT,
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX competitor_channels_org_channel_idx ON competitor_channels (organization_id, demo, channel_id);
CREATE INDEX competitor_channels_channel_idx ON competitor_channels (channel_id, demo);

-- A channel's statistics at one time (channels.list statistics), with the mean views and
-- engagement of its latest uploads then (videos.list; null when they were not read).
CREATE TABLE competitor_snapshots (
  channel_id TEXT NOT NULL,
  demo INTEGER NOT NULL DEFAULT 0,
  taken_at INTEGER NOT NULL,
  subscribers INTEGER NOT NULL,
  views INTEGER NOT NULL,
  videos INTEGER NOT NULL,
  views_per_video INTEGER,
  engagement REAL,
  PRIMARY KEY (channel_id, demo, taken_at)
);

-- A channel's latest uploads with their statistics at the last snapshot (videos.list).
CREATE TABLE competitor_videos (
  video_id TEXT NOT NULL,
  demo INTEGER NOT NULL DEFAULT 0,
  channel_id TEXT NOT NULL,
  title TEXT NOT NULL,
  published_at TEXT NOT NULL,
  views INTEGER NOT NULL,
  likes INTEGER NOT NULL,
  comments INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (video_id, demo)
);
CREATE INDEX competitor_videos_channel_idx ON competitor_videos (channel_id, demo, published_at);
