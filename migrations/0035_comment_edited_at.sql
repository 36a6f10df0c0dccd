-- When a comment's words last changed (issue 35, decision 090): members and
-- guests see an "edited" mark with that time. `updated_at` moves on any write
-- (a mention list, a resolve), so it cannot tell an edit of the text apart;
-- null is never edited, which is every comment written before this.
ALTER TABLE project_comments ADD COLUMN edited_at INTEGER;
