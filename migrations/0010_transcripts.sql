-- One transcript per library asset (decision 021): stored once and read by every
-- tool. The document (segments and words) lives in R2 under
-- orgs/<org>/transcripts/<asset>-<nonce>.json; this row says what it is.
CREATE TABLE transcripts (
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  asset_id TEXT NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  provider TEXT NOT NULL,
  model TEXT NOT NULL,
  duration_ms INTEGER NOT NULL,
  word_count INTEGER NOT NULL,
  r2_key TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (organization_id, asset_id)
);
