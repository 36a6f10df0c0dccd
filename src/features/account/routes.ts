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
import { enqueuePasswordReset } from './reset-queue';
import { changePassword, resendVerificationCode, resetPassword, revokeOtherSessions, updateProfile, verifyEmail } from './service';

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

  // Same status, body and work whether or not the account exists: the same
  // rate limits, then the same message on a queue; the consumer looks the
  // account up in another invocation (reset-queue.ts, decision 035).
  .post('/password/forgot', jsonBody(forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    await hit(c.var.db, [
      [LIMITS.resetPerEmail, email.toLowerCase()],
      [LIMITS.resetPerIp, clientIp(c)],
    ]);
    await enqueuePasswordReset(c.env.PASSWORD_RESETS, email);
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
