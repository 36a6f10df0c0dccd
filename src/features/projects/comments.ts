// Comments on a project (issue 35, decision 058). Any member of the
// organization reads and writes them; only a comment's author rewrites or
// deletes it (a thread's first comment takes its replies with it); any member
// resolves a thread or reopens it. A pin must fit the project's kind (a time in
// a video, clip or subtitles project; a slide and point in a carousel or story),
// and every mention must be a member. Another organization's project is 404.
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import {
  COMMENTS_PER_PROJECT_MAX,
  pinProblem,
  type CommentView,
  type createCommentSchema,
  type editCommentSchema,
} from '../../common/contracts/comments';
import type { ProjectKind } from '../../common/contracts/projects';
import { ApiError, FieldError } from '../../common/api-error';
import type { Db } from '../../db/client';
import { projectComments, users, type ProjectComment } from '../../db/schema';
import { personColumns, personRef } from '../../db/people';
import { newId } from '../../platform/crypto';
import type { OrgAccess } from '../orgs/access';
import { recordActivity } from './activity';
import { requireLiveProject } from './live';
import { requireMembers } from './workflow';
import { excerpt, notify, type NotifyDeps } from '../notifications/notify';

const resolver = alias(users, 'resolver');

type Row = { c: ProjectComment; author: Parameters<typeof personRef>[0]; resolver: Parameters<typeof personRef>[0] };

function view({ c, author, resolver }: Row): CommentView {
  const pin =
    c.pinSeconds !== null
      ? { seconds: c.pinSeconds }
      : c.pinSlide !== null
        ? { slide: c.pinSlide, x: c.pinX ?? 0.5, y: c.pinY ?? 0.5 }
        : null;
  return {
    id: c.id,
    parentId: c.parentId,
    author: personRef(author),
    guest: c.guestName !== null ? { name: c.guestName } : null,
    body: c.body,
    mentions: JSON.parse(c.mentions) as string[],
    pin,
    resolved:
      c.resolvedAt === null
        ? null
        : {
            by: personRef(resolver),
            guest: c.resolvedGuestName !== null ? { name: c.resolvedGuestName } : null,
            at: new Date(c.resolvedAt).toISOString(),
          },
    createdAt: new Date(c.createdAt).toISOString(),
    updatedAt: new Date(c.updatedAt).toISOString(),
    editedAt: c.editedAt === null ? null : new Date(c.editedAt).toISOString(),
  };
}

async function rows(db: Db, where: ReturnType<typeof eq>): Promise<CommentView[]> {
  const found = await db
    .select({ c: projectComments, author: personColumns(users), resolver: personColumns(resolver) })
    .from(projectComments)
    .leftJoin(users, eq(users.id, projectComments.authorId))
    .leftJoin(resolver, eq(resolver.id, projectComments.resolvedBy))
    .where(where)
    .orderBy(asc(projectComments.createdAt), sql.raw('"project_comments"."rowid"'))
    .limit(COMMENTS_PER_PROJECT_MAX)
    .all();
  return found.map(view);
}

const one = async (db: Db, id: string) => (await rows(db, eq(projectComments.id, id)))[0]!;

/** A comment of this organization's live project; another's, or one of a trashed project, is not found. */
async function requireComment(db: Db, orgId: string, projectId: string, commentId: string): Promise<ProjectComment> {
  await requireLiveProject(db, orgId, projectId);
  const row = await db
    .select()
    .from(projectComments)
    .where(and(eq(projectComments.id, commentId), eq(projectComments.projectId, projectId), eq(projectComments.organizationId, orgId)))
    .get();
  if (!row) throw new ApiError('not_found');
  return row;
}

export async function listComments(db: Db, { org }: OrgAccess, projectId: string): Promise<CommentView[]> {
  const project = await requireLiveProject(db, org.id, projectId);
  return rows(db, and(eq(projectComments.projectId, project.id), eq(projectComments.organizationId, org.id))!);
}

/** The members a comment mentions hear of it (decision 067); the author never notifies themself. */
const notifyMentions = (
  deps: NotifyDeps,
  orgId: string,
  project: { id: string; name: string },
  actorId: string,
  mentions: string[],
  body: string,
) =>
  notify(deps, {
    orgId,
    kind: 'mention',
    recipients: mentions,
    actorId,
    projectId: project.id,
    payload: { projectName: project.name, excerpt: excerpt(body) },
  });

