// Google's side of the auth flows, faked at the fetch boundary with the shapes
// the real services answer: the ID-token key set (see id-tokens.ts), the OAuth
// token endpoint, and Identity Toolkit's accounts:* calls.
import { vi } from 'vitest';
import { FIREBASE_JWKS_URL } from '../../src/platform/firebase-tokens';
import { forgetAccessToken, TOKEN_URL } from '../../src/platform/identity-admin';
import { RESEND_URL } from '../../src/platform/mailer';
import { serveKeys } from './id-tokens';

export interface FakeAccount {
  email: string;
  password?: string;
  emailVerified?: boolean;
  providers: { providerId: string; email?: string }[];
}

export interface RecordedCall {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export function fakeGoogle() {
  forgetAccessToken();
  const keys = serveKeys(); // handles the key set, passes the rest on
  const accounts = new Map<string, FakeAccount>();
  const calls: RecordedCall[] = [];
  const inner = keys.getMockImplementation()!;
  keys.mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === FIREBASE_JWKS_URL) return inner(input, init);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const raw = typeof init?.body === 'string' ? init.body : '';
    const body = headers['content-type']?.includes('json') ? JSON.parse(raw || 'null') : raw;
    calls.push({ url, headers, body });
    if (url === TOKEN_URL) return Response.json({ access_token: 'ya29.test-access-token', expires_in: 3599, token_type: 'Bearer' });
    if (url === RESEND_URL) return Response.json({ id: 'email-1' });
    const m = /identitytoolkit\.googleapis\.com\/v1\/(?:projects\/[^/]+\/)?accounts:(\w+)/.exec(url);
    if (!m) throw new Error(`unexpected fetch in test: ${url}`);
    const b = body as Record<string, unknown>;
    switch (m[1]) {
      case 'update': {
        const account = accounts.get(b.localId as string);
        if (!account) return Response.json({ error: { code: 400, message: 'USER_NOT_FOUND' } }, { status: 400 });
        if (typeof b.password === 'string') account.password = b.password;
        if (typeof b.emailVerified === 'boolean') account.emailVerified = b.emailVerified;
        if (Array.isArray(b.deleteProvider))
          account.providers = account.providers.filter((p) => !(b.deleteProvider as string[]).includes(p.providerId));
        return Response.json({ localId: b.localId });
      }
      case 'lookup': {
        const uid = (b.localId as string[])[0]!;
        const account = accounts.get(uid);
        return Response.json(account ? { users: [{ localId: uid, email: account.email, providerUserInfo: account.providers }] } : {});
      }
      case 'signInWithPassword': {
        const account = [...accounts.values()].find((a) => a.email === b.email);
        if (!account) return Response.json({ error: { code: 400, message: 'EMAIL_NOT_FOUND' } }, { status: 400 });
        if (account.password !== b.password)
          return Response.json({ error: { code: 400, message: 'INVALID_LOGIN_CREDENTIALS' } }, { status: 400 });
        return Response.json({ localId: 'x', email: account.email });
      }
    }
    throw new Error(`unexpected identity call ${m[1]}`);
  });
  return { accounts, calls };
}

export function restoreFetch() {
  vi.restoreAllMocks();
}
