// The project a file saved to the library came out of (issue 35, decision 071).
// An editor names its project when it saves an export or a render; the upload
// keeps it, the asset inherits it on completion, and the project's activity
// records the file. The approval rule (shares, publishing) reads it back.
import { FieldError } from '../../common/api-error';
import type { Db } from '../../db/client';
import type { Asset, User } from '../../db/schema';
import { recordActivity } from '../projects/activity';
import { requireLiveProject } from '../projects/live';

/** The project named by an upload, when it is this organization's and not in the trash; else a field error at projectId. */
export async function sourceProjectOf(db: Db, orgId: string, projectId: string | null | undefined): Promise<string | null> {
  if (!projectId) return null;
  const project = await requireLiveProject(db, orgId, projectId).catch(() => null);
  // Another organization's project answers as a missing one: its existence is not told.
  if (!project) throw new FieldError('upload_project_not_found', ['projectId']);
  return project.id;
}

/** A video saved from a project is a render of it, an image an export: the project's activity says which, with the file's name. */
export async function recordSavedExport(db: Db, asset: Asset, user: User): Promise<void> {
  if (!asset.sourceProjectId) return;
  await recordActivity(db, {
    orgId: asset.organizationId,
    projectId: asset.sourceProjectId,
    actorId: user.id,
    kind: asset.kind === 'video' ? 'rendered' : 'exported',
    detail: { name: asset.name, assetId: asset.id },
  });
}
