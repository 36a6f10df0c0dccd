// The middleware that turns a session cookie into the current user.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_LIMITS } from '../../src/common/limits';
import { sessions, users } from '../../src/db/schema';
import { lookupSession, revokeSessionByToken } from '../../src/features/auth/sessions';
import { call, db, signedIn } from './helpers';

const HOUR = 3_600_000;

async function me(cookie: string) {
  const res = await call('/api/v1/auth/me', { headers: { Cookie: cookie } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, setCookie: res.headers.get('Set-Cookie') };
}

describe('session cookie', () => {
  it('a valid session answers the current user', async () => {
    const { user, cookie } = await signedIn();
    const res = await me(cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, displayName: 'Ana Souza', emailVerified: true, locale: 'pt-BR' });
    expect(JSON.stringify(res.body)).not.toContain('firebase');
  });

  it('no cookie or an unknown token is 401 refresh_token_invalid', async () => {
    expect((await call('/api/v1/auth/me')).status).toBe(401);
    const res = await me('palco_session=not-a-real-token');
    expect(res).toMatchObject({ status: 401, body: { detail: 'refresh_token_invalid' } });
  });

  it('stores only a hash of the token', async () => {
    const { token, session } = await signedIn();
    const row = await db().select().from(sessions).where(eq(sessions.id, session.id)).get();
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a session past its absolute limit is expired', async () => {
    const { cookie } = await signedIn({ persistent: false, now: Date.now() - SESSION_LIMITS.browser.absoluteMs - 1000 });
    const res = await me(cookie);
    expect(res).toMatchObject({ status: 401, body: { detail: 'refresh_token_expired' } });
    expect(res.setCookie).toMatch(/palco_session=;/);
  });

  it('a session idle for too long is expired', async () => {
    const { token, session } = await signedIn({ persistent: false });
    const later = session.lastSeenAt + SESSION_LIMITS.browser.idleMs + 1;
    expect(await lookupSession(db(), token, later)).toEqual({ ok: false, code: 'refresh_token_expired' });
  });

  it('a revoked session is refused with refresh_token_revoked', async () => {
    const { token, cookie } = await signedIn();
    await revokeSessionByToken(db(), token);
    expect(await me(cookie)).toMatchObject({ status: 401, body: { detail: 'refresh_token_revoked' } });
  });

  it('an old token is rotated, and replaying it after the grace period revokes the family', async () => {
    const { token } = await signedIn();
    const t0 = Date.now() + SESSION_LIMITS.rotateAfterMs + 1;
    const first = await lookupSession(db(), token, t0);
    expect(first.ok && first.newToken).toBeTruthy();
    const fresh = (first as { newToken: string }).newToken;

    // Within the grace period the old token still works (requests in flight).
    expect((await lookupSession(db(), token, t0 + 1000)).ok).toBe(true);

    // After it, the old token coming back means it leaked: the whole family ends.
    const replay = await lookupSession(db(), token, t0 + SESSION_LIMITS.reuseGraceMs + 1);
    expect(replay).toEqual({ ok: false, code: 'refresh_token_revoked' });
    expect(await lookupSession(db(), fresh, t0 + SESSION_LIMITS.reuseGraceMs + 2)).toEqual({ ok: false, code: 'refresh_token_revoked' });
  });

  it('rotation keeps the absolute deadline of the family', async () => {
    const { token, session } = await signedIn();
    const rotated = await lookupSession(db(), token, Date.now() + 2 * HOUR);
    expect(rotated.ok && rotated.session.absoluteExpiresAt).toBe(session.absoluteExpiresAt);
  });

  it('a suspended account is refused and all its sessions end', async () => {
    const { user, cookie, token } = await signedIn();
    await db().update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    expect(await me(cookie)).toMatchObject({ status: 403, body: { detail: 'account_suspended' } });
    await db().update(users).set({ status: 'active' }).where(eq(users.id, user.id));
    expect(await lookupSession(db(), token)).toEqual({ ok: false, code: 'refresh_token_revoked' });
  });
});
