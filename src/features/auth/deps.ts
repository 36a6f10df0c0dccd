// The adapters a request's auth flows use, chosen from the environment.
import type { Context } from 'hono';
import { codeSecret, emulatorHost } from '../../env';
import { identityAdmin, type IdentityAdmin } from '../../platform/identity-admin';
import { outboxMailer, resendMailer, type Mailer } from '../../platform/mailer';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../types';

/**
 * What the auth and account flows need from a request. Declared here, where it is built: account
 * builds on auth and imports it, never the other way (decision 031).
 */
export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  identity: IdentityAdmin;
  codeSecret: string;
  ip: string | null;
}

/** Takes only what it reads, so an OrgEnv router can call it too (Context is invariant in its environment). */
export function mailerFor(c: Pick<Context<AppEnv>, 'env'> & { var: Pick<AppEnv['Variables'], 'db'> }): Mailer {
  if (c.env.MAIL_PROVIDER === 'resend') {
    if (!c.env.RESEND_API_KEY) throw new Error('RESEND_API_KEY is not set');
    return resendMailer(c.env.RESEND_API_KEY, c.env.MAIL_FROM ?? 'Palco <no-reply@palco.app>');
  }
  return outboxMailer(c.var.db);
}

export function identityFor(c: Context<AppEnv>): IdentityAdmin {
  const email = c.env.GOOGLE_SERVICE_ACCOUNT_EMAIL;
  const key = c.env.GOOGLE_SERVICE_ACCOUNT_KEY;
  return identityAdmin({
    projectId: c.env.FIREBASE_PROJECT_ID,
    apiKey: c.env.FIREBASE_API_KEY,
    emulatorHost: emulatorHost(c.env, c.req.url),
    serviceAccount: email && key ? { email, privateKeyPem: key.replace(/\\n/g, '\n') } : null,
  });
}

export function clientIp(c: { req: Pick<Context<AppEnv>['req'], 'header'> }): string | null {
  // Cloudflare sets CF-Connecting-IP; X-Forwarded-For is whatever the client says.
  return c.req.header('CF-Connecting-IP') ?? null;
}

/** What the account and auth services need from a request. */
export function accountDeps(c: Context<AppEnv>): AccountDeps {
  return { db: c.var.db, mailer: mailerFor(c), identity: identityFor(c), codeSecret: codeSecret(c.env), ip: clientIp(c) };
}
