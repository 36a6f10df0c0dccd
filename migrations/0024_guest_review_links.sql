-- Guest review (issue 35, decision 069): a link that lets someone outside the
-- organization (a client) see one project, comment on it and approve it or ask
-- for changes, without an account. Only the SHA-256 of the link's token is kept:
-- the link is shown once, when it is made. It always expires; an admin may
-- revoke it earlier. The guest's last decision is kept on the link (who said
-- they were, what, when); each decision is also in the project's activity.
CREATE TABLE guest_review_links (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  guest_name TEXT,
  created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  decision TEXT CHECK (decision IN ('approved', 'changes_requested')),
  decided_name TEXT,
  decided_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX guest_review_links_project_idx ON guest_review_links (project_id, created_at);

-- A comment written through a guest link: no author user, the link and the name
-- the guest typed. Existing rows are members' comments (both columns null).
ALTER TABLE project_comments ADD COLUMN guest_link_id TEXT REFERENCES guest_review_links (id) ON DELETE SET NULL;
ALTER TABLE project_comments ADD COLUMN guest_name TEXT;
