// The row of a live (not trashed) project of this organization, or 404: what
// reviews, comments and activity read before they touch a project.
import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '../../common/api-error';
import type { Db } from '../../db/client';
import { projects, type Project } from '../../db/schema';

export async function requireLiveProject(db: Db, orgId: string, id: string): Promise<Project> {
  const row = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.organizationId, orgId), isNull(projects.deletedAt)))
    .get();
  if (!row) throw new ApiError('not_found');
  return row;
}
