// The viral clipper's server side beyond its project documents (which the
// projects API keeps): the paid first render of each clip. The browser renders;
// the server charges the clip when its first render starts, takes the upload of
// the rendered file and records it (decision 032).
import { Hono, type Context } from 'hono';
import { renderDoneSchema } from '../../common/contracts/clip';
import { createUploadSchema } from '../../common/contracts/media';
import { requireAuth } from '../auth/require';
import { jsonBody } from '../../middleware/validate';
import { idempotent } from '../credits/idempotency';
import { limitRenderStart } from '../rate-limit/route-limit';
import type { OrgEnv } from '../orgs/access';
import type { ProjectDeps } from '../projects/service';
import { failRender, finishRender, listRenders, startRender, startRenderUpload } from './renders';

const deps = (c: Context<OrgEnv>): ProjectDeps => ({ db: c.var.db, files: c.env.FILES });
const CLIP = '/:org/clipper/:project/clips/:clip/render';

export const clipperRoutes = new Hono<OrgEnv>()
  .get('/:org/clipper/:project/renders', async (c) => c.json(await listRenders(deps(c), c.var.access, c.req.param('project'))))
  .post(CLIP, limitRenderStart, idempotent, async (c) =>
    c.json(await startRender(deps(c), c.var.access, c.req.param('project'), c.req.param('clip'))),
  )
  .post(`${CLIP}/upload`, jsonBody(createUploadSchema), async (c) => {
    const { project, clip } = c.req.param();
    return c.json(await startRenderUpload(deps(c), c.var.access, requireAuth(c).user, project, clip, c.req.valid('json')), 201);
  })
  .post(`${CLIP}/done`, jsonBody(renderDoneSchema), async (c) =>
    c.json(await finishRender(deps(c), c.var.access, c.req.param('project'), c.req.param('clip'), c.req.valid('json').assetId)),
  )
  .post(`${CLIP}/failed`, async (c) => c.json(await failRender(deps(c), c.var.access, c.req.param('project'), c.req.param('clip'))));
