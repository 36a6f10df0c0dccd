-- Reviews and approvals of projects (issue 35, decision 055). A review request
-- names members; each gets one row of that round, pending until they approve or
-- ask for changes with a comment. A new request opens a new round and cancels
-- what was still pending in the last one, so the rows are the record of who
-- approved what, and when.
CREATE TABLE project_reviews (
  id TEXT PRIMARY KEY NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  round INTEGER NOT NULL,
  reviewer_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  requested_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  decision TEXT NOT NULL DEFAULT 'pending' CHECK (decision IN ('pending', 'approved', 'changes_requested', 'cancelled')),
  comment TEXT,
  requested_at INTEGER NOT NULL,
  decided_at INTEGER
);
CREATE UNIQUE INDEX project_reviews_round_reviewer ON project_reviews (project_id, round, reviewer_id);
-- The organization's review rule, set by an admin: when on, a project must be
-- approved before it is shared or exported as final (other features ask
-- requiresApproval / isApproved in src/features/projects/reviews.ts).
CREATE TABLE organization_review_settings (
  organization_id TEXT PRIMARY KEY NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  require_approval INTEGER NOT NULL DEFAULT 0,
  updated_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  updated_at INTEGER NOT NULL
);
