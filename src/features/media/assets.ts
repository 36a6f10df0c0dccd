// Assets (completed uploads) and their folders: listing, renaming, moving,
// deleting with the R2 objects, and the browser-made thumbnail.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ROLE_RANK } from '../../common/contracts/orgs';
import {
  THUMBNAIL_MAX_BYTES,
  type AssetView,
  type FolderView,
  type assetQuerySchema,
  type updateAssetSchema,
} from '../../common/contracts/media';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { nameContains } from '../../db/search';
import { assetFolders, assets, users, type Asset } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import type { ErrorCode } from '../../common/errors';
import { newId } from '../../platform/crypto';
import type { OrgAccess } from '../orgs/access';
import { sniffMedia } from './sniff';
import { readAll, thumbnailKey } from './storage';
import type { MediaDeps } from './deps';
import { orgRowOr404 } from '../../db/org-row';
import { personColumns, personRef } from '../../db/people';

const LIST_LIMIT = 500;

export function assetView(row: Asset, createdBy: AssetView['createdBy']): AssetView {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    contentType: row.contentType,
    size: row.size,
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
    pageCount: row.pageCount,
    folderId: row.folderId,
    hasThumbnail: row.thumbnailKey !== null,
    createdBy,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** A folder id the client sent, if it belongs to the organization; null for "no folder". */
export async function folderInOrg(db: Db, orgId: string, folderId: string | null | undefined): Promise<string | null> {
  if (!folderId) return null;
  const row = await db
    .select({ id: assetFolders.id })
    .from(assetFolders)
    .where(and(eq(assetFolders.id, folderId), eq(assetFolders.organizationId, orgId)))
    .get();
  if (!row) throw new ApiError('not_found');
  return row.id;
}

export async function listAssets(db: Db, { org }: OrgAccess, query: z.output<typeof assetQuerySchema>): Promise<AssetView[]> {
  const filters = [eq(assets.organizationId, org.id)];
  if (query.kind) filters.push(eq(assets.kind, query.kind));
  if (query.folder === 'none') filters.push(isNull(assets.folderId));
  else if (query.folder) filters.push(eq(assets.folderId, query.folder));
  const q = query.q?.trim();
  if (q) filters.push(nameContains(assets.name, q));
  const rows = await db
    .select({ asset: assets, by: personColumns(users) })
    .from(assets)
    .leftJoin(users, eq(users.id, assets.createdBy))
    .where(and(...filters))
    .orderBy(desc(assets.createdAt))
    .limit(LIST_LIMIT)
    .all();
  return rows.map((r) => assetView(r.asset, personRef(r.by)));
}

export const requireAsset = (db: Db, { org }: OrgAccess, id: string): Promise<Asset> => orgRowOr404(db, assets, org.id, id);

/** The kinds of those of `ids` that are this organization's assets (one query, for a timeline's many files). */
export async function assetKinds(db: Db, { org }: OrgAccess, ids: readonly string[]): Promise<Map<string, Asset['kind']>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: assets.id, kind: assets.kind })
    .from(assets)
    .where(and(eq(assets.organizationId, org.id), inArray(assets.id, [...ids])))
    .all();
  return new Map(rows.map((r) => [r.id, r.kind]));
}

/**
 * Every one of `ids` is this organization's asset (of `kind`, when one is named), or the caller's
 * error: another organization's file is as unknown as a file that never was.
 */
export async function requireAssets(
  db: Db,
  access: OrgAccess,
  ids: readonly string[],
  code: ErrorCode,
  kind?: Asset['kind'],
): Promise<void> {
  const found = await assetKinds(db, access, ids);
  for (const id of ids) {
    const k = found.get(id);
    if (!k || (kind && k !== kind)) throw new ApiError(code);
  }
}

/**
 * An asset's own description (its name, its thumbnail) is changed by the member
 * who uploaded it or by an admin; filing it into a folder is library
 * organisation, open to every member. Decision 008.
 */
function requireOwnAsset(asset: Asset, access: OrgAccess): void {
  if (asset.createdBy !== access.userId && ROLE_RANK[access.role] < ROLE_RANK.admin) throw new ApiError('access_denied');
}

