import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../common/errors';
import type { AppEnv } from '../types';

/** A domain error: answered as {"detail": code} with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }
}

export function onError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof ApiError) {
    return c.json({ detail: err.code }, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    const res = err.getResponse();
    if (res.headers.get('Content-Type')?.includes('json')) return res;
    const code: ErrorCode = err.status === 404 ? 'not_found' : err.status >= 500 ? 'server_error' : 'validation_error';
    return c.json({ detail: code }, err.status);
  }
  console.error(JSON.stringify({ level: 'error', requestId: c.var.requestId, message: err.message, stack: err.stack }));
  return c.json({ detail: 'server_error' satisfies ErrorCode }, 500);
}
