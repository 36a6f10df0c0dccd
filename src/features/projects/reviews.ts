// Reviews and approvals (issue 35, decision 055). Any member sends a project for
// review to named members (a new round; what was pending in the last one is
// cancelled) and the project moves to in_review over the version the board
// showed. A reviewer of the open round approves, or asks for changes with a
// comment: one request for changes sends the project back to in_production and
// closes the round; when every reviewer approved, it is approved. The rows are
// the record of who decided what and when.
//
// `requiresApproval` and `isApproved` are the surface other features (share
// links, final exports) ask before they let a project out.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { decideReviewSchema, ProjectReviewsView, requestReviewSchema, ReviewSettings } from '../../common/contracts/reviews';
import type { WorkflowStatus } from '../../common/contracts/workflow';
import { ApiError } from '../../common/api-error';
import type { Db } from '../../db/client';
import { organizationReviewSettings, projectReviews, projects, type Project, type ProjectReview } from '../../db/schema';
import { newId } from '../../platform/crypto';
import type { OrgAccess } from '../orgs/access';
import { requireRole } from '../orgs/access';
import { applyWorkflow, requireMembers, workflowOf } from './workflow';
import { requireLiveProject } from './live';
import { recordActivity } from './activity';
import { notify, type NotifyDeps } from '../notifications/notify';
import { lastGuestApproval } from '../guest-reviews/guest';

/** Statuses that come after an approval: a project moved on from approved stays approved for sharing. */
const PAST_APPROVAL: readonly WorkflowStatus[] = ['approved', 'scheduled', 'published'];

async function latestRound(db: Db, projectId: string): Promise<ProjectReview[]> {
  const last = await db
    .select({ round: projectReviews.round })
    .from(projectReviews)
    .where(eq(projectReviews.projectId, projectId))
    .orderBy(desc(projectReviews.round))
    .limit(1)
    .get();
  if (!last) return [];
  return db
    .select()
    .from(projectReviews)
    .where(and(eq(projectReviews.projectId, projectId), eq(projectReviews.round, last.round)))
    .orderBy(projectReviews.requestedAt, projectReviews.reviewerId)
    .all();
}

/**
 * Approved: its last round was approved by every reviewer, or a guest approved
 * it after that round was asked for (decision 069); and its status has not gone back since.
 */
const approvedBy = (row: Project, round: ProjectReview[], guestAt: number | null) =>
  PAST_APPROVAL.includes(row.status) &&
  ((round.length > 0 && round.every((r) => r.decision === 'approved')) || (guestAt !== null && guestAt >= (round[0]?.requestedAt ?? 0)));

function view(row: Project, round: ProjectReview[], guestAt: number | null): ProjectReviewsView {
  return {
    round: round[0]?.round ?? 0,
    reviews: round.map((r) => ({
      reviewerId: r.reviewerId,
      requestedBy: r.requestedBy,
      decision: r.decision,
      comment: r.comment,
      requestedAt: r.requestedAt,
      decidedAt: r.decidedAt,
    })),
    approved: approvedBy(row, round, guestAt),
    workflow: workflowOf(row),
  };
}

async function reviewsOf(db: Db, orgId: string, projectId: string): Promise<ProjectReviewsView> {
  const row = await requireLiveProject(db, orgId, projectId);
  return view(row, await latestRound(db, row.id), await lastGuestApproval(db, row.id));
}

export const readReviews = (db: Db, { org }: OrgAccess, projectId: string) => reviewsOf(db, org.id, projectId);

export async function requestReview(
  deps: NotifyDeps,
  { org, userId }: OrgAccess,
  projectId: string,
  { workflowVersion, reviewers }: z.output<typeof requestReviewSchema>,
): Promise<ProjectReviewsView> {
  const { db } = deps;
  await requireMembers(db, org.id, reviewers, 'reviewers');
  const row = await requireLiveProject(db, org.id, projectId);
  const before = await latestRound(db, row.id);
  // The move to in_review is the version check: a stale board opens no round.
  await applyWorkflow(db, org.id, projectId, workflowVersion, { status: 'in_review' });
  const now = Date.now();
  const round = (before[0]?.round ?? 0) + 1;
  await db.batch([
    db
      .update(projectReviews)
      .set({ decision: 'cancelled', decidedAt: now })
      .where(and(eq(projectReviews.projectId, projectId), eq(projectReviews.decision, 'pending'))),
    db.insert(projectReviews).values(
      reviewers.map((reviewerId) => ({
        id: newId('rev'),
        organizationId: org.id,
        projectId,
        round,
        reviewerId,
        requestedBy: userId,
        requestedAt: now,
      })),
    ),
  ]);
  const base = { orgId: org.id, projectId, actorId: userId };
  await recordActivity(db, [
    { ...base, kind: 'review_requested', detail: { reviewers } },
    ...(row.status !== 'in_review' ? [{ ...base, kind: 'status_changed' as const, detail: { from: row.status, to: 'in_review' } }] : []),
  ]);
  await notify(deps, {
    orgId: org.id,
    kind: 'review_request',
    recipients: reviewers,
    actorId: userId,
    projectId,
    payload: { projectName: row.name },
  });
  return reviewsOf(db, org.id, projectId);
}

