-- Issue 31, points 4 and 5 (decision 034).
-- An organization's storage quota in bytes; NULL is the default (50 GiB,
-- DEFAULT_STORAGE_QUOTA_BYTES), so changing the default needs no migration.
-- `npm run storage:quota` sets it per organization.
ALTER TABLE organizations ADD COLUMN storage_quota_bytes INTEGER;

-- A deleted project stays 30 days in the trash: hidden from lists and reads,
-- restorable, then purged with its R2 versions by the scheduled job.
ALTER TABLE projects ADD COLUMN deleted_at INTEGER;
ALTER TABLE projects ADD COLUMN deleted_by TEXT REFERENCES users (id) ON DELETE SET NULL;
-- The purge reads the oldest trashed rows of every organization.
CREATE INDEX projects_deleted_at_idx ON projects (deleted_at);
