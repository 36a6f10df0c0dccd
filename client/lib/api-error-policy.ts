// What an API failure means for the whole app (spec section 8, global response
// handling), as a pure decision so it can be tested without a browser.
import { REDIRECT_GUARD_RESET_MS } from '../../src/common/limits';
import type { ApiRequestError } from './api';

/** 'suppressed': already told within the guard window; say nothing more. */
export type GlobalAction = 'network' | 'session_expired' | 'server_error' | 'suppressed' | 'none';

const SESSION_CALL = '/auth/session';

export interface PolicyContext {
  pathname: string;
  now: number;
  /** When the last expired-session redirect happened (0 if never). */
  lastRedirectAt: number;
}

export function globalAction(error: Pick<ApiRequestError, 'status' | 'path'>, ctx: PolicyContext): GlobalAction {
  if (error.status === null) return 'network';
  const sessionCall = error.path === SESSION_CALL;
  if (error.status === 401) {
    const onAuthPage = /^\/[^/]+\/auth(\/|$)/.test(ctx.pathname);
    if (onAuthPage || sessionCall) return 'none';
    // However many calls fail at once, one toast and one redirect per 2 s.
    return ctx.now - ctx.lastRedirectAt < REDIRECT_GUARD_RESET_MS ? 'suppressed' : 'session_expired';
  }
  if (error.status >= 500 && !sessionCall) return 'server_error';
  return 'none';
}
