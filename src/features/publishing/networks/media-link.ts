// Short-lived public links to one library file, for a network that fetches
// media by URL (Instagram takes images only as `image_url`, decision 080;
// TikTok pulls photo posts' images from a verified origin, decision 092).
// A link is 256 random bits naming a small grant object in the same bucket
// (the file's key, its type, an expiry): nothing to sign, no secret to rotate,
// and removing the grant ends the link at once. The route serves the bytes to
// anyone holding an open link and answers 404 to everything else alike.
import { Hono } from 'hono';
import type { R2Bucket } from '@cloudflare/workers-types';
import { base64url, randomBytes } from '../../../platform/crypto';
import type { AppEnv } from '../../../types';
import type { PublishFile } from '../connector';

/**
 * Long enough for Instagram to fetch the file while the container is made (it fetches it then, once),
 * and for TikTok to download a photo post, which it does while processing, in minutes.
 */
export const MEDIA_LINK_TTL_MS = 60 * 60 * 1000;
export const MEDIA_LINK_PATH = '/publish-media';
const GRANT_PREFIX = 'publishing/media-links/';
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export const mediaLinkUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}${MEDIA_LINK_PATH}/${token}`;

/** A new link to `file`, open until `now + ttl`; answers its token. */
export async function grantMediaLink(bucket: R2Bucket, file: PublishFile, now = Date.now(), ttl = MEDIA_LINK_TTL_MS): Promise<string> {
  const token = base64url(randomBytes(32));
  await bucket.put(`${GRANT_PREFIX}${token}`, '', {
    customMetadata: { r2Key: file.r2Key, contentType: file.mime, expiresAt: String(now + ttl) },
  });
  return token;
}

/** Ends links before their time (once the post is published, nobody needs them). */
export async function revokeMediaLinks(bucket: R2Bucket, tokens: string[]): Promise<void> {
  if (tokens.length) await bucket.delete(tokens.map((t) => `${GRANT_PREFIX}${t}`));
}

/** How many grants one housekeeping run looks at: the hourly cron catches up over runs, never stalls on a backlog. */
const SWEEP_PAGE = 500;

/**
 * Removes grants past their expiry. A published or failed post revokes its links at once; these are the
 * rest (a post that never came back, a consumer cut off before its revoke), harmless once expired but
 * kept forever otherwise. Answers how many went.
 */
export async function sweepMediaLinks(bucket: R2Bucket, now = Date.now(), { pages = 4, pageSize = SWEEP_PAGE } = {}): Promise<number> {
  let cursor: string | undefined;
  let removed = 0;
  for (let page = 0; page < pages; page++) {
    const listed = await bucket.list({ prefix: GRANT_PREFIX, cursor, limit: pageSize, include: ['customMetadata'] });
    // A grant without a readable expiry opens nothing (openMediaLink): it goes too.
    const expired = listed.objects.filter((o) => !(Number(o.customMetadata?.expiresAt) > now)).map((o) => o.key);
    if (expired.length) await bucket.delete(expired);
    removed += expired.length;
    if (!listed.truncated) break;
    cursor = listed.cursor;
  }
  return removed;
}

/** The bytes a link opens, or null: unknown, malformed, expired, or its file gone. */
export async function openMediaLink(bucket: R2Bucket, token: string, now = Date.now()) {
  if (!TOKEN_RE.test(token)) return null;
  const grant = await bucket.head(`${GRANT_PREFIX}${token}`);
  const meta = grant?.customMetadata;
  if (!meta?.r2Key || !(Number(meta.expiresAt) > now)) return null;
  const object = await bucket.get(meta.r2Key);
  return object ? { object, contentType: meta.contentType || 'application/octet-stream' } : null;
}

/** GET /publish-media/:token, signed out. Mounted beside the share routes (app.ts), before the page table. */
export const mediaLinkRoutes = new Hono<AppEnv>().get(`${MEDIA_LINK_PATH}/:token`, async (c) => {
  const found = await openMediaLink(c.env.FILES, c.req.param('token'));
  if (!found) return c.text('Not found', 404, { 'cache-control': 'no-store' });
  return new Response(found.object.body as unknown as ReadableStream, {
    headers: {
      'content-type': found.contentType,
      'content-length': String(found.object.size),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
    },
  });
});
