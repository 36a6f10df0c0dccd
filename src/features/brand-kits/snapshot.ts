// What a tool takes from a brand kit: the kit the job names, else the
// organization's default, resolved into a plain serialisable snapshot. A job
// stores the snapshot with its work, so editing the kit later changes nothing
// already made (kitVersion says which edit it was taken from).
import { and, eq, inArray } from 'drizzle-orm';
import { bundledFont } from '../../common/brand/fonts';
import { assetContentPath } from '../../common/contracts/media';
import {
  kitSnapshotSchema,
  resolvedBundledFont,
  type BrandKitSnapshot,
  type FontRef,
  type ResolvedFont,
  type ResolvedImage,
} from '../../common/contracts/brand-kits';
import type { Db } from '../../db/client';
import { assets, brandFonts, brandKits, type Asset, type BrandFont } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import type { OrgAccess } from '../orgs/access';
import { fontCssFamily, fontUrl } from './fonts';
import { kitFontRefs, requireKit, uploadedFontIds } from './kits';

/** The kit a job should use: the one chosen, else the default; null when the organization has none. */
export async function resolveKitId(db: Db, orgId: string, chosen?: string | null): Promise<string | null> {
  if (chosen) return chosen;
  const row = await db
    .select({ id: brandKits.id })
    .from(brandKits)
    .where(and(eq(brandKits.organizationId, orgId), eq(brandKits.isDefault, true)))
    .get();
  return row?.id ?? null;
}

export async function resolveKitSnapshot(
  db: Db,
  access: OrgAccess,
  chosen?: string | null,
  now = new Date(),
): Promise<BrandKitSnapshot | null> {
  const id = await resolveKitId(db, access.org.id, chosen);
  if (!id) return null;
  const kit = await requireKit(db, access, id);
  const imageIds = [kit.logos.light, kit.logos.dark, kit.logos.icon, kit.social.avatar].filter((v): v is string => Boolean(v));
  const images = imageIds.length
    ? await db
        .select()
        .from(assets)
        .where(and(eq(assets.organizationId, access.org.id), inArray(assets.id, imageIds)))
    : [];
  const fontIds = uploadedFontIds(kitFontRefs(kit));
  const fonts = fontIds.length
    ? await db
        .select()
        .from(brandFonts)
        .where(and(eq(brandFonts.organizationId, access.org.id), inArray(brandFonts.id, fontIds)))
    : [];

  const image = (assetId: string | null): ResolvedImage => {
    const a = images.find((i: Asset) => i.id === assetId);
    return a
      ? { assetId: a.id, url: assetContentPath(a.organizationId, a.id), contentType: a.contentType, width: a.width, height: a.height }
      : null;
  };
  const font = (ref: FontRef): ResolvedFont => resolveFont(ref, fonts);

  // Parsing proves the snapshot is exactly the published shape, and plain data.
  return kitSnapshotSchema.parse({
    schemaVersion: 1,
    kitId: kit.id,
    kitVersion: kit.version,
    capturedAt: now.toISOString(),
    name: kit.name,
    colors: kit.colors,
    swatches: kit.swatches,
    fonts: { heading: font(kit.fonts.heading), body: font(kit.fonts.body) },
    logos: { light: image(kit.logos.light), dark: image(kit.logos.dark), icon: image(kit.logos.icon) },
    voice: kit.voice,
    social: { handle: kit.social.handle, avatar: image(kit.social.avatar) },
    caption: { ...kit.caption, font: font(kit.caption.font) },
    captionPresets: kit.captionPresets.map((p) => ({ ...p, font: font(p.font) })),
  });
}

function resolveFont(ref: FontRef, uploaded: BrandFont[]): ResolvedFont {
  if (ref.source === 'uploaded') {
    const f = uploaded.find((u) => u.id === ref.id);
    if (!f) throw new ApiError('font_not_found');
    return {
      source: 'uploaded',
      id: f.id,
      family: f.family,
      cssFamily: fontCssFamily(f),
      files: [{ weight: 400, url: fontUrl(f.organizationId, f.id), format: f.format }],
    };
  }
  return resolvedBundledFont(bundledFont(ref.id)!);
}
