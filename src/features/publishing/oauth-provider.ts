// What each real network's OAuth 2.0 client answers (issue 36): the consent
// page, the code exchange (PKCE S256 where the network has it), refresh,
// revocation and the connected account's own name. The generic flow (signed
// state, callback, tokens sealed with platform/token-cipher, refreshed before
// they expire) lives in oauth.ts and only talks to networks through this.
import type { OAuthNetwork } from '../../common/contracts/publishing';
import { ConnectorError } from './connector';

/** The deployment's client keys for one network (wrangler secrets). */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface TokenSet {
  accessToken: string;
  /** Null where the network issues none (the flow then asks the user to reconnect when it expires). */
  refreshToken: string | null;
  /** Epoch ms; null when the token does not expire. */
  expiresAt: number | null;
}

export interface AccountProfile {
  /** The network's id of the account (channel, open_id, IG user, member URN). */
  externalId: string;
  displayName: string;
}

export interface OAuthProvider {
  network: OAuthNetwork;
  /** The network's consent page for these parameters. */
  authorizeUrl(client: OAuthClient, p: { redirectUri: string; state: string; codeChallenge: string }): string;
  exchangeCode(client: OAuthClient, p: { code: string; redirectUri: string; codeVerifier: string }, now: number): Promise<TokenSet>;
  /** A token set with a fresh access token; a network that rotates refresh tokens returns the new one. */
  refresh(client: OAuthClient, refreshToken: string, now: number): Promise<TokenSet>;
  /** Best effort at disconnect: a failure is logged, the account is removed anyway. */
  revoke(client: OAuthClient, tokens: TokenSet): Promise<void>;
  profile(accessToken: string): Promise<AccountProfile>;
}

/**
 * What `refresh` throws when the network refuses the grant itself (OAuth's
 * `invalid_grant`: revoked, expired or rotated away): only reconnecting helps.
 * Any other failure of `refresh` is taken as passing (network, 5xx) and retried.
 */
export class OAuthGrantRefused extends Error {
  constructor(readonly detail: string) {
    super(`oauth grant refused: ${detail}`);
  }
}

/**
 * A provider's refresh, where a refusal the network will not change its mind on (a 4xx:
 * invalid_grant, an expired or revoked token) means the account must be reconnected;
 * what may pass (429, 5xx, no answer) stays a retryable ConnectorError.
 */
export async function refreshOrRefused<T>(refresh: () => Promise<T>): Promise<T> {
  try {
    return await refresh();
  } catch (error) {
    if (error instanceof ConnectorError && !error.retryable) throw new OAuthGrantRefused(error.reason);
    throw error;
  }
}
