// Multipart uploads into R2 through the Worker. The size is checked when the
// upload is created, on every part and on completion; the type by the first
// part's bytes. Anything refused or abandoned is aborted, so no object stays.
import { and, asc, eq, lt } from 'drizzle-orm';
import {
  SVG_TYPE,
  declaredType,
  kindOf,
  partPlan,
  precheck,
  type AssetView,
  type UploadStateView,
  type UploadView,
  type createUploadSchema,
} from '../../common/contracts/media';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { assets, uploadParts, uploads, type Upload, type User } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { newId } from '../../platform/crypto';
import type { OrgAccess } from '../orgs/access';
import { requireRoom } from '../storage/usage';
import { assetView, folderInOrg } from './assets';
import { SNIFF_BYTES, sameFamily, sniffMedia, sniffSubtitles, type MediaType } from './sniff';
import { recordSavedExport, sourceProjectOf } from './source-project';
import { sanitizeSvg } from './svg';
import { fixedLength, forR2, mediaKey, peek, readAll, rejoin } from './storage';

import type { MediaDeps } from './deps';
export type { MediaDeps };

export async function createUpload(
  { db, bucket }: MediaDeps,
  { org }: OrgAccess,
  user: User,
  input: z.output<typeof createUploadSchema>,
): Promise<UploadView> {
  // A .srt the browser labelled application/octet-stream is named by its extension, as the uploader does.
  const type = declaredType(input.name, input.type);
  const refused = precheck(type, input.size);
  if (refused) throw new ApiError(refused);
  const sourceProjectId = await sourceProjectOf(db, org.id, input.projectId);
  await requireRoom(db, org.id, input.size);
  const id = newId('upl');
  const key = mediaKey(org.id, id);
  const multipart = await bucket.createMultipartUpload(key, { httpMetadata: { contentType: type } });
  const now = Date.now();
  const row = await db
    .insert(uploads)
    .values({
      id,
      organizationId: org.id,
      createdBy: user.id,
      name: input.name,
      declaredType: type,
      size: input.size,
      ...partPlan(type, input.size),
      r2Key: key,
      r2UploadId: multipart.uploadId,
      fingerprint: input.fingerprint ?? null,
      folderId: (await folderInOrg(db, org.id, input.folderId)) ?? null,
      durationMs: input.durationMs ?? null,
      width: input.width ?? null,
      height: input.height ?? null,
      // Only a PDF has pages: a count sent with a video or image is dropped, not stored.
      pageCount: kindOf(type) === 'document' ? (input.pageCount ?? null) : null,
      sourceProjectId,
      status: 'uploading',
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  return uploadView(row!, []);
}

/** The caller's unfinished uploads in this organization, for resuming after a reload. */
export async function listPending(db: Db, { org }: OrgAccess, user: User): Promise<UploadView[]> {
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.organizationId, org.id), eq(uploads.createdBy, user.id), eq(uploads.status, 'uploading')))
    .orderBy(asc(uploads.createdAt))
    .all();
  return Promise.all(rows.map(async (r) => uploadView(r, await partsOf(db, r.id))));
}

export async function requireUpload(db: Db, access: OrgAccess, user: User, id: string): Promise<UploadView> {
  const row = await pending(db, access, user, id);
  return uploadView(row, await partsOf(db, id));
}

/**
 * Any member's upload in this organization, as far as another page needs it:
 * still going, cancelled, or the library asset it became (the same R2 object).
 * A clipper project started on a file being uploaded reads it.
 */
export async function uploadState(db: Db, { org }: OrgAccess, id: string): Promise<UploadStateView & { kind: string | null }> {
  const row = await db
    .select({ status: uploads.status, r2Key: uploads.r2Key, declaredType: uploads.declaredType, detectedType: uploads.detectedType })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.organizationId, org.id)))
    .get();
  if (!row) throw new ApiError('not_found');
  const kind = kindOf(row.detectedType ?? row.declaredType) ?? null;
  if (row.status !== 'completed') return { status: row.status, assetId: null, kind };
  const asset = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.organizationId, org.id), eq(assets.r2Key, row.r2Key)))
    .get();
  // Completed, then deleted from the library: as good as cancelled for whoever waited on it.
  return asset ? { status: 'completed', assetId: asset.id, kind } : { status: 'aborted', assetId: null, kind };
}

