-- Quick share (issue 36, decision 053): a public link to finished files of the
-- organization's library. The token (128 random bits, base64url) is the link's
-- secret; it is kept as it is so the team's list can copy a link again (every
-- member may open the link anyway). The password, when set,
-- is a PBKDF2 hash with its own salt. A share lists its files in order (a
-- carousel is several images); a file deleted from the library leaves its shares.
CREATE TABLE shares (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  caption TEXT NOT NULL DEFAULT '',
  allow_download INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER,
  password_hash TEXT,
  revoked_at INTEGER,
  view_count INTEGER NOT NULL DEFAULT 0,
  download_count INTEGER NOT NULL DEFAULT 0,
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX shares_org_created_idx ON shares (organization_id, created_at);
CREATE INDEX shares_created_by_idx ON shares (created_by);

CREATE TABLE share_files (
  share_id TEXT NOT NULL REFERENCES shares(id) ON DELETE CASCADE,
  asset_id TEXT NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (share_id, asset_id)
);
CREATE INDEX share_files_asset_idx ON share_files (asset_id);
