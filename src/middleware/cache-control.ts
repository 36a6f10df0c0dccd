import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { setResponseHeaders } from './response-headers';

/**
 * An answer to a signed-in caller is theirs alone: no shared cache (a proxy,
 * a CDN) may keep it and the browser does not store it (issue 31). An answer
 * that says how it is cached (a file download's `private, no-cache`) keeps its own.
 */
export const privateAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // A sign-in answer has no session yet on the request, but sets its cookie.
  const personal = Boolean(c.var.auth) || c.res.headers.has('Set-Cookie');
  if (!personal || c.res.headers.has('Cache-Control')) return;
  if (!(c.res.headers.get('Content-Type') ?? '').startsWith('application/json')) return;
  setResponseHeaders(c, { 'Cache-Control': 'private, no-store' });
});
