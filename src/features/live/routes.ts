// GET /api/v1/orgs/:org/live: the organization's live channel (decision 066).
// orgScope has already answered 401 without a session and 404 to a non-member
// (like every org route); here the request must be a WebSocket upgrade from
// this site (a browser always sends Origin on one, and a page of another site
// must not open a socket with the member's cookie). It is forwarded to the
// organization's object with who the caller is.
import { Hono } from 'hono';
import { ApiError } from '../../common/api-error';
import type { WebSocket } from '@cloudflare/workers-types';
import { requireAuth } from '../auth/require';
import type { OrgEnv } from '../orgs/access';
import { orgLiveStub } from './announce';
import { LIVE_NAME_HEADER, LIVE_ORIGIN, LIVE_USER_HEADER } from './protocol';

export const liveRoutes = new Hono<OrgEnv>().get('/:org/live', async (c) => {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new ApiError('websocket_required');
  const origin = c.req.header('Origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) throw new ApiError('invalid_origin');
  const { user } = requireAuth(c);
  const upgraded = await orgLiveStub(c.env.ORG_LIVE, c.var.access.org.id).fetch(`${LIVE_ORIGIN}/connect`, {
    headers: {
      Upgrade: 'websocket',
      [LIVE_USER_HEADER]: user.id,
      [LIVE_NAME_HEADER]: encodeURIComponent(user.displayName || user.email),
    },
  });
  const webSocket = (upgraded as unknown as { webSocket: WebSocket | null }).webSocket;
  if (upgraded.status !== 101 || !webSocket) throw new Error(`live object answered ${upgraded.status}`);
  // A fresh answer: the middleware around sets its headers in place (the object's answer has read-only ones).
  return new Response(null, { status: 101, webSocket } as ResponseInit);
});
