-- One table for the projects of every editor (decision 015). A document up to
-- 256 KB stays inline in `document`; a larger one lives in R2 under
-- `document_key` (orgs/<org>/projects/<id>/v<version>-<nonce>.json) and D1 keeps
-- only this row. `summary` holds the kind's list fields as JSON, so a list
-- never reads documents.
CREATE TABLE projects (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  document TEXT,
  document_key TEXT,
  document_size INTEGER NOT NULL,
  summary TEXT NOT NULL,
  created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  updated_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  -- Exactly one home for the document: a row pointing nowhere, or two ways, is refused.
  CONSTRAINT projects_document_home CHECK ((document IS NULL) <> (document_key IS NULL))
);
CREATE INDEX projects_org_kind_updated_idx ON projects (organization_id, kind, updated_at);

-- Every carousel moves with its id, version, authors and times, inline as it
-- was (up to the old 512 KB limit: the reader takes either home, and the next
-- save past 256 KB moves it to R2). The summary is what the old columns held.
INSERT INTO projects (id, organization_id, kind, name, version, document, document_key, document_size, summary, created_by, updated_by, created_at, updated_at)
SELECT id, organization_id, 'carousel', name, version, document, NULL, length(CAST(document AS BLOB)),
       json_object('format', format, 'slideCount', slide_count, 'cover', json(cover)),
       created_by, updated_by, created_at, updated_at
FROM carousel_projects;

DROP TABLE carousel_projects;
