import { Hono } from 'hono';
import { createSessionSchema } from '../../common/contracts/auth';
import { emulatorHost } from '../../env';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../middleware/session';
import { jsonBody } from '../../middleware/validate';
import type { AppEnv } from '../../types';
import { accountDeps, clientIp } from './deps';
import { presentUser } from './present';
import { requireAuth } from './require';
import { signIn } from './service';
import { revokeSessionByToken } from './sessions';

export const authRoutes = new Hono<AppEnv>()
  // Creates a session from a Firebase ID token. The token never comes back.
  .post('/session', jsonBody(createSessionSchema), async (c) => {
    const body = c.req.valid('json');
    const rememberMe = body.remember_me ?? false;
    const { user, issued } = await signIn(
      accountDeps(c),
      { projectId: c.env.FIREBASE_PROJECT_ID, emulator: emulatorHost(c.env, c.req.url) !== null },
      {
        idToken: body.id_token,
        rememberMe,
        locale: c.var.locale,
        previousToken: readSessionToken(c),
        userAgent: c.req.header('User-Agent') ?? null,
        ip: clientIp(c),
      },
    );
    setSessionCookie(c, issued.token, rememberMe);
    c.header('Cache-Control', 'no-store');
    return c.json(presentUser(user), 201);
  })

  // Signs out: revokes the session server-side and clears the cookie. Idempotent.
  .delete('/session', async (c) => {
    const token = readSessionToken(c);
    if (token) await revokeSessionByToken(c.var.db, token);
    clearSessionCookie(c);
    return c.body(null, 204);
  })

  // The current user, or 401 with the reason the session is not valid.
  .get('/me', (c) => {
    const { user } = requireAuth(c);
    c.header('Cache-Control', 'no-store');
    return c.json(presentUser(user));
  });
