// What a visitor holding a share's token may reach (decision 053): the share's
// own files, its organization's name and logo, nothing else. A file id that is
// not in the share answers 404 exactly like an unknown token, so a token tells
// nothing about other files or other organizations.
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../common/api-error';
import type { Db } from '../../db/client';
import { assets, brandKits, organizations, type Asset, type Organization, type Share } from '../../db/schema';
import { hit, LIMITS } from '../rate-limit/limiter';
import { proofOpens, unlockProof, verifyPassword } from './password';
import { filesOf, getShareByToken, requireOpen, type SharedAsset } from './service';

export interface PublicShare {
  share: Share;
  org: Organization;
  files: SharedAsset[];
  logo: Asset | null;
}

/** The cookie that proves this browser typed this share's password; per share, so one never opens another. */
export const unlockCookie = (shareId: string) => `palco_share_${shareId.replace(/[^A-Za-z0-9_]/g, '')}`;

/** The share a token names with what its page shows; null for no such token. */
export async function loadPublicShare(db: Db, token: string): Promise<PublicShare | null> {
  const share = await getShareByToken(db, token);
  if (!share) return null;
  const org = await db.select().from(organizations).where(eq(organizations.id, share.organizationId)).get();
  if (!org) return null;
  const files = (await filesOf(db, [share.id])).get(share.id) ?? [];
  return { share, org, files, logo: await orgLogo(db, org.id) };
}

/** The default brand kit's icon, else its light logo: an image of the organization's own library. */
export async function orgLogo(db: Db, orgId: string): Promise<Asset | null> {
  const kit = await db
    .select({ data: brandKits.data })
    .from(brandKits)
    .where(and(eq(brandKits.organizationId, orgId), eq(brandKits.isDefault, true)))
    .get();
  if (!kit) return null;
  const id = logoId(kit.data);
  if (!id) return null;
  const logo = await db
    .select()
    .from(assets)
    .where(and(eq(assets.id, id), eq(assets.organizationId, orgId)))
    .get();
  return logo?.kind === 'image' ? logo : null;
}

function logoId(data: string): string | null {
  try {
    const logos = (JSON.parse(data) as { logos?: { icon?: unknown; light?: unknown } }).logos;
    const id = logos?.icon || logos?.light;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

export const isUnlocked = (secret: string, share: Share, proof: string | undefined): Promise<boolean> =>
  share.passwordHash === null ? Promise.resolve(true) : proofOpens(secret, share.id, share.passwordHash, proof);

/**
 * Checks a typed password: every try counts against the visitor's address and
 * the share, right or wrong, so guessing is slow. Answers the unlock proof.
 */
export async function tryPassword(db: Db, secret: string, share: Share, password: string, ip: string | null): Promise<string> {
  requireOpen(share);
  if (share.passwordHash === null) throw new ApiError('not_found');
  await hit(db, [
    [LIMITS.sharePasswordPerIp, ip ? `${ip}:${share.id}` : null],
    [LIMITS.sharePasswordPerShare, share.id],
  ]);
  if (!(await verifyPassword(password.slice(0, 256), share.passwordHash))) throw new ApiError('share_password_invalid');
  return unlockProof(secret, share.id, share.passwordHash);
}

/** What the file route serves: the share open, unlocked, and the file one of its own. */
export async function requireSharedFile(
  db: Db,
  secret: string,
  token: string,
  assetId: string,
  proofFor: (shareId: string) => string | undefined,
): Promise<{ share: Share; asset: Asset }> {
  const found = await loadPublicShare(db, token);
  if (!found) throw new ApiError('not_found');
  requireOpen(found.share);
  // The logo shows on the password form too: it is the organization's public face, not the shared work.
  if (found.logo?.id === assetId) return { share: found.share, asset: found.logo };
  if (!(await isUnlocked(secret, found.share, proofFor(found.share.id)))) throw new ApiError('share_password_required');
  const asset = found.files.find((f) => f.id === assetId);
  if (!asset) throw new ApiError('not_found');
  return { share: found.share, asset };
}
