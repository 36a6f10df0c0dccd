-- The brand kit a project is made with (issue 35's board filter "by brand kit"),
-- kept beside the summary so a list never loads documents. Each kind names it in
-- its own place (src/features/projects/kit-of.ts). Projects whose document is
-- inline get theirs now; one kept in R2 (a large document) gets it at its next save.
ALTER TABLE projects ADD COLUMN brand_kit_id TEXT;

UPDATE projects
SET brand_kit_id = CASE
    WHEN kind IN ('clip', 'video', 'subtitles', 'script') THEN json_extract(document, '$.brandKitId')
    WHEN kind = 'logo' THEN json_extract(document, '$.kitId')
    WHEN kind IN ('carousel', 'story') THEN json_extract(document, '$.brand.kitId')
  END
WHERE document IS NOT NULL AND json_valid(document);