export async function addComment(
  deps: NotifyDeps,
  { org, userId }: OrgAccess,
  projectId: string,
  input: z.output<typeof createCommentSchema>,
): Promise<CommentView> {
  const { db } = deps;
  const project = await requireLiveProject(db, org.id, projectId);
  const misfit = input.pin && pinProblem(project.kind as ProjectKind, JSON.parse(project.summary) as Record<string, unknown>, input.pin);
  if (misfit) throw new FieldError(misfit, ['pin']);
  if (input.parentId) {
    const parent = await requireComment(db, org.id, project.id, input.parentId).catch(() => null);
    // A reply answers a thread: a reply to a reply joins the same thread.
    if (!parent) throw new FieldError('not_found', ['parentId']);
    if (parent.parentId) input = { ...input, parentId: parent.parentId };
  }
  await requireMembers(db, org.id, input.mentions, 'mentions');
  const count = await db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM project_comments WHERE project_id = ${project.id}`);
  if (count.n >= COMMENTS_PER_PROJECT_MAX) throw new ApiError('validation_error');
  const now = Date.now();
  const id = newId('cmt');
  const pin = input.pin;
  await db.insert(projectComments).values({
    id,
    organizationId: org.id,
    projectId: project.id,
    parentId: input.parentId,
    authorId: userId,
    body: input.body,
    mentions: JSON.stringify(input.mentions),
    pinSeconds: pin && 'seconds' in pin ? pin.seconds : null,
    pinSlide: pin && 'slide' in pin ? pin.slide : null,
    pinX: pin && 'slide' in pin ? pin.x : null,
    pinY: pin && 'slide' in pin ? pin.y : null,
    createdAt: now,
    updatedAt: now,
  });
  await recordActivity(db, { orgId: org.id, projectId: project.id, actorId: userId, kind: 'commented', detail: { commentId: id } });
  await notifyMentions(deps, org.id, project, userId, input.mentions, input.body);
  return one(db, id);
}

export async function editComment(
  deps: NotifyDeps,
  { org, userId }: OrgAccess,
  projectId: string,
  commentId: string,
  input: z.output<typeof editCommentSchema>,
): Promise<CommentView> {
  const { db } = deps;
  const row = await requireComment(db, org.id, projectId, commentId);
  if (row.authorId !== userId) throw new ApiError('comment_not_author');
  await requireMembers(db, org.id, input.mentions, 'mentions');
  const now = Date.now();
  // Only new words mark it edited (decision 090): the same text sent again is no edit to show.
  const rewritten = input.body !== row.body;
  await db
    .update(projectComments)
    .set({ body: input.body, mentions: JSON.stringify(input.mentions), updatedAt: now, ...(rewritten ? { editedAt: now } : {}) })
    .where(eq(projectComments.id, row.id));
  // Only a member the edit newly mentions hears of it: the others were told when they were first named.
  const before = JSON.parse(row.mentions) as string[];
  const added = input.mentions.filter((id) => !before.includes(id));
  if (added.length > 0) await notifyMentions(deps, org.id, await requireLiveProject(db, org.id, projectId), userId, added, input.body);
  return one(db, row.id);
}

export async function deleteComment(db: Db, { org, userId }: OrgAccess, projectId: string, commentId: string): Promise<void> {
  const row = await requireComment(db, org.id, projectId, commentId);
  if (row.authorId !== userId) throw new ApiError('comment_not_author');
  await db.delete(projectComments).where(eq(projectComments.id, row.id));
}

/** Any member resolves a thread or reopens it; a reply is no thread of its own (404). Resolving twice keeps the first. */
export async function setResolved(
  db: Db,
  { org, userId }: OrgAccess,
  projectId: string,
  commentId: string,
  resolved: boolean,
): Promise<CommentView> {
  const row = await requireComment(db, org.id, projectId, commentId);
  if (row.parentId) throw new ApiError('not_found');
  await markResolved(db, row, resolved, { userId });
  return one(db, row.id);
}

/**
 * A thread resolved (by a member, or by the guest who started it, decision 081) or reopened;
 * resolving twice keeps the first, reopening an open thread changes nothing.
 */
export async function markResolved(
  db: Db,
  row: Pick<ProjectComment, 'id' | 'resolvedAt'>,
  resolved: boolean,
  by: { userId: string } | { guestName: string | null },
): Promise<void> {
  if (resolved === (row.resolvedAt !== null)) return;
  await db
    .update(projectComments)
    .set(
      resolved
        ? {
            resolvedAt: Date.now(),
            resolvedBy: 'userId' in by ? by.userId : null,
            resolvedGuestName: 'guestName' in by ? by.guestName : null,
          }
        : { resolvedAt: null, resolvedBy: null, resolvedGuestName: null },
    )
    .where(eq(projectComments.id, row.id));
}
