// R2 keys and the byte plumbing the upload needs. Keys are built here only,
// from ids the server made: a file's name never reaches a key.
import type { FixedLengthStream as FixedLengthStreamType, ReadableStream as WorkersReadableStream } from '@cloudflare/workers-types';

export const mediaKey = (orgId: string, uploadId: string) => `orgs/${orgId}/media/${uploadId}`;
export const thumbnailKey = (orgId: string, assetId: string) => `orgs/${orgId}/thumbnails/${assetId}`;

const FixedLengthStream = (globalThis as unknown as { FixedLengthStream: typeof FixedLengthStreamType }).FixedLengthStream;

/** Reads at least `want` bytes from the front of a stream (fewer if it ends). */
export async function peek(body: ReadableStream<Uint8Array>, want: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let have = 0;
  while (have < want) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    have += value.byteLength;
  }
  return { head: concat(chunks, have), reader };
}

/**
 * A stream of exactly `length` bytes for R2 (which must know the length): the
 * peeked prefix, then the rest piped through untouched, so a part is never
 * held whole. A body that ends early or runs long errors the stream.
 */
export function rejoin(head: Uint8Array, reader: ReadableStreamDefaultReader<Uint8Array>, length: number) {
  const fixed = new FixedLengthStream(length);
  const writer = fixed.writable.getWriter();
  void (async () => {
    try {
      await writer.write(head);
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        await writer.write(value);
      }
      await writer.close();
    } catch (err) {
      await writer.abort(err).catch(() => {});
      await reader.cancel().catch(() => {});
    }
  })();
  return fixed.readable;
}

/**
 * The body as a stream R2 accepts (it must know the length), holding the
 * sender to exactly `length` bytes. pipeTo between native streams runs inside
 * the runtime, not chunk by chunk in JavaScript.
 */
export function fixedLength(body: ReadableStream<Uint8Array>, length: number) {
  const fixed = new FixedLengthStream(length);
  body.pipeTo(fixed.writable as unknown as WritableStream<Uint8Array>).catch(() => {});
  return fixed.readable;
}

/** The whole of a small body (an SVG or a thumbnail), refusing more than `max` bytes. */
export async function readAll(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let have = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    have += value.byteLength;
    if (have > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return concat(chunks, have);
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** DOM and workers-types describe the same ReadableStream differently. */
export const forR2 = (s: unknown) => s as WorkersReadableStream;
