import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { assets } from './media';
import { organizations } from './organizations';
import { users } from './users';

/** One transcript per asset; the document is in R2 at `r2Key` (migration 0010). */
export const transcripts = sqliteTable(
  'transcripts',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    durationMs: integer('duration_ms').notNull(),
    wordCount: integer('word_count').notNull(),
    r2Key: text('r2_key').notNull(),
    size: integer('size').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.assetId] })],
);
export type TranscriptRow = typeof transcripts.$inferSelect;
