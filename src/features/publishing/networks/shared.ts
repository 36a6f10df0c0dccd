// Small pieces the real networks' connectors share (decision 079): reading a
// library file from R2 one byte range at a time, the per-post marker that lets a
// second publish call find what the first one already handed over, and the one
// fetch wrapper that turns "the network could not be reached" into a retryable
// ConnectorError instead of an unexpected crash.
import type { R2Bucket } from '@cloudflare/workers-types';
import type { OAuthNetwork } from '../../../common/contracts/publishing';
import { ConnectorError } from '../connector';

export interface ByteRange {
  offset: number;
  length: number;
}

/**
 * One range of a file, read on its own: only `length` bytes are ever in memory,
 * so a 2 GB video goes out in pieces a Worker can hold.
 */
export async function readRange(bucket: R2Bucket, key: string, range: ByteRange): Promise<ArrayBuffer> {
  const object = await bucket.get(key, { range });
  // The library row says the file is there; R2 disagreeing means it left (or was cut short).
  if (!object) throw new ConnectorError('publish_reason_files_missing', false);
  const bytes = await object.arrayBuffer();
  if (bytes.byteLength !== range.length) throw new ConnectorError('publish_reason_files_missing', false);
  return bytes;
}

/** `bytes first-last/total`, the form both networks' upload endpoints read. */
export const contentRange = (r: ByteRange, total: number) => `bytes ${r.offset}-${r.offset + r.length - 1}/${total}`;

/**
 * Where a post's hand-over is written down, by its idempotency key (post and
 * network). Neither TikTok nor LinkedIn takes an idempotency key of ours, so
 * this is how a second call for the same post learns what the first one did.
 */
const markerKey = (network: OAuthNetwork, idempotencyKey: string) => `publishing/${network}/${encodeURIComponent(idempotencyKey)}.json`;

export async function readMarker<T>(bucket: R2Bucket, network: OAuthNetwork, idempotencyKey: string): Promise<T | null> {
  const object = await bucket.get(markerKey(network, idempotencyKey));
  if (!object) return null;
  try {
    return JSON.parse(await object.text()) as T;
  } catch {
    // A marker we cannot read tells us nothing: behave as if there were none.
    return null;
  }
}

export async function writeMarker(bucket: R2Bucket, network: OAuthNetwork, idempotencyKey: string, value: unknown): Promise<void> {
  await bucket.put(markerKey(network, idempotencyKey), JSON.stringify(value), {
    httpMetadata: { contentType: 'application/json' },
  });
}

/** fetch, where a refused connection or a timeout is the network being away for now: worth trying again. */
export async function send(network: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new ConnectorError(`${network} unreachable: ${error instanceof Error ? error.message : String(error)}`, true);
  }
}

/** Rate limits and the network's own failures pass; anything else it refused will be refused again. */
export const retryableStatus = (status: number) => status === 429 || status >= 500;

/** A form body (both networks' OAuth endpoints take application/x-www-form-urlencoded). */
export const form = (fields: Record<string, string>) => ({
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** A JSON body we could not parse reads as nothing, so the caller reports the HTTP status instead. */
export async function jsonOrNull<T>(res: Response): Promise<T | null> {
  try {
    return (await res.json()) as T;
  } catch {
    return null;
  }
}
