// /api/v1/orgs/:org/viral: the predictor's kept scores and their published posts'
// views (decision 085). orgScope has checked membership; any member scores and reads.
import { Hono } from 'hono';
import { viralScoreSaveSchema } from '../../common/contracts/viral-history';
import { jsonBody } from '../../middleware/validate';
import type { OrgEnv } from '../orgs/access';
import { historyDeps } from './deps';
import { saveScore, scoreHistory } from './history';

export const viralRoutes = new Hono<OrgEnv>()
  .put('/:org/viral/scores', jsonBody(viralScoreSaveSchema), async (c) => {
    await saveScore(c.var.db, c.var.access, c.req.valid('json'));
    return c.body(null, 204);
  })
  .get('/:org/viral/history', async (c) => {
    // TikTok and Instagram views use the posting accounts' tokens, as publishing does (decision 087).
    return c.json(await scoreHistory(historyDeps(c.env, c.var.db), c.var.access));
  });
