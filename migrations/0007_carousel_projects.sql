-- Carousel projects: the document is one JSON value checked by the shared zod
-- schema before every write; `version` rises on each save so an autosave from a
-- stale tab is refused (409) instead of overwriting newer work.
CREATE TABLE carousel_projects (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  format TEXT NOT NULL,
  slide_count INTEGER NOT NULL,
  document TEXT NOT NULL,
  -- The first slide and the applied kit, for the projects list's thumbnail.
  cover TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  updated_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX carousel_projects_org_idx ON carousel_projects (organization_id, updated_at);
