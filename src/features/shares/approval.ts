// The approval rule at the share link (issue 35, decision 058): where an admin
// requires approval, a file that came out of a project may be shared only once
// that project stands approved. A library file knows its project only when the
// clipper rendered it (clip_renders links the clip's file to its project);
// uploads and every other tool's exports carry no project, so they are shared
// as before — decision 058 lists exactly which.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { ApiError } from '../../common/api-error';
import type { Db } from '../../db/client';
import { clipRenders } from '../../db/schema';
import { isApproved, requiresApproval } from '../projects/reviews';

/** The projects the files were rendered from, as far as the database knows. */
export async function projectsOfAssets(db: Db, orgId: string, assetIds: string[]): Promise<string[]> {
  if (assetIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ projectId: clipRenders.projectId })
    .from(clipRenders)
    .where(and(eq(clipRenders.organizationId, orgId), isNotNull(clipRenders.assetId), inArray(clipRenders.assetId, assetIds)))
    .all();
  return rows.map((r) => r.projectId);
}

/** Refuses (share_project_not_approved) a share of a file from a project not approved, when the organization requires approval. */
export async function requireApprovedSources(db: Db, orgId: string, assetIds: string[]): Promise<void> {
  if (!(await requiresApproval(db, orgId))) return;
  for (const projectId of await projectsOfAssets(db, orgId, assetIds))
    if (!(await isApproved(db, orgId, projectId))) throw new ApiError('share_project_not_approved');
}
