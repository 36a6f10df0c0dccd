import { createMiddleware } from 'hono/factory';
import { configuredEmulator, isLocalRequest } from '../env';
import type { AppEnv } from '../types';

/**
 * Emulator settings (which accept unsigned tokens and show the outbox) belong
 * to local development only. A Worker that has them and is reached on a
 * non-local hostname, or runs as production, was deployed with the local
 * configuration (issue 23: a plain `wrangler deploy`): it refuses to serve
 * rather than accept forged sign-ins.
 */
export const configGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (configuredEmulator(c.env) && !isLocalRequest(c.env, c.req.url)) {
    console.error(
      JSON.stringify({ level: 'fatal', message: 'Auth Emulator settings on a non-local host or in production; refusing requests' }),
    );
    return c.json({ detail: 'server_error' }, 500);
  }
  await next();
});
