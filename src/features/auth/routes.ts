import { Hono } from 'hono';
import { ApiError } from '../../middleware/errors';
import type { AppEnv } from '../../types';
import { presentUser } from './present';

export const authRoutes = new Hono<AppEnv>()
  // The current user, or 401 with the reason the session is not valid.
  .get('/me', (c) => {
    const auth = c.var.auth;
    if (!auth) {
      const code = c.var.authFailure ?? 'refresh_token_invalid';
      throw new ApiError(code === 'account_suspended' ? 403 : 401, code);
    }
    c.header('Cache-Control', 'no-store');
    return c.json(presentUser(auth.user));
  });
