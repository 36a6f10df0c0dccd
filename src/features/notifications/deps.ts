// What a request that makes notifications passes on: its database, the mailer,
// and its own origin for the emails' links.
import type { Context } from 'hono';
import { mailerFor } from '../auth/deps';
import type { OrgEnv } from '../orgs/access';
import type { NotifyDeps } from './notify';

export const notifyDeps = (c: Context<OrgEnv>): NotifyDeps => ({ db: c.var.db, mailer: mailerFor(c), origin: new URL(c.req.url).origin });
