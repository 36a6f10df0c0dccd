-- Trend tracker (issue 37, decision 059): what the sources said each day, stored
-- by the cron so the rise over 7 and 30 days is read from our own rows. One row a
-- day, region and trend: a search (Google Trends' daily feed) or a video (YouTube's
-- most popular chart). `demo` rows come from the demonstration dataset (no API key)
-- and are never shown beside real ones.
CREATE TABLE trend_snapshots (
  day TEXT NOT NULL,
  region TEXT NOT NULL,
  source TEXT NOT NULL,
  key TEXT NOT NULL,
  demo INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  category TEXT NOT NULL DEFAULT '',
  score INTEGER NOT NULL,
  detail TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL,
  PRIMARY KEY (day, region, source, key, demo)
);
CREATE INDEX trend_snapshots_key_idx ON trend_snapshots (region, source, key, day);

-- The YouTube Data API's units spent a day (UTC), counted before each call so the
-- cron stops before the daily limit; admins see it on the page.
CREATE TABLE trend_quota (
  day TEXT PRIMARY KEY NOT NULL,
  units INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
