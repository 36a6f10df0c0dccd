import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';

/**
 * Production must never run with the Auth Emulator configured: it would accept
 * unsigned tokens. Such a deployment refuses every request instead.
 */
export const configGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (c.env.APP_ENV === 'production' && c.env.FIREBASE_AUTH_EMULATOR_HOST) {
    console.error(JSON.stringify({ level: 'fatal', message: 'FIREBASE_AUTH_EMULATOR_HOST is set in production; refusing requests' }));
    return c.json({ detail: 'server_error' }, 500);
  }
  await next();
});
