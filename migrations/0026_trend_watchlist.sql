-- The trend tracker's watchlist (issue 37, decision 073): keywords an organization
-- follows in one region, whose presence in the stored trends is shown each day
-- and mailed weekly to the members who asked for the digest.
CREATE TABLE trend_watch (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  region TEXT NOT NULL,
  keyword TEXT NOT NULL,
  key TEXT NOT NULL,
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX trend_watch_org_key_idx ON trend_watch (organization_id, region, key);

-- Who gets the weekly digest of an organization's watchlist.
CREATE TABLE trend_digest_subscribers (
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (organization_id, user_id)
);

-- A digest claimed for an organization and an ISO week before it is sent, so the
-- hourly cron sends each week's once.
CREATE TABLE trend_digest_sends (
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  week TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  PRIMARY KEY (organization_id, week)
);
