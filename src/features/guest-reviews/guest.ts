// What a guest holding a review link may do (issue 35, decision 069): see one
// project, its guest threads, comment, and approve or ask for changes. An
// unknown token, an expired or revoked link and a trashed project all answer
// the same 404: a token tells nothing about what it once opened. A guest's
// writes count against their address and the link (the D1 limiter).
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COMMENTS_PER_PROJECT_MAX, isTimePin, pinProblem, type CommentPin } from '../../common/contracts/comments';
import type { ProjectKind } from '../../common/contracts/projects';
import {
  GUEST_FILES_MAX,
  type GuestCommentView,
  type GuestFile,
  type guestCommentSchema,
  type guestDecisionSchema,
  type GuestReviewView,
} from '../../common/contracts/guest-reviews';
import type { WorkflowStatus } from '../../common/contracts/workflow';
import { ApiError, FieldError } from '../../common/api-error';
import type { Db } from '../../db/client';
import {
  assets,
  clipRenders,
  guestReviewLinks,
  organizations,
  projectComments,
  projects,
  users,
  type Asset,
  type GuestReviewLink,
  type Organization,
  type Project,
} from '../../db/schema';
import { newId } from '../../platform/crypto';
import { hit, LIMITS } from '../rate-limit/limiter';
import { recordActivity } from '../projects/activity';
import { notify, type NotifyDeps } from '../notifications/notify';
import { hashGuestToken, linkState } from './links';
import { decisionAudience, tellOfGuestComment } from './tell-team';

export interface OpenGuestLink {
  link: GuestReviewLink;
  project: Project;
  org: Organization;
}

/** The open link a token names, with its live project; anything else is `not_found`. */
export async function requireGuestLink(db: Db, token: string): Promise<OpenGuestLink> {
  if (token.length < 16 || token.length > 64) throw new ApiError('not_found');
  const found = await db
    .select({ link: guestReviewLinks, project: projects, org: organizations })
    .from(guestReviewLinks)
    .innerJoin(projects, eq(projects.id, guestReviewLinks.projectId))
    .innerJoin(organizations, eq(organizations.id, guestReviewLinks.organizationId))
    .where(eq(guestReviewLinks.tokenHash, await hashGuestToken(token)))
    .get();
  if (!found || linkState(found.link) !== 'open' || found.project.deletedAt !== null) throw new ApiError('not_found');
  return found;
}

/**
 * The threads a guest sees: those a guest started (through any link of the
 * project) and every reply in them. The team's own threads stay the team's.
 */
async function guestThreads(db: Db, projectId: string, linkId: string): Promise<GuestCommentView[]> {
  const starts = db
    .select({ id: projectComments.id })
    .from(projectComments)
    .where(and(eq(projectComments.projectId, projectId), isNotNull(projectComments.guestName), isNull(projectComments.parentId)));
  const found = await db
    .select({ c: projectComments, name: users.displayName })
    .from(projectComments)
    .leftJoin(users, eq(users.id, projectComments.authorId))
    .where(
      and(eq(projectComments.projectId, projectId), or(inArray(projectComments.id, starts), inArray(projectComments.parentId, starts))),
    )
    .orderBy(asc(projectComments.createdAt), sql.raw('"project_comments"."rowid"'))
    .limit(COMMENTS_PER_PROJECT_MAX)
    .all();
  // A member is shown by display name only: their email is not the guest's to see.
  return found.map(({ c, name }) => ({
    id: c.id,
    parentId: c.parentId,
    author: c.guestName ?? name ?? '',
    guest: c.guestName !== null,
    body: c.body,
    pin:
      c.pinSeconds !== null
        ? { seconds: c.pinSeconds }
        : c.pinSlide !== null
          ? { slide: c.pinSlide, x: c.pinX ?? 0.5, y: c.pinY ?? 0.5 }
          : null,
    resolved: c.resolvedAt !== null,
    resolvedByGuest: c.resolvedAt !== null ? c.resolvedGuestName : null,
    mine: c.guestLinkId === linkId,
    createdAt: new Date(c.createdAt).toISOString(),
    editedAt: c.editedAt === null ? null : new Date(c.editedAt).toISOString(),
  }));
}

