import { createMiddleware } from 'hono/factory';
import { createDb } from '../db/client';
import { newId } from '../platform/crypto';
import type { AppEnv } from '../types';
import { setResponseHeaders } from './response-headers';

/** Gives every request an id (echoed in X-Request-Id, used in logs) and its db handle. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const id = newId('req');
  c.set('requestId', id);
  c.set('db', createDb(c.env.DB));
  await next();
  setResponseHeaders(c, { 'X-Request-Id': id });
});
