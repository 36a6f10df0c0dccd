// Small helpers over Web Crypto; no business rules here.

// Random bytes are drawn from the CSPRNG 4 KiB at a time and each byte is handed
// out once (nanoid does the same): every request takes a request id and a CSP
// nonce, and one getRandomValues call per request each was a measurable share
// of a page render (npm run bench, server render cost).
const POOL_SIZE = 4096;
let pool = new Uint8Array(0);
let poolOffset = 0;

export function randomBytes(length: number): Uint8Array {
  if (length > POOL_SIZE) return crypto.getRandomValues(new Uint8Array(length));
  if (poolOffset + length > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(POOL_SIZE));
    poolOffset = 0;
  }
  const bytes = pool.slice(poolOffset, poolOffset + length);
  poolOffset += length;
  return bytes;
}

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const HEX_BYTES = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** Lower-case hex; a table lookup per byte, since request ids and session hashes use it on every request. */
export function hex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += HEX_BYTES[b];
  return out;
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return hex(new Uint8Array(digest));
}

/** A prefixed random id ("usr_3f9a…"): readable in logs, never guessable. */
export function newId(prefix: string): string {
  return `${prefix}_${hex(randomBytes(12))}`;
}
