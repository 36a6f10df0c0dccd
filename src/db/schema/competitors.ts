import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { orgRow } from './organizations';
import { byUser } from './users';

/** A YouTube channel an organization compares (decision 074). */
export const competitorChannels = sqliteTable(
  'competitor_channels',
  {
    ...orgRow(),
    channelId: text('channel_id').notNull(),
    demo: integer('demo', { mode: 'boolean' }).notNull().default(false),
    title: text('title').notNull(),
    handle: text('handle'),
    /** The organization's own channel (its connected YouTube account), not a competitor (decision 085). */
    own: integer('own', { mode: 'boolean' }).notNull().default(false),
    /** The own channel left out of the comparison (and not measured) until shown again. */
    hidden: integer('hidden', { mode: 'boolean' }).notNull().default(false),
    createdBy: byUser('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('competitor_channels_org_channel_idx').on(t.organizationId, t.demo, t.channelId),
    index('competitor_channels_channel_idx').on(t.channelId, t.demo),
  ],
);
export type CompetitorChannelRow = typeof competitorChannels.$inferSelect;

/** A channel's statistics at one time, every 6 hours by the cron. */
export const competitorSnapshots = sqliteTable(
  'competitor_snapshots',
  {
    channelId: text('channel_id').notNull(),
    demo: integer('demo', { mode: 'boolean' }).notNull().default(false),
    takenAt: integer('taken_at').notNull(),
    subscribers: integer('subscribers').notNull(),
    views: integer('views').notNull(),
    videos: integer('videos').notNull(),
    /** Mean views and engagement of the latest uploads at this time; null when they were not read. */
    viewsPerVideo: integer('views_per_video'),
    engagement: real('engagement'),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.demo, t.takenAt] })],
);

/** A channel's latest uploads with their statistics at the last snapshot. */
export const competitorVideos = sqliteTable(
  'competitor_videos',
  {
    videoId: text('video_id').notNull(),
    demo: integer('demo', { mode: 'boolean' }).notNull().default(false),
    channelId: text('channel_id').notNull(),
    title: text('title').notNull(),
    publishedAt: text('published_at').notNull(),
    views: integer('views').notNull(),
    likes: integer('likes').notNull(),
    comments: integer('comments').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.demo] }), index('competitor_videos_channel_idx').on(t.channelId, t.demo, t.publishedAt)],
);

/** A video's statistics at one measure of its channel (decision 082), for its own line chart. */
export const competitorVideoSnapshots = sqliteTable(
  'competitor_video_snapshots',
  {
    videoId: text('video_id').notNull(),
    demo: integer('demo', { mode: 'boolean' }).notNull().default(false),
    takenAt: integer('taken_at').notNull(),
    views: integer('views').notNull(),
    likes: integer('likes').notNull(),
    comments: integer('comments').notNull(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.demo, t.takenAt] })],
);

/** A channel's AI-named topics of a day and language (decision 082): asked again that day, answered free. */
export const competitorTopicRuns = sqliteTable(
  'competitor_topic_runs',
  {
    competitorId: text('competitor_id')
      .notNull()
      .references(() => competitorChannels.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    day: text('day').notNull(),
    /** JSON: ChannelTopic[]. */
    topics: text('topics').notNull(),
    offline: integer('offline', { mode: 'boolean' }).notNull(),
    generationId: text('generation_id').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.competitorId, t.language, t.day] })],
);
