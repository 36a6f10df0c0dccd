-- PDF documents in the media library (issue 36, decision 091): a carousel's PDF
-- or any PDF becomes an asset of kind 'document', posted to LinkedIn as a
-- document post. An upload and its asset keep the page count the browser
-- counted (null when it could not).
--
-- The assets kind CHECK gains 'document'. SQLite changes a CHECK only by
-- rebuilding the table, and D1 ignores PRAGMA foreign_keys: DROP TABLE assets
-- would fire its children's ON DELETE actions (transcripts and share_files
-- CASCADE, clip_renders SET NULL). So those rows are set aside first and put
-- back once the new table carries the name again.
ALTER TABLE uploads ADD COLUMN page_count INTEGER;

CREATE TABLE assets_0036 (
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
  source_project_id TEXT REFERENCES projects (id) ON DELETE SET NULL,
  page_count INTEGER,
  CONSTRAINT assets_kind_check CHECK (kind IN ('video', 'image', 'document'))
);
INSERT INTO assets_0036 (id, organization_id, folder_id, name, kind, content_type, size, r2_key, thumbnail_key, duration_ms, width, height,
    created_by, created_at, updated_at, source_project_id)
  SELECT id, organization_id, folder_id, name, kind, content_type, size, r2_key, thumbnail_key, duration_ms, width, height,
    created_by, created_at, updated_at, source_project_id FROM assets ORDER BY rowid;

CREATE TABLE keep_0036_transcripts AS SELECT * FROM transcripts;
CREATE TABLE keep_0036_share_files AS SELECT * FROM share_files;
CREATE TABLE keep_0036_clip_renders AS SELECT rowid AS render_rowid, asset_id FROM clip_renders WHERE asset_id IS NOT NULL;

DROP TABLE assets;
ALTER TABLE assets_0036 RENAME TO assets;
CREATE INDEX assets_org_created_idx ON assets (organization_id, created_at);
CREATE INDEX assets_source_project_idx ON assets (source_project_id);

INSERT OR IGNORE INTO transcripts SELECT * FROM keep_0036_transcripts;
INSERT OR IGNORE INTO share_files SELECT * FROM keep_0036_share_files;
UPDATE clip_renders SET asset_id = (SELECT k.asset_id FROM keep_0036_clip_renders k WHERE k.render_rowid = clip_renders.rowid)
  WHERE rowid IN (SELECT render_rowid FROM keep_0036_clip_renders);
DROP TABLE keep_0036_transcripts;
DROP TABLE keep_0036_share_files;
DROP TABLE keep_0036_clip_renders;
