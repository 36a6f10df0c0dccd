-- A post's options per network (issue 36): who may see it (our words, mapped to
-- each network's own), its hashtags (a JSON array, added to the caption when it is
-- sent) and, for a video, the frame used as its cover. Existing posts were public,
-- without hashtags or a chosen cover.
ALTER TABLE social_posts ADD COLUMN privacy TEXT NOT NULL DEFAULT 'public' CHECK (privacy IN ('public', 'followers', 'unlisted', 'private'));
ALTER TABLE social_posts ADD COLUMN hashtags TEXT NOT NULL DEFAULT '[]';
ALTER TABLE social_posts ADD COLUMN cover_ms INTEGER CHECK (cover_ms IS NULL OR cover_ms >= 0);
