import { check, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { assets, uploads } from './media';
import { inOrganization } from './organizations';
import { projects } from './projects';
import { byUser } from './users';
import { ownedBy, mayName, timestamps } from './columns';

export const CLIP_RENDER_STATUSES = ['rendering', 'done', 'failed'] as const;

/** A clip's paid first render (migration 0011). */
export const clipRenders = sqliteTable(
  'clip_renders',
  {
    organizationId: inOrganization(),
    projectId: ownedBy('project_id', () => projects.id),
    clipId: text('clip_id').notNull(),
    status: text('status', { enum: CLIP_RENDER_STATUSES }).notNull(),
    attempt: integer('attempt').notNull(),
    /** Migration 0011's hold, kept for history: renders since 0013 are charged by `chargeId`. */
    holdId: text('hold_id'),
    /** The ledger's spend row for this clip: its one charge, written when its first render started (0013). */
    chargeId: text('charge_id'),
    /** The upload made for the running attempt: the only file its "done" may link (0013). */
    uploadId: mayName('upload_id', () => uploads.id),
    assetId: mayName('asset_id', () => assets.id),
    createdBy: byUser('created_by'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.projectId, t.clipId] }),
    check('clip_renders_status', sql`${t.status} IN ('rendering', 'done', 'failed')`),
  ],
);
export type ClipRender = typeof clipRenders.$inferSelect;
