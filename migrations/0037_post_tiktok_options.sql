-- TikTok's Direct Post choices (issue 36, decision 092): allow comments / duet /
-- stitch and the commercial content disclosure, chosen on the form as TikTok's
-- UX guidelines require and sent in post_info. A JSON object (TiktokOptions in
-- contracts/tiktok-post); NULL for other networks and for posts queued before,
-- which keep what the creator allows, as they were sent until now.
ALTER TABLE social_posts ADD COLUMN tiktok_options TEXT;
