// Firebase Authentication's REST API (Identity Toolkit) for what only the
// server may do: mark an email verified, set a password, read an account's
// sign-in methods, check a password. The Auth Emulator takes the same calls
// with "Authorization: Bearer owner"; production signs a service-account JWT
// with jose and trades it for an access token, cached until near its expiry.
import { importPKCS8, SignJWT } from 'jose';

export class IdentityUnavailable extends Error {}

export interface IdentityConfig {
  projectId: string;
  apiKey: string;
  /** host:port of the Auth Emulator, or null in production. */
  emulatorHost: string | null;
  serviceAccount?: { email: string; privateKeyPem: string } | null;
  fetch?: typeof fetch;
}

export interface ProviderInfo {
  providerId: string;
  email: string | null;
}

export interface IdentityAdmin {
  updateAccount(uid: string, changes: { emailVerified?: boolean; password?: string }): Promise<void>;
  lookup(uid: string): Promise<{ email: string | null; providers: ProviderInfo[] } | null>;
  /** True when the password is this account's; false when it is not. */
  checkPassword(email: string, password: string): Promise<boolean>;
  unlinkProvider(uid: string, providerId: string): Promise<void>;
}

export const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/identitytoolkit https://www.googleapis.com/auth/cloud-platform';

let cachedToken: { value: string; expiresAt: number; email: string } | null = null;

/** Forgets the cached access token (tests). */
export function forgetAccessToken(): void {
  cachedToken = null;
}

async function accessToken(config: IdentityConfig, doFetch: typeof fetch): Promise<string> {
  const account = config.serviceAccount;
  if (!account) throw new IdentityUnavailable('no service account configured');
  const now = Date.now();
  if (cachedToken && cachedToken.email === account.email && cachedToken.expiresAt - 60_000 > now) return cachedToken.value;
  const key = await importPKCS8(account.privateKeyPem, 'RS256');
  const iat = Math.floor(now / 1000);
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(account.email)
    .setSubject(account.email)
    .setAudience(TOKEN_URL)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(key);
  const res = await doFetch(TOKEN_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
  }).catch((e: unknown) => {
    throw new IdentityUnavailable(String(e));
  });
  if (!res.ok) throw new IdentityUnavailable(`token exchange answered ${res.status}`);
  const body = (await res.json()) as { access_token: string; expires_in: number };
  cachedToken = { value: body.access_token, expiresAt: now + body.expires_in * 1000, email: account.email };
  return body.access_token;
}

export function identityAdmin(config: IdentityConfig): IdentityAdmin {
  const doFetch = config.fetch ?? fetch;
  const base = config.emulatorHost
    ? `http://${config.emulatorHost}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';
  const project = `${base}/projects/${encodeURIComponent(config.projectId)}`;

  const adminCall = async (path: string, body: unknown): Promise<Response> => {
    const bearer = config.emulatorHost ? 'owner' : await accessToken(config, doFetch);
    const res = await doFetch(`${project}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch((e: unknown) => {
      throw new IdentityUnavailable(String(e));
    });
    if (res.status >= 500) throw new IdentityUnavailable(`identity service answered ${res.status}`);
    return res;
  };

  return {
    async updateAccount(uid, changes) {
      const res = await adminCall('/accounts:update', { localId: uid, ...changes });
      if (!res.ok) throw new IdentityUnavailable(`accounts:update answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
    async unlinkProvider(uid, providerId) {
      const res = await adminCall('/accounts:update', { localId: uid, deleteProvider: [providerId] });
      if (!res.ok) throw new IdentityUnavailable(`accounts:update answered ${res.status}`);
    },
    async lookup(uid) {
      const res = await adminCall('/accounts:lookup', { localId: [uid] });
      if (!res.ok) throw new IdentityUnavailable(`accounts:lookup answered ${res.status}`);
      const body = (await res.json()) as { users?: { email?: string; providerUserInfo?: { providerId: string; email?: string }[] }[] };
      const user = body.users?.[0];
      if (!user) return null;
      return {
        email: user.email ?? null,
        providers: (user.providerUserInfo ?? []).map((p) => ({ providerId: p.providerId, email: p.email ?? null })),
      };
    },
    async checkPassword(email, password) {
      const res = await doFetch(`${base}/accounts:signInWithPassword?key=${encodeURIComponent(config.apiKey)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: false }),
      }).catch((e: unknown) => {
        throw new IdentityUnavailable(String(e));
      });
      if (res.ok) return true;
      if (res.status === 400) {
        const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
        const message = body.error?.message ?? '';
        if (/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS|EMAIL_NOT_FOUND|USER_DISABLED|MISSING_PASSWORD/.test(message)) return false;
        if (/TOO_MANY_ATTEMPTS/.test(message)) return false;
      }
      throw new IdentityUnavailable(`signInWithPassword answered ${res.status}`);
    },
  };
}