/**
 * The project's output (decision 071): the images and videos saved to the library from it (an
 * editor's export or render, or a clip's render), newest first. Uploads used in the project are
 * material, not output: they carry no project and are never shown.
 */
async function projectFiles(db: Db, project: Project): Promise<Asset[]> {
  const rendered = db
    .select({ id: clipRenders.assetId })
    .from(clipRenders)
    .where(and(eq(clipRenders.projectId, project.id), isNotNull(clipRenders.assetId)));
  return db
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.organizationId, project.organizationId),
        inArray(assets.kind, ['image', 'video']),
        or(eq(assets.sourceProjectId, project.id), inArray(assets.id, rendered)),
      ),
    )
    .orderBy(desc(assets.createdAt))
    .limit(GUEST_FILES_MAX)
    .all();
}

/** One of the project's files, for its bytes; any other id answers like a bad token. */
export async function requireGuestFile(db: Db, token: string, fileId: string): Promise<Asset> {
  const found = await requireGuestLink(db, token);
  const file = (await projectFiles(db, found.project)).find((a) => a.id === fileId);
  if (!file) throw new ApiError('not_found');
  return file;
}

export async function guestReviewView(db: Db, { link, project, org }: OpenGuestLink): Promise<GuestReviewView> {
  return {
    org: org.name,
    files: (await projectFiles(db, project)).map((a) => ({
      id: a.id,
      kind: a.kind as GuestFile['kind'],
      name: a.name,
      width: a.width,
      height: a.height,
    })),
    project: { name: project.name, kind: project.kind, status: project.status, dueDate: project.dueDate },
    expiresAt: new Date(link.expiresAt).toISOString(),
    comments: await guestThreads(db, project.id, link.id),
    decision:
      link.decision && link.decidedName && link.decidedAt
        ? { decision: link.decision, name: link.decidedName, at: new Date(link.decidedAt).toISOString() }
        : null,
  };
}

export const limitWrites = (db: Db, link: GuestReviewLink, ip: string | null) =>
  hit(db, [
    [LIMITS.guestWritePerIp, ip],
    [LIMITS.guestWritePerLink, link.id],
  ]);

/** What a guest writes: a new thread (maybe pinned) or a reply in one. */
interface GuestWords {
  name: string;
  body: string;
  pin?: CommentPin | null;
  parentId?: string | null;
}

/**
 * The thread a guest's reply goes in: one a guest started in this project (the only threads a guest
 * sees); a reply to a reply joins the same thread. Any other id, the team's own threads and other
 * projects' included, is a field error that tells nothing about it.
 */
async function guestThreadOf(db: Db, projectId: string, parentId: string): Promise<string> {
  const parent = await db
    .select()
    .from(projectComments)
    .where(and(eq(projectComments.id, parentId), eq(projectComments.projectId, projectId)))
    .get();
  const threadId = parent?.parentId ?? parent?.id;
  const thread =
    threadId === parent?.id
      ? parent
      : threadId
        ? await db.select().from(projectComments).where(eq(projectComments.id, threadId)).get()
        : undefined;
  if (!thread || thread.guestName === null || thread.projectId !== projectId) throw new FieldError('not_found', ['parentId']);
  return thread.id;
}

