// The approval rule on the board (issue 35: "an admin can require approval
// before a project can be scheduled"): where the organization requires it, a
// project moves to scheduled or published only once it stands approved. Share
// links and posts apply the same rule to the project's files (decision 071).
import { ApiError } from '../../common/api-error';
import type { WorkflowStatus } from '../../common/contracts/workflow';
import type { Db } from '../../db/client';
import { isApproved, requiresApproval } from './reviews';
import type { MoveGate } from './workflow';

const NEEDS_APPROVAL: readonly WorkflowStatus[] = ['scheduled', 'published'];

/** Refuses (workflow_not_approved) a move to scheduled or published of a project not approved, when the rule is on. */
export async function requireApprovalFor(db: Db, orgId: string, projectId: string, status: WorkflowStatus | undefined): Promise<void> {
  if (!status || !NEEDS_APPROVAL.includes(status)) return;
  if (!(await requiresApproval(db, orgId))) return;
  if (!(await isApproved(db, orgId, projectId))) throw new ApiError('workflow_not_approved');
}

/** The rule as the board's routes hand it to the workflow's writes. */
export const approvalGate =
  (db: Db, orgId: string): MoveGate =>
  (projectId, status) =>
    requireApprovalFor(db, orgId, projectId, status);
