import type { Context } from 'hono';
import { ApiError } from '../../middleware/errors';
import type { AppEnv, AuthState } from '../../types';

/** The signed-in user and session, or the 401 (or 403) that says why not. */
export function requireAuth(c: Context<AppEnv>): AuthState {
  const auth = c.var.auth;
  if (auth) return auth;
  const code = c.var.authFailure ?? 'refresh_token_invalid';
  throw new ApiError(code);
}
