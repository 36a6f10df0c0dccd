// The OAuth 2.0 connection every real network shares (issue 36, decision 078).
// An admin's start builds a state signed with HMAC-SHA-256 (organization, user,
// network, locale, expiry, a nonce) and keeps the PKCE verifier server-side in
// KV under the nonce, used once; the network calls the callback, which checks
// the state, that the same admin is signed in, exchanges the code, reads the
// account's profile and stores the tokens sealed with platform/token-cipher.
// Posts then take their token through ensureFreshToken, which refreshes it
// before it expires. A network plugs in with one line in providers.ts.
import { and, eq } from 'drizzle-orm';
import type { KVNamespace } from '@cloudflare/workers-types';
import { ApiError } from '../../common/api-error';
import { OAUTH_NETWORKS, type OAuthNetwork } from '../../common/contracts/publishing';
import { isLocale, type Locale } from '../../common/locales';
import type { Db } from '../../db/client';
import { socialAccounts, type SocialAccount, type User } from '../../db/schema';
import type { Env } from '../../env';
import { base64url, newId, randomBytes } from '../../platform/crypto';
import { decryptToken, encryptToken } from '../../platform/token-cipher';
import { getOrgAccess, requireRole, type OrgAccess } from '../orgs/access';
import { ConnectorError } from './connector';
import { OAuthGrantRefused, type OAuthClient, type OAuthProvider, type TokenSet } from './oauth-provider';

export type OAuthProviders = Partial<Record<OAuthNetwork, OAuthProvider>>;

/** Ten minutes to consent: longer than anyone reads a consent page, short enough that a leaked state is soon useless. */
export const STATE_TTL_MS = 10 * 60 * 1000;
/** A token this close to expiring is refreshed before it is used (an upload outlives a token's last minutes). */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

export const isOAuthNetwork = (n: string): n is OAuthNetwork => (OAUTH_NETWORKS as readonly string[]).includes(n);

