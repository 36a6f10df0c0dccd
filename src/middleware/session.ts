import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { SESSION_LIMITS } from '../common/limits';
import { lookupSession } from '../features/auth/sessions';
import type { AppEnv } from '../types';

const COOKIE = 'palco_session';

function isHttps(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).protocol === 'https:';
}

/** `__Host-` + Secure wherever the site is served over https; plain on local http. */
export function sessionCookieName(c: Context<AppEnv>): string {
  return isHttps(c) ? `__Host-${COOKIE}` : COOKIE;
}

export function setSessionCookie(c: Context<AppEnv>, token: string, persistent: boolean): void {
  setCookie(c, sessionCookieName(c), token, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: 'Lax',
    path: '/',
    // Without remember me the cookie lives as long as the browser session.
    ...(persistent ? { maxAge: Math.floor(SESSION_LIMITS.persistent.absoluteMs / 1000) } : {}),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, sessionCookieName(c), { path: '/', secure: isHttps(c) });
}

export function readSessionToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, sessionCookieName(c));
}

/** Turns the session cookie into c.var.auth (or null, with the reason in authFailure). */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('auth', null);
  c.set('authFailure', null);
  const token = readSessionToken(c);
  if (token) {
    const result = await lookupSession(c.var.db, token);
    if (result.ok) {
      c.set('auth', { user: result.user, session: result.session });
      if (result.newToken) setSessionCookie(c, result.newToken, result.session.persistent);
    } else {
      c.set('authFailure', result.code);
      clearSessionCookie(c);
    }
  }
  await next();
});
