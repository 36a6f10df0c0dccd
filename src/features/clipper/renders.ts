// What a clip costs and when (product-decisions section 4, decision 032): 50
// credits, captured when its first render starts, in the same D1 batch as the
// row that records the render. The browser renders, so nothing it reports
// afterwards moves credits: a failed render is simply retried, free, like
// every later render of that clip (operators refund with credits:grant). The
// ledger key is the clip's own, so two confirms at once pay once. "Done"
// links only the file uploaded for that render, never another asset.
import { and, eq, ne } from 'drizzle-orm';
import { kindOf, type UploadView, type createUploadSchema } from '../../common/contracts/media';
import type { ClipDocument, ClipRenderView, RenderStart } from '../../common/contracts/clip';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clipRenders, uploads, type ClipRender, type User } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { balanceOf, spendWithRecord } from '../credits/ledger';
import { PRICES } from '../credits/prices';
import { removeAsset, requireAsset } from '../media/assets';
import { createUpload } from '../media/uploads';
import type { OrgAccess } from '../orgs/access';
import { requireProject, type ProjectDeps } from '../projects/service';

const view = (r: ClipRender): ClipRenderView => ({ clipId: r.clipId, status: r.status, assetId: r.assetId, paid: r.chargeId !== null });

const renderRow = (orgId: string, projectId: string, clipId: string) =>
  and(eq(clipRenders.organizationId, orgId), eq(clipRenders.projectId, projectId), eq(clipRenders.clipId, clipId));

