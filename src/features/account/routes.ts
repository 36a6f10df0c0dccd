// /api/v1/account: what a user does to their own account (spec section 2:
// verification, password reset and change; settings: profile, sessions, sign-in methods).
import { Hono } from 'hono';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  linkGoogleSchema,
  resetPasswordSchema,
  updateProfileSchema,
  verifyEmailSchema,
} from '../../common/contracts/account';
import { emulatorHost } from '../../env';
import { setSessionCookie } from '../../middleware/session';
import { jsonBody } from '../../middleware/validate';
import type { AppEnv } from '../../types';
import { hit, LIMITS } from '../rate-limit/limiter';
import { presentUser } from '../auth/present';
import { requireAuth } from '../auth/require';
import { accountDeps } from '../auth/deps';
import { clientIp } from '../auth/deps';
import { linkGoogle, signInMethods } from './providers';
import {
  changePassword,
  requestPasswordReset,
  resendVerificationCode,
  resetPassword,
  revokeOtherSessions,
  updateProfile,
  verifyEmail,
} from './service';

/** Runs `task` once the current request has answered (a timer, not a microtask). */
function afterTheAnswer<T>(task: () => Promise<T>): Promise<T> {
  return new Promise((resolve) => setTimeout(resolve, 0)).then(task);
}

export const accountRoutes = new Hono<AppEnv>()
  .post('/email/verify', jsonBody(verifyEmailSchema), async (c) => {
    const { user } = requireAuth(c);
    const verified = await verifyEmail(accountDeps(c), user, c.req.valid('json').code);
    return c.json(presentUser(verified));
  })

  .post('/email/resend', async (c) => {
    const { user } = requireAuth(c);
    await resendVerificationCode(accountDeps(c), user);
    return c.json({ detail: 'verification_code_resent' });
  })

  // Same status, body and timing whether or not the account exists: the work
  // happens after the answer. Not merely after the handler returns: started
  // there, the account lookup ran before the answer was written and an
  // existing account answered ~6 ms later (issue 23). A timer puts all of it
  // behind the response.
  .post('/password/forgot', jsonBody(forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    const deps = accountDeps(c);
    await hit(deps.db, [
      [LIMITS.resetPerEmail, email.toLowerCase()],
      [LIMITS.resetPerIp, clientIp(c)],
    ]);
    const work = afterTheAnswer(() => requestPasswordReset(deps, email)).catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', message: `reset email: ${String(error)}` }));
    });
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      await work; // no execution context (unit tests of the app object)
    }
    return c.json({ detail: 'reset_code_sent' });
  })

  .post('/password/reset', jsonBody(resetPasswordSchema), async (c) => {
    const body = c.req.valid('json');
    await resetPassword(accountDeps(c), body.email, body.code, body.new_password);
    return c.json({ ok: true });
  })

  .post('/password/change', jsonBody(changePasswordSchema), async (c) => {
    const { user, session } = requireAuth(c);
    const body = c.req.valid('json');
    const issued = await changePassword(accountDeps(c), user, session, body.current_password, body.new_password);
    setSessionCookie(c, issued.token, issued.session.persistent);
    return c.json({ ok: true });
  })

  .post('/sessions/revoke-others', async (c) => {
    const { user, session } = requireAuth(c);
    return c.json({ ended: await revokeOtherSessions(c.var.db, user, session) });
  })

  .patch('/profile', jsonBody(updateProfileSchema), async (c) => {
    const { user } = requireAuth(c);
    return c.json(presentUser(await updateProfile(c.var.db, user, c.req.valid('json').display_name)));
  })

  .get('/sign-in-methods', async (c) => {
    const { user } = requireAuth(c);
    return c.json(await signInMethods(accountDeps(c), user));
  })

  // Called after the browser linked Google to the identity: the server checks
  // the result (fresh token, same email) and records it.
  .post('/sign-in-methods/google', jsonBody(linkGoogleSchema), async (c) => {
    const { user } = requireAuth(c);
    return c.json(
      await linkGoogle(
        accountDeps(c),
        { projectId: c.env.FIREBASE_PROJECT_ID, emulator: emulatorHost(c.env, c.req.url) !== null },
        user,
        c.req.valid('json').id_token,
      ),
    );
  });
