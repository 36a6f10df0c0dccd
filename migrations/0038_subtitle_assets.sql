-- SRT and WebVTT files in the media library (issue 36, decision 097): a fourth
-- asset kind, 'subtitles', that the subtitles tool saves and a share link shows
-- as a transcript.
--
-- The assets kind CHECK gains 'subtitles'. SQLite changes a CHECK only by
-- rebuilding the table, and D1 ignores PRAGMA foreign_keys: DROP TABLE assets
-- would fire its children's ON DELETE actions (transcripts and share_files
-- CASCADE, clip_renders SET NULL; still the only tables that reference assets).
-- So those rows are set aside first and put back once the new table carries the
-- name again, as migration 0036 did.
CREATE TABLE assets_0038 (
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
  CONSTRAINT assets_kind_check CHECK (kind IN ('video', 'image', 'document', 'subtitles'))
);
INSERT INTO assets_0038 (id, organization_id, folder_id, name, kind, content_type, size, r2_key, thumbnail_key, duration_ms, width, height,
    created_by, created_at, updated_at, source_project_id, page_count)
  SELECT id, organization_id, folder_id, name, kind, content_type, size, r2_key, thumbnail_key, duration_ms, width, height,
    created_by, created_at, updated_at, source_project_id, page_count FROM assets ORDER BY rowid;

CREATE TABLE keep_0038_transcripts AS SELECT * FROM transcripts;
CREATE TABLE keep_0038_share_files AS SELECT * FROM share_files;
CREATE TABLE keep_0038_clip_renders AS SELECT rowid AS render_rowid, asset_id FROM clip_renders WHERE asset_id IS NOT NULL;

DROP TABLE assets;
ALTER TABLE assets_0038 RENAME TO assets;
CREATE INDEX assets_org_created_idx ON assets (organization_id, created_at);
CREATE INDEX assets_source_project_idx ON assets (source_project_id);

INSERT OR IGNORE INTO transcripts SELECT * FROM keep_0038_transcripts;
INSERT OR IGNORE INTO share_files SELECT * FROM keep_0038_share_files;
UPDATE clip_renders SET asset_id = (SELECT k.asset_id FROM keep_0038_clip_renders k WHERE k.render_rowid = clip_renders.rowid)
  WHERE rowid IN (SELECT render_rowid FROM keep_0038_clip_renders);
DROP TABLE keep_0038_transcripts;
DROP TABLE keep_0038_share_files;
DROP TABLE keep_0038_clip_renders;
