-- Decision 087: TikTok and Instagram posts' views are kept in post_views too
-- (video_id then holds TikTok's video id or Instagram's media id). `unavailable`:
-- the network answered that it has no views figure for this post (an Instagram
-- media type without the `views` insight); kept 6 hours like a figure, so the
-- page does not ask again on every visit.
ALTER TABLE post_views ADD COLUMN unavailable INTEGER NOT NULL DEFAULT 0;
