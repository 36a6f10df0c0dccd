// Account flows: email verification, password reset and change, profile,
// sessions. Handlers call one function each; the rules live here.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { isStrongPassword } from '../../common/contracts/auth';
import { toLocale, type Locale } from '../../common/locales';
import type { Db } from '../../db/client';
import { sessions, users, verificationCodes, type Session, type User } from '../../db/schema';
import { ApiError } from '../../common/api-error';
import { IdentityUnavailable } from '../../platform/identity-admin';
import type { Mailer } from '../../platform/mailer';
import { renderEmail } from '../mail/templates';
import { hit, LIMITS } from '../rate-limit/limiter';
import type { AccountDeps } from '../auth/deps';
import { issueSession, revokeAllForUser, type IssuedSession } from '../auth/sessions';
import { sendVerificationCode } from '../auth/verify-email';
import { consumeCode, issueCode } from '../verification/service';
import { grantWelcomeIfDue } from '../credits/welcome';

export type { AccountDeps };

const RESEND_COOLDOWN_MS = 60_000;

/** A notice after the change is already made: a mail outage must not turn it into an error. */
async function notify(mailer: Mailer, email: Parameters<Mailer['send']>[0]): Promise<void> {
  await mailer.send(email).catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', message: `notice email not sent: ${String(error)}` }));
  });
}

function localeOf(user: User): Locale {
  return toLocale(user.locale);
}

/** Identity-service outages are ours, not the user's: 503, never a 500. */
async function identityCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof IdentityUnavailable) {
      console.error(JSON.stringify({ level: 'error', message: `identity: ${error.message}` }));
      throw new ApiError('identity_unavailable');
    }
    throw error;
  }
}

/** Resend: 60 s after the last code, at most 5 an hour. */
export async function resendVerificationCode(deps: AccountDeps, user: User, now = Date.now()): Promise<void> {
  if (user.emailVerified) throw new ApiError('email_already_verified');
  const last = await deps.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, user.id), eq(verificationCodes.purpose, 'verify_email')))
    .get();
  if (last && now - last.createdAt < RESEND_COOLDOWN_MS) {
    const wait = Math.ceil((last.createdAt + RESEND_COOLDOWN_MS - now) / 1000);
    throw new ApiError('rate_limit_exceeded', { 'Retry-After': String(wait) });
  }
  await hit(deps.db, [[LIMITS.resendHourly, user.id]], now);
  await sendVerificationCode(deps, user);
}

export async function verifyEmail(deps: AccountDeps, user: User, code: string): Promise<User> {
  if (user.emailVerified) throw new ApiError('email_already_verified');
  await hit(deps.db, [
    [LIMITS.codeVerifyPerAccount, user.id],
    [LIMITS.codeVerifyPerIp, deps.ip],
  ]);
  await consumeCode(deps.db, deps.codeSecret, { purpose: 'verify_email', target: user.id, code });
  await identityCall(() => deps.identity.updateAccount(user.firebaseUid, { emailVerified: true }));
  const verified = (await deps.db
    .update(users)
    .set({ emailVerified: true, updatedAt: Date.now() })
    .where(eq(users.id, user.id))
    .returning()
    .get())!;
  await grantWelcomeIfDue(deps.db, verified);
  return verified;
}

/**
 * Sends a reset code if the account exists and is active; nothing otherwise.
 * Runs in the queue consumer (reset-queue.ts), never in the request, so the
 * answer says nothing about the account, not even by its timing.
 */
export async function requestPasswordReset(deps: Pick<AccountDeps, 'db' | 'mailer' | 'codeSecret'>, email: string): Promise<void> {
  const target = email.trim().toLowerCase();
  const user = await deps.db.select().from(users).where(eq(users.email, target)).get();
  if (!user || user.status !== 'active') return;
  const code = await issueCode(deps.db, deps.codeSecret, { purpose: 'reset_password', target });
  await deps.mailer.send(renderEmail('reset_password', localeOf(user), user.email, code));
}

export async function resetPassword(deps: AccountDeps, email: string, code: string, newPassword: string): Promise<void> {
  const target = email.trim().toLowerCase();
  await hit(deps.db, [
    [LIMITS.codeVerifyPerAccount, `reset:${target}`],
    [LIMITS.codeVerifyPerIp, deps.ip],
  ]);
  if (!isStrongPassword(newPassword)) throw new ApiError('password_too_weak');
  await consumeCode(deps.db, deps.codeSecret, { purpose: 'reset_password', target, code });
  const user = await deps.db.select().from(users).where(eq(users.email, target)).get();
  if (!user) throw new ApiError('reset_token_invalid');
  await identityCall(() => deps.identity.updateAccount(user.firebaseUid, { password: newPassword }));
  await deps.db.update(users).set({ passwordEnabled: true, updatedAt: Date.now() }).where(eq(users.id, user.id));
  await revokeAllForUser(deps.db, user.id, 'password_reset');
  await notify(deps.mailer, renderEmail('password_changed', localeOf(user), user.email));
}

/** Keeps this session (with a new token) and ends every other one. */
export async function changePassword(
  deps: AccountDeps,
  user: User,
  session: Session,
  current: string,
  next: string,
): Promise<IssuedSession> {
  await hit(deps.db, [
    [LIMITS.passwordPerAccount, user.id],
    [LIMITS.passwordPerIp, deps.ip],
  ]);
  if (current === next) throw new ApiError('password_same_as_old');
  if (!isStrongPassword(next)) throw new ApiError('password_too_weak');
  const ok = await identityCall(() => deps.identity.checkPassword(user.email, current));
  if (!ok) throw new ApiError('current_password_invalid');
  await identityCall(() => deps.identity.updateAccount(user.firebaseUid, { password: next }));
  await revokeAllForUser(deps.db, user.id, 'password_changed');
  const issued = await issueSession(deps.db, { userId: user.id, persistent: session.persistent });
  await notify(deps.mailer, renderEmail('password_changed', localeOf(user), user.email));
  return issued;
}

export async function revokeOtherSessions(db: Db, user: User, session: Session): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: Date.now(), revokedReason: 'signed_out_elsewhere' })
    .where(and(eq(sessions.userId, user.id), ne(sessions.familyId, session.familyId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

export async function updateProfile(db: Db, user: User, displayName: string): Promise<User> {
  return (await db.update(users).set({ displayName, updatedAt: Date.now() }).where(eq(users.id, user.id)).returning().get())!;
}
