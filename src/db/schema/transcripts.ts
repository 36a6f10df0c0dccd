import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { assets } from './media';
import { inOrganization } from './organizations';
import { byUser } from './users';
import { ownedBy, createdAt } from './columns';

/** One transcript per asset; the document is in R2 at `r2Key` (migration 0010). */
export const transcripts = sqliteTable(
  'transcripts',
  {
    organizationId: inOrganization(),
    assetId: ownedBy('asset_id', () => assets.id),
    language: text('language').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    durationMs: integer('duration_ms').notNull(),
    wordCount: integer('word_count').notNull(),
    r2Key: text('r2_key').notNull(),
    size: integer('size').notNull(),
    createdBy: byUser('created_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.assetId] })],
);
export type TranscriptRow = typeof transcripts.$inferSelect;
