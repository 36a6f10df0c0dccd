import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { ReviewDecision } from '../../common/contracts/reviews';
import { ownedBy } from './columns';
import { orgRow, organizations } from './organizations';
import { projects } from './projects';
import { byUser, userOwned } from './users';

/** One reviewer's part in one review round of a project (migration 0018, decision 055). */
export const projectReviews = sqliteTable(
  'project_reviews',
  {
    ...orgRow(),
    projectId: ownedBy('project_id', () => projects.id),
    round: integer('round').notNull(),
    reviewerId: userOwned('reviewer_id'),
    requestedBy: byUser('requested_by'),
    decision: text('decision').$type<ReviewDecision>().notNull().default('pending'),
    comment: text('comment'),
    requestedAt: integer('requested_at').notNull(),
    decidedAt: integer('decided_at'),
  },
  (t) => [uniqueIndex('project_reviews_round_reviewer').on(t.projectId, t.round, t.reviewerId)],
);
export type ProjectReview = typeof projectReviews.$inferSelect;

/** An organization's review rule, set by an admin (migration 0018). */
export const organizationReviewSettings = sqliteTable('organization_review_settings', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  requireApproval: integer('require_approval', { mode: 'boolean' }).notNull().default(false),
  updatedBy: byUser('updated_by'),
  updatedAt: integer('updated_at').notNull(),
});
