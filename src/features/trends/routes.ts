// /api/v1/orgs/:org/trends: the trend tracker's day (decision 059). orgScope has
// checked membership (src/app.ts); any member reads trends, admins also see the quota.
import { Hono } from 'hono';
import { z } from 'zod';
import { digestSubscriptionSchema, trendsQuerySchema, watchKeywordSchema } from '../../common/contracts/trends';
import { jsonBody, queryParams } from '../../middleware/validate';
import type { OrgEnv } from '../orgs/access';
import { trendsDeps } from './deps';
import { getTrends } from './service';
import { addKeyword, getWatchlist, removeKeyword, setDigest } from './watchlist';
import { keywordVideos } from './keyword-search';

const regionQuery = z.object({ region: watchKeywordSchema.shape.region });

export const trendRoutes = new Hono<OrgEnv>()
  .get('/:org/trends', queryParams(trendsQuerySchema), async (c) =>
    c.json(await getTrends(trendsDeps(c.env, c.var.db), c.var.access, c.req.valid('query'))),
  )
  // The watchlist (decision 073): any member reads, adds and removes keywords, and chooses the digest for themself.
  .get('/:org/trends/watchlist', queryParams(regionQuery), async (c) =>
    c.json(await getWatchlist(trendsDeps(c.env, c.var.db), c.var.access, c.req.valid('query').region)),
  )
  .post('/:org/trends/watchlist', jsonBody(watchKeywordSchema), async (c) => {
    const input = c.req.valid('json');
    await addKeyword(c.var.db, c.var.access, input);
    return c.json(await getWatchlist(trendsDeps(c.env, c.var.db), c.var.access, input.region), 201);
  })
  // The videos YouTube finds for a watched keyword, one search a keyword and day (decision 082).
  .get('/:org/trends/watchlist/:id/videos', async (c) =>
    c.json(await keywordVideos(trendsDeps(c.env, c.var.db), c.var.access, c.req.param('id'))),
  )
  .delete('/:org/trends/watchlist/:id', async (c) => {
    await removeKeyword(c.var.db, c.var.access, c.req.param('id'));
    return c.body(null, 204);
  })
  .put('/:org/trends/digest', jsonBody(digestSubscriptionSchema), async (c) => {
    await setDigest(c.var.db, c.var.access, c.req.valid('json').subscribed);
    return c.json({ subscribed: c.req.valid('json').subscribed });
  });