/** The deployment's client keys for a network (`<NETWORK>_CLIENT_ID` / `_SECRET`), or null when either is missing. */
export function oauthClient(env: Env, network: OAuthNetwork): OAuthClient | null {
  const prefix = network.toUpperCase() as Uppercase<OAuthNetwork>;
  const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

/** The real networks this deployment can connect: a provider in the build and both keys set. */
export const configuredNetworks = (env: Env, providers: OAuthProviders): OAuthNetwork[] =>
  OAUTH_NETWORKS.filter((n) => providers[n] && oauthClient(env, n));

/** Fixed, without a locale: it is registered with the network, which calls it (the locale travels in the state). */
export const callbackPath = (network: OAuthNetwork) => `/api/v1/publishing/oauth/${network}/callback`;

/** What the callback answers the page with: ?connected=<network>, or ?connect_error=<code> (client messages). */
export type ConnectErrorCode =
  | 'publish_oauth_denied'
  | 'publish_oauth_state_invalid'
  | 'publish_oauth_state_expired'
  | 'publish_oauth_not_allowed'
  | 'publish_oauth_exchange_failed'
  | 'publish_oauth_profile_failed'
  | 'publish_oauth_unavailable';

interface StatePayload {
  /** Nonce: the KV key of the PKCE verifier, deleted when used. */
  n: string;
  o: string;
  u: string;
  w: OAuthNetwork;
  l: Locale;
  /** Expiry, epoch ms. */
  e: number;
}

const enc = new TextEncoder();
const kvKey = (nonce: string) => `publish-oauth:${nonce}`;

async function hmac(secret: string, text: string): Promise<string> {
  // Its own derivation label: the state's key is never the tokens' key.
  const key = await crypto.subtle.importKey('raw', enc.encode(`palco oauth state v1:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(text))));
}

function fromBase64url(text: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));
}

async function signState(secret: string, payload: StatePayload): Promise<string> {
  const body = base64url(enc.encode(JSON.stringify(payload)));
  return `${body}.${await hmac(secret, body)}`;
}

/** The payload, or why not: a state changed in any byte fails its signature. */
async function readState(secret: string, state: string, now: number): Promise<StatePayload | 'invalid' | 'expired'> {
  const [body, mac, extra] = state.split('.');
  if (!body || !mac || extra !== undefined) return 'invalid';
  const expected = await hmac(secret, body);
  // Compared as digests of equal length, in constant time where the runtime has it.
  const a = enc.encode(expected);
  const b = enc.encode(mac);
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual?: (x: ArrayBufferView, y: ArrayBufferView) => boolean };
  const same = a.length === b.length && (subtle.timingSafeEqual ? subtle.timingSafeEqual(a, b) : expected === mac);
  if (!same) return 'invalid';
  let payload: StatePayload;
  try {
    payload = JSON.parse(fromBase64url(body)) as StatePayload;
  } catch {
    return 'invalid';
  }
  return payload.e < now ? 'expired' : payload;
}

async function pkceChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', enc.encode(verifier))));
}

export interface OAuthDeps {
  db: Db;
  kv: KVNamespace;
  /** The tokens' secret (SOCIAL_TOKEN_SECRET); the state's HMAC key is derived from it under another label. */
  secret: string;
  env: Env;
  providers: OAuthProviders;
  /** The request's origin: the redirect URI is built on it at start and at the callback alike. */
  origin: string;
}

/** The network's consent page for an admin of the organization. */
export async function startConnect(deps: OAuthDeps, access: OrgAccess, network: string, locale: Locale, now = Date.now()): Promise<string> {
  requireRole(access, 'admin');
  const provider = isOAuthNetwork(network) ? deps.providers[network] : undefined;
  const client = provider ? oauthClient(deps.env, provider.network) : null;
  if (!provider || !client) throw new ApiError('publish_network_unavailable');
  const nonce = base64url(randomBytes(18));
  const verifier = base64url(randomBytes(48));
  // KV's shortest TTL is 60 s; ours is the state's own ten minutes.
  await deps.kv.put(kvKey(nonce), verifier, { expirationTtl: Math.ceil(STATE_TTL_MS / 1000) });
  const state = await signState(deps.secret, {
    n: nonce,
    o: access.org.id,
    u: access.userId,
    w: provider.network,
    l: locale,
    e: now + STATE_TTL_MS,
  });
  return provider.authorizeUrl(client, {
    redirectUri: `${deps.origin}${callbackPath(provider.network)}`,
    state,
    codeChallenge: await pkceChallenge(verifier),
  });
}

export interface CallbackQuery {
  state?: string;
  code?: string;
  error?: string;
}

export type CallbackResult = { locale: Locale | null; network: OAuthNetwork | null } & (
  { ok: true } | { ok: false; code: ConnectErrorCode }
);

/**
 * The network's redirect back. Never throws for what a visitor can cause: every
 * outcome is a result the route turns into a redirect to the publishing page.
 */
export async function finishConnect(
  deps: OAuthDeps,
  network: string,
  query: CallbackQuery,
  user: User | null,
  now = Date.now(),
): Promise<CallbackResult> {
  const read = query.state ? await readState(deps.secret, query.state, now) : 'invalid';
  if (read === 'invalid' || read === 'expired') {
    return {
      ok: false,
      code: read === 'invalid' ? 'publish_oauth_state_invalid' : 'publish_oauth_state_expired',
      locale: null,
      network: null,
    };
  }
  const at = { locale: isLocale(read.l) ? read.l : null, network: read.w };
  if (read.w !== network) return { ...at, ok: false, code: 'publish_oauth_state_invalid' };
  // Used once: a replayed callback finds no verifier.
  const verifier = await deps.kv.get(kvKey(read.n));
  if (verifier === null) return { ...at, ok: false, code: 'publish_oauth_state_expired' };
  await deps.kv.delete(kvKey(read.n));
  if (query.error) return { ...at, ok: false, code: 'publish_oauth_denied' };
  // The admin who started is the one signed in here, and still an admin of the organization.
  const access = user && user.id === read.u ? await getOrgAccess(deps.db, user, read.o) : null;
  if (!access || (access.role !== 'admin' && access.role !== 'owner')) return { ...at, ok: false, code: 'publish_oauth_not_allowed' };
  const provider = deps.providers[read.w];
  const client = oauthClient(deps.env, read.w);
  if (!provider || !client) return { ...at, ok: false, code: 'publish_oauth_unavailable' };
  if (!query.code) return { ...at, ok: false, code: 'publish_oauth_exchange_failed' };

  let tokens: TokenSet;
  try {
    tokens = await provider.exchangeCode(
      client,
      { code: query.code, redirectUri: `${deps.origin}${callbackPath(read.w)}`, codeVerifier: verifier },
      now,
    );
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', message: `oauth ${read.w} exchange: ${String(error)}` }));
    return { ...at, ok: false, code: 'publish_oauth_exchange_failed' };
  }
  let profile;
  try {
    profile = await provider.profile(tokens.accessToken);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', message: `oauth ${read.w} profile: ${String(error)}` }));
    return { ...at, ok: false, code: 'publish_oauth_profile_failed' };
  }
  await storeAccount(deps, access, read.w, tokens, profile, now);
  return { ...at, ok: true };
}

/** One account per network per organization: connecting again replaces its tokens and name (a reconnect). */
async function storeAccount(
  deps: Pick<OAuthDeps, 'db' | 'secret'>,
  access: OrgAccess,
  network: OAuthNetwork,
  tokens: TokenSet,
  profile: { externalId: string; displayName: string },
  now: number,
): Promise<void> {
  const existing = await deps.db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.organizationId, access.org.id), eq(socialAccounts.network, network)))
    .get();
  const id = existing?.id ?? newId('sac');
  const sealed = await sealTokens(deps.secret, id, tokens);
  const fields = {
    displayName: profile.displayName.slice(0, 60) || network,
    externalId: profile.externalId,
    ...sealed,
    connectedBy: access.userId,
    updatedAt: now,
  };
  if (existing) await deps.db.update(socialAccounts).set(fields).where(eq(socialAccounts.id, id));
  else await deps.db.insert(socialAccounts).values({ id, organizationId: access.org.id, network, createdAt: now, ...fields });
}

/** Both tokens sealed and bound to the account's row; the refresh token under its own label, so the two never swap. */
async function sealTokens(secret: string, accountId: string, tokens: TokenSet) {
  return {
    tokenCiphertext: await encryptToken(secret, accountId, tokens.accessToken),
    refreshCiphertext: tokens.refreshToken ? await encryptToken(secret, `${accountId}:refresh`, tokens.refreshToken) : null,
    expiresAt: tokens.expiresAt,
  };
}

export async function openTokens(secret: string, account: SocialAccount): Promise<TokenSet> {
  return {
    accessToken: await decryptToken(secret, account.id, account.tokenCiphertext),
    refreshToken: account.refreshCiphertext ? await decryptToken(secret, `${account.id}:refresh`, account.refreshCiphertext) : null,
    expiresAt: account.expiresAt,
  };
}

export interface TokenDeps {
  db: Db;
  secret: string;
  providers: OAuthProviders;
  client: (network: OAuthNetwork) => OAuthClient | null;
}

/**
 * The account's access token, refreshed first when it expires within
 * REFRESH_MARGIN_MS (the new set stored sealed). A refused grant is a
 * ConnectorError that cannot be retried and tells the user to reconnect.
 */
export async function ensureFreshToken(deps: TokenDeps, account: SocialAccount, now = Date.now()): Promise<string> {
  const current = await openTokens(deps.secret, account);
  if (current.expiresAt === null || current.expiresAt - now > REFRESH_MARGIN_MS) return current.accessToken;
  const network = account.network;
  const provider = isOAuthNetwork(network) ? deps.providers[network] : undefined;
  const client = isOAuthNetwork(network) ? deps.client(network) : null;
  if (!provider || !client) throw new ConnectorError('publish_reason_network_unavailable', false);
  if (!current.refreshToken) throw new ConnectorError('publish_reason_reconnect', false);
  let next: TokenSet;
  try {
    next = await provider.refresh(client, current.refreshToken, now);
  } catch (error) {
    if (error instanceof OAuthGrantRefused) throw new ConnectorError('publish_reason_reconnect', false);
    if (error instanceof ConnectorError) throw error;
    console.error(JSON.stringify({ level: 'error', message: `oauth ${network} refresh: ${String(error)}` }));
    throw new ConnectorError('publish_reason_refresh_failed', true);
  }
  // A network that does not rotate refresh tokens answers none: the old one stays.
  const stored = { ...next, refreshToken: next.refreshToken ?? current.refreshToken };
  await deps.db
    .update(socialAccounts)
    .set({ ...(await sealTokens(deps.secret, account.id, stored)), updatedAt: now })
    .where(eq(socialAccounts.id, account.id));
  return next.accessToken;
}

/** Best effort at disconnect: the network is asked to forget the grant; a failure is logged, never blocks. */
export async function revokeAccount(deps: Omit<TokenDeps, 'db'>, account: SocialAccount): Promise<void> {
  const network = account.network;
  if (!isOAuthNetwork(network)) return;
  const provider = deps.providers[network];
  const client = deps.client(network);
  if (!provider || !client) return;
  try {
    await provider.revoke(client, await openTokens(deps.secret, account));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', message: `oauth ${network} revoke: ${String(error)}` }));
  }
}
