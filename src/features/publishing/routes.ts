// /api/v1/orgs/:org/publishing: connected accounts and posts (decision 057).
// orgScope has checked membership (src/app.ts). Admins and owners connect and
// disconnect accounts; any member publishes, schedules and cancels (product decisions).
// A real network is connected through its OAuth flow (decision 078): the start
// here, the network's callback in oauth-routes.ts.
import { Hono } from 'hono';
import { zoneCheckSchema } from '../../common/contracts/publish-zones';
import { connectAccountSchema, createPostSchema, reschedulePostSchema } from '../../common/contracts/publishing';
import { isProduction, socialTokenSecret, tiktokMediaOrigin, type Env } from '../../env';
import { jsonBody } from '../../middleware/validate';
import { requireRole, type OrgEnv } from '../orgs/access';
import { connectAccount, disconnectAccount, offeredNetworks, publishStatus } from './accounts';
import { oauthClient, startConnect, type OAuthDeps, type TokenDeps } from './oauth';
import { checkTiktokPost, tiktokCreatorInfo } from './tiktok-creator';
import { cancelPost, createPost, listPosts, postView, reschedulePost } from './posts';
import { OAUTH_PROVIDERS } from './providers';
import { enqueuePost } from './scheduler';
import { zoneWarnings } from './zone-check';
import type { Db } from '../../db/client';

export const oauthDeps = (db: Db, env: Env, url: string): OAuthDeps => ({
  db,
  kv: env.KV,
  secret: socialTokenSecret(env),
  env,
  providers: OAUTH_PROVIDERS,
  origin: new URL(url).origin,
});

/** The account's token, refreshed when due, for a call made while the person waits. */
const tokenDeps = (db: Db, env: Env): TokenDeps => ({
  db,
  secret: socialTokenSecret(env),
  providers: OAUTH_PROVIDERS,
  client: oauthClient.bind(null, env),
});

export const publishingRoutes = new Hono<OrgEnv>()
  .get('/:org/publishing/accounts', async (c) => c.json(await publishStatus(c.var.db, c.var.access, offeredNetworks(c.env))))
  .post('/:org/publishing/accounts', jsonBody(connectAccountSchema), async (c) => {
    const access = requireRole(c.var.access, 'admin');
    const deps = { db: c.var.db, secret: socialTokenSecret(c.env), production: isProduction(c.env) };
    return c.json(await connectAccount(deps, access, c.req.valid('json')), 201);
  })
  // A navigation (the Connect button is a link): answers the network's consent page as a redirect.
  .get('/:org/publishing/oauth/:network/start', async (c) => {
    const deps = oauthDeps(c.var.db, c.env, c.req.url);
    return c.redirect(await startConnect(deps, c.var.access, c.req.param('network'), c.var.locale), 302);
  })
  .delete('/:org/publishing/accounts/:id', async (c) => {
    const deps = { db: c.var.db, secret: socialTokenSecret(c.env), providers: OAUTH_PROVIDERS, client: oauthClient.bind(null, c.env) };
    await disconnectAccount(deps, requireRole(c.var.access, 'admin'), c.req.param('id'));
    return c.body(null, 204);
  })
  // What TikTok's direct post form must show and offer for this account (decision 092).
  .get('/:org/publishing/accounts/:id/tiktok/creator-info', async (c) =>
    c.json(await tiktokCreatorInfo(tokenDeps(c.var.db, c.env), c.var.access, c.req.param('id'), tiktokMediaOrigin(c.env))),
  )
  // The form's safe-zone check of the chosen videos' text, before queueing (decision 095): a read, posted for its list.
  .post('/:org/publishing/zone-check', jsonBody(zoneCheckSchema), async (c) =>
    c.json({ warnings: await zoneWarnings({ db: c.var.db, files: c.env.FILES }, c.var.access, c.req.valid('json')) }),
  )
  .get('/:org/publishing/posts', async (c) => c.json(await listPosts(c.var.db, c.var.access)))
  .post('/:org/publishing/posts', jsonBody(createPostSchema), async (c) => {
    const input = c.req.valid('json');
    const post = await createPost(c.var.db, c.var.access, input, Date.now(), {
      tiktokMediaOrigin: tiktokMediaOrigin(c.env),
      tiktokCheck: (accountId, post) => checkTiktokPost(tokenDeps(c.var.db, c.env), c.var.access, accountId, post),
    });
    if (input.when === 'now') await enqueuePost(c.var.db, c.env.PUBLISH_QUEUE, post.id);
    return c.json(await postView(c.var.db, post.id), 201);
  })
  .post('/:org/publishing/posts/:id/cancel', async (c) => c.json(await cancelPost(c.var.db, c.var.access, c.req.param('id'))))
  .post('/:org/publishing/posts/:id/reschedule', jsonBody(reschedulePostSchema), async (c) =>
    c.json(await reschedulePost(c.var.db, c.var.access, c.req.param('id'), c.req.valid('json'))),
  );
