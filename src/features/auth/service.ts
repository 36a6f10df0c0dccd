// Sign-in on the server: an identity token in, a session out.
import { and, eq, ne, sql } from 'drizzle-orm';
import { toLocale, type Locale } from '../../common/locales';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { newId } from '../../platform/crypto';
import { TokenError, verifyIdToken, type IdTokenClaims } from '../../platform/firebase-tokens';
import { hit, LIMITS } from '../rate-limit/limiter';
import { hasIssuedCode } from '../verification/service';
import { grantWelcomeIfDue } from '../credits/welcome';
import { ensureDefaultOrganization } from '../orgs/service';
import type { AccountDeps } from './deps';
import { issueSession, revokeAllForUser, revokeSessionByToken, type IssuedSession } from './sessions';
import { sendVerificationCode } from './verify-email';

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
    if (error instanceof TokenError && error.kind === 'keys_unavailable') throw new ApiError('identity_unavailable');
    if (error instanceof TokenError) throw new ApiError('refresh_token_invalid');
    throw error;
  }
}

/**
 * Inserts or updates the user keyed by uid in one statement, so parallel
 * sign-ins of the same user leave one row. Status is never touched here.
 */
export async function upsertUser(db: Db, claims: IdTokenClaims, locale: Locale, now = Date.now()): Promise<User> {
  if (!claims.email) throw new ApiError('provider_email_missing');
  const viaPassword = claims.signInProvider === 'password';
  const viaGoogle = claims.signInProvider === 'google.com';
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
      passwordEnabled: viaPassword,
      googleLinked: viaGoogle,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: users.firebaseUid,
      set: {
        email: sql`excluded.email`,
        passwordEnabled: sql`max(${users.passwordEnabled}, excluded.password_enabled)`,
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

/**
 * One Palco account per email. A Google sign-in whose email belongs to a
 * password account that has not linked Google must sign in with the password
 * first (then link Google in settings); a second account for a taken email is refused.
 */
async function refuseEmailConflicts(db: Db, claims: IdTokenClaims): Promise<void> {
  const email = claims.email!.toLowerCase();
  const viaGoogle = claims.signInProvider === 'google.com';
  const other = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.firebaseUid, claims.uid)))
    .get();
  if (other) throw new ApiError(viaGoogle ? 'email_conflict_password_required' : 'email_already_in_use');
  if (viaGoogle) {
    const same = await db.select().from(users).where(eq(users.firebaseUid, claims.uid)).get();
    if (same?.passwordEnabled && !same.googleLinked) throw new ApiError('email_conflict_password_required');
  }
}

export async function signIn(
  deps: AccountDeps,
  settings: TokenSettings,
  req: SignInRequest,
): Promise<{ user: User; issued: IssuedSession }> {
  const { db } = deps;
  await hit(db, [[LIMITS.sessionPerIp, deps.ip]]);
  const claims = await requireIdentity(req.idToken, settings);
  await hit(db, [[LIMITS.sessionPerAccount, claims.uid]]);
  if (!claims.email) throw new ApiError('provider_email_missing');
  await refuseEmailConflicts(db, claims);
  const user = await upsertUser(db, claims, toLocale(req.locale));
  if (req.previousToken) await revokeSessionByToken(db, req.previousToken);
  if (user.status === 'suspended') {
    await revokeAllForUser(db, user.id, 'account_suspended');
    throw new ApiError('account_suspended');
  }
  await ensureDefaultOrganization(db, user);
  // A provider that vouches for the email (Google) makes the welcome grant due.
  await grantWelcomeIfDue(db, user);
  const issued = await issueSession(db, { userId: user.id, persistent: req.rememberMe, userAgent: req.userAgent, ip: req.ip });
  // product-decisions section 3: an unverified password account gets its
  // first code when it first gets a session. A mail outage must not block sign-in.
  if (
    claims.signInProvider === 'password' &&
    !user.emailVerified &&
    !(await hasIssuedCode(db, { purpose: 'verify_email', target: user.id }))
  ) {
    await sendVerificationCode(deps, user).catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', message: `verification email not sent: ${String(error)}` }));
    });
  }
  return { user, issued };
}
