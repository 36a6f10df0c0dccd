// Guest review links (decision 069). The admins' side sits under the project's
// org routes (orgScope has checked membership; the service asks for admin);
// the guest's side is `/api/v1/review/:token`, signed out, where the token is
// the only credential and every failure of it is the same 404.
import { Hono, type Context } from 'hono';
import {
  createGuestLinkSchema,
  guestCommentSchema,
  guestDecisionSchema,
  guestEditCommentSchema,
} from '../../common/contracts/guest-reviews';
import { jsonBody } from '../../middleware/validate';
import type { AppEnv } from '../../types';
import { clientIp, mailerFor } from '../auth/deps';
import { announceTo, closeGuestSockets, orgLiveStub } from '../live/announce';
import {
  LIVE_GUEST_CONNECT_PATH,
  LIVE_GUEST_EXPIRES_HEADER,
  LIVE_GUEST_LINK_HEADER,
  LIVE_GUEST_PROJECT_HEADER,
  LIVE_ORIGIN,
} from '../live/protocol';
import type { WebSocket } from '@cloudflare/workers-types';
import { ApiError } from '../../common/api-error';
import type { NotifyDeps } from '../notifications/notify';
import type { OrgEnv } from '../orgs/access';
import { serveContent, serveThumbnail } from '../media/content';
import { addGuestComment, decideAsGuest, guestReviewView, requireGuestFile, requireGuestLink } from './guest';
import { createGuestLink, listGuestLinks, revokeGuestLink } from './links';
import { deleteGuestComment, editGuestComment, setGuestResolved } from './own-comments';

export const guestLinkRoutes = new Hono<OrgEnv>()
  .get('/:org/projects/:id/guest-links', async (c) => c.json(await listGuestLinks(c.var.db, c.var.access, c.req.param('id'))))
  .post('/:org/projects/:id/guest-links', jsonBody(createGuestLinkSchema), async (c) => {
    const origin = new URL(c.req.url).origin;
    const made = await createGuestLink(
      c.var.db,
      c.var.access,
      c.req.param('id'),
      c.req.valid('json'),
      (token) =>
        // paths.guestReviewPage (src/common/routes.ts, which a feature may not import by its name's rule).
        `${origin}/${c.var.locale}/review/${encodeURIComponent(token)}`,
    );
    return c.json(made, 201);
  })
  .post('/:org/projects/:id/guest-links/:lid/revoke', async (c) => {
    const revoked = await revokeGuestLink(c.var.db, c.var.access, c.req.param('id'), c.req.param('lid'));
    closeGuestSockets(c, c.var.access.org.id, revoked.id);
    return c.json(revoked);
  });

export const guestNotifyDeps = (c: Context<AppEnv>): NotifyDeps => ({
  db: c.var.db,
  mailer: mailerFor(c),
  origin: new URL(c.req.url).origin,
});

export const guestReviewApiRoutes = new Hono<AppEnv>()
  // The guest page's live channel (decision 076): the token is the credential, checked here like
  // every guest call (an unknown, expired or revoked link is the same 404); the organization's
  // object then sends this socket its one project's changes and nothing else.
  .get('/:token/live', async (c) => {
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new ApiError('websocket_required');
    const origin = c.req.header('Origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin) throw new ApiError('invalid_origin');
    const { link, project, org } = await requireGuestLink(c.var.db, c.req.param('token'));
    const upgraded = await orgLiveStub(c.env.ORG_LIVE, org.id).fetch(`${LIVE_ORIGIN}${LIVE_GUEST_CONNECT_PATH}`, {
      headers: {
        Upgrade: 'websocket',
        [LIVE_GUEST_LINK_HEADER]: link.id,
        [LIVE_GUEST_PROJECT_HEADER]: project.id,
        [LIVE_GUEST_EXPIRES_HEADER]: String(link.expiresAt),
      },
    });
    const webSocket = (upgraded as unknown as { webSocket: WebSocket | null }).webSocket;
    if (upgraded.status !== 101 || !webSocket) throw new Error(`live object answered ${upgraded.status}`);
    return new Response(null, { status: 101, webSocket } as ResponseInit);
  })
  .get('/:token', async (c) => c.json(await guestReviewView(c.var.db, await requireGuestLink(c.var.db, c.req.param('token')))))
  // The project's own files only (decision 071's link from a file to its project), with Range for video.
  .get('/:token/files/:id', async (c) =>
    serveContent(c.env.FILES, await requireGuestFile(c.var.db, c.req.param('token'), c.req.param('id')), c.req.header('Range'), false),
  )
  .get('/:token/files/:id/thumbnail', async (c) =>
    serveThumbnail(c.env.FILES, await requireGuestFile(c.var.db, c.req.param('token'), c.req.param('id'))),
  )
  .post('/:token/comments', jsonBody(guestCommentSchema), async (c) => {
    const found = await requireGuestLink(c.var.db, c.req.param('token'));
    const answer = await addGuestComment(guestNotifyDeps(c), found, c.req.valid('json'), clientIp(c));
    announceTo(c, found.org.id, { type: 'comment', projectId: found.project.id });
    return c.json(answer, 201);
  })
  // The guest's own comments (decision 081): rewrite, delete, and resolve or reopen their own thread.
  // Each is told live like a new comment, to the members' tabs and to the guest pages.
  .patch('/:token/comments/:cid', jsonBody(guestEditCommentSchema), async (c) => {
    const found = await requireGuestLink(c.var.db, c.req.param('token'));
    const answer = await editGuestComment(guestNotifyDeps(c), found, c.req.param('cid'), c.req.valid('json'), clientIp(c));
    announceTo(c, found.org.id, { type: 'comment', projectId: found.project.id });
    return c.json(answer);
  })
  .delete('/:token/comments/:cid', async (c) => {
    const found = await requireGuestLink(c.var.db, c.req.param('token'));
    const answer = await deleteGuestComment(c.var.db, found, c.req.param('cid'), clientIp(c));
    announceTo(c, found.org.id, { type: 'comment', projectId: found.project.id });
    return c.json(answer);
  })
  .post('/:token/comments/:cid/:change{resolve|reopen}', async (c) => {
    const found = await requireGuestLink(c.var.db, c.req.param('token'));
    const answer = await setGuestResolved(c.var.db, found, c.req.param('cid'), c.req.param('change') === 'resolve', clientIp(c));
    announceTo(c, found.org.id, { type: 'comment', projectId: found.project.id });
    return c.json(answer);
  })
  .post('/:token/decision', jsonBody(guestDecisionSchema), async (c) => {
    const found = await requireGuestLink(c.var.db, c.req.param('token'));
    const answer = await decideAsGuest(guestNotifyDeps(c), found, c.req.valid('json'), clientIp(c));
    announceTo(c, found.org.id, { type: 'project', projectId: found.project.id }, { type: 'comment', projectId: found.project.id });
    return c.json(answer);
  });
