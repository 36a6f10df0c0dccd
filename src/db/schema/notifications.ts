import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { NotificationKind } from '../../common/contracts/notifications';
import { createdAt } from './columns';
import { orgRow } from './organizations';
import { projects } from './projects';
import { byUser, userOwned } from './users';

/** One thing for one user's bell (migration 0022, decision 067). */
export const notifications = sqliteTable(
  'notifications',
  {
    ...orgRow(),
    userId: userOwned('user_id'),
    kind: text('kind').$type<NotificationKind>().notNull(),
    // Optional (a kind without a project may come), and a purged project takes its notifications.
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    actorId: byUser('actor_id'),
    payload: text('payload').notNull().default('{}'),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: integer('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.organizationId, t.createdAt),
    uniqueIndex('notifications_user_dedupe').on(t.userId, t.dedupeKey),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** A user's email switches, one per kind; no row is every switch on (migration 0022). */
export const notificationPreferences = sqliteTable('notification_preferences', {
  userId: userOwned('user_id').primaryKey(),
  emailMention: integer('email_mention', { mode: 'boolean' }).notNull().default(true),
  emailReviewRequest: integer('email_review_request', { mode: 'boolean' }).notNull().default(true),
  emailReviewDecision: integer('email_review_decision', { mode: 'boolean' }).notNull().default(true),
  emailDueTomorrow: integer('email_due_tomorrow', { mode: 'boolean' }).notNull().default(true),
  /** Migration 0028 (decision 077). */
  emailPublishFailed: integer('email_publish_failed', { mode: 'boolean' }).notNull().default(true),
  /** Migration 0031 (decision 081). */
  emailGuestComment: integer('email_guest_comment', { mode: 'boolean' }).notNull().default(true),
  updatedAt: integer('updated_at').notNull(),
});
