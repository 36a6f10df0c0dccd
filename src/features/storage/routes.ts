// /api/v1/orgs/:org/storage: what the organization keeps and may keep (the
// credits page's bar). Every member reads it.
import { Hono } from 'hono';
import type { OrgEnv } from '../orgs/access';
import { storageUsage } from './usage';

export const storageRoutes = new Hono<OrgEnv>().get('/:org/storage', async (c) =>
  c.json(await storageUsage(c.var.db, c.var.access.org.id)),
);
