// Who on the team hears of what a guest does (decisions 069 and 081). A guest
// has no account, so every notification here has no actor and carries the
// name the guest gave; `notify` keeps only current members and one row each.
import { and, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, projectComments, projectReviews, type GuestReviewLink, type Project } from '../../db/schema';
import { excerpt, notify, type NotifyDeps } from '../notifications/notify';

const assigneesOf = (project: Project) => JSON.parse(project.assignees) as string[];
const present = (id: string | null | undefined): id is string => Boolean(id);

/** Who hears of a guest's decision: the admin who made the link, the assignees, and who asked for the last review round. */
export async function decisionAudience(db: Db, project: Project, link: GuestReviewLink): Promise<string[]> {
  const last = await db
    .select({ by: projectReviews.requestedBy })
    .from(projectReviews)
    .where(eq(projectReviews.projectId, project.id))
    .orderBy(desc(projectReviews.round))
    .limit(1)
    .get();
  return [link.createdBy, last?.by, ...assigneesOf(project)].filter(present);
}

/**
 * Who hears of a guest's comment: the project's assignees, the member who made the link it came
 * through, and, for a reply, every member who already wrote in that thread (the people who care).
 */
async function commentAudience(db: Db, project: Project, link: GuestReviewLink, threadId: string | null): Promise<string[]> {
  const inThread = threadId
    ? await db
        .select({ by: projectComments.authorId })
        .from(projectComments)
        .where(
          and(
            eq(projectComments.projectId, project.id),
            isNotNull(projectComments.authorId),
            or(eq(projectComments.id, threadId), eq(projectComments.parentId, threadId)),
          ),
        )
        .all()
    : [];
  return [link.createdBy, ...assigneesOf(project), ...inThread.map((r) => r.by)].filter(present);
}

/**
 * Tells the team of a guest's new comment, in the bell and by email (kind `guest_comment`). The
 * comment's id is the dedupe key: the same comment never makes a second row or email for anyone.
 */
export async function tellOfGuestComment(
  deps: NotifyDeps,
  project: Project,
  link: GuestReviewLink,
  comment: { id: string; threadId: string | null; name: string; body: string },
): Promise<string[]> {
  return notify(deps, {
    orgId: project.organizationId,
    kind: 'guest_comment',
    recipients: await commentAudience(deps.db, project, link, comment.threadId),
    actorId: null,
    projectId: project.id,
    payload: {
      projectName: project.name,
      guestName: comment.name,
      excerpt: excerpt(comment.body),
      ...(comment.threadId ? { reply: true } : {}),
    },
    dedupeKey: `guest_comment:${comment.id}`,
  });
}

/**
 * How long a user who heard of a guest's comment (written or rewritten) hears nothing more of its
 * rewrites (decision 090): a guest fixing a typo a minute later is the same news, not a second email.
 */
export const GUEST_EDIT_QUIET_MS = 10 * 60_000;

/**
 * Tells the team a guest rewrote a comment: the same people a new one would, plus the members who
 * wrote in its thread when it starts one (kind `guest_comment`, `edited` in the payload, each one's
 * email switch), except whoever heard of this very comment in the last GUEST_EDIT_QUIET_MS. Their
 * notification from then takes the new words instead (no new row, no email), so the bell shows
 * what the comment says now.
 */
export async function tellOfGuestEdit(
  deps: NotifyDeps,
  project: Project,
  link: GuestReviewLink,
  comment: { id: string; threadId: string | null; name: string; body: string },
  now: number,
): Promise<string[]> {
  // A thread's first comment rewritten concerns the members who answered it as much as a reply's thread.
  const audience = [...new Set(await commentAudience(deps.db, project, link, comment.threadId ?? comment.id))];
  if (audience.length === 0) return [];
  const key = `guest_comment:${comment.id}`;
  const payload = {
    projectName: project.name,
    guestName: comment.name,
    excerpt: excerpt(comment.body),
    ...(comment.threadId ? { reply: true } : {}),
  };
  // The new comment's key, and each rewrite's (the key plus `:edit:<time>`, unique per user).
  const recent = await deps.db
    .select({ id: notifications.id, userId: notifications.userId, payload: notifications.payload })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, audience),
        eq(notifications.kind, 'guest_comment'),
        or(eq(notifications.dedupeKey, key), sql`substr(${notifications.dedupeKey}, 1, ${key.length + 6}) = ${`${key}:edit:`}`),
        gt(notifications.createdAt, now - GUEST_EDIT_QUIET_MS),
      ),
    )
    .all();
  for (const row of recent) {
    const kept = JSON.parse(row.payload) as Record<string, unknown>;
    await deps.db
      .update(notifications)
      .set({ payload: JSON.stringify({ ...kept, excerpt: payload.excerpt }) })
      .where(eq(notifications.id, row.id));
  }
  const heard = new Set(recent.map((r) => r.userId));
  return notify(deps, {
    orgId: project.organizationId,
    kind: 'guest_comment',
    recipients: audience.filter((id) => !heard.has(id)),
    actorId: null,
    projectId: project.id,
    payload: { ...payload, edited: true },
    dedupeKey: `${key}:edit:${now}`,
  });
}
