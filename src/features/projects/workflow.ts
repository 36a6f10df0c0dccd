// The project manager's changes (decision 052): status, assignees, due date,
// tags and priority of a project of any kind. Every member may change them
// (members create and edit, product-decisions); a change lands only over the
// workflow version the board showed, so a stale board never overwrites a
// newer status. The document and its version are never touched.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { ASSIGNEES_MAX, TAGS_MAX, type WorkflowStatus } from '../../common/contracts/workflow';
import type { BulkWorkflowResult, bulkWorkflowSchema, ProjectWorkflow, updateWorkflowSchema } from '../../common/contracts/workflow';
import { ApiError, FieldError } from '../../common/api-error';
import type { Db } from '../../db/client';
import { memberships, projects, type Project } from '../../db/schema';
import type { OrgAccess } from '../orgs/access';
import { recordActivity } from './activity';
import { requireLiveProject } from './live';

type WorkflowChange = Omit<z.output<typeof updateWorkflowSchema>, 'workflowVersion'>;

export function workflowOf(row: Project): ProjectWorkflow {
  return {
    status: row.status,
    priority: row.priority,
    assignees: JSON.parse(row.assignees) as string[],
    dueDate: row.dueDate,
    tags: JSON.parse(row.tags) as string[],
    workflowVersion: row.workflowVersion,
  };
}

const NOT_MEMBER = { assignees: 'assignee_not_member', reviewers: 'reviewer_not_member', mentions: 'mention_not_member' } as const;

/** Every assignee (or reviewer, or mention) must be a member of the organization: the first who is not is a field error at its place in the list. */
export async function requireMembers(
  db: Db,
  orgId: string,
  userIds: string[],
  field: keyof typeof NOT_MEMBER = 'assignees',
): Promise<void> {
  if (userIds.length === 0) return;
  const found = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, orgId), inArray(memberships.userId, userIds)))
    .all();
  const members = new Set(found.map((m) => m.userId));
  const stranger = userIds.findIndex((id) => !members.has(id));
  if (stranger >= 0) throw new FieldError(NOT_MEMBER[field], [field, stranger]);
}

function columnsOf(change: WorkflowChange): Partial<Project> {
  const set: Partial<Project> = {};
  if (change.status !== undefined) set.status = change.status;
  if (change.priority !== undefined) set.priority = change.priority;
  if (change.assignees !== undefined) set.assignees = JSON.stringify(change.assignees);
  if (change.dueDate !== undefined) set.dueDate = change.dueDate;
  if (change.tags !== undefined) set.tags = JSON.stringify(change.tags);
  return set;
}

/** One conditional write: it lands only where the row still holds `baseVersion`; else not found, or 409 when the row moved on. */
export async function applyWorkflow(
  db: Db,
  orgId: string,
  id: string,
  baseVersion: number,
  set: Partial<Project>,
): Promise<ProjectWorkflow> {
  const live = and(eq(projects.id, id), eq(projects.organizationId, orgId), isNull(projects.deletedAt));
  const row = await db
    .update(projects)
    .set({ ...set, workflowVersion: baseVersion + 1 })
    .where(and(live, eq(projects.workflowVersion, baseVersion)))
    .returning()
    .get();
  if (row) return workflowOf(row);
  const exists = await db.select({ id: projects.id }).from(projects).where(live).get();
  throw new ApiError(exists ? 'workflow_conflict' : 'not_found');
}

/**
 * A change of status, applied and recorded in the activity (decision 058). The
 * status read first is the one the change replaced: the write lands only over
 * the version read with it (a newer row refuses the write).
 */
async function applyAndRecord(db: Db, orgId: string, actorId: string, id: string, baseVersion: number, set: Partial<Project>) {
  const before = set.status
    ? await db
        .select({ status: projects.status })
        .from(projects)
        .where(and(eq(projects.id, id), eq(projects.organizationId, orgId)))
        .get()
    : undefined;
  const workflow = await applyWorkflow(db, orgId, id, baseVersion, set);
  if (before && before.status !== workflow.status)
    await recordActivity(db, {
      orgId,
      projectId: id,
      actorId,
      kind: 'status_changed',
      detail: { from: before.status, to: workflow.status },
    });
  return workflow;
}

/**
 * What may refuse a move before it is written (the approval rule, approval-gate.ts): handed in by the
 * route, as the rule reads reviews, which write through this file.
 */
export type MoveGate = (projectId: string, status: WorkflowStatus | undefined) => Promise<void>;
const noGate: MoveGate = async () => undefined;

export async function updateWorkflow(
  db: Db,
  { org, userId }: OrgAccess,
  id: string,
  { workflowVersion, ...change }: z.output<typeof updateWorkflowSchema>,
  gate: MoveGate = noGate,
): Promise<ProjectWorkflow> {
  if (change.assignees) await requireMembers(db, org.id, change.assignees);
  await gate(id, change.status);
  return applyAndRecord(db, org.id, userId, id, workflowVersion, columnsOf(change));
}

/**
 * A bulk "add": each project keeps its own assignees and tags and gains these
 * (tags past the limit are left off). Read before the conditional write, so a
 * row changed in between is refused by its version like any other.
 */
async function withAdded(db: Db, orgId: string, id: string, assignees?: string[], tags?: string[]): Promise<Partial<Project>> {
  const now = workflowOf(await requireLiveProject(db, orgId, id));
  const set: Partial<Project> = {};
  if (assignees) set.assignees = JSON.stringify([...new Set([...now.assignees, ...assignees])].slice(0, ASSIGNEES_MAX));
  if (tags) set.tags = JSON.stringify([...new Set([...now.tags, ...tags])].slice(0, TAGS_MAX));
  return set;
}

/**
 * The same change for many projects, each over its own version: one stale or
 * missing row is refused alone and the others land, so the board can say which.
 * A bad assignee refuses the whole request (it is the same for every item).
 */
export async function bulkUpdateWorkflow(
  db: Db,
  { org, userId }: OrgAccess,
  { items, ...change }: z.output<typeof bulkWorkflowSchema>,
  gate: MoveGate = noGate,
): Promise<{ results: BulkWorkflowResult[] }> {
  const { addAssignees, addTags, ...replace } = change;
  const newcomers = [...(replace.assignees ?? []), ...(addAssignees ?? [])];
  if (newcomers.length) await requireMembers(db, org.id, newcomers);
  const set = columnsOf(replace);
  const results: BulkWorkflowResult[] = [];
  for (const item of items) {
    try {
      await gate(item.id, replace.status);
      const added = addAssignees || addTags ? await withAdded(db, org.id, item.id, addAssignees, addTags) : {};
      results.push({
        id: item.id,
        ok: true,
        workflow: await applyAndRecord(db, org.id, userId, item.id, item.workflowVersion, { ...set, ...added }),
      });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      results.push({ id: item.id, ok: false, code: err.code });
    }
  }
  return { results };
}
