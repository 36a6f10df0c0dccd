// A local stand-in for Google's Firebase key server: an RS256 key pair made
// per test file, its public half served as the JWK set the Worker fetches.
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { vi } from 'vitest';
import { FIREBASE_JWKS_URL, forgetKeySets } from '../../src/platform/firebase-tokens';

export const PROJECT = 'demo-palco';
const KID = 'test-key-1';

const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
const publicJwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
export const publicPem = await exportSPKI(publicKey);

export type KeyServer = 'up' | 'down' | 'error';
export let keyFetches = 0;

/** Routes the Worker's fetch of the key set to this file's keys (or an outage). */
export function serveKeys(mode: KeyServer = 'up') {
  forgetKeySets();
  keyFetches = 0;
  const real = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== FIREBASE_JWKS_URL) return real(input, init);
    keyFetches++;
    if (mode === 'down') throw new TypeError('Network connection lost.');
    if (mode === 'error') return new Response('unavailable', { status: 503 });
    return Response.json({ keys: [publicJwk] });
  });
}

export function claims(overrides: JWTPayload = {}): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: `uid-${crypto.randomUUID()}`,
    iat: now - 10,
    exp: now + 3600,
    auth_time: now - 10,
    email: `${crypto.randomUUID().slice(0, 8)}@example.com`,
    email_verified: false,
    name: 'Beatriz Costa',
    firebase: { sign_in_provider: 'password', identities: {} },
    ...overrides,
  };
}

export function signToken(payload: JWTPayload, opts: { kid?: string } = {}): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? KID, typ: 'JWT' }).sign(privateKey);
}

/** A token the way the Auth Emulator makes them: alg none, no signature. */
export function unsignedToken(payload: JWTPayload): string {
  const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}

/** HS256 "signed" with the public key as the secret: the classic key-confusion attack. */
export async function hs256WithPublicKey(payload: JWTPayload): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', kid: KID }).sign(new TextEncoder().encode(publicPem));
}
