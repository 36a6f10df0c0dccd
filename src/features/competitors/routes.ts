// /api/v1/orgs/:org/competitors: the competitor analysis (decision 074). orgScope
// has checked membership (src/app.ts); any member reads, adds and removes channels.
import { Hono } from 'hono';
import { addCompetitorSchema, competitorTopicsRequestSchema, ownChannelVisibilitySchema } from '../../common/contracts/competitors';
import { jsonBody } from '../../middleware/validate';
import { aiProviderFor } from '../ai/provider';
import { paidRun } from '../ai/paid-run';
import { idempotent } from '../credits/idempotency';
import type { OrgEnv } from '../orgs/access';
import { trendsDeps } from '../trends/deps';
import { addCompetitor, getCompetitors, removeCompetitor, setOwnHidden } from './service';
import { channelTopics } from './topics';
import { videoHistory } from './video-history';

export const competitorRoutes = new Hono<OrgEnv>()
  .get('/:org/competitors', async (c) => c.json(await getCompetitors(trendsDeps(c.env, c.var.db), c.var.access)))
  .post('/:org/competitors', jsonBody(addCompetitorSchema), async (c) => {
    const deps = trendsDeps(c.env, c.var.db);
    await addCompetitor(deps, c.var.access, c.req.valid('json').channel);
    return c.json(await getCompetitors(deps, c.var.access), 201);
  })
  // The own channel is hidden or shown again, never removed here (decision 085).
  .put('/:org/competitors/own', jsonBody(ownChannelVisibilitySchema), async (c) => {
    const deps = trendsDeps(c.env, c.var.db);
    await setOwnHidden(c.var.db, c.var.access, c.req.valid('json').hidden);
    return c.json(await getCompetitors(deps, c.var.access));
  })
  .delete('/:org/competitors/:id', async (c) => {
    await removeCompetitor(c.var.db, c.var.access, c.req.param('id'));
    return c.body(null, 204);
  })
  // One video's own history, read when the page picks it (decision 082).
  .get('/:org/competitors/:id/videos/:videoId', async (c) =>
    c.json(await videoHistory(c.var.db, c.var.access, c.req.param('id'), c.req.param('videoId'))),
  )
  // Topics through the AI layer (decision 082): paid (1 credit), so an Idempotency-Key and the AI limits.
  .post('/:org/competitors/:id/topics', idempotent, jsonBody(competitorTopicsRequestSchema), async (c) => {
    const provider = aiProviderFor(c.env);
    const { language } = c.req.valid('json');
    return c.json(await paidRun(c, () => channelTopics(c.var.db, provider, c.var.access, c.req.param('id'), language)));
  });
