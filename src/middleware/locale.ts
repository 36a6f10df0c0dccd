import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, matchLocale, type Locale } from '../common/locales';
import type { AppEnv } from '../types';

/** The request's locale: path segment, else the locale cookie, else Accept-Language, else pt-BR. */
export const resolveLocale = createMiddleware<AppEnv>(async (c, next) => {
  const fromPath = new URL(c.req.url).pathname.split('/')[1];
  let locale: Locale = DEFAULT_LOCALE;
  if (isLocale(fromPath)) locale = fromPath;
  else {
    const cookie = getCookie(c, LOCALE_COOKIE);
    if (isLocale(cookie)) locale = cookie;
    else {
      const accept = c.req.header('Accept-Language') ?? '';
      for (const part of accept.split(',')) {
        const match = matchLocale(part.split(';')[0]);
        if (match) {
          locale = match;
          break;
        }
      }
    }
  }
  c.set('locale', locale);
  await next();
});
