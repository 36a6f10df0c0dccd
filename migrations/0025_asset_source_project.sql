-- The project a library file came out of (issue 35, decision 071): an editor that
-- saves its export or render to the library names its project on the upload,
-- and the asset keeps it, so the approval rule (share links, publishing) holds
-- back every tool's exports, not only the clipper's (clip_renders). A file
-- uploaded from the computer has none. A project purged from the trash leaves
-- its files in the library, knowing no project.
ALTER TABLE uploads ADD COLUMN source_project_id TEXT REFERENCES projects (id) ON DELETE SET NULL;
ALTER TABLE assets ADD COLUMN source_project_id TEXT REFERENCES projects (id) ON DELETE SET NULL;
CREATE INDEX assets_source_project_idx ON assets (source_project_id);