export interface PartBody {
  body: ReadableStream<Uint8Array> | null;
  contentLength: number | null;
}

export async function putPart(deps: MediaDeps, access: OrgAccess, user: User, id: string, partNumber: number, part: PartBody) {
  const { db, bucket } = deps;
  const upload = await pending(db, access, user, id);
  if (!Number.isInteger(partNumber) || partNumber < 1) throw new ApiError('validation_error');
  // A part past the last, or a part longer than its share, adds up to more
  // than was declared: the upload is refused whole and cleaned up.
  if (partNumber > upload.partCount) await refuse(deps, upload, 'upload_too_large');
  const expected = partNumber < upload.partCount ? upload.partSize : upload.size - upload.partSize * (upload.partCount - 1);
  const isSvg = upload.declaredType === SVG_TYPE;
  const isSubtitles = kindOf(upload.declaredType) === 'subtitles';
  if (part.contentLength === null || !part.body) throw new ApiError('length_required');
  if (part.contentLength > expected) await refuse(deps, upload, 'upload_too_large');
  if (part.contentLength < expected) throw new ApiError('part_incomplete');

  const multipart = bucket.resumeMultipartUpload(upload.r2Key, upload.r2UploadId);
  let uploaded;
  let detected: MediaType | null = null;
  try {
    if (isSvg) {
      const bytes = await readAll(part.body, expected);
      const clean = bytes && sanitizeSvg(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
      if (!clean) await refuse(deps, upload, 'unsupported_media_type');
      detected = SVG_TYPE;
      uploaded = await multipart.uploadPart(1, new TextEncoder().encode(clean!));
    } else if (isSubtitles) {
      // One part (2 MiB at most), read whole: text has no magic number, its UTF-8 and cues are the proof.
      const bytes = await readAll(part.body, expected);
      if (bytes && bytes.byteLength < expected) throw new ApiError('part_incomplete');
      detected = bytes && sniffSubtitles(bytes);
      if (!detected || !sameFamily(upload.declaredType as MediaType, detected)) await refuse(deps, upload, 'unsupported_media_type');
      uploaded = await multipart.uploadPart(1, bytes!);
    } else if (partNumber === 1) {
      const { head, reader } = await peek(part.body, Math.min(SNIFF_BYTES, expected));
      detected = sniffMedia(head);
      if (!detected || !sameFamily(upload.declaredType as MediaType, detected)) {
        await reader.cancel().catch(() => {});
        await refuse(deps, upload, 'unsupported_media_type');
      }
      uploaded = await multipart.uploadPart(1, forR2(rejoin(head, reader, expected)));
    } else {
      uploaded = await multipart.uploadPart(partNumber, forR2(fixedLength(part.body, expected)));
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    // The connection dropped or the body ran short: the part is simply not
    // recorded, and the client sends it again.
    throw new ApiError('part_incomplete');
  }
  const now = Date.now();
  await db
    .insert(uploadParts)
    .values({ uploadId: id, partNumber, etag: uploaded.etag, size: expected })
    .onConflictDoUpdate({ target: [uploadParts.uploadId, uploadParts.partNumber], set: { etag: uploaded.etag, size: expected } });
  await db
    .update(uploads)
    .set({ updatedAt: now, ...(detected ? { detectedType: detected } : {}) })
    .where(eq(uploads.id, id));
  return { partNumber, size: expected };
}

export async function completeUpload(deps: MediaDeps, access: OrgAccess, user: User, id: string): Promise<AssetView> {
  const { db, bucket } = deps;
  const upload = await pending(db, access, user, id);
  const parts = await partsOf(db, id);
  const received = parts.reduce((sum, p) => sum + p.size, 0);
  if (received > upload.size) await refuse(deps, upload, 'upload_too_large');
  if (parts.length !== upload.partCount || received !== upload.size || !upload.detectedType) {
    throw new ApiError('upload_incomplete');
  }
  const etags = await db
    .select({ partNumber: uploadParts.partNumber, etag: uploadParts.etag })
    .from(uploadParts)
    .where(eq(uploadParts.uploadId, id))
    .orderBy(asc(uploadParts.partNumber))
    .all();
  const object = await bucket.resumeMultipartUpload(upload.r2Key, upload.r2UploadId).complete(etags);
  const now = Date.now();
  const assetId = newId('ast');
  const [inserted] = await db.batch([
    db
      .insert(assets)
      .values({
        id: assetId,
        organizationId: upload.organizationId,
        folderId: upload.folderId,
        name: upload.name,
        kind: kindOf(upload.detectedType)!,
        contentType: upload.detectedType,
        size: object.size,
        r2Key: upload.r2Key,
        durationMs: upload.durationMs,
        width: upload.width,
        height: upload.height,
        pageCount: upload.pageCount,
        sourceProjectId: upload.sourceProjectId,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
    db.update(uploads).set({ status: 'completed', updatedAt: now }).where(eq(uploads.id, id)),
    db.delete(uploadParts).where(eq(uploadParts.uploadId, id)),
  ]);
  await recordSavedExport(db, inserted[0]!, user);
  return assetView(inserted[0]!, { id: user.id, name: user.displayName ?? user.email });
}

export async function abortUpload(deps: MediaDeps, access: OrgAccess, user: User, id: string): Promise<void> {
  await abort(deps, await pending(deps.db, access, user, id));
}

/** The scheduled job: uploads with no part for UPLOAD_IDLE_MS are aborted. */
export async function abortIdleUploads(deps: MediaDeps, idleMs: number, now = Date.now()): Promise<number> {
  const stale = await deps.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.status, 'uploading'), lt(uploads.updatedAt, now - idleMs)))
    .limit(200)
    .all();
  for (const upload of stale) await abort(deps, upload);
  return stale.length;
}

async function refuse(deps: MediaDeps, upload: Upload, code: 'upload_too_large' | 'unsupported_media_type'): Promise<never> {
  await abort(deps, upload);
  throw new ApiError(code);
}

async function abort({ db, bucket }: MediaDeps, upload: Upload): Promise<void> {
  // R2 forgets an upload it already dropped; the row is what must not lie.
  await bucket
    .resumeMultipartUpload(upload.r2Key, upload.r2UploadId)
    .abort()
    .catch(() => {});
  await db.batch([
    db.update(uploads).set({ status: 'aborted', updatedAt: Date.now() }).where(eq(uploads.id, upload.id)),
    db.delete(uploadParts).where(eq(uploadParts.uploadId, upload.id)),
  ]);
}

/** Another member's or another organization's upload answers as if it did not exist. */
async function pending(db: Db, { org }: OrgAccess, user: User, id: string): Promise<Upload> {
  const row = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.organizationId, org.id), eq(uploads.createdBy, user.id), eq(uploads.status, 'uploading')))
    .get();
  if (!row) throw new ApiError('not_found');
  return row;
}

async function partsOf(db: Db, id: string) {
  return db
    .select({ partNumber: uploadParts.partNumber, size: uploadParts.size })
    .from(uploadParts)
    .where(eq(uploadParts.uploadId, id))
    .orderBy(asc(uploadParts.partNumber))
    .all();
}

function uploadView(row: Upload, parts: UploadView['parts']): UploadView {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    type: row.declaredType,
    partSize: row.partSize,
    partCount: row.partCount,
    fingerprint: row.fingerprint,
    createdAt: new Date(row.createdAt).toISOString(),
    parts,
  };
}
