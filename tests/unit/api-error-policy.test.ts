import { describe, expect, it } from 'vitest';
import { globalAction } from '../../client/lib/api-error-policy';

const at = (pathname: string, now = 10_000, lastRedirectAt = 0) => ({ pathname, now, lastRedirectAt });

describe('global response handling', () => {
  it('no response is a network error anywhere', () => {
    expect(globalAction({ status: null, path: '/auth/me' }, at('/pt-BR/dashboard'))).toBe('network');
  });
  it('401 outside auth pages and the session call: session expired', () => {
    expect(globalAction({ status: 401, path: '/auth/me' }, at('/pt-BR/dashboard'))).toBe('session_expired');
  });
  it('401 on an auth page or from the session call: nothing global', () => {
    expect(globalAction({ status: 401, path: '/auth/me' }, at('/en/auth/sign-in'))).toBe('none');
    expect(globalAction({ status: 401, path: '/auth/session' }, at('/pt-BR/dashboard'))).toBe('none');
  });
  it('at most one expired-session redirect per 2 s', () => {
    expect(globalAction({ status: 401, path: '/x' }, at('/pt-BR/dashboard', 10_000, 9_000))).toBe('suppressed');
    expect(globalAction({ status: 401, path: '/x' }, at('/pt-BR/dashboard', 11_001, 9_000))).toBe('session_expired');
  });
  it('5xx except from the session call: temporary server error', () => {
    expect(globalAction({ status: 503, path: '/x' }, at('/pt-BR/dashboard'))).toBe('server_error');
    expect(globalAction({ status: 500, path: '/auth/session' }, at('/pt-BR/auth/sign-in'))).toBe('none');
  });
  it('other statuses are left to the caller', () => {
    expect(globalAction({ status: 422, path: '/x' }, at('/pt-BR/dashboard'))).toBe('none');
  });
});
