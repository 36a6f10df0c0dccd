// Small helpers over Web Crypto; no business rules here.

export function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
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
