// A share's password and the proof that a visitor typed it. PBKDF2-SHA-256
// through Web Crypto (the KDF the Workers runtime has); the proof is a cookie
// signed with HMAC, scoped to the share and short-lived, so the page and its
// file route open without the password being sent again.
import { base64url, randomBytes } from '../../platform/crypto';

/** OWASP's 2023 floor for PBKDF2-SHA-256 is 600,000; Workers cap PBKDF2 at 100,000 iterations. */
const ITERATIONS = 100_000;
const enc = new TextEncoder();

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', enc.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    256,
  );
  return base64url(new Uint8Array(bits));
}

const fromB64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** `pbkdf2-sha256$iterations$salt$hash`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `pbkdf2-sha256$${ITERATIONS}$${base64url(salt)}$${await derive(password, salt, ITERATIONS)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2-sha256' || !iterations || !salt || !hash) return false;
  const candidate = await derive(password, fromB64url(salt), Number(iterations));
  return constantTimeEqual(candidate, hash);
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** How long a typed password opens the share in that browser. */
export const UNLOCK_TTL_MS = 12 * 60 * 60 * 1000;

async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(message))));
}

/**
 * `expiry.signature` over the share's id and its password hash: changing or
 * removing the password (or another share) makes the proof worthless.
 */
export async function unlockProof(secret: string, shareId: string, passwordHash: string, now = Date.now()): Promise<string> {
  const until = now + UNLOCK_TTL_MS;
  return `${until}.${await hmac(secret, `share-unlock:${shareId}:${passwordHash}:${until}`)}`;
}

export async function proofOpens(
  secret: string,
  shareId: string,
  passwordHash: string,
  proof: string | undefined,
  now = Date.now(),
): Promise<boolean> {
  if (!proof) return false;
  const [until, signature] = proof.split('.');
  if (!until || !signature || !/^\d+$/.test(until) || Number(until) <= now) return false;
  return constantTimeEqual(await hmac(secret, `share-unlock:${shareId}:${passwordHash}:${until}`), signature);
}
