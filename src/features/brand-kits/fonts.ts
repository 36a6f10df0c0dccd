// Font files an organization uploads for its kits: read whole (they are small),
// validated by their bytes, kept in R2 and served to members for @font-face.
import type { R2Bucket } from '@cloudflare/workers-types';
import { desc, eq } from 'drizzle-orm';
import { FONT_MAX_BYTES, type BrandFontView } from '../../common/contracts/brand-kits';
import type { Db } from '../../db/client';
import { brandFonts, brandKits, type BrandFont, type User } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { newId } from '../../platform/crypto';
import type { OrgAccess } from '../orgs/access';
import { requireRoom } from '../storage/usage';
import { readAll } from '../media/storage';
import { FONT_CONTENT_TYPES, detectFont } from './font-bytes';
import { kitFontRefs, kitView, uploadedFontIds } from './kits';
import { orgRowOr404 } from '../../db/org-row';

export const fontKey = (orgId: string, fontId: string) => `orgs/${orgId}/fonts/${fontId}`;
export const fontUrl = (orgId: string, fontId: string) => `/api/v1/orgs/${orgId}/brand-fonts/${fontId}/file`;
/** Unique per upload, so two uploads called "Brand Sans" never shadow each other. */
export const fontCssFamily = (font: Pick<BrandFont, 'id'>) => `palco-${font.id}`;

export function fontView(row: BrandFont): BrandFontView {
  return {
    id: row.id,
    family: row.family,
    cssFamily: fontCssFamily(row),
    format: row.format,
    size: row.size,
    url: fontUrl(row.organizationId, row.id),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function listFonts(db: Db, { org }: OrgAccess): Promise<BrandFontView[]> {
  const rows = await db.select().from(brandFonts).where(eq(brandFonts.organizationId, org.id)).orderBy(desc(brandFonts.createdAt));
  return rows.map(fontView);
}

export const requireFont = (db: Db, orgId: string, id: string): Promise<BrandFont> => orgRowOr404(db, brandFonts, orgId, id);

export interface FontUpload {
  family: string;
  body: ReadableStream<Uint8Array> | null;
  contentLength: number | null;
}

export async function uploadFont(db: Db, bucket: R2Bucket, { org }: OrgAccess, user: User, upload: FontUpload): Promise<BrandFontView> {
  if (upload.contentLength !== null && upload.contentLength > FONT_MAX_BYTES) throw new ApiError('upload_too_large');
  if (!upload.body) throw new ApiError('font_invalid');
  const bytes = await readAll(upload.body, FONT_MAX_BYTES);
  if (!bytes) throw new ApiError('upload_too_large');
  const format = detectFont(bytes);
  if (!format) throw new ApiError('font_invalid');
  await requireRoom(db, org.id, bytes.byteLength);
  const id = newId('font');
  const key = fontKey(org.id, id);
  await bucket.put(key, bytes, { httpMetadata: { contentType: FONT_CONTENT_TYPES[format] } });
  const row = {
    id,
    organizationId: org.id,
    family: upload.family,
    format,
    size: bytes.byteLength,
    r2Key: key,
    createdBy: user.id,
    createdAt: Date.now(),
  } satisfies BrandFont;
  await db.insert(brandFonts).values(row);
  return fontView(row);
}

export async function serveFont(db: Db, bucket: R2Bucket, { org }: OrgAccess, id: string): Promise<Response> {
  const font = await requireFont(db, org.id, id);
  const object = await bucket.get(font.r2Key);
  if (!object) throw new ApiError('not_found');
  return new Response(object.body as unknown as ReadableStream, {
    headers: {
      'Content-Type': FONT_CONTENT_TYPES[font.format],
      'Content-Length': String(object.size),
      // The file never changes under its id; members only, so private.
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** A font a kit still uses cannot go: the kit would silently fall back to another face. */
export async function deleteFont(db: Db, bucket: R2Bucket, { org }: OrgAccess, id: string): Promise<void> {
  const font = await requireFont(db, org.id, id);
  const kits = (await db.select().from(brandKits).where(eq(brandKits.organizationId, org.id))).map(kitView);
  const inUse = kits.some((k) => uploadedFontIds(kitFontRefs(k)).includes(font.id));
  if (inUse) throw new ApiError('font_in_use');
  await db.delete(brandFonts).where(eq(brandFonts.id, font.id));
  await bucket.delete(font.r2Key);
}
