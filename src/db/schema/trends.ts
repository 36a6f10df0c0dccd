import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

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
