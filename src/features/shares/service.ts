// Share links of library files (decision 053): made, listed and revoked by the
// organization's members; opened by anyone holding the token.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { EXPIRY_MS, type createShareSchema, type ShareFileView, type ShareView } from '../../common/contracts/shares';
import { ApiError } from '../../common/api-error';
import type { Db } from '../../db/client';
import { assets, shareFiles, shares, users, type Asset, type Share } from '../../db/schema';
import { orgRowOr404 } from '../../db/org-row';
import { personColumns, personRef } from '../../db/people';
import { base64url, newId, randomBytes } from '../../platform/crypto';
import type { OrgAccess } from '../orgs/access';
import { hashPassword } from './password';
import { requireApprovedSources } from './approval';
import { assetKinds, requireAssets } from '../media/assets';

const LIST_LIMIT = 200;

/** 128 random bits, url-safe: 22 characters nobody guesses. */
export const newShareToken = () => base64url(randomBytes(16));

type ShareRow = { share: Share; by: Parameters<typeof personRef>[0] };

function shareView({ share, by }: ShareRow, files: ShareFileView[]): ShareView {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    id: share.id,
    token: share.token,
    files,
    caption: share.caption,
    allowDownload: share.allowDownload,
    hasPassword: share.passwordHash !== null,
    expiresAt: iso(share.expiresAt),
    revokedAt: iso(share.revokedAt),
    views: share.viewCount,
    downloads: share.downloadCount,
    createdBy: personRef(by),
    createdAt: new Date(share.createdAt).toISOString(),
  };
}

/** What a share can hold: videos, images, or one PDF document (decision 096). */
export type SharedAsset = Asset;

/** A share's files in order: the assets still in the library (a deleted file leaves its shares). */
export async function filesOf(db: Db, shareIds: string[]): Promise<Map<string, SharedAsset[]>> {
  const out = new Map<string, SharedAsset[]>(shareIds.map((id) => [id, []]));
  if (shareIds.length === 0) return out;
  const rows = await db
    .select({ shareId: shareFiles.shareId, asset: assets })
    .from(shareFiles)
    .innerJoin(assets, eq(assets.id, shareFiles.assetId))
    .where(inArray(shareFiles.shareId, shareIds))
    .orderBy(shareFiles.shareId, shareFiles.position)
    .all();
  for (const r of rows) out.get(r.shareId)!.push(r.asset);
  return out;
}

const fileView = (a: SharedAsset): ShareFileView => ({ id: a.id, name: a.name, kind: a.kind, pageCount: a.pageCount });

/**
 * A share is one output: videos and images (a carousel's slides), a single PDF
 * (decision 096) or a single subtitles file (097). A PDF or a subtitles file has
 * its own page (the document's viewer, the transcript), so either beside other
 * files is refused with its code; null when the kinds go together.
 */
export function shareKindRefusal(kinds: readonly Asset['kind'][]): 'share_file_kind' | 'share_subtitles_alone' | null {
  if (kinds.length < 2) return null;
  if (kinds.includes('document')) return 'share_file_kind';
  if (kinds.includes('subtitles')) return 'share_subtitles_alone';
  return null;
}

async function listRows(db: Db, where: ReturnType<typeof eq>): Promise<ShareView[]> {
  const rows = await db
    .select({ share: shares, by: personColumns(users) })
    .from(shares)
    .leftJoin(users, eq(users.id, shares.createdBy))
    .where(where)
    .orderBy(desc(shares.createdAt))
    .limit(LIST_LIMIT)
    .all();
  const files = await filesOf(
    db,
    rows.map((r) => r.share.id),
  );
  return rows.map((r) => shareView(r, files.get(r.share.id)!.map(fileView)));
}

export const listShares = (db: Db, { org }: OrgAccess) => listRows(db, eq(shares.organizationId, org.id));

export async function createShare(
  db: Db,
  access: OrgAccess,
  input: z.output<typeof createShareSchema>,
  now = Date.now(),
): Promise<ShareView> {
  await requireAssets(db, access, input.assetIds, 'share_file_not_found');
  const kinds = await assetKinds(db, access, input.assetIds);
  const refused = shareKindRefusal([...kinds.values()]);
  if (refused) throw new ApiError(refused);
  await requireApprovedSources(db, access.org.id, input.assetIds);
  const ttl = EXPIRY_MS[input.expiresIn];
  const id = newId('shr');
  await db.batch([
    db.insert(shares).values({
      id,
      organizationId: access.org.id,
      token: newShareToken(),
      caption: input.caption,
      allowDownload: input.allowDownload,
      expiresAt: ttl === null ? null : now + ttl,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      createdBy: access.userId,
      createdAt: now,
      updatedAt: now,
    }),
    db.insert(shareFiles).values(input.assetIds.map((assetId, position) => ({ shareId: id, assetId, position }))),
  ]);
  return (await listRows(db, eq(shares.id, id)))[0]!;
}

/** Revoking twice is one revoke: the first time is kept. */
export async function revokeShare(db: Db, { org }: OrgAccess, id: string, now = Date.now()): Promise<ShareView> {
  const share = await orgRowOr404(db, shares, org.id, id);
  if (share.revokedAt === null) {
    await db.update(shares).set({ revokedAt: now, updatedAt: now }).where(eq(shares.id, share.id));
  }
  return (await listRows(db, eq(shares.id, share.id)))[0]!;
}

/** The share a token names, whatever its state; null when no share has it. */
export async function getShareByToken(db: Db, token: string): Promise<Share | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  return (await db.select().from(shares).where(eq(shares.token, token)).get()) ?? null;
}

/** Throws what a visitor is told when a share no longer opens. */
export function requireOpen(share: Share, now = Date.now()): void {
  if (share.revokedAt !== null) throw new ApiError('share_revoked');
  if (share.expiresAt !== null && share.expiresAt <= now) throw new ApiError('share_expired');
}

export async function countView(db: Db, shareId: string): Promise<void> {
  await db
    .update(shares)
    .set({ viewCount: sql`${shares.viewCount} + 1` })
    .where(eq(shares.id, shareId));
}

export async function countDownload(db: Db, shareId: string): Promise<void> {
  await db
    .update(shares)
    .set({ downloadCount: sql`${shares.downloadCount} + 1` })
    .where(eq(shares.id, shareId));
}
