import { check, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { assets, uploads } from './media';
import { organizations } from './organizations';
import { projects } from './projects';
import { users } from './users';

export const CLIP_RENDER_STATUSES = ['rendering', 'done', 'failed'] as const;

/** A clip's paid first render (migration 0011). */
export const clipRenders = sqliteTable(
  'clip_renders',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    clipId: text('clip_id').notNull(),
    status: text('status', { enum: CLIP_RENDER_STATUSES }).notNull(),
    attempt: integer('attempt').notNull(),
    /** Migration 0011's hold, kept for history: renders since 0013 are charged by `chargeId`. */
    holdId: text('hold_id'),
    /** The ledger's spend row for this clip: its one charge, written when its first render started (0013). */
    chargeId: text('charge_id'),
    /** The upload made for the running attempt: the only file its "done" may link (0013). */
    uploadId: text('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    assetId: text('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.projectId, t.clipId] }),
    check('clip_renders_status', sql`${t.status} IN ('rendering', 'done', 'failed')`),
  ],
);
export type ClipRender = typeof clipRenders.$inferSelect;
