// /api/v1/orgs/:org/shares: an organization's share links (decision 053).
// orgScope has checked membership (src/app.ts); any member may share the library's files.
import { Hono } from 'hono';
import { createShareSchema } from '../../common/contracts/shares';
import { jsonBody } from '../../middleware/validate';
import type { OrgEnv } from '../orgs/access';
import { createShare, listShares, revokeShare } from './service';

export const shareApiRoutes = new Hono<OrgEnv>()
  .get('/:org/shares', async (c) => c.json(await listShares(c.var.db, c.var.access)))
  .post('/:org/shares', jsonBody(createShareSchema), async (c) =>
    c.json(await createShare(c.var.db, c.var.access, c.req.valid('json')), 201),
  )
  .post('/:org/shares/:id/revoke', async (c) => c.json(await revokeShare(c.var.db, c.var.access, c.req.param('id'))));