export async function decideReview(
  deps: NotifyDeps,
  { org, userId }: OrgAccess,
  projectId: string,
  { decision, comment }: z.output<typeof decideReviewSchema>,
): Promise<ProjectReviewsView> {
  const { db } = deps;
  const row = await requireLiveProject(db, org.id, projectId);
  const mine = (await latestRound(db, row.id)).find((r) => r.reviewerId === userId);
  if (!mine) throw new ApiError('not_a_reviewer');
  if (mine.decision !== 'pending') throw new ApiError('review_not_pending');
  const now = Date.now();
  // Only a pending row is decided: two tabs of one reviewer cannot decide twice.
  const decided = await db
    .update(projectReviews)
    .set({ decision, comment: comment || null, decidedAt: now })
    .where(and(eq(projectReviews.id, mine.id), eq(projectReviews.decision, 'pending')))
    .returning()
    .get();
  if (!decided) throw new ApiError('review_not_pending');
  const round = await latestRound(db, row.id);
  let status: WorkflowStatus | null = null;
  if (decision === 'changes_requested') {
    status = 'in_production';
    await db
      .update(projectReviews)
      .set({ decision: 'cancelled', decidedAt: now })
      .where(and(eq(projectReviews.projectId, row.id), eq(projectReviews.round, mine.round), eq(projectReviews.decision, 'pending')));
  } else if (round.every((r) => r.decision === 'approved')) status = 'approved';
  // The decision is the authority over the status: it moves the card whatever version a board holds, and bumps it.
  if (status)
    await db
      .update(projects)
      .set({ status, workflowVersion: sql`${projects.workflowVersion} + 1` })
      .where(eq(projects.id, row.id));
  const base = { orgId: org.id, projectId: row.id, actorId: userId };
  await recordActivity(db, [
    { ...base, kind: 'review_decided', detail: { decision } },
    ...(status && status !== row.status ? [{ ...base, kind: 'status_changed' as const, detail: { from: row.status, to: status } }] : []),
  ]);
  // The member who asked for the review hears each reviewer's decision.
  if (mine.requestedBy)
    await notify(deps, {
      orgId: org.id,
      kind: 'review_decision',
      recipients: [mine.requestedBy],
      actorId: userId,
      projectId: row.id,
      payload: { projectName: row.name, decision },
    });
  return reviewsOf(db, org.id, projectId);
}

export async function readReviewSettings(db: Db, orgId: string): Promise<ReviewSettings> {
  return { requireApproval: await requiresApproval(db, orgId) };
}

export async function updateReviewSettings(db: Db, access: OrgAccess, input: ReviewSettings): Promise<ReviewSettings> {
  const { org, userId } = requireRole(access, 'admin');
  const values = { requireApproval: input.requireApproval, updatedBy: userId, updatedAt: Date.now() };
  await db
    .insert(organizationReviewSettings)
    .values({ organizationId: org.id, ...values })
    .onConflictDoUpdate({ target: organizationReviewSettings.organizationId, set: values })
    .run();
  return readReviewSettings(db, org.id);
}

/** Whether the organization's admins require a project to be approved before it is shared or exported as final. */
export async function requiresApproval(db: Db, orgId: string): Promise<boolean> {
  const row = await db.select().from(organizationReviewSettings).where(eq(organizationReviewSettings.organizationId, orgId)).get();
  return row?.requireApproval ?? false;
}

/** Whether a project of the organization stands approved (its last review round approved by all, its status not moved back). */
export async function isApproved(db: Db, orgId: string, projectId: string): Promise<boolean> {
  const row = await requireLiveProject(db, orgId, projectId).catch(() => null);
  return row ? approvedBy(row, await latestRound(db, row.id), await lastGuestApproval(db, row.id)) : false;
}
