// Serving an asset's bytes: access is checked by the caller on every request;
// here the HTTP Range handling and the headers that keep the bytes inert.
import type { R2Bucket } from '@cloudflare/workers-types';
import type { Asset } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { plainName } from '../../common/names';

export type ByteRange = { offset: number; length: number };

/**
 * One `bytes=` range against a size. Null means "send it all" (no header, a
 * syntax we ignore as RFC 9110 allows, or several ranges); 'unsatisfiable' is a 416.
 */
export function parseRange(header: string | null | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { offset: start, length: end - start + 1 };
}

/**
 * `inline; filename="..."; filename*=UTF-8''...`: the quoted form keeps only
 * printable ASCII without quotes, backslashes or slashes; the starred form
 * carries the real name percent-encoded (RFC 6266 / 8187).
 */
export function contentDisposition(stored: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  // A name stored before names were cleaned may still hold a direction override: it never reaches a file name.
  const name = plainName(stored);
  const ascii = name.replace(/[^\x20-\x7e]|["\\/]/g, '_').replace(/^\.+/, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Even an SVG that slipped past the sanitiser cannot run script when opened directly. */
const CONTENT_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

export async function serveContent(bucket: R2Bucket, asset: Asset, rangeHeader: string | undefined, download: boolean): Promise<Response> {
  const headers = new Headers({
    'Content-Type': asset.contentType,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition(asset.name, download ? 'attachment' : 'inline'),
    'Content-Security-Policy': CONTENT_CSP,
    'Cache-Control': 'private, no-cache',
  });
  const range = parseRange(rangeHeader, asset.size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${asset.size}`);
    return new Response(null, { status: 416, headers });
  }
  const object = await bucket.get(asset.r2Key, range ? { range } : {});
  if (!object) throw new ApiError('not_found');
  headers.set('ETag', object.httpEtag);
  if (range) {
    headers.set('Content-Range', `bytes ${range.offset}-${range.offset + range.length - 1}/${asset.size}`);
    headers.set('Content-Length', String(range.length));
    return new Response(object.body as unknown as ReadableStream, { status: 206, headers });
  }
  headers.set('Content-Length', String(asset.size));
  return new Response(object.body as unknown as ReadableStream, { status: 200, headers });
}

export async function serveThumbnail(bucket: R2Bucket, asset: Asset): Promise<Response> {
  const object = asset.thumbnailKey ? await bucket.get(asset.thumbnailKey) : null;
  if (!object) throw new ApiError('not_found');
  return new Response(object.body as unknown as ReadableStream, {
    headers: {
      'Content-Type': object.httpMetadata?.contentType ?? 'image/jpeg',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': CONTENT_CSP,
      'Cache-Control': 'private, max-age=300',
      ETag: object.httpEtag,
    },
  });
}
