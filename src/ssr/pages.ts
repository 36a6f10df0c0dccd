// Every non-API path: the spec's route table and redirect rules, decided here
// before any HTML, then the page is rendered.
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../common/locales';
import { FALLBACK_PATH, localePath, matchRoute, paths, ROUTE_ALIASES } from '../common/routes';
import type { AppEnv } from '../types';
import { renderPage } from './render';

export const pages = new Hono<AppEnv>().get('*', async (c) => {
  const url = new URL(c.req.url);
  const [, first, ...rest] = url.pathname.split('/');
  if (!isLocale(first)) return c.redirect(FALLBACK_PATH, 302);

  const restPath = rest.filter(Boolean).join('/');
  const alias = ROUTE_ALIASES[restPath];
  if (alias) return c.redirect(localePath(first, alias) + url.search, 302);

  const match = matchRoute(restPath);
  if (!match) return c.redirect(FALLBACK_PATH, 302);
  if (match.route.access === 'protected' && !c.var.auth) {
    return c.redirect(paths.signIn(first, url.pathname + url.search), 302);
  }

  setCookie(c, LOCALE_COOKIE, first, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'Lax' });
  return renderPage(c, first, match.route);
});