async function insertGuestComment(
  db: Db,
  { link, project }: OpenGuestLink,
  words: GuestWords,
): Promise<{ id: string; threadId: string | null }> {
  const { name, body, pin = null } = words;
  const misfit = pin && pinProblem(project.kind as ProjectKind, JSON.parse(project.summary) as Record<string, unknown>, pin);
  if (misfit) throw new FieldError(misfit, ['pin']);
  const parentId = words.parentId ? await guestThreadOf(db, project.id, words.parentId) : null;
  const count = await db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM project_comments WHERE project_id = ${project.id}`);
  if (count.n >= COMMENTS_PER_PROJECT_MAX) throw new ApiError('validation_error');
  const id = newId('cmt');
  const now = Date.now();
  await db.insert(projectComments).values({
    id,
    organizationId: project.organizationId,
    projectId: project.id,
    parentId,
    authorId: null,
    guestLinkId: link.id,
    guestName: name,
    body,
    pinSeconds: pin && isTimePin(pin) ? pin.seconds : null,
    pinSlide: pin && !isTimePin(pin) ? pin.slide : null,
    pinX: pin && !isTimePin(pin) ? pin.x : null,
    pinY: pin && !isTimePin(pin) ? pin.y : null,
    createdAt: now,
    updatedAt: now,
  });
  return { id, threadId: parentId };
}

/** A guest's comment or reply: in the thread, in the activity, and told to the team (decision 081). */
export async function addGuestComment(
  deps: NotifyDeps,
  found: OpenGuestLink,
  input: z.output<typeof guestCommentSchema>,
  ip: string | null,
): Promise<GuestReviewView> {
  const { db } = deps;
  await limitWrites(db, found.link, ip);
  const { id, threadId } = await insertGuestComment(db, found, input);
  const { project, link } = found;
  await recordActivity(db, {
    orgId: project.organizationId,
    projectId: project.id,
    actorId: null,
    kind: 'commented',
    detail: { commentId: id, guest: input.name },
  });
  await tellOfGuestComment(deps, project, link, { id, threadId, name: input.name, body: input.body });
  return guestReviewView(db, found);
}

/** Where a guest's decision takes the project; a project already past it stays where it is. */
function statusAfter(current: WorkflowStatus, decision: 'approved' | 'changes_requested'): WorkflowStatus {
  if (decision === 'approved') return ['approved', 'scheduled', 'published'].includes(current) ? current : 'approved';
  return current === 'published' ? current : 'in_production';
}

/**
 * A guest approves, or asks for changes (their comment then goes into the
 * thread). The status moves like a reviewer's decision, whatever version a
 * board holds, and bumps it. The link keeps the latest decision; the activity
 * keeps each; the project's people hear of it.
 */
export async function decideAsGuest(
  deps: NotifyDeps,
  found: OpenGuestLink,
  input: z.output<typeof guestDecisionSchema>,
  ip: string | null,
): Promise<GuestReviewView> {
  const { db } = deps;
  const { link, project } = found;
  await limitWrites(db, link, ip);
  const now = Date.now();
  await db
    .update(guestReviewLinks)
    .set({ decision: input.decision, decidedName: input.name, decidedAt: now })
    .where(eq(guestReviewLinks.id, link.id));
  // The comment that says which changes is told with the decision itself (one notification, not two).
  const commentId = input.comment ? (await insertGuestComment(db, found, { name: input.name, body: input.comment })).id : null;
  const status = statusAfter(project.status, input.decision);
  if (status !== project.status)
    await db
      .update(projects)
      .set({ status, workflowVersion: sql`${projects.workflowVersion} + 1` })
      .where(eq(projects.id, project.id));
  const base = { orgId: project.organizationId, projectId: project.id, actorId: null };
  await recordActivity(db, [
    { ...base, kind: 'review_decided', detail: { decision: input.decision, guest: input.name } },
    ...(commentId ? [{ ...base, kind: 'commented' as const, detail: { commentId, guest: input.name } }] : []),
    ...(status !== project.status
      ? [{ ...base, kind: 'status_changed' as const, detail: { from: project.status, to: status, guest: input.name } }]
      : []),
  ]);
  await notify(deps, {
    orgId: project.organizationId,
    kind: 'review_decision',
    recipients: await decisionAudience(db, project, link),
    actorId: null,
    projectId: project.id,
    payload: { projectName: project.name, decision: input.decision, guestName: input.name },
  });
  const fresh = await db.select().from(guestReviewLinks).where(eq(guestReviewLinks.id, link.id)).get();
  return guestReviewView(db, { ...found, link: fresh ?? link, project: { ...project, status } });
}

/** When a guest last approved the project through any link (decision 069): the approval rule counts it. */
export async function lastGuestApproval(db: Db, projectId: string): Promise<number | null> {
  const row = await db
    .select({ at: guestReviewLinks.decidedAt })
    .from(guestReviewLinks)
    .where(and(eq(guestReviewLinks.projectId, projectId), eq(guestReviewLinks.decision, 'approved')))
    .orderBy(desc(guestReviewLinks.decidedAt))
    .limit(1)
    .get();
  return row?.at ?? null;
}
