// Email verification by 6-digit code, through the real Worker.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { resendVerificationCode } from '../../src/features/account/service';
import { consumeCode, issueCode } from '../../src/features/verification/service';
import { outboxMailer } from '../../src/platform/mailer';
import { identityAdmin } from '../../src/platform/identity-admin';
import { call, db, signedIn } from './helpers';
import { fakeGoogle, restoreFetch } from './fake-google';
import { codeFromOutbox, lastEmailTo, passwordAccount, post } from './account-helpers';

let google: ReturnType<typeof fakeGoogle>;
beforeEach(() => {
  google = fakeGoogle();
});
afterEach(restoreFetch);

const SECRET = 'test-code-secret';

describe('email verification', () => {
  it('the first session of an unverified password account emails a code; the code verifies it everywhere', async () => {
    const { cookie, user } = await passwordAccount(google);
    const mail = await lastEmailTo(user.email);
    expect(mail).toMatchObject({ kind: 'verify_email', locale: 'pt-BR', subject: 'Seu código de verificação do Palco' });
    expect(mail!.htmlBody).toContain('<html lang="pt-BR">');
    const code = await codeFromOutbox(user.email);

    const res = await post('/account/email/verify', { code }, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ emailVerified: true });
    expect((await db().select().from(users).where(eq(users.id, user.id)).get())!.emailVerified).toBe(true);
    const update = google.calls.find((c) => c.url.endsWith(':update'))!;
    expect(update.body).toEqual({ localId: user.firebaseUid, emailVerified: true });
    expect(update.headers.authorization).toBe('Bearer ya29.test-access-token');

    // Verified now: verifying or resending again says so.
    expect(await (await post('/account/email/verify', { code }, cookie)).json()).toEqual({ detail: 'email_already_verified' });
    expect(await (await post('/account/email/resend', {}, cookie)).json()).toEqual({ detail: 'email_already_verified' });
  });

  it('a second sign-in does not send another code', async () => {
    const { claims: c, user } = await passwordAccount(google);
    const first = await lastEmailTo(user.email);
    const { signToken } = await import('./id-tokens');
    await post('/auth/session', { id_token: await signToken(c) });
    expect((await lastEmailTo(user.email))!.id).toBe(first!.id);
  });

  it('a wrong code is code_invalid', async () => {
    const { cookie, user } = await passwordAccount(google);
    const code = await codeFromOutbox(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post('/account/email/verify', { code: wrong }, cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'code_invalid' });
  });

  it('an expired code is code_expired', async () => {
    const { cookie, user } = await passwordAccount(google);
    const code = await issueCode(db(), SECRET, { purpose: 'verify_email', target: user.id, now: Date.now() - 11 * 60_000 });
    expect(await (await post('/account/email/verify', { code }, cookie)).json()).toEqual({ detail: 'code_expired' });
  });

  it('a used code is code_already_used', async () => {
    const { user } = await passwordAccount(google);
    const code = await issueCode(db(), SECRET, { purpose: 'verify_email', target: user.id });
    await consumeCode(db(), SECRET, { purpose: 'verify_email', target: user.id, code });
    await expect(consumeCode(db(), SECRET, { purpose: 'verify_email', target: user.id, code })).rejects.toMatchObject({
      code: 'code_already_used',
    });
  });

  it('the same correct code submitted 10 times at once succeeds exactly once', async () => {
    const { cookie, user } = await passwordAccount(google);
    const code = await codeFromOutbox(user.email);
    const results = await Promise.all(Array.from({ length: 10 }, () => post('/account/email/verify', { code }, cookie)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status < 500)).toBe(true);
  });

  it('five wrong guesses kill the code: the right one fails after them, and every try from the 6th answers 429', async () => {
    const { cookie, user } = await passwordAccount(google);
    const code = await codeFromOutbox(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first5 = [];
    for (let i = 0; i < 5; i++) first5.push((await post('/account/email/verify', { code: wrong }, cookie)).status);
    expect(first5).toEqual([400, 400, 400, 400, 400]);
    // product-decisions section 3: the code is dead after 5; more tries are refused as such (issue 23).
    for (const attempt of [wrong, wrong, code]) {
      const res = await post('/account/email/verify', { code: attempt }, cookie);
      expect(res.status).toBe(429);
      expect(res.headers.get('Retry-After')).toBe('60');
      expect(await res.json()).toEqual({ detail: 'rate_limit_exceeded' });
    }
  });

  it("one user's code does not verify another user", async () => {
    const a = await passwordAccount(google);
    const b = await passwordAccount(google);
    const codeOfA = await codeFromOutbox(a.user.email);
    const codeOfB = await codeFromOutbox(b.user.email);
    if (codeOfA === codeOfB) return; // one chance in a million: nothing to show
    expect(await (await post('/account/email/verify', { code: codeOfA }, b.cookie)).json()).toEqual({ detail: 'code_invalid' });
  });

  it.each([' 123456', '12345', '1234567', '١٢٣٤٥٦', '12345a', null, 123456, '', ['123456']])(
    'code %j is a 4xx, never a 5xx',
    async (code) => {
      const { cookie } = await passwordAccount(google);
      const res = await post('/account/email/verify', { code }, cookie);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { detail: { msg: string }[] }).detail[0]!.msg).toBe('validation.codeSixDigits');
    },
  );

  it('verification needs a session', async () => {
    expect((await post('/account/email/verify', { code: '123456' })).status).toBe(401);
  });

  it('too many tries from one account: 429 rate_limit_exceeded with Retry-After', async () => {
    const { cookie } = await passwordAccount(google);
    let last: Response | null = null;
    for (let i = 0; i < 11; i++) last = await post('/account/email/verify', { code: '000001' }, cookie);
    expect(last!.status).toBe(429);
    expect(await last!.json()).toEqual({ detail: 'rate_limit_exceeded' });
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('resend', () => {
  it('answers verification_code_resent, but not within 60 s of the last code', async () => {
    const { cookie } = await passwordAccount(google);
    const soon = await post('/account/email/resend', {}, cookie);
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('Retry-After'))).toBeGreaterThan(50);
  });

  it('respects the 60 s cooldown and at most 5 an hour', async () => {
    const { user } = await signedIn({ user: { emailVerified: false } });
    const deps = {
      db: db(),
      mailer: outboxMailer(db()),
      identity: identityAdmin({ projectId: 'p', apiKey: 'k', emulatorHost: null }),
      codeSecret: SECRET,
      ip: null,
    };
    const t0 = Date.now() + 3_600_000 * 5; // a fresh hour window
    const statuses: (number | 'ok')[] = [];
    for (let i = 0; i < 6; i++) {
      await resendVerificationCode(deps, user, t0 + i * 61_000).then(
        () => statuses.push('ok'),
        (e: { status: number }) => statuses.push(e.status),
      );
    }
    expect(statuses).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 429]);
    await expect(resendVerificationCode(deps, user, t0 + 5 * 61_000 + 10_000)).rejects.toMatchObject({ code: 'rate_limit_exceeded' });
  });

  it('sends a fresh code after the cooldown, and the old one stops working', async () => {
    const { user, cookie } = await signedIn({ user: { emailVerified: false } });
    google.accounts.set(user.firebaseUid, { email: user.email, providers: [{ providerId: 'password' }] });
    const first = await issueCode(db(), SECRET, { purpose: 'verify_email', target: user.id, now: Date.now() - 61_000 });
    const res = await post('/account/email/resend', {}, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ detail: 'verification_code_resent' });
    const second = await codeFromOutbox(user.email);
    if (first !== second) {
      expect(await (await post('/account/email/verify', { code: first }, cookie)).json()).toEqual({ detail: 'code_invalid' });
    }
    expect((await post('/account/email/verify', { code: second }, cookie)).status).toBe(200);
  });
});

describe('outbox page', () => {
  it('is not served outside development', async () => {
    const res = await call('/__dev/outbox');
    expect(res.status).toBe(302);
  });
});
