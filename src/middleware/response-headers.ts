import type { Context } from 'hono';
import type { AppEnv } from '../types';

/**
 * Sets headers on the finished response. Hono's c.header copies a finished
 * response on every call (a Response and its headers per header, on every page);
 * a response this app built has writable headers, so they are set in place, and
 * only a read-only one (fetched from elsewhere) is copied, once.
 */
export function setResponseHeaders(c: Context<AppEnv>, headers: Record<string, string>): void {
  const entries = Object.entries(headers);
  let target = c.res;
  try {
    for (const [name, value] of entries) target.headers.set(name, value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    target = new Response(target.body, target);
    for (const [name, value] of entries) target.headers.set(name, value);
    c.res = target;
  }
}
