// Production adapters against the request and response shapes the real
// services use (Resend's POST /emails, Google's OAuth token exchange and
// Identity Toolkit's accounts:*), without the network.
import { env } from 'cloudflare:workers';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAccessToken, identityAdmin, IdentityUnavailable, TOKEN_URL } from '../../src/platform/identity-admin';
import { MailerError, RESEND_URL, resendMailer } from '../../src/platform/mailer';
import { renderEmail } from '../../src/features/mail/templates';

interface Seen {
  url: string;
  init: RequestInit;
}

function recorder(respond: (url: string, init: RequestInit) => Response) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    seen.push({ url, init });
    return respond(url, init);
  }) as typeof fetch;
  return { seen, fetchImpl };
}

describe('Resend mailer', () => {
  it('posts the email as Resend documents it: bearer key, from, to[], subject, html, text', async () => {
    const { seen, fetchImpl } = recorder(() => Response.json({ id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' }));
    const mail = renderEmail('verify_email', 'en', 'ana@example.com', '042137');
    await resendMailer('re_test_key', 'Palco <no-reply@palco.app>', fetchImpl).send(mail);
    expect(seen[0]!.url).toBe(RESEND_URL);
    expect(seen[0]!.init.method).toBe('POST');
    expect(new Headers(seen[0]!.init.headers).get('Authorization')).toBe('Bearer re_test_key');
    const body = JSON.parse(seen[0]!.init.body as string);
    expect(body).toMatchObject({ from: 'Palco <no-reply@palco.app>', to: ['ana@example.com'], subject: 'Your Palco verification code' });
    expect(body.text).toContain('042137');
    expect(body.html).toContain('042137');
  });

  it('a refusal from Resend is an error the caller sees', async () => {
    const { fetchImpl } = recorder(() =>
      Response.json({ statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' }, { status: 422 }),
    );
    await expect(resendMailer('k', 'f', fetchImpl).send(renderEmail('verify_email', 'en', 'x', '1'))).rejects.toBeInstanceOf(MailerError);
  });
});

describe('identity admin, production', () => {
  beforeEach(() => forgetAccessToken());

  it('signs a service-account JWT, trades it for an access token once, and calls accounts:update with it', async () => {
    const { seen, fetchImpl } = recorder((url) =>
      url === TOKEN_URL
        ? Response.json({ access_token: 'ya29.a0', expires_in: 3599, token_type: 'Bearer' })
        : Response.json({ localId: 'uid-1' }),
    );
    const admin = identityAdmin({
      projectId: 'palco-prod',
      apiKey: 'AIza-test',
      emulatorHost: null,
      serviceAccount: { email: env.GOOGLE_SERVICE_ACCOUNT_EMAIL!, privateKeyPem: env.GOOGLE_SERVICE_ACCOUNT_KEY! },
      fetch: fetchImpl,
    });
    await admin.updateAccount('uid-1', { emailVerified: true });
    await admin.updateAccount('uid-1', { password: 'Nova#Senha2026' });

    const exchanges = seen.filter((s) => s.url === TOKEN_URL);
    expect(exchanges).toHaveLength(1);
    const form = new URLSearchParams(exchanges[0]!.init.body as string);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const assertion = form.get('assertion')!;
    expect(decodeProtectedHeader(assertion).alg).toBe('RS256');
    const { payload } = await jwtVerify(assertion, await importSPKI(env.TEST_SERVICE_ACCOUNT_PUBLIC_KEY, 'RS256'), { audience: TOKEN_URL });
    expect(payload).toMatchObject({ iss: env.GOOGLE_SERVICE_ACCOUNT_EMAIL, sub: env.GOOGLE_SERVICE_ACCOUNT_EMAIL });
    expect(String(payload.scope)).toContain('identitytoolkit');

    const updates = seen.filter((s) => s.url.endsWith('/accounts:update'));
    expect(updates[0]!.url).toBe('https://identitytoolkit.googleapis.com/v1/projects/palco-prod/accounts:update');
    expect(new Headers(updates[0]!.init.headers).get('Authorization')).toBe('Bearer ya29.a0');
    expect(JSON.parse(updates[0]!.init.body as string)).toEqual({ localId: 'uid-1', emailVerified: true });
  });

  it('checks a password with accounts:signInWithPassword and the API key', async () => {
    const { seen, fetchImpl } = recorder((_, init) =>
      JSON.parse(init.body as string).password === 'Right#123'
        ? Response.json({ localId: 'u', idToken: 'x' })
        : Response.json({ error: { code: 400, message: 'INVALID_LOGIN_CREDENTIALS' } }, { status: 400 }),
    );
    const admin = identityAdmin({ projectId: 'p', apiKey: 'AIza-test', emulatorHost: null, fetch: fetchImpl });
    expect(await admin.checkPassword('a@b.c', 'Right#123')).toBe(true);
    expect(await admin.checkPassword('a@b.c', 'Wrong#123')).toBe(false);
    expect(seen[0]!.url).toBe('https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=AIza-test');
  });

  it('an outage is IdentityUnavailable, not a wrong password', async () => {
    const { fetchImpl } = recorder(() => new Response('busy', { status: 503 }));
    const admin = identityAdmin({ projectId: 'p', apiKey: 'k', emulatorHost: null, fetch: fetchImpl });
    await expect(admin.checkPassword('a@b.c', 'x')).rejects.toBeInstanceOf(IdentityUnavailable);
  });
});

describe('identity admin, emulator', () => {
  it('calls the emulator host with "Bearer owner"', async () => {
    const { seen, fetchImpl } = recorder(() =>
      Response.json({ users: [{ localId: 'u', email: 'a@b.c', providerUserInfo: [{ providerId: 'password', email: 'a@b.c' }] }] }),
    );
    const admin = identityAdmin({ projectId: 'demo-palco', apiKey: 'k', emulatorHost: '127.0.0.1:9099', fetch: fetchImpl });
    expect(await admin.lookup('u')).toEqual({ email: 'a@b.c', providers: [{ providerId: 'password', email: 'a@b.c' }] });
    expect(seen[0]!.url).toBe('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/projects/demo-palco/accounts:lookup');
    expect(new Headers(seen[0]!.init.headers).get('Authorization')).toBe('Bearer owner');
  });
});
