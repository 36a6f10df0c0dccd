import { ApiError } from '../../common/api-error';
import type { AppEnv, AuthState } from '../../types';

/**
 * The signed-in user and session, or the 401 (or 403) that says why not.
 * Takes only what it reads, so a router with a wider environment (OrgEnv) can
 * call it too: Hono's Context is invariant in its environment.
 */
export function requireAuth(c: { var: Pick<AppEnv['Variables'], 'auth' | 'authFailure'> }): AuthState {
  const auth = c.var.auth;
  if (auth) return auth;
  const code = c.var.authFailure ?? 'refresh_token_invalid';
  throw new ApiError(code);
}
