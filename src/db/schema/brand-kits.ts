import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { orgRow } from './organizations';
import { byUser } from './users';
import { createdAt, timestamps } from './columns';

export const brandKits = sqliteTable(
  'brand_kits',
  {
    ...orgRow(),
    name: text('name').notNull(),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    /** The kit's fields (KitFields) as JSON; parsed with the shared schema when read. */
    data: text('data').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: byUser('created_by'),
    ...timestamps(),
  },
  (t) => [
    index('brand_kits_org_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('brand_kits_one_default')
      .on(t.organizationId)
      .where(sql`is_default = 1`),
  ],
);
export type BrandKit = typeof brandKits.$inferSelect;

export const FONT_FORMATS = ['woff2', 'truetype', 'opentype'] as const;

export const brandFonts = sqliteTable(
  'brand_fonts',
  {
    ...orgRow(),
    family: text('family').notNull(),
    format: text('format', { enum: FONT_FORMATS }).notNull(),
    size: integer('size').notNull(),
    r2Key: text('r2_key').notNull(),
    createdBy: byUser('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('brand_fonts_org_idx').on(t.organizationId)],
);
export type BrandFont = typeof brandFonts.$inferSelect;
