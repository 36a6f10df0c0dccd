// Verifies Firebase ID tokens (product-decisions section 2): RS256 only, against
// Google's published keys, with the claims Firebase documents. The Auth
// Emulator's unsigned tokens are accepted only when the caller says so, which
// src/env.ts allows only outside production.
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** Google's key set for Firebase ID tokens, as JWKs. */
export const FIREBASE_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export const MAX_AUTH_AGE_S = 5 * 60;
/** Tolerated clock difference between Google and us, in seconds. */
const SKEW_S = 5;

export interface IdTokenClaims {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  signInProvider: string | null;
  authTime: number;
}

export type TokenFailure = 'invalid' | 'keys_unavailable';

export class TokenError extends Error {
  constructor(
    readonly kind: TokenFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface VerifyOptions {
  projectId: string;
  /** When true (development and tests only), unsigned emulator tokens are accepted. */
  emulator: boolean;
  /** Seconds since the epoch; defaults to now. */
  now?: number;
  keys?: JWTVerifyGetKey;
}

// One cached key set per URL for the isolate's life. jose refetches on an
// unknown kid at most once per cooldown, and keeps keys for cacheMaxAge.
const keySets = new Map<string, JWTVerifyGetKey>();

export function remoteKeys(url = FIREBASE_JWKS_URL): JWTVerifyGetKey {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { cooldownDuration: 30_000, cacheMaxAge: 6 * 60 * 60 * 1000, timeoutDuration: 5_000 });
    keySets.set(url, set);
  }
  return set;
}

/** Forgets cached key sets (tests swap the key server between cases). */
export function forgetKeySets(): void {
  keySets.clear();
}

export async function verifyIdToken(token: string, opts: VerifyOptions): Promise<IdTokenClaims> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 8192) throw new TokenError('invalid', 'malformed token');
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  const issuer = `https://securetoken.google.com/${opts.projectId}`;

  let header;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new TokenError('invalid', 'malformed header');
  }

  let payload: JWTPayload;
  if (opts.emulator && header.alg === 'none') {
    try {
      payload = decodeJwt(token);
    } catch {
      throw new TokenError('invalid', 'malformed emulator token');
    }
    if (payload.aud !== opts.projectId || payload.iss !== issuer) throw new TokenError('invalid', 'wrong audience or issuer');
    if (typeof payload.exp !== 'number' || payload.exp <= now) throw new TokenError('invalid', 'expired');
  } else {
    if (header.alg !== 'RS256') throw new TokenError('invalid', `algorithm ${String(header.alg)} refused`);
    try {
      ({ payload } = await jwtVerify(token, opts.keys ?? remoteKeys(), {
        algorithms: ['RS256'],
        audience: opts.projectId,
        issuer,
        currentDate: new Date(now * 1000),
        clockTolerance: SKEW_S,
        requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
      }));
    } catch (error) {
      const code = (error as { code?: string }).code;
      // The key set could not be fetched (network, timeout, non-200, not JSON):
      // that is an outage on our side, not a bad token.
      if (code === undefined || code === 'ERR_JWKS_TIMEOUT' || code === 'ERR_JOSE_GENERIC') {
        throw new TokenError('keys_unavailable', (error as Error).message);
      }
      throw new TokenError('invalid', (error as Error).message);
    }
  }
  return checkClaims(payload, now, opts.projectId);
}

function checkClaims(payload: JWTPayload, now: number, projectId: string): IdTokenClaims {
  // jose accepts an audience array that merely contains ours; a Firebase ID
  // token names exactly one audience, our project, and nothing else will do.
  if (payload.aud !== projectId) throw new TokenError('invalid', 'audience is not exactly this project');
  const sub = payload.sub;
  if (typeof sub !== 'string' || sub.length < 1 || sub.length > 128) throw new TokenError('invalid', 'bad sub');
  if (typeof payload.iat !== 'number' || payload.iat > now + SKEW_S) throw new TokenError('invalid', 'iat in the future');
  const authTime = payload.auth_time;
  if (typeof authTime !== 'number' || authTime > now + SKEW_S) throw new TokenError('invalid', 'auth_time in the future');
  if (now - authTime > MAX_AUTH_AGE_S) throw new TokenError('invalid', 'stale auth_time');
  const firebase = (payload.firebase ?? {}) as { sign_in_provider?: unknown };
  return {
    uid: sub,
    email: typeof payload.email === 'string' ? payload.email : null,
    emailVerified: payload.email_verified === true,
    name: typeof payload.name === 'string' ? payload.name.slice(0, 100) : null,
    signInProvider: typeof firebase.sign_in_provider === 'string' ? firebase.sign_in_provider : null,
    authTime,
  };
}
