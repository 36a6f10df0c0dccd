import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, FieldError } from '../common/api-error';
import type { ErrorCode } from '../common/errors';
import type { AppEnv } from '../types';

/** Seconds a client should wait before trying again after a database fault. */
export const DB_RETRY_AFTER_S = 5;

/**
 * A fault of the database (D1 overloaded, restarted, a storage error), not of
 * the request: drizzle wraps D1's error as the cause of its own.
 */
export function isDatabaseFault(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (/\bD1_[A-Z_]+\b|SQLITE_[A-Z]+|D1 DB|database is locked|Network connection lost/.test(e.message)) return true;
  }
  return false;
}

export function onError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof FieldError) {
    return c.json({ detail: [{ loc: ['body', ...err.loc.map(String)], msg: err.code, type: err.code }] }, 422);
  }
  if (err instanceof ApiError) {
    return c.json({ detail: err.code }, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    const res = err.getResponse();
    if (res.headers.get('Content-Type')?.includes('json')) return res;
    const code: ErrorCode = err.status === 404 ? 'not_found' : err.status >= 500 ? 'server_error' : 'validation_error';
    return c.json({ detail: code }, err.status);
  }
  console.error(
    JSON.stringify({ level: 'error', requestId: c.var.requestId, message: err.message, cause: String(err.cause ?? ''), stack: err.stack }),
  );
  if (isDatabaseFault(err)) {
    // Nothing was committed by the failed statement (a batch is one transaction):
    // the client may try again, and says so in the user's language.
    return c.json({ detail: 'service_unavailable' satisfies ErrorCode }, 503, { 'Retry-After': String(DB_RETRY_AFTER_S) });
  }
  return c.json({ detail: 'server_error' satisfies ErrorCode }, 500);
}