export async function updateAsset(db: Db, access: OrgAccess, id: string, input: z.output<typeof updateAssetSchema>): Promise<AssetView> {
  const asset = await requireAsset(db, access, id);
  const set: Partial<Asset> = { updatedAt: Date.now() };
  if (input.name !== undefined) {
    requireOwnAsset(asset, access);
    set.name = input.name;
  }
  if (input.folderId !== undefined) set.folderId = await folderInOrg(db, access.org.id, input.folderId);
  const row = await db.update(assets).set(set).where(eq(assets.id, asset.id)).returning().get();
  return assetView(row!, null);
}

/** The uploader or an admin may delete; the objects go first so no orphan stays in R2. */
export async function deleteAsset(deps: MediaDeps, access: OrgAccess, id: string): Promise<void> {
  const asset = await requireAsset(deps.db, access, id);
  requireOwnAsset(asset, access);
  await removeAsset(deps, asset);
}

/** An asset and its objects, gone (no permission asked: the caller decided); the storage sum drops with the row. */
export async function removeAsset({ db, bucket }: MediaDeps, asset: Asset): Promise<void> {
  await bucket.delete([asset.r2Key, ...(asset.thumbnailKey ? [asset.thumbnailKey] : [])]);
  await db.delete(assets).where(and(eq(assets.id, asset.id), eq(assets.organizationId, asset.organizationId)));
}

/** The thumbnail the browser drew: a small PNG, JPEG or WebP, checked by its bytes. */
export async function putThumbnail(
  { db, bucket }: MediaDeps,
  access: OrgAccess,
  id: string,
  body: ReadableStream<Uint8Array> | null,
): Promise<void> {
  const asset = await requireAsset(db, access, id);
  requireOwnAsset(asset, access);
  const bytes = body && (await readAll(body, THUMBNAIL_MAX_BYTES));
  if (!bytes) throw new ApiError('upload_too_large');
  const type = sniffMedia(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp') throw new ApiError('unsupported_media_type');
  const key = thumbnailKey(access.org.id, asset.id);
  await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
  await db.update(assets).set({ thumbnailKey: key, updatedAt: Date.now() }).where(eq(assets.id, asset.id));
}

export async function listFolders(db: Db, { org }: OrgAccess): Promise<FolderView[]> {
  const rows = await db
    .select({ id: assetFolders.id, name: assetFolders.name, assetCount: count(assets.id) })
    .from(assetFolders)
    .leftJoin(assets, eq(assets.folderId, assetFolders.id))
    .where(eq(assetFolders.organizationId, org.id))
    .groupBy(assetFolders.id)
    .orderBy(assetFolders.name)
    .all();
  return rows;
}

export async function createFolder(db: Db, { org }: OrgAccess, name: string): Promise<FolderView> {
  await assertFreeName(db, org.id, name);
  const row = await db
    .insert(assetFolders)
    .values({ id: newId('fld'), organizationId: org.id, name, createdAt: Date.now() })
    .returning()
    .get();
  return { id: row!.id, name: row!.name, assetCount: 0 };
}

export async function renameFolder(db: Db, access: OrgAccess, id: string, name: string): Promise<void> {
  await folderInOrg(db, access.org.id, id);
  await assertFreeName(db, access.org.id, name, id);
  await db.update(assetFolders).set({ name }).where(eq(assetFolders.id, id));
}

/** A deleted folder's assets are kept and move to the library's root. */
export async function deleteFolder(db: Db, access: OrgAccess, id: string): Promise<void> {
  await folderInOrg(db, access.org.id, id);
  await db.batch([
    db.update(assets).set({ folderId: null }).where(eq(assets.folderId, id)),
    db.delete(assetFolders).where(eq(assetFolders.id, id)),
  ]);
}

async function assertFreeName(db: Db, orgId: string, name: string, except?: string) {
  const clash = await db
    .select({ id: assetFolders.id })
    .from(assetFolders)
    .where(and(eq(assetFolders.organizationId, orgId), sql`lower(${assetFolders.name}) = ${name.toLowerCase()}`))
    .get();
  if (clash && clash.id !== except) throw new ApiError('folder_name_in_use');
}
