import { index, integer, real, sqliteTable, text, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ActivityKind } from '../../common/contracts/comments';
import { ownedBy, timestamps, createdAt } from './columns';
import { orgRow } from './organizations';
import { projects } from './projects';
import { byUser } from './users';
import { guestReviewLinks } from './guest-reviews';

/** A comment on a project, or a reply to one (migration 0020, decision 058). */
export const projectComments = sqliteTable(
  'project_comments',
  {
    ...orgRow(),
    projectId: ownedBy('project_id', () => projects.id),
    parentId: text('parent_id').references((): AnySQLiteColumn => projectComments.id, { onDelete: 'cascade' }),
    authorId: byUser('author_id'),
    body: text('body').notNull(),
    mentions: text('mentions').notNull().default('[]'),
    pinSeconds: real('pin_seconds'),
    pinSlide: integer('pin_slide'),
    pinX: real('pin_x'),
    pinY: real('pin_y'),
    resolvedAt: integer('resolved_at'),
    resolvedBy: byUser('resolved_by'),
    ...timestamps(),
    /** A guest's comment (decision 069): no author, the link it came through and the name the guest gave. */
    guestLinkId: text('guest_link_id').references((): AnySQLiteColumn => guestReviewLinks.id, { onDelete: 'set null' }),
    guestName: text('guest_name'),
    /** A thread its guest resolved (migration 0031, decision 081): the name they gave; `resolved_by` stays null. */
    resolvedGuestName: text('resolved_guest_name'),
    /** When the words last changed (migration 0035, decision 090); null: never edited. */
    editedAt: integer('edited_at'),
  },
  (t) => [index('project_comments_project_idx').on(t.projectId, t.createdAt), index('project_comments_parent_idx').on(t.parentId)],
);
export type ProjectComment = typeof projectComments.$inferSelect;

/** One thing that happened to a project, and who did it (migration 0020). */
export const projectActivity = sqliteTable(
  'project_activity',
  {
    ...orgRow(),
    projectId: ownedBy('project_id', () => projects.id),
    actorId: byUser('actor_id'),
    kind: text('kind').$type<ActivityKind>().notNull(),
    detail: text('detail').notNull().default('{}'),
    createdAt: createdAt(),
  },
  (t) => [index('project_activity_project_idx').on(t.projectId, t.createdAt)],
);
export type ProjectActivityRow = typeof projectActivity.$inferSelect;
