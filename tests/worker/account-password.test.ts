// Forgot password, reset by code, change password; Google conflicts and linking.
import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../src/app';
import { users } from '../../src/db/schema';
import type { PasswordResetMessage } from '../../src/common/contracts/password-reset';
import worker from '../../src/index';
import { issueCode } from '../../src/features/verification/service';
import { call, db } from './helpers';
import { fakeGoogle, restoreFetch } from './fake-google';
import { claims, signToken } from './id-tokens';
import { codeFromOutbox, lastEmailTo, ORIGIN, passwordAccount, post, STRONG, waitForEmail } from './account-helpers';

let google: ReturnType<typeof fakeGoogle>;
beforeEach(() => {
  google = fakeGoogle();
});
afterEach(restoreFetch);

const me = (cookie: string) => call('/api/v1/auth/me', { headers: { Cookie: cookie } });

describe('forgot password', () => {
  it('answers the same status and body for a known and an unknown email', async () => {
    const { user } = await passwordAccount(google);
    const known = await post('/account/password/forgot', { email: user.email });
    const unknown = await post('/account/password/forgot', { email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect((await waitForEmail(user.email, 'reset_password')).kind).toBe('reset_password');
    expect(await lastEmailTo('nobody-here@example.com')).toBeUndefined();
  });

  // Issue 31: the work moved to a queue consumer (decision 035). The request
  // validates, counts the rate limits and enqueues the same message for any email.
  it('the request only enqueues: the same answer and the same message for a known and an unknown email', async () => {
    const { user } = await passwordAccount(google);
    const sent: PasswordResetMessage[] = [];
    const queue = { send: async (body: PasswordResetMessage) => void sent.push(body) };
    const ask = async (email: string) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request('http://palco.test/api/v1/account/password/forgot', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...ORIGIN },
          body: JSON.stringify({ email }),
        }),
        { ...env, PASSWORD_RESETS: queue as unknown as typeof env.PASSWORD_RESETS },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return { status: res.status, body: await res.text() };
    };
    const known = await ask(user.email);
    const unknown = await ask('nobody-queued@example.com');
    expect(unknown).toEqual(known);
    expect(sent).toEqual([{ email: user.email }, { email: 'nobody-queued@example.com' }]);
    // The request sent nothing itself: the consumer does.
    expect((await lastEmailTo(user.email))?.kind).not.toBe('reset_password');
  });

  it('the consumer sends a code to an active account and nothing to an unknown email, acknowledging both', async () => {
    const { user } = await passwordAccount(google);
    const batch = createMessageBatch<PasswordResetMessage>('palco-password-resets', [
      { id: 'm1', timestamp: new Date(), attempts: 1, body: { email: user.email.toUpperCase() } },
      { id: 'm2', timestamp: new Date(), attempts: 1, body: { email: 'nobody-consumed@example.com' } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(['m1', 'm2']);
    expect(result.retryMessages).toEqual([]);
    expect((await lastEmailTo(user.email))!.kind).toBe('reset_password');
    expect(await lastEmailTo('nobody-consumed@example.com')).toBeUndefined();
  });

  it('a reset with the emailed code sets the password, ends every session and sends a notice', async () => {
    const { user, cookie } = await passwordAccount(google);
    await post('/account/password/forgot', { email: user.email.toUpperCase() });
    const code = await codeFromOutbox(user.email, 'reset_password');
    const res = await post('/account/password/reset', { email: user.email, code, new_password: STRONG });
    expect(res.status).toBe(200);
    expect(google.accounts.get(user.firebaseUid)!.password).toBe(STRONG);
    expect(await (await me(cookie)).json()).toEqual({ detail: 'refresh_token_revoked' });
    expect((await lastEmailTo(user.email))!.kind).toBe('password_changed');
    // The code was used up.
    const again = await post('/account/password/reset', { email: user.email, code, new_password: 'Outra#Senha99' });
    expect(await again.json()).toEqual({ detail: 'reset_token_invalid' });
  });

  it('a wrong code is reset_token_invalid; an old one reset_token_expired', async () => {
    const { user } = await passwordAccount(google);
    const wrong = await post('/account/password/reset', { email: user.email, code: '000000', new_password: STRONG });
    expect(await wrong.json()).toEqual({ detail: 'reset_token_invalid' });
    const code = await issueCode(db(), 'test-code-secret', {
      purpose: 'reset_password',
      target: user.email,
      now: Date.now() - 16 * 60_000,
    });
    const old = await post('/account/password/reset', { email: user.email, code, new_password: STRONG });
    expect(await old.json()).toEqual({ detail: 'reset_token_expired' });
  });

  it('a weak new password is password_too_weak and keeps the code', async () => {
    const { user } = await passwordAccount(google);
    await post('/account/password/forgot', { email: user.email });
    const code = await codeFromOutbox(user.email, 'reset_password');
    const weak = await post('/account/password/reset', { email: user.email, code, new_password: 'abcdefgh' });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual({ detail: 'password_too_weak' });
    expect((await post('/account/password/reset', { email: user.email, code, new_password: STRONG })).status).toBe(200);
  });

  it('an unknown email with any code is reset_token_invalid', async () => {
    const res = await post('/account/password/reset', { email: 'ghost@example.com', code: '123456', new_password: STRONG });
    expect(await res.json()).toEqual({ detail: 'reset_token_invalid' });
  });

  it('too many reset requests for one email: 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/account/password/forgot', { email: 'flood@example.com' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('change password', () => {
  it('a wrong current password is current_password_invalid', async () => {
    const { cookie } = await passwordAccount(google, { password: 'Velha#Senha1' });
    const res = await post('/account/password/change', { current_password: 'Errada#123', new_password: STRONG }, cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'current_password_invalid' });
  });

  it('the same password is password_same_as_old; a weak one password_too_weak', async () => {
    const { cookie } = await passwordAccount(google, { password: 'Velha#Senha1' });
    expect(
      await (await post('/account/password/change', { current_password: 'Velha#Senha1', new_password: 'Velha#Senha1' }, cookie)).json(),
    ).toEqual({
      detail: 'password_same_as_old',
    });
    expect(
      await (await post('/account/password/change', { current_password: 'Velha#Senha1', new_password: 'onlyletters' }, cookie)).json(),
    ).toEqual({
      detail: 'password_too_weak',
    });
  });

  it('success keeps this browser signed in (new cookie) and ends every other session', async () => {
    const a = await passwordAccount(google, { password: 'Velha#Senha1' });
    const other = await post('/auth/session', { id_token: await signToken(a.claims) });
    const otherCookie = other.headers.get('Set-Cookie')!.split(';')[0]!;
    const res = await post('/account/password/change', { current_password: 'Velha#Senha1', new_password: STRONG }, a.cookie);
    expect(res.status).toBe(200);
    const fresh = res.headers.get('Set-Cookie')!.split(';')[0]!;
    expect(fresh).not.toBe(a.cookie);
    expect((await me(fresh)).status).toBe(200);
    expect((await me(otherCookie)).status).toBe(401);
    expect((await me(a.cookie)).status).toBe(401);
    expect(google.accounts.get(a.user.firebaseUid)!.password).toBe(STRONG);
  });

  it('needs the current password field', async () => {
    const { cookie } = await passwordAccount(google);
    const res = await post('/account/password/change', { new_password: STRONG }, cookie);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { detail: { msg: string }[] }).detail[0]!.msg).toBe('validation.currentPasswordRequired');
  });
});

describe('sessions and profile', () => {
  it('sign out of all other sessions', async () => {
    const a = await passwordAccount(google);
    const second = (await post('/auth/session', { id_token: await signToken(a.claims) })).headers.get('Set-Cookie')!.split(';')[0]!;
    const res = await post('/account/sessions/revoke-others', {}, a.cookie);
    expect(await res.json()).toEqual({ ended: 1 });
    expect((await me(a.cookie)).status).toBe(200);
    expect((await me(second)).status).toBe(401);
  });

  it('renames the display name, within 100 characters', async () => {
    const { cookie } = await passwordAccount(google);
    const patch = (name: string) =>
      call('/api/v1/account/profile', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Origin: 'http://palco.test', Cookie: cookie },
        body: JSON.stringify({ display_name: name }),
      });
    expect(await (await patch('Maria Clara')).json()).toMatchObject({ displayName: 'Maria Clara' });
    const long = await patch('x'.repeat(101));
    expect(long.status).toBe(422);
    expect(((await long.json()) as { detail: { msg: string }[] }).detail[0]!.msg).toBe('validation.nameTooLong');
  });
});

describe('Google and password accounts', () => {
  it('a Google sign-in with the email of a password account (other uid) is email_conflict_password_required', async () => {
    const { user } = await passwordAccount(google);
    const res = await post('/auth/session', {
      id_token: await signToken(claims({ email: user.email, firebase: { sign_in_provider: 'google.com' } })),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: 'email_conflict_password_required' });
  });

  it('the same identity signing in with Google before linking it is refused too', async () => {
    const { claims: c } = await passwordAccount(google);
    const res = await post('/auth/session', { id_token: await signToken({ ...c, firebase: { sign_in_provider: 'google.com' } }) });
    expect(await res.json()).toEqual({ detail: 'email_conflict_password_required' });
  });

  it('a password sign-up with the email of another account is email_already_in_use', async () => {
    const { user } = await passwordAccount(google);
    const res = await post('/auth/session', { id_token: await signToken(claims({ email: user.email })) });
    expect(await res.json()).toEqual({ detail: 'email_already_in_use' });
  });

  it('links Google after the browser linked it; then Google sign-in works', async () => {
    const { user, cookie, claims: c } = await passwordAccount(google);
    google.accounts.get(user.firebaseUid)!.providers.push({ providerId: 'google.com', email: user.email });
    const res = await post('/account/sign-in-methods/google', { id_token: await signToken(c) }, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ password: true, google: { email: user.email } });
    expect((await db().select().from(users).where(eq(users.id, user.id)).get())!.googleLinked).toBe(true);
    const viaGoogle = await post('/auth/session', { id_token: await signToken({ ...c, firebase: { sign_in_provider: 'google.com' } }) });
    expect(viaGoogle.status).toBe(201);
    expect(await (await post('/account/sign-in-methods/google', { id_token: await signToken(c) }, cookie)).json()).toEqual({
      detail: 'provider_already_linked',
    });
  });

  it('a Google account with another email is provider_email_mismatch, and the link is undone', async () => {
    const { user, cookie, claims: c } = await passwordAccount(google);
    google.accounts.get(user.firebaseUid)!.providers.push({ providerId: 'google.com', email: 'someone-else@gmail.com' });
    const res = await post('/account/sign-in-methods/google', { id_token: await signToken(c) }, cookie);
    expect(await res.json()).toEqual({ detail: 'provider_email_mismatch' });
    expect(google.accounts.get(user.firebaseUid)!.providers.map((p) => p.providerId)).toEqual(['password']);
  });

  it('a Google identity without an email is provider_email_missing', async () => {
    const { user, cookie, claims: c } = await passwordAccount(google);
    google.accounts.get(user.firebaseUid)!.providers.push({ providerId: 'google.com' });
    expect(await (await post('/account/sign-in-methods/google', { id_token: await signToken(c) }, cookie)).json()).toEqual({
      detail: 'provider_email_missing',
    });
  });

  it('a token of another identity, or one that is not linked, is google_token_invalid', async () => {
    const { cookie } = await passwordAccount(google);
    expect(await (await post('/account/sign-in-methods/google', { id_token: await signToken(claims()) }, cookie)).json()).toEqual({
      detail: 'google_token_invalid',
    });
    const b = await passwordAccount(google);
    expect(await (await post('/account/sign-in-methods/google', { id_token: await signToken(b.claims) }, b.cookie)).json()).toEqual({
      detail: 'google_token_invalid',
    });
  });

  it('lists the sign-in methods', async () => {
    const { cookie } = await passwordAccount(google);
    const res = await call('/api/v1/account/sign-in-methods', { headers: { Cookie: cookie } });
    expect(await res.json()).toEqual({ password: true, google: null });
  });
});

describe('rate limits on sign-in and password changes', () => {
  it('session creation from one IP: 429 after 30 in 10 minutes, whatever the token', async () => {
    let last: Response | null = null;
    for (let i = 0; i < 31; i++)
      last = await post('/auth/session', { id_token: 'x.y.z' }, undefined, { 'CF-Connecting-IP': '203.0.113.7' });
    expect(last!.status).toBe(429);
    expect(await last!.json()).toEqual({ detail: 'rate_limit_exceeded' });
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0);
    // X-Forwarded-For is not trusted: another CF-Connecting-IP is another client.
    const other = await post('/auth/session', { id_token: 'x.y.z' }, undefined, {
      'CF-Connecting-IP': '203.0.113.8',
      'X-Forwarded-For': '203.0.113.7',
    });
    expect(other.status).toBe(401);
  });

  it('password changes: 429 after 5 an hour for one account', async () => {
    const { cookie } = await passwordAccount(google);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post('/account/password/change', { current_password: 'Errada#123', new_password: STRONG }, cookie)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
