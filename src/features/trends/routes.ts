// /api/v1/orgs/:org/trends: the trend tracker's day (decision 059). orgScope has
// checked membership (src/app.ts); any member reads trends, admins also see the quota.
import { Hono } from 'hono';
import { trendsQuerySchema } from '../../common/contracts/trends';
import { queryParams } from '../../middleware/validate';
import type { OrgEnv } from '../orgs/access';
import { trendsDeps } from './deps';
import { getTrends } from './service';

export const trendRoutes = new Hono<OrgEnv>().get('/:org/trends', queryParams(trendsQuerySchema), async (c) =>
  c.json(await getTrends(trendsDeps(c.env, c.var.db), c.var.access, c.req.valid('query'))),
);
