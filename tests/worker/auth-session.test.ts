// POST/DELETE /api/v1/auth/session through the real Worker, with real RS256 signatures.
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../src/app';
import { memberships, organizations, users } from '../../src/db/schema';
import { verifyIdToken } from '../../src/platform/firebase-tokens';
import { call, db, signedIn } from './helpers';
import { claims, hs256WithPublicKey, keyFetches, PROJECT, serveKeys, signToken, unsignedToken } from './id-tokens';

afterEach(() => {
  vi.restoreAllMocks();
});

/** POST /auth/session from the app's own page: a JSON body unless `headers` say otherwise. */
function postSession(body: string, headers: Record<string, string> = {}) {
  return call('/api/v1/auth/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://palco.test', ...headers },
    body,
  });
}

function createSession(idToken: unknown, init: { rememberMe?: boolean; headers?: Record<string, string> } = {}) {
  return postSession(
    JSON.stringify({ id_token: idToken, ...(init.rememberMe === undefined ? {} : { remember_me: init.rememberMe }) }),
    init.headers,
  );
}

describe('token verification', () => {
  it('a valid token creates a session, sets the cookie and answers the user without the token', async () => {
    serveKeys();
    const c = claims({ name: 'Beatriz Costa' });
    const token = await signToken(c);
    const res = await createSession(token, { rememberMe: true });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain(token);
    expect(JSON.parse(text)).toMatchObject({ email: c.email, displayName: 'Beatriz Costa', emailVerified: false });
    const cookie = res.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/^palco_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);

    const me = await call('/api/v1/auth/me', { headers: { Cookie: cookie.split(';')[0]! } });
    expect(me.status).toBe(200);
  });

  it('without remember me the cookie has no Max-Age (browser session)', async () => {
    serveKeys();
    const res = await createSession(await signToken(claims()), { rememberMe: false });
    expect(res.status).toBe(201);
    expect(res.headers.get('Set-Cookie')).not.toMatch(/Max-Age/);
  });

  it('over https the cookie is __Host- prefixed and Secure', async () => {
    serveKeys();
    const res = await app.request(
      'https://palco.example/api/v1/auth/session',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://palco.example' },
        body: JSON.stringify({ id_token: await signToken(claims()) }),
      },
      env,
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('Set-Cookie')).toMatch(/^__Host-palco_session=.*; Path=\/; .*Secure/);
  });

  const refused: [string, () => Promise<string>][] = [
    ['alg none outside emulator mode', async () => unsignedToken(claims())],
    ['HS256 signed with the public key', () => hs256WithPublicKey(claims())],
    ['an unknown kid', () => signToken(claims(), { kid: 'nobody' })],
    ['a wrong audience', () => signToken(claims({ aud: 'other-project' }))],
    ['a wrong issuer', () => signToken(claims({ iss: 'https://securetoken.google.com/other-project' }))],
    ['an expired token', () => signToken(claims({ exp: Math.floor(Date.now() / 1000) - 60 }))],
    ['an iat in the future', () => signToken(claims({ iat: Math.floor(Date.now() / 1000) + 600 }))],
    ['an auth_time in the future', () => signToken(claims({ auth_time: Math.floor(Date.now() / 1000) + 600 }))],
    ['a stale auth_time', () => signToken(claims({ auth_time: Math.floor(Date.now() / 1000) - 301 - 10 }))],
    ['an empty sub', () => signToken(claims({ sub: '' }))],
    ['a 129-character sub', () => signToken(claims({ sub: 'x'.repeat(129) }))],
    ['garbage', async () => 'not.a.jwt'],
  ];
  it.each(refused)('refuses %s with 401 and creates nothing', async (_, make) => {
    serveKeys();
    const token = await make();
    const res = await createSession(token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'refresh_token_invalid' });
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });

  it('an unknown kid refetches the key set at most once per cooldown', async () => {
    serveKeys();
    await createSession(await signToken(claims()));
    expect(keyFetches).toBe(1);
    await createSession(await signToken(claims(), { kid: 'rotated-away' }));
    await createSession(await signToken(claims(), { kid: 'rotated-away-2' }));
    expect(keyFetches).toBe(1);
  });

  it.each(['down', 'error'] as const)('key server %s: 503 identity_unavailable, not 401', async (mode) => {
    serveKeys(mode);
    const res = await createSession(await signToken(claims()));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: 'identity_unavailable' });
  });

  it('emulator tokens pass only when the emulator is configured', async () => {
    const token = unsignedToken(claims());
    await expect(verifyIdToken(token, { projectId: PROJECT, emulator: true })).resolves.toMatchObject({ signInProvider: 'password' });
    await expect(verifyIdToken(token, { projectId: PROJECT, emulator: false })).rejects.toThrow();
    await expect(verifyIdToken(unsignedToken(claims({ aud: 'x' })), { projectId: PROJECT, emulator: true })).rejects.toThrow();
  });

  it('production with the emulator configured refuses every request', async () => {
    const res = await app.request('/pt-BR', {}, { ...env, APP_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(res.status).toBe(500);
  });
});

