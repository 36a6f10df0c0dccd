-- Competitor analysis, each video's history (issue 37, decision 082): a video's
-- views, likes and comments at every measure its channel had while it was among
-- the latest uploads read, so the page can chart one video over time. Kept per
-- YouTube video like the channel's measures; `demo` rows come from the
-- demonstration dataset and are never shown beside real ones.
CREATE TABLE competitor_video_snapshots (
  video_id TEXT NOT NULL,
  demo INTEGER NOT NULL DEFAULT 0,
  taken_at INTEGER NOT NULL,
  views INTEGER NOT NULL,
  likes INTEGER NOT NULL,
  comments INTEGER NOT NULL,
  PRIMARY KEY (video_id, demo, taken_at)
);

-- The trend tracker's keyword search (decision 082): the videos YouTube's search.list
-- answered for a watched keyword in a region on a UTC day, kept for that day so every
-- organization watching the keyword spends its 100 units once. `videos` is JSON.
CREATE TABLE trend_keyword_searches (
  region TEXT NOT NULL,
  key TEXT NOT NULL,
  demo INTEGER NOT NULL DEFAULT 0,
  day TEXT NOT NULL,
  videos TEXT NOT NULL,
  fetched_at INTEGER NOT NULL,
  PRIMARY KEY (region, key, demo, day)
);

-- A compared channel's topics named by the AI layer (decision 082), kept for the UTC day and
-- language they were asked in, so asking again that day answers them again at no charge.
CREATE TABLE competitor_topic_runs (
  competitor_id TEXT NOT NULL REFERENCES competitor_channels(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  day TEXT NOT NULL,
  topics TEXT NOT NULL,
  offline INTEGER NOT NULL,
  generation_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (competitor_id, language, day)
);
