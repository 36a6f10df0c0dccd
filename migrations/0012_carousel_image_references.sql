-- Carousels now take only images of their organization's library, as stories
-- and the video editor do (decision 029). A carousel stored before could hold
-- the id of another organization's image, or of an image since deleted; every
-- save of it would now be refused. Such a frame becomes an empty frame (the
-- editor's "choose an image"), in the document and in the list's cover. The
-- version stays: an open editor's next save is refused with a message saying
-- to choose the image again, and loses nothing.
-- Documents kept in R2 (past 256 KB; a carousel is ~40 KB) are not reached by
-- SQL; their next save says the same.
UPDATE projects
SET document = json_set(document, '$.slides', json((
  SELECT json_group_array(json(json_set(s.value, '$.elements', json((
    SELECT json_group_array(json(
      CASE
        WHEN json_extract(e.value, '$.type') = 'image'
          AND json_extract(e.value, '$.assetId') IS NOT NULL
          AND NOT EXISTS (
            SELECT 1 FROM assets a
            WHERE a.id = json_extract(e.value, '$.assetId') AND a.organization_id = projects.organization_id AND a.kind = 'image'
          )
        THEN json_set(e.value, '$.assetId', NULL)
        ELSE e.value
      END
    ) ORDER BY e.key)
    FROM json_each(s.value, '$.elements') e
  )))) ORDER BY s.key)
  FROM json_each(projects.document, '$.slides') s
)))
WHERE kind = 'carousel' AND document IS NOT NULL AND EXISTS (
  SELECT 1 FROM json_each(projects.document, '$.slides') s, json_each(s.value, '$.elements') e
  WHERE json_extract(e.value, '$.type') = 'image'
    AND json_extract(e.value, '$.assetId') IS NOT NULL
    AND NOT EXISTS (
      SELECT 1 FROM assets a
      WHERE a.id = json_extract(e.value, '$.assetId') AND a.organization_id = projects.organization_id AND a.kind = 'image'
    )
);

-- The list's cover is the first slide: read again where it no longer matches the document.
UPDATE projects
SET summary = json_set(summary, '$.cover.slide', json_extract(document, '$.slides[0]'))
WHERE kind = 'carousel' AND document IS NOT NULL AND json_extract(summary, '$.cover.slide') IS NOT json_extract(document, '$.slides[0]');