describe('session lifecycle through the API', () => {
  it('a new sign-in replaces the cookie it was sent with; the old one stops working', async () => {
    serveKeys();
    const c = claims();
    const first = (await createSession(await signToken(c))).headers.get('Set-Cookie')!.split(';')[0]!;
    const second = await createSession(await signToken(c), { headers: { Cookie: first } });
    const secondCookie = second.headers.get('Set-Cookie')!.split(';')[0]!;
    expect(secondCookie).not.toBe(first);
    expect((await call('/api/v1/auth/me', { headers: { Cookie: first } })).status).toBe(401);
    expect((await call('/api/v1/auth/me', { headers: { Cookie: secondCookie } })).status).toBe(200);
  });

  it('DELETE revokes the session and clears the cookie; it is idempotent', async () => {
    const { cookie } = await signedIn();
    const del = () => call('/api/v1/auth/session', { method: 'DELETE', headers: { Cookie: cookie, Origin: 'http://palco.test' } });
    const res = await del();
    expect(res.status).toBe(204);
    expect(res.headers.get('Set-Cookie')).toMatch(/palco_session=;.*Max-Age=0/);
    expect(await (await call('/api/v1/auth/me', { headers: { Cookie: cookie } })).json()).toEqual({ detail: 'refresh_token_revoked' });
    expect((await del()).status).toBe(204);
    expect((await call('/api/v1/auth/session', { method: 'DELETE', headers: { Origin: 'http://palco.test' } })).status).toBe(204);
  });

  it('a suspended account gets account_suspended and no session', async () => {
    serveKeys();
    const c = claims();
    await createSession(await signToken(c));
    await db().update(users).set({ status: 'suspended' }).where(eq(users.firebaseUid, c.sub!));
    const res = await createSession(await signToken(c));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'account_suspended' });
    expect(res.headers.get('Set-Cookie') ?? '').not.toMatch(/palco_session=[A-Za-z0-9]/);
  });

  it('20 parallel session creations for one user leave one user row and no 5xx', async () => {
    serveKeys();
    // A verified email (the welcome grant waits for one).
    const c = claims({ email_verified: true });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => signToken(c)));
    const results = await Promise.all(tokens.map((t) => createSession(t)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const rows = await db().select().from(users).where(eq(users.firebaseUid, c.sub!)).all();
    expect(rows).toHaveLength(1);
    // ...and one default organization with one welcome grant.
    const orgs = await db().select().from(memberships).where(eq(memberships.userId, rows[0]!.id)).all();
    expect(orgs).toHaveLength(1);
    expect((await db().select().from(organizations).where(eq(organizations.id, orgs[0]!.organizationId)).get())!.creditBalance).toBe(500);
  });

  it('a token without an email is refused with provider_email_missing', async () => {
    serveKeys();
    const res = await createSession(await signToken(claims({ email: undefined })));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'provider_email_missing' });
  });
});

describe('cross-site protection and malformed input', () => {
  it('refuses a foreign Origin', async () => {
    const res = await createSession('x', { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'invalid_origin' });
  });

  it('refuses a cross-site Sec-Fetch-Site without Origin', async () => {
    const res = await call('/api/v1/auth/session', {
      method: 'DELETE',
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });

  it('refuses a body that is not JSON by content type (an HTML form cannot send JSON)', async () => {
    const res = await postSession('id_token=abc', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ detail: 'unsupported_content_type' });
  });

  it.each([
    ['not JSON', '{"id_token":'],
    ['an empty object', '{}'],
    ['a number token', '{"id_token":123}'],
    ['an array', '[]'],
    ['null', 'null'],
    ['an empty token', '{"id_token":""}'],
    ['a huge token', JSON.stringify({ id_token: 'a'.repeat(20_000) })],
    ['remember_me not boolean', '{"id_token":"a.b.c","remember_me":"yes"}'],
  ])('%s is a 4xx, never a 5xx', async (_, body) => {
    const res = await postSession(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const json = (await res.json()) as { detail: unknown };
    expect(json.detail).toBeTruthy();
  });

  it('validation errors come as a detail array with loc, msg and type', async () => {
    const res = await postSession('{}');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: string[]; msg: string; type: string }[] };
    expect(body.detail[0]).toMatchObject({ loc: ['body', 'id_token'], type: 'invalid_type' });
  });
});
