import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { inOrganization, orgRow } from './organizations';
import { byUser, userOwned } from './users';

/** One trend's measure on one day in one region (decision 059); `demo` rows are the demonstration dataset's. */
export const trendSnapshots = sqliteTable(
  'trend_snapshots',
  {
    day: text('day').notNull(),
    region: text('region').notNull(),
    source: text('source', { enum: ['search', 'video'] }).notNull(),
    key: text('key').notNull(),
    demo: integer('demo', { mode: 'boolean' }).notNull().default(false),
    title: text('title').notNull(),
    category: text('category').notNull().default(''),
    score: integer('score').notNull(),
    /** JSON: a search's news, a video's channel. */
    detail: text('detail').notNull().default('{}'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.region, t.source, t.key, t.demo] }),
    index('trend_snapshots_key_idx').on(t.region, t.source, t.key, t.day),
  ],
);
export type TrendSnapshot = typeof trendSnapshots.$inferSelect;

/** YouTube Data API units spent on a UTC day. */
export const trendQuota = sqliteTable('trend_quota', {
  day: text('day').primaryKey(),
  units: integer('units').notNull().default(0),
  updatedAt: integer('updated_at').notNull(),
});

/** A keyword an organization follows in one region's trends (decision 073); `key` is its words folded as trends' keys are. */
export const trendWatch = sqliteTable(
  'trend_watch',
  {
    ...orgRow(),
    region: text('region').notNull(),
    keyword: text('keyword').notNull(),
    key: text('key').notNull(),
    createdBy: byUser('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('trend_watch_org_key_idx').on(t.organizationId, t.region, t.key)],
);
export type TrendWatch = typeof trendWatch.$inferSelect;

/** Members who get the weekly digest of their organization's watchlist. */
export const trendDigestSubscribers = sqliteTable(
  'trend_digest_subscribers',
  { organizationId: inOrganization(), userId: userOwned('user_id'), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] })],
);

/** A week's digest of an organization, claimed before it is sent. */
export const trendDigestSends = sqliteTable(
  'trend_digest_sends',
  { organizationId: inOrganization(), week: text('week').notNull(), sentAt: integer('sent_at').notNull() },
  (t) => [primaryKey({ columns: [t.organizationId, t.week] })],
);

/** The videos YouTube's search answered for a watched keyword on a day (decision 082), kept for the day. */
export const trendKeywordSearches = sqliteTable(
  'trend_keyword_searches',
  {
    region: text('region').notNull(),
    key: text('key').notNull(),
    demo: integer('demo', { mode: 'boolean' }).notNull().default(false),
    day: text('day').notNull(),
    /** JSON: KeywordVideo[]. */
    videos: text('videos').notNull(),
    fetchedAt: integer('fetched_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.region, t.key, t.demo, t.day] })],
);
