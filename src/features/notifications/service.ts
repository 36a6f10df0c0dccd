// The bell (decision 067): a user's notifications in the active organization,
// newest first, a page at a time; the unread count; marking one or all read.
// Only the recipient sees or marks a notification: anyone else's is not found
// (404), like another organization's project.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationPage,
  type NotificationPayload,
  type NotificationView,
} from '../../common/contracts/notifications';
import type { ProjectKind } from '../../common/contracts/projects';
import { ApiError } from '../../common/api-error';
import type { Db } from '../../db/client';
import { personColumns, personRef } from '../../db/people';
import { notifications, projects, users } from '../../db/schema';
import type { OrgAccess } from '../orgs/access';

const mine = ({ org, userId }: OrgAccess) => and(eq(notifications.userId, userId), eq(notifications.organizationId, org.id));

export async function listNotifications(db: Db, access: OrgAccess, page: number): Promise<NotificationPage> {
  const rows = await db
    .select({ n: notifications, actor: personColumns(users), project: { id: projects.id, kind: projects.kind } })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    // A project in the trash is no link to follow: the row stays, without its project.
    .leftJoin(projects, and(eq(projects.id, notifications.projectId), isNull(projects.deletedAt)))
    .where(mine(access))
    // Ids are random: the row id keeps rows of one millisecond in the order they were written.
    .orderBy(desc(notifications.createdAt), sql.raw('"notifications"."rowid" DESC'))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .offset(page * NOTIFICATIONS_PAGE_SIZE)
    .all();
  const items: NotificationView[] = rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map(({ n, actor, project }) => ({
    id: n.id,
    kind: n.kind,
    project: project ? { id: project.id, kind: project.kind as ProjectKind } : null,
    actor: personRef(actor),
    payload: JSON.parse(n.payload) as NotificationPayload,
    createdAt: new Date(n.createdAt).toISOString(),
    readAt: n.readAt === null ? null : new Date(n.readAt).toISOString(),
  }));
  return { items, nextPage: rows.length > NOTIFICATIONS_PAGE_SIZE ? page + 1 : null };
}

export async function unreadCount(db: Db, access: OrgAccess): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(access), isNull(notifications.readAt)))
    .get();
  return row?.n ?? 0;
}

/** Marks one of the caller's notifications read (reading twice keeps the first time); anyone else's is 404. */
export async function markRead(db: Db, access: OrgAccess, id: string): Promise<void> {
  const row = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), mine(access)))
    .get();
  if (!row) throw new ApiError('not_found');
  if (row.readAt === null) await db.update(notifications).set({ readAt: Date.now() }).where(eq(notifications.id, row.id));
}

export async function markAllRead(db: Db, access: OrgAccess): Promise<number> {
  const done = await db
    .update(notifications)
    .set({ readAt: Date.now() })
    .where(and(mine(access), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
    .all();
  return done.length;
}
