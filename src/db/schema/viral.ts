import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { inOrganization } from './organizations';
import { socialPosts } from './publishing';
import { byUser } from './users';
import { ownedBy } from './columns';

/** The viral predictor's latest score of a draft (decision 085): subject "asset:<id>" or "project:<id>". */
export const viralScores = sqliteTable(
  'viral_scores',
  {
    organizationId: inOrganization(),
    subject: text('subject').notNull(),
    score: integer('score').notNull(),
    network: text('network').notNull(),
    scoredBy: byUser('scored_by'),
    scoredAt: integer('scored_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.subject] })],
);

/**
 * A published post's views, read on demand: YouTube's videos.list statistics within the quota
 * (decision 085), TikTok's video/query and Instagram's `views` insight with the account's token
 * (decision 087; video_id is then TikTok's video id or Instagram's media id).
 */
export const postViews = sqliteTable('post_views', {
  postId: ownedBy('post_id', () => socialPosts.id).primaryKey(),
  videoId: text('video_id').notNull(),
  views: integer('views').notNull(),
  readAt: integer('read_at').notNull(),
  /** The network has no views figure for this post (migration 0034). */
  unavailable: integer('unavailable', { mode: 'boolean' }).notNull().default(false),
});
