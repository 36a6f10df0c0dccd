// /api/v1/orgs/:org/publishing: connected accounts and posts (decision 057).
// orgScope has checked membership (src/app.ts). Admins and owners connect and
// disconnect accounts; any member publishes, schedules and cancels (product decisions).
import { Hono } from 'hono';
import { connectAccountSchema, createPostSchema, reschedulePostSchema } from '../../common/contracts/publishing';
import { isProduction, socialTokenSecret } from '../../env';
import { jsonBody } from '../../middleware/validate';
import { requireRole, type OrgEnv } from '../orgs/access';
import { connectAccount, disconnectAccount, publishStatus } from './accounts';
import { cancelPost, createPost, listPosts, postView, reschedulePost } from './posts';
import { enqueuePost } from './scheduler';

export const publishingRoutes = new Hono<OrgEnv>()
  .get('/:org/publishing/accounts', async (c) => c.json(await publishStatus(c.var.db, c.var.access, isProduction(c.env))))
  .post('/:org/publishing/accounts', jsonBody(connectAccountSchema), async (c) => {
    const access = requireRole(c.var.access, 'admin');
    const deps = { db: c.var.db, secret: socialTokenSecret(c.env), production: isProduction(c.env) };
    return c.json(await connectAccount(deps, access, c.req.valid('json')), 201);
  })
  .delete('/:org/publishing/accounts/:id', async (c) => {
    await disconnectAccount(c.var.db, requireRole(c.var.access, 'admin'), c.req.param('id'));
    return c.body(null, 204);
  })
  .get('/:org/publishing/posts', async (c) => c.json(await listPosts(c.var.db, c.var.access)))
  .post('/:org/publishing/posts', jsonBody(createPostSchema), async (c) => {
    const input = c.req.valid('json');
    const post = await createPost(c.var.db, c.var.access, input);
    if (input.when === 'now') await enqueuePost(c.var.db, c.env.PUBLISH_QUEUE, post.id);
    return c.json(await postView(c.var.db, post.id), 201);
  })
  .post('/:org/publishing/posts/:id/cancel', async (c) => c.json(await cancelPost(c.var.db, c.var.access, c.req.param('id'))))
  .post('/:org/publishing/posts/:id/reschedule', jsonBody(reschedulePostSchema), async (c) =>
    c.json(await reschedulePost(c.var.db, c.var.access, c.req.param('id'), c.req.valid('json'))),
  );