async function getRender(db: Db, orgId: string, projectId: string, clipId: string): Promise<ClipRender | null> {
  return (
    (await db
      .select()
      .from(clipRenders)
      .where(renderRow(orgId, projectId, clipId))
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

/** A paid render that is running or done: what an upload or a "done" needs. */
async function requirePaidRender(db: Db, orgId: string, projectId: string, clipId: string): Promise<ClipRender> {
  const current = await getRender(db, orgId, projectId, clipId);
  if (!current?.chargeId || current.status === 'failed') throw new ApiError('render_not_started');
  return current;
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
  const now = Date.now();
  if (current?.chargeId) {
    // Paid already: a failed render is retried for free; a running or done one stays as it is.
    await db
      .update(clipRenders)
      .set({ status: 'rendering', attempt: current.attempt + 1, uploadId: null, updatedAt: now })
      .where(and(renderRow(orgId, projectId, clipId), eq(clipRenders.status, 'failed')));
    return { clipId, charged: 0, balance: await balanceOf(db, orgId) };
  }
  const idempotencyKey = `clip:${projectId}:${clipId}`;
  const { charged } = await spendWithRecord(
    db,
    { organizationId: orgId, item: 'viral_clip', reference: `${projectId}/${clipId}`, idempotencyKey, actorId: access.userId },
    // The render row points at the spend, written only if the ledger has it: a
    // second confirm at once finds the row already charged and changes nothing.
    // A row from before 0013 without a charge (its hold went back) is charged now.
    (d1) => [
      d1
        .prepare(
          `INSERT INTO clip_renders (organization_id, project_id, clip_id, status, attempt, charge_id, created_by, created_at, updated_at)
           SELECT ?1, ?2, ?3, 'rendering', 1, l.id, ?4, ?5, ?5 FROM credit_ledger l
           WHERE l.organization_id = ?1 AND l.idempotency_key = ?6
           ON CONFLICT (organization_id, project_id, clip_id) DO UPDATE SET
             charge_id = excluded.charge_id,
             status = CASE WHEN clip_renders.status = 'done' THEN 'done' ELSE 'rendering' END,
             attempt = clip_renders.attempt + 1,
             updated_at = excluded.updated_at
           WHERE clip_renders.charge_id IS NULL`,
        )
        .bind(orgId, projectId, clipId, access.userId, now, idempotencyKey),
    ],
  );
  return { clipId, charged: charged ? PRICES.viral_clip : 0, balance: await balanceOf(db, orgId) };
}

/**
 * The upload of the rendered MP4, made for this render: its id is recorded on
 * the render, and "done" accepts only the asset it becomes. Another tab's
 * upload for the same clip takes its place (that tab's "done" is then refused).
 */
export async function startRenderUpload(
  deps: ProjectDeps,
  access: OrgAccess,
  user: User,
  projectId: string,
  clipId: string,
  input: z.output<typeof createUploadSchema>,
): Promise<UploadView> {
  const { db } = deps;
  const orgId = access.org.id;
  await requireClip(deps, access, projectId, clipId);
  await requirePaidRender(db, orgId, projectId, clipId);
  if (kindOf(input.type.toLowerCase()) !== 'video') throw new ApiError('unsupported_media_type');
  // The clip's file is a render of its project, whatever the body says (decision 071).
  const upload = await createUpload({ db, bucket: deps.files }, access, user, { ...input, projectId });
  await db
    .update(clipRenders)
    .set({ uploadId: upload.id, updatedAt: Date.now() })
    .where(and(renderRow(orgId, projectId, clipId), ne(clipRenders.status, 'failed')));
  return upload;
}

/** The rendered MP4 is in the library: the render records it (it was paid for when it started). */
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
  const current = await requirePaidRender(db, orgId, projectId, clipId);
  const asset = await requireAsset(db, access, assetId).catch(() => null);
  if (!asset || asset.kind !== 'video') throw new ApiError('source_asset_not_found');
  // The same "done" again answers the same.
  if (current.status === 'done' && current.assetId === assetId) return view(current);
  // Only the file uploaded for this render: never the clip's source, never another video of the library.
  const upload = current.uploadId
    ? await db
        .select({ r2Key: uploads.r2Key })
        .from(uploads)
        .where(and(eq(uploads.id, current.uploadId), eq(uploads.organizationId, orgId), eq(uploads.status, 'completed')))
        .get()
    : undefined;
  if (!upload || upload.r2Key !== asset.r2Key) throw new ApiError('render_file_mismatch');
  const recorded = await db
    .update(clipRenders)
    .set({ status: 'done', assetId, updatedAt: Date.now() })
    .where(and(renderRow(orgId, projectId, clipId), eq(clipRenders.uploadId, current.uploadId!), ne(clipRenders.status, 'failed')))
    .returning()
    .get();
  // A "failed" (or another tab's upload) got in first: this file is no longer the render's.
  if (!recorded) throw new ApiError('render_not_started');
  if (current.assetId && current.assetId !== assetId) await replaced(deps, access, current.assetId, asset.name);
  return view(recorded);
}

/**
 * A render again replaces the clip's earlier file: it goes from the library
 * (and from the storage used), so the library holds one file per clip, not one
 * more of the same name per render. An earlier file the user renamed is theirs
 * now and stays; one already deleted is nothing to do.
 */
async function replaced(deps: ProjectDeps, access: OrgAccess, previousId: string, name: string): Promise<void> {
  const previous = await requireAsset(deps.db, access, previousId).catch(() => null);
  if (!previous || previous.name !== name) return;
  await removeAsset({ db: deps.db, bucket: deps.files }, previous);
}

/**
 * The render failed or was stopped: the clip is marked so, and its next render
 * is free. No credits move: the browser's word cannot refund a charge.
 */
export async function failRender(deps: ProjectDeps, access: OrgAccess, projectId: string, clipId: string): Promise<ClipRenderView | null> {
  const { db } = deps;
  const orgId = access.org.id;
  await requireClip(deps, access, projectId, clipId);
  const failed = await db
    .update(clipRenders)
    .set({ status: 'failed', updatedAt: Date.now() })
    .where(and(renderRow(orgId, projectId, clipId), eq(clipRenders.status, 'rendering')))
    .returning()
    .get();
  const current = failed ?? (await getRender(db, orgId, projectId, clipId));
  return current ? view(current) : null;
}
