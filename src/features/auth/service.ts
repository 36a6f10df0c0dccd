// Sign-in on the server: an identity token in, a session out.
import { sql } from 'drizzle-orm';
import { isLocale, type Locale } from '../../common/locales';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';
import { ApiError } from '../../middleware/errors';
import { newId } from '../../platform/crypto';
import { TokenError, verifyIdToken, type IdTokenClaims } from '../../platform/firebase-tokens';
import { issueSession, revokeAllForUser, revokeSessionByToken, type IssuedSession } from './sessions';

export interface SignInRequest {
  idToken: string;
  rememberMe: boolean;
  locale: Locale;
  /** The session cookie the browser sent, if any: it is replaced, never reused. */
  previousToken?: string;
  userAgent?: string | null;
  ip?: string | null;
}

export interface TokenSettings {
  projectId: string;
  emulator: boolean;
}

/** Verifies the token or throws the matching API error (401 invalid, 503 keys unreachable). */
export async function requireIdentity(idToken: string, settings: TokenSettings): Promise<IdTokenClaims> {
  try {
    return await verifyIdToken(idToken, settings);
  } catch (error) {
    if (error instanceof TokenError && error.kind === 'keys_unavailable') throw new ApiError(503, 'identity_unavailable');
    if (error instanceof TokenError) throw new ApiError(401, 'refresh_token_invalid');
    throw error;
  }
}

/**
 * Inserts or updates the user keyed by uid in one statement, so parallel
 * sign-ins of the same user leave one row. Status is never touched here.
 */
export async function upsertUser(db: Db, claims: IdTokenClaims, locale: Locale, now = Date.now()): Promise<User> {
  if (!claims.email) throw new ApiError(400, 'provider_email_missing');
  const row = await db
    .insert(users)
    .values({
      id: newId('usr'),
      firebaseUid: claims.uid,
      email: claims.email.toLowerCase(),
      displayName: claims.name,
      emailVerified: claims.emailVerified,
      locale,
      status: 'active',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: users.firebaseUid,
      set: {
        email: sql`excluded.email`,
        displayName: sql`coalesce(excluded.display_name, ${users.displayName})`,
        // Verified stays verified: our own code flow may have set it first.
        emailVerified: sql`max(${users.emailVerified}, excluded.email_verified)`,
        updatedAt: now,
      },
    })
    .returning()
    .get();
  return row;
}

export async function signIn(db: Db, settings: TokenSettings, req: SignInRequest): Promise<{ user: User; issued: IssuedSession }> {
  const claims = await requireIdentity(req.idToken, settings);
  const user = await upsertUser(db, claims, isLocale(req.locale) ? req.locale : 'pt-BR');
  if (req.previousToken) await revokeSessionByToken(db, req.previousToken);
  if (user.status === 'suspended') {
    await revokeAllForUser(db, user.id, 'account_suspended');
    throw new ApiError(403, 'account_suspended');
  }
  const issued = await issueSession(db, { userId: user.id, persistent: req.rememberMe, userAgent: req.userAgent, ip: req.ip });
  return { user, issued };
}
