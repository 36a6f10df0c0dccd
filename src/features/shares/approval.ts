// The approval rule (issue 35, decisions 058 and 071): where an admin requires
// approval, a file that came out of a project may be shared (a share link) or
// scheduled (publishing) only once that project stands approved. A library file
// knows its project when an editor saved it as an export or render of one
// (assets.source_project_id), or, for clips rendered before that column, through
// clip_renders. Uploads from the computer know none and go out as before.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { ApiError } from '../../common/api-error';
import type { Db } from '../../db/client';
import { assets, clipRenders } from '../../db/schema';
import { isApproved, requiresApproval } from '../projects/reviews';

/** The projects the files were exported or rendered from, as far as the database knows. */
export async function projectsOfAssets(db: Db, orgId: string, assetIds: string[]): Promise<string[]> {
  if (assetIds.length === 0) return [];
  const saved = await db
    .selectDistinct({ projectId: assets.sourceProjectId })
    .from(assets)
    .where(and(eq(assets.organizationId, orgId), isNotNull(assets.sourceProjectId), inArray(assets.id, assetIds)))
    .all();
  // Clips rendered before migration 0025 are known by their render only.
  const clips = await db
    .selectDistinct({ projectId: clipRenders.projectId })
    .from(clipRenders)
    .where(and(eq(clipRenders.organizationId, orgId), isNotNull(clipRenders.assetId), inArray(clipRenders.assetId, assetIds)))
    .all();
  return [...new Set([...saved.map((r) => r.projectId!), ...clips.map((r) => r.projectId)])];
}

/**
 * Refuses, with `code`, files from a project not approved when the organization requires approval:
 * share_project_not_approved at a share link, publish_project_not_approved when scheduling a post.
 */
export async function requireApprovedSources(
  db: Db,
  orgId: string,
  assetIds: string[],
  code: 'share_project_not_approved' | 'publish_project_not_approved' = 'share_project_not_approved',
): Promise<void> {
  if (!(await requiresApproval(db, orgId))) return;
  for (const projectId of await projectsOfAssets(db, orgId, assetIds))
    if (!(await isApproved(db, orgId, projectId))) throw new ApiError(code);
}
