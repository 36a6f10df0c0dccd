-- The viral clipper charges a clip when it is first rendered (50 credits,
-- product-decisions section 4): one row per clip of a clipper project. While the
-- browser renders, the row holds the credits; the finished file is recorded
-- beside the capture; a failed render releases them and the next attempt holds
-- again (its own idempotency key, `attempt`). A clip once done re-renders free.
CREATE TABLE clip_renders (
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  clip_id TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('rendering', 'done', 'failed')),
  attempt INTEGER NOT NULL,
  hold_id TEXT,
  asset_id TEXT REFERENCES assets (id) ON DELETE SET NULL,
  created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (organization_id, project_id, clip_id)
);
