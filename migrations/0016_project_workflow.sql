-- Where each project stands in the team's work (issue 35, decision 052): its
-- status on the project manager's board, assignees (member user ids, JSON), a
-- due day (YYYY-MM-DD), tags (JSON) and a priority. Every existing project
-- gets the defaults: an idea, normal priority, nobody on it, no date, no tags.
-- `workflow_version` is the board's own version, apart from the document's:
-- moving a card never conflicts with an editor saving the same project, and a
-- stale board never overwrites a newer status.
ALTER TABLE projects ADD COLUMN status TEXT NOT NULL DEFAULT 'idea'
  CHECK (status IN ('idea', 'in_production', 'in_review', 'approved', 'scheduled', 'published'));
ALTER TABLE projects ADD COLUMN priority TEXT NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high', 'urgent'));
ALTER TABLE projects ADD COLUMN assignees TEXT NOT NULL DEFAULT '[]';
ALTER TABLE projects ADD COLUMN due_date TEXT;
ALTER TABLE projects ADD COLUMN tags TEXT NOT NULL DEFAULT '[]';
ALTER TABLE projects ADD COLUMN workflow_version INTEGER NOT NULL DEFAULT 1;
-- The board reads an organization's projects by status.
CREATE INDEX projects_org_status_idx ON projects (organization_id, status);
