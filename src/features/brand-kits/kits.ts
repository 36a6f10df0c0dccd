// Brand kits of an organization: several per organization, exactly one default
// whenever there is any. Members read; admins and owners write (routes.ts).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  KITS_PER_ORG,
  defaultKitFields,
  kitFieldsSchema,
  type BrandKitView,
  type FontRef,
  type KitFields,
  type updateKitSchema,
} from '../../common/contracts/brand-kits';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { assets, brandFonts, brandKits, type BrandKit, type User } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { newId } from '../../platform/crypto';
import type { OrgAccess } from '../orgs/access';
import { orgRowOr404 } from '../../db/org-row';

export function kitView(row: BrandKit): BrandKitView {
  // Stored data was validated on write; parsing again fills fields added since.
  const fields = kitFieldsSchema.parse({ ...defaultKitFields(row.name), ...JSON.parse(row.data), name: row.name });
  return {
    ...fields,
    id: row.id,
    isDefault: row.isDefault,
    version: row.version,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function listKits(db: Db, { org }: OrgAccess): Promise<BrandKitView[]> {
  const rows = await db
    .select()
    .from(brandKits)
    .where(eq(brandKits.organizationId, org.id))
    .orderBy(desc(brandKits.isDefault), asc(brandKits.createdAt));
  return withLiveImages(db, org.id, rows.map(kitView));
}

export async function requireKit(db: Db, { org }: OrgAccess, id: string): Promise<BrandKitView> {
  const [view] = await withLiveImages(db, org.id, [kitView(await requireKitRow(db, org.id, id))]);
  return view!;
}

const imageRefs = (k: KitFields) => [k.logos.light, k.logos.dark, k.logos.icon, k.social.avatar].filter((v): v is string => Boolean(v));

/**
 * An image deleted from the media library leaves the kit instead of breaking
 * it: the kit reads as if that logo was never set, and can still be saved.
 */
async function withLiveImages<T extends KitFields>(db: Db, orgId: string, kits: T[]): Promise<T[]> {
  const wanted = [...new Set(kits.flatMap(imageRefs))];
  if (wanted.length === 0) return kits;
  const live = new Set(
    (
      await db
        .select({ id: assets.id })
        .from(assets)
        .where(and(eq(assets.organizationId, orgId), eq(assets.kind, 'image'), inArray(assets.id, wanted)))
    ).map((r) => r.id),
  );
  const keep = (id: string | null) => (id && live.has(id) ? id : null);
  return kits.map((k) => ({
    ...k,
    logos: { light: keep(k.logos.light), dark: keep(k.logos.dark), icon: keep(k.logos.icon) },
    social: { ...k.social, avatar: keep(k.social.avatar) },
  }));
}

export const requireKitRow = (db: Db, orgId: string, id: string): Promise<BrandKit> => orgRowOr404(db, brandKits, orgId, id);

async function insertKit(db: Db, access: OrgAccess, user: User, fields: KitFields): Promise<BrandKitView> {
  const orgId = access.org.id;
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)` })
    .from(brandKits)
    .where(eq(brandKits.organizationId, orgId));
  if (n >= KITS_PER_ORG) throw new ApiError('brand_kit_limit_reached');
  const now = Date.now();
  const id = newId('kit');
  // The first kit becomes the default, decided inside the one INSERT so two
  // first kits made at once cannot both claim it.
  const noDefault = sql`(SELECT count(*) = 0 FROM brand_kits WHERE organization_id = ${orgId} AND is_default = 1)`;
  await db.insert(brandKits).values({
    id,
    organizationId: orgId,
    name: fields.name,
    isDefault: noDefault as never,
    data: JSON.stringify(fields),
    createdBy: user.id,
    createdAt: now,
    updatedAt: now,
  });
  return requireKit(db, access, id);
}

export function createKit(db: Db, access: OrgAccess, user: User, name: string) {
  return insertKit(db, access, user, defaultKitFields(name));
}

export async function duplicateKit(db: Db, access: OrgAccess, user: User, id: string, name: string | undefined) {
  const source = await requireKit(db, access, id);
  const { id: _id, isDefault: _d, version: _v, createdAt: _c, updatedAt: _u, ...fields } = source;
  return insertKit(db, access, user, { ...fields, name: name ?? source.name });
}

/** Images and uploaded fonts a kit points at must be this organization's. */
async function checkReferences(db: Db, orgId: string, fields: KitFields): Promise<void> {
  const images = [...new Set(imageRefs(fields))];
  if (images.length > 0) {
    const found = await db
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.organizationId, orgId), eq(assets.kind, 'image'), inArray(assets.id, images)));
    if (found.length !== images.length) throw new ApiError('brand_image_invalid');
  }
  const fonts = uploadedFontIds(kitFontRefs(fields));
  if (fonts.length > 0) {
    const found = await db
      .select({ id: brandFonts.id })
      .from(brandFonts)
      .where(and(eq(brandFonts.organizationId, orgId), inArray(brandFonts.id, fonts)));
    if (found.length !== fonts.length) throw new ApiError('font_not_found');
  }
}

/** Every font a kit names: its two, its captions' and its caption presets'. */
export const kitFontRefs = (k: KitFields): FontRef[] => [
  k.fonts.heading,
  k.fonts.body,
  k.caption.font,
  ...k.captionPresets.map((p) => p.font),
];

export function uploadedFontIds(refs: FontRef[]): string[] {
  return [...new Set(refs.filter((r) => r.source === 'uploaded').map((r) => r.id))];
}

export async function updateKit(db: Db, access: OrgAccess, id: string, changes: z.output<typeof updateKitSchema>): Promise<BrandKitView> {
  const { id: _id, isDefault: _d, version: _v, createdAt: _c, updatedAt: _u, ...current } = await requireKit(db, access, id);
  const next: KitFields = { ...current, ...changes };
  await checkReferences(db, access.org.id, next);
  // Optimistic: the version only moves forward, so a snapshot names exactly what it used.
  await db
    .update(brandKits)
    .set({ name: next.name, data: JSON.stringify(next), version: sql`${brandKits.version} + 1`, updatedAt: Date.now() })
    .where(eq(brandKits.id, id));
  return requireKit(db, access, id);
}

/** Moves the default to this kit in one transaction (the index forbids two at once). */
export async function setDefaultKit(db: Db, access: OrgAccess, id: string): Promise<BrandKitView> {
  const row = await requireKitRow(db, access.org.id, id);
  await db.batch([
    db
      .update(brandKits)
      .set({ isDefault: false })
      .where(and(eq(brandKits.organizationId, access.org.id), eq(brandKits.isDefault, true))),
    db.update(brandKits).set({ isDefault: true }).where(eq(brandKits.id, row.id)),
  ]);
  return requireKit(db, access, id);
}

/** Deleting the default promotes the most recently edited of the others. */
export async function deleteKit(db: Db, access: OrgAccess, id: string): Promise<void> {
  const row = await requireKitRow(db, access.org.id, id);
  const orgId = access.org.id;
  const successor = sql`(SELECT id FROM brand_kits WHERE organization_id = ${orgId} ORDER BY updated_at DESC, created_at DESC LIMIT 1)`;
  await db.batch([
    db.delete(brandKits).where(eq(brandKits.id, row.id)),
    db
      .update(brandKits)
      .set({ isDefault: true })
      .where(
        and(eq(brandKits.id, successor), sql`NOT EXISTS (SELECT 1 FROM brand_kits WHERE organization_id = ${orgId} AND is_default = 1)`),
      ),
  ]);
}
