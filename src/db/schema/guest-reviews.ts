import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { GuestDecision } from '../../common/contracts/guest-reviews';
import { createdAt, ownedBy } from './columns';
import { orgRow } from './organizations';
import { projects } from './projects';
import { byUser } from './users';

/** A guest's way into one project (migration 0024, decision 069): only the token's hash is kept. */
export const guestReviewLinks = sqliteTable(
  'guest_review_links',
  {
    ...orgRow(),
    projectId: ownedBy('project_id', () => projects.id),
    tokenHash: text('token_hash').notNull().unique(),
    guestName: text('guest_name'),
    createdBy: byUser('created_by'),
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
    decision: text('decision').$type<GuestDecision>(),
    decidedName: text('decided_name'),
    decidedAt: integer('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('guest_review_links_project_idx').on(t.projectId, t.createdAt)],
);
export type GuestReviewLink = typeof guestReviewLinks.$inferSelect;
