// Text under a network's buttons, told before a post is queued (decision 095):
// for each chosen video of the organization rendered from a video editor
// project, that project's text items against the network's safe zones. Files
// of another organization, uploaded files, other kinds of project and a
// project since deleted say nothing.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { PUBLISH_ZONES, type ZoneWarning } from '../../common/contracts/publish-zones';
import type { Network } from '../../common/contracts/publishing';
import { timelineDurationMs } from '../../common/contracts/video';
import { textsInZones, type TextInZone } from '../../common/viral/project';
import { assets } from '../../db/schema';
import type { OrgAccess } from '../orgs/access';
import { requireProject, type ProjectDeps } from '../projects/service';

export async function zoneWarnings(
  deps: ProjectDeps,
  access: OrgAccess,
  input: { network: Network; assetIds: string[] },
): Promise<ZoneWarning[]> {
  const zones = PUBLISH_ZONES[input.network];
  if (!zones || !input.assetIds.length) return [];
  const rendered = await deps.db
    .select({ assetId: assets.id, projectId: assets.sourceProjectId })
    .from(assets)
    .where(
      and(
        eq(assets.organizationId, access.org.id),
        inArray(assets.id, input.assetIds),
        eq(assets.kind, 'video'),
        isNotNull(assets.sourceProjectId),
      ),
    )
    .all();
  // Each project read once, however many of the chosen files were rendered from it.
  const found = new Map<string, TextInZone[] | null>();
  for (const projectId of new Set(rendered.map((r) => r.projectId!))) {
    // Not a video editor project (a clip's render), or gone: nothing to read text from.
    const project = await requireProject(deps, access, projectId, 'video').catch(() => null);
    found.set(projectId, project && textsInZones(zones, project.document, timelineDurationMs(project.document)));
  }
  return rendered.flatMap(({ assetId, projectId }) =>
    (found.get(projectId!) ?? []).map((t) => ({
      assetId,
      projectId: projectId!,
      text: t.text,
      side: t.sides[0]!,
      fromMs: t.fromMs,
      toMs: t.toMs,
    })),
  );
}
