// Server sessions: opaque tokens in a cookie, only their SHA-256 in D1, with idle
// and absolute expiry, rotation, and reuse detection per token family.
import { and, eq, isNull } from 'drizzle-orm';
import { SESSION_LIMITS } from '../../common/limits';
import type { Db } from '../../db/client';
import { sessions, users, type Session, type User } from '../../db/schema';
import { base64url, newId, randomBytes, sha256Hex } from '../../platform/crypto';

export type SessionFailure = 'refresh_token_invalid' | 'refresh_token_expired' | 'refresh_token_revoked' | 'account_suspended';

export type SessionLookup = { ok: true; user: User; session: Session; newToken: string | null } | { ok: false; code: SessionFailure };

export interface IssueOptions {
  userId: string;
  persistent: boolean;
  userAgent?: string | null;
  ip?: string | null;
  now?: number;
}

export interface IssuedSession {
  token: string;
  session: Session;
}

function limitsFor(persistent: boolean) {
  return persistent ? SESSION_LIMITS.persistent : SESSION_LIMITS.browser;
}

/** 256 bits from the CSPRNG: the cookie value. Only its hash is ever stored. */
function newToken(): string {
  return base64url(randomBytes(32));
}

export async function issueSession(db: Db, opts: IssueOptions): Promise<IssuedSession> {
  const now = opts.now ?? Date.now();
  const limits = limitsFor(opts.persistent);
  const token = newToken();
  const row: Session = {
    id: newId('ses'),
    userId: opts.userId,
    familyId: newId('fam'),
    tokenHash: await sha256Hex(token),
    persistent: opts.persistent,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: now + limits.idleMs,
    absoluteExpiresAt: now + limits.absoluteMs,
    replacedAt: null,
    replacedBy: null,
    revokedAt: null,
    revokedReason: null,
    userAgent: opts.userAgent?.slice(0, 300) ?? null,
    ip: opts.ip ?? null,
  };
  await db.insert(sessions).values(row);
  return { token, session: row };
}

/**
 * Turns a cookie value into the signed-in user, or says why not. May rotate the
 * token (newToken is then the cookie to set) and refreshes the idle deadline.
 */
export async function lookupSession(db: Db, token: string, now = Date.now()): Promise<SessionLookup> {
  if (!token || token.length > 200) return { ok: false, code: 'refresh_token_invalid' };
  const found = await db
    .select()
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, await sha256Hex(token)))
    .get();
  if (!found) return { ok: false, code: 'refresh_token_invalid' };
  const { sessions: session, users: user } = found;

  if (session.revokedAt !== null) return { ok: false, code: 'refresh_token_revoked' };
  if (session.replacedAt !== null) {
    if (now - session.replacedAt > SESSION_LIMITS.reuseGraceMs) {
      // A token that was already exchanged came back: someone else may hold it.
      await revokeFamily(db, session.familyId, 'reuse_detected', now);
      return { ok: false, code: 'refresh_token_revoked' };
    }
    return { ok: true, user, session, newToken: null };
  }
  if (now >= session.absoluteExpiresAt || now >= session.idleExpiresAt) {
    return { ok: false, code: 'refresh_token_expired' };
  }
  if (user.status === 'suspended') {
    await revokeAllForUser(db, user.id, 'account_suspended', now);
    return { ok: false, code: 'account_suspended' };
  }

  if (now - session.createdAt >= SESSION_LIMITS.rotateAfterMs) {
    const rotated = await rotateSession(db, session, now);
    if (rotated) return { ok: true, user, session: rotated.session, newToken: rotated.token };
    return { ok: true, user, session, newToken: null };
  }
  if (now - session.lastSeenAt >= SESSION_LIMITS.touchEveryMs) {
    const idleExpiresAt = Math.min(now + limitsFor(session.persistent).idleMs, session.absoluteExpiresAt);
    await db.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.id, session.id));
  }
  return { ok: true, user, session, newToken: null };
}

/**
 * Replaces a token with a new one in the same family and the same absolute
 * deadline. Returns null when a concurrent request rotated it first.
 */
export async function rotateSession(db: Db, old: Session, now = Date.now()): Promise<IssuedSession | null> {
  const token = newToken();
  const id = newId('ses');
  const claimed = await db
    .update(sessions)
    .set({ replacedAt: now, replacedBy: id })
    .where(and(eq(sessions.id, old.id), isNull(sessions.replacedAt), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (claimed.length !== 1) return null;
  const row: Session = {
    ...old,
    id,
    tokenHash: await sha256Hex(token),
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: Math.min(now + limitsFor(old.persistent).idleMs, old.absoluteExpiresAt),
    replacedAt: null,
    replacedBy: null,
  };
  await db.insert(sessions).values(row);
  return { token, session: row };
}

export async function revokeSessionByToken(db: Db, token: string, now = Date.now()): Promise<void> {
  if (!token || token.length > 200) return;
  const row = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.tokenHash, await sha256Hex(token)))
    .get();
  if (row) await revokeFamily(db, row.familyId, 'sign_out', now);
}

export async function revokeFamily(db: Db, familyId: string, reason: string, now = Date.now()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

export async function revokeAllForUser(db: Db, userId: string, reason: string, now = Date.now()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
