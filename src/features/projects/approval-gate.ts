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

/**
 * The rule as the board's routes hand it to the workflow's writes: refuses (workflow_not_approved) a move to
 * scheduled or published of a project not approved, when the rule is on. A bulk change reads the setting once.
 */
export function approvalGate(db: Db, orgId: string): MoveGate {
  let required: Promise<boolean> | null = null;
  return async (projectId, status) => {
    if (!status || !NEEDS_APPROVAL.includes(status)) return;
    if (!(await (required ??= requiresApproval(db, orgId)))) return;
    if (!(await isApproved(db, orgId, projectId))) throw new ApiError('workflow_not_approved');
  };
}
