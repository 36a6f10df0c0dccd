import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { orgRow } from './organizations';
import { assets } from './media';
import { byUser } from './users';
import { ownedBy, timestamps } from './columns';

/** A public link to library files (decision 053); the token is the link's secret (128 random bits). */
export const shares = sqliteTable(
  'shares',
  {
    ...orgRow(),
    token: text('token').notNull().unique(),
    caption: text('caption').notNull().default(''),
    allowDownload: integer('allow_download', { mode: 'boolean' }).notNull().default(false),
    expiresAt: integer('expires_at'),
    passwordHash: text('password_hash'),
    revokedAt: integer('revoked_at'),
    viewCount: integer('view_count').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    createdBy: byUser('created_by'),
    ...timestamps(),
  },
  (t) => [index('shares_org_created_idx').on(t.organizationId, t.createdAt), index('shares_created_by_idx').on(t.createdBy)],
);
export type Share = typeof shares.$inferSelect;

/** The files a share shows, in order. */
export const shareFiles = sqliteTable(
  'share_files',
  {
    shareId: ownedBy('share_id', () => shares.id),
    assetId: ownedBy('asset_id', () => assets.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.assetId] }), index('share_files_asset_idx').on(t.assetId)],
);
