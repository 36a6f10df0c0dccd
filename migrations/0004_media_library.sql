-- The media library: multipart uploads in flight, the parts R2 has received,
-- folders, and the assets a completed upload becomes.
CREATE TABLE uploads (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  created_by TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  declared_type TEXT NOT NULL,
  detected_type TEXT,
  size INTEGER NOT NULL,
  part_size INTEGER NOT NULL,
  part_count INTEGER NOT NULL,
  r2_key TEXT NOT NULL,
  r2_upload_id TEXT NOT NULL,
  fingerprint TEXT,
  folder_id TEXT,
  duration_ms INTEGER,
  width INTEGER,
  height INTEGER,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CONSTRAINT uploads_status_check CHECK (status IN ('uploading', 'completed', 'aborted'))
);
CREATE INDEX uploads_org_status_idx ON uploads (organization_id, status);
CREATE INDEX uploads_status_updated_idx ON uploads (status, updated_at);

CREATE TABLE upload_parts (
  upload_id TEXT NOT NULL REFERENCES uploads (id) ON DELETE CASCADE,
  part_number INTEGER NOT NULL,
  etag TEXT NOT NULL,
  size INTEGER NOT NULL,
  PRIMARY KEY (upload_id, part_number)
);

CREATE TABLE asset_folders (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX asset_folders_org_name ON asset_folders (organization_id, name);

CREATE TABLE assets (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  folder_id TEXT REFERENCES asset_folders (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  r2_key TEXT NOT NULL,
  thumbnail_key TEXT,
  duration_ms INTEGER,
  width INTEGER,
  height INTEGER,
  created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CONSTRAINT assets_kind_check CHECK (kind IN ('video', 'image'))
);
CREATE INDEX assets_org_created_idx ON assets (organization_id, created_at);
