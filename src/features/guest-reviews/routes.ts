// Guest review links (decision 069). The admins' side sits under the project's
// org routes (orgScope has checked membership; the service asks for admin);
// the guest's side is `/api/v1/review/:token`, signed out, where the token is
// the only credential and every failure of it is the same 404.
import { Hono, type Context } from 'hono';
import { createGuestLinkSchema, guestCommentSchema, guestDecisionSchema } from '../../common/contracts/guest-reviews';
import { jsonBody } from '../../middleware/validate';
import type { AppEnv } from '../../types';
import { clientIp, mailerFor } from '../auth/deps';
import { announceTo } from '../live/announce';
import type { NotifyDeps } from '../notifications/notify';
import type { OrgEnv } from '../orgs/access';
import { serveContent, serveThumbnail } from '../media/content';
import { addGuestComment, decideAsGuest, guestReviewView, requireGuestFile, requireGuestLink } from './guest';
import { createGuestLink, listGuestLinks, revokeGuestLink } from './links';

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
  .post('/:org/projects/:id/guest-links/:lid/revoke', async (c) =>
    c.json(await revokeGuestLink(c.var.db, c.var.access, c.req.param('id'), c.req.param('lid'))),
  );

export const guestNotifyDeps = (c: Context<AppEnv>): NotifyDeps => ({
  db: c.var.db,
  mailer: mailerFor(c),
  origin: new URL(c.req.url).origin,
});

export const guestReviewApiRoutes = new Hono<AppEnv>()
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
    const answer = await addGuestComment(c.var.db, found, c.req.valid('json'), clientIp(c));
    announceTo(c, found.org.id, { type: 'comment', projectId: found.project.id });
    return c.json(answer, 201);
  })
  .post('/:token/decision', jsonBody(guestDecisionSchema), async (c) => {
    const found = await requireGuestLink(c.var.db, c.req.param('token'));
    const answer = await decideAsGuest(guestNotifyDeps(c), found, c.req.valid('json'), clientIp(c));
    announceTo(c, found.org.id, { type: 'project', projectId: found.project.id }, { type: 'comment', projectId: found.project.id });
    return c.json(answer);
  });
