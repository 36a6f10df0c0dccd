// What a clip costs and when (product-decisions section 4): 50 credits, held
// when its first render starts, captured beside the record of the finished
// file, released when the render fails; once a clip is done, rendering it again
// is free. The hold's idempotency key is the clip's and its attempt's, so two
// confirms at once (two tabs, a double click) hold the credits once.
import { and, eq, sql } from 'drizzle-orm';
import type { ClipDocument, ClipRenderView, RenderStart } from '../../common/contracts/clip';
import type { Db } from '../../db/client';
import { clipRenders, type ClipRender } from '../../db/schema';
import { ApiError } from '../../middleware/errors';
import { balanceOf, captureStatement, hold, release } from '../credits/ledger';
import { PRICES } from '../credits/prices';
import { requireAsset } from '../media/assets';
import type { OrgAccess } from '../orgs/access';
import { requireProject, type ProjectDeps } from '../projects/service';

/** A render in the browser takes minutes; a hold left open longer than this goes back by the scheduled job. */
const RENDER_HOLD_TTL_MS = 2 * 60 * 60_000;

const view = (r: ClipRender): ClipRenderView => ({ clipId: r.clipId, status: r.status, assetId: r.assetId });

async function getRender(db: Db, orgId: string, projectId: string, clipId: string): Promise<ClipRender | null> {
  return (
    (await db
      .select()
      .from(clipRenders)
      .where(and(eq(clipRenders.organizationId, orgId), eq(clipRenders.projectId, projectId), eq(clipRenders.clipId, clipId)))
      .get()) ?? null
  );
}

/** The clip, in a clipper project of this organization; a clip the document does not have is not found. */
async function requireClip(deps: ProjectDeps, access: OrgAccess, projectId: string, clipId: string) {
  const project = await requireProject(deps, access, projectId, 'clip');
  const clip = (project.document as ClipDocument).clips.find((c) => c.id === clipId);
  if (!clip) throw new ApiError('not_found');
  return clip;
}

export async function listRenders({ db }: ProjectDeps, access: OrgAccess, projectId: string): Promise<ClipRenderView[]> {
  const rows = await db
    .select()
    .from(clipRenders)
    .where(and(eq(clipRenders.organizationId, access.org.id), eq(clipRenders.projectId, projectId)))
    .all();
  return rows.map(view);
}

export async function startRender(deps: ProjectDeps, access: OrgAccess, projectId: string, clipId: string): Promise<RenderStart> {
  const { db } = deps;
  const orgId = access.org.id;
  await requireClip(deps, access, projectId, clipId);
  const current = await getRender(db, orgId, projectId, clipId);
  if (current?.status === 'done') return { clipId, charged: 0, balance: await balanceOf(db, orgId) };
  // A running render keeps its attempt (and so its hold); after a failure the next attempt holds anew.
  const attempt = current?.status === 'failed' ? current.attempt + 1 : (current?.attempt ?? 1);
  const held = await hold(db, {
    organizationId: orgId,
    item: 'viral_clip',
    reference: `${projectId}/${clipId}`,
    idempotencyKey: `clip:${projectId}:${clipId}:${attempt}`,
    actorId: access.userId,
    ttlMs: RENDER_HOLD_TTL_MS,
  });
  const now = Date.now();
  await db
    .insert(clipRenders)
    .values({
      organizationId: orgId,
      projectId,
      clipId,
      status: 'rendering',
      attempt,
      holdId: held.id,
      createdBy: access.userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [clipRenders.organizationId, clipRenders.projectId, clipRenders.clipId],
      set: { status: 'rendering', attempt, holdId: held.id, updatedAt: now },
      // Never undo a render that finished meanwhile.
      setWhere: sql`${clipRenders.status} <> 'done'`,
    });
  return { clipId, charged: PRICES.viral_clip, balance: await balanceOf(db, orgId) };
}

/** The MP4 is in the library: the charge is captured in the same batch that records it. */
export async function finishRender(
  deps: ProjectDeps,
  access: OrgAccess,
  projectId: string,
  clipId: string,
  assetId: string,
): Promise<ClipRenderView> {
  const { db } = deps;
  const orgId = access.org.id;
  await requireClip(deps, access, projectId, clipId);
  const asset = await requireAsset(db, access, assetId).catch(() => null);
  if (!asset || asset.kind !== 'video') throw new ApiError('source_asset_not_found');
  const current = await getRender(db, orgId, projectId, clipId);
  if (!current || current.status === 'failed') throw new ApiError('render_not_started');
  const where = and(eq(clipRenders.organizationId, orgId), eq(clipRenders.projectId, projectId), eq(clipRenders.clipId, clipId));
  const record = db.update(clipRenders).set({ status: 'done', assetId, updatedAt: Date.now() }).where(where);
  // A re-render of a done clip replaces the file it points to; nothing is captured again.
  if (current.status === 'done' || !current.holdId) await record;
  else await db.batch([record, captureStatement(db, orgId, current.holdId)]);
  return view((await getRender(db, orgId, projectId, clipId))!);
}

/** The render failed or was stopped: failed work costs nothing. */
export async function failRender(deps: ProjectDeps, access: OrgAccess, projectId: string, clipId: string): Promise<ClipRenderView | null> {
  const { db } = deps;
  const orgId = access.org.id;
  await requireClip(deps, access, projectId, clipId);
  const current = await getRender(db, orgId, projectId, clipId);
  if (!current || current.status !== 'rendering') return current ? view(current) : null;
  if (current.holdId) await release(db, orgId, current.holdId, access.userId);
  await db
    .update(clipRenders)
    .set({ status: 'failed', updatedAt: Date.now() })
    .where(
      and(
        eq(clipRenders.organizationId, orgId),
        eq(clipRenders.projectId, projectId),
        eq(clipRenders.clipId, clipId),
        eq(clipRenders.status, 'rendering'),
      ),
    );
  return view((await getRender(db, orgId, projectId, clipId))!);
}
