// What a guest may do with their own words (issue 35, decision 081): rewrite
// or delete a comment written through the link they hold, and resolve or
// reopen a thread started through it. The link is the guest's only identity
// (decision 069), so "theirs" is "written through this link"; it must be open
// (requireGuestLink, before this). A comment in a guest thread that is a
// member's or another link's is 403 `comment_not_author`; anything the guest
// cannot see (the team's own threads, another project, an unknown id) is 404.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { guestEditCommentSchema, GuestReviewView } from '../../common/contracts/guest-reviews';
import { ApiError } from '../../common/api-error';
import type { Db } from '../../db/client';
import { projectComments, type ProjectComment } from '../../db/schema';
import { markResolved } from '../projects/comments';
import type { NotifyDeps } from '../notifications/notify';
import { guestReviewView, limitWrites, type OpenGuestLink } from './guest';
import { tellOfGuestEdit } from './tell-team';

/** A comment of a guest thread of the link's project, written through this very link. */
async function requireOwnComment(db: Db, { link, project }: OpenGuestLink, commentId: string): Promise<ProjectComment> {
  const row = await db
    .select()
    .from(projectComments)
    .where(and(eq(projectComments.id, commentId), eq(projectComments.projectId, project.id)))
    .get();
  const thread = row && row.parentId ? await db.select().from(projectComments).where(eq(projectComments.id, row.parentId)).get() : row;
  // The team's own threads are not the guest's to see: the same answer as an unknown id.
  if (!row || !thread || thread.guestName === null) throw new ApiError('not_found');
  if (row.guestLinkId !== link.id) throw new ApiError('comment_not_author');
  return row;
}

/**
 * A guest rewrites their comment. New words mark it edited and tell the team like a new comment
 * would, quietly for whoever just heard of it (decision 090); the same words again change nothing.
 */
export async function editGuestComment(
  deps: NotifyDeps,
  found: OpenGuestLink,
  commentId: string,
  input: z.output<typeof guestEditCommentSchema>,
  ip: string | null,
): Promise<GuestReviewView> {
  const { db } = deps;
  const row = await requireOwnComment(db, found, commentId);
  await limitWrites(db, found.link, ip);
  if (input.body !== row.body) {
    const now = Date.now();
    await db.update(projectComments).set({ body: input.body, updatedAt: now, editedAt: now }).where(eq(projectComments.id, row.id));
    await tellOfGuestEdit(
      deps,
      found.project,
      found.link,
      { id: row.id, threadId: row.parentId, name: row.guestName ?? '', body: input.body },
      now,
    );
  }
  return guestReviewView(db, found);
}

/**
 * A guest deletes their comment. A thread's first comment would take its replies with it (the
 * members' rule), so once someone else answered in it (a member or another link's guest) it stays:
 * `guest_comment_has_replies`; the guest may still rewrite it.
 */
export async function deleteGuestComment(db: Db, found: OpenGuestLink, commentId: string, ip: string | null): Promise<GuestReviewView> {
  const row = await requireOwnComment(db, found, commentId);
  if (row.parentId === null) {
    // A reply by a member, or by a guest through another link (or a link since deleted).
    const others = await db.get<{ n: number }>(
      sql`SELECT COUNT(*) AS n FROM project_comments WHERE parent_id = ${row.id}
          AND (author_id IS NOT NULL OR guest_link_id IS NULL OR guest_link_id <> ${found.link.id})`,
    );
    if (others.n > 0) throw new ApiError('guest_comment_has_replies');
  }
  await limitWrites(db, found.link, ip);
  await db.delete(projectComments).where(eq(projectComments.id, row.id));
  return guestReviewView(db, found);
}

/**
 * The guest resolves or reopens a thread they started (its first comment, written through this
 * link); a reply is no thread (404, as for members). It keeps the name the thread was signed with,
 * since a guest has no account; resolving twice keeps the first time.
 */
export async function setGuestResolved(
  db: Db,
  found: OpenGuestLink,
  commentId: string,
  resolved: boolean,
  ip: string | null,
): Promise<GuestReviewView> {
  const row = await requireOwnComment(db, found, commentId);
  if (row.parentId !== null) throw new ApiError('not_found');
  await limitWrites(db, found.link, ip);
  await markResolved(db, row, resolved, { guestName: row.guestName });
  return guestReviewView(db, found);
}
