// The Worker's one Hono app. Order matters: ids and the db first, security
// headers around everything, the session before anything that asks who is calling.
import { Hono } from 'hono';
import { accountRoutes } from './features/account/routes';
import { authRoutes } from './features/auth/routes';
import { invitationRoutes, orgRoutes, orgScopedRoutes } from './features/orgs/routes';
import { orgScope } from './features/orgs/access';
import { toolRoutes } from './features/catalogue/routes';
import { mediaRoutes } from './features/media/routes';
import { aiOrgRoutes, aiStatusRoutes } from './features/ai/routes';
import { visionStatusRoutes } from './features/vision/routes';
import { projectRoutes } from './features/projects/routes';
import { clipperRoutes } from './features/clipper/routes';
import { speechStatusRoutes, transcriptRoutes } from './features/transcripts/routes';
import { brandKitRoutes } from './features/brand-kits/routes';
import { storageRoutes } from './features/storage/routes';
import { shareApiRoutes } from './features/shares/routes';
import { publishingRoutes } from './features/publishing/routes';
import { devPostsRoutes } from './features/publishing/dev-routes';
import { publishingOAuthRoutes } from './features/publishing/oauth-routes';
import { trendRoutes } from './features/trends/routes';
import { competitorRoutes } from './features/competitors/routes';
import { viralRoutes } from './features/viral/routes';
import { notificationEmailRoutes, notificationRoutes } from './features/notifications/routes';
import { liveRoutes } from './features/live/routes';
import { guestLinkRoutes, guestReviewApiRoutes } from './features/guest-reviews/routes';
import { sameSiteOnly } from './middleware/csrf';
import { privateAnswers } from './middleware/cache-control';
import { ApiError } from './common/api-error';
import { onError } from './middleware/errors';
import { requestContext } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { loadSession } from './middleware/session';
import { configGuard } from './middleware/config-guard';
import { resolveLocale } from './middleware/locale';
import { outboxRoutes } from './features/mail/outbox-routes';
import { pages } from './ssr/pages';
import { shareRoutes } from './ssr/share-routes';
import { mediaLinkRoutes } from './features/publishing/networks/media-link';
import { reviewRoutes } from './ssr/review-routes';
import type { AppEnv } from './types';

const api = new Hono<AppEnv>()
  .use(sameSiteOnly)
  .use(privateAnswers)
  .get('/health', (c) => c.json({ ok: true }))
  .route('/auth', authRoutes)
  .route('/account', accountRoutes)
  .route('/account', notificationEmailRoutes)
  // Order matters under /orgs. Hono runs every matching handler in registration
  // order, and `/orgs/:org/*` also matches `/orgs/x` itself. So the unscoped
  // routes (GET and POST /orgs) come first: a route of its own directly under
  // /orgs must answer above orgScope, or orgScope would take its last segment
  // for an organization. Then orgScope once: 401 without a session, 404 for a
  // non-member, else the membership on c.var.access (OrgEnv), before any
  // org-scoped validator, idempotency claim or handler runs. Then the org-scoped routers.
  .route('/orgs', orgRoutes)
  .use('/orgs/:org/*', orgScope)
  .route('/orgs', orgScopedRoutes)
  .route('/orgs', mediaRoutes)
  .route('/orgs', brandKitRoutes)
  .route('/orgs', aiOrgRoutes)
  .route('/orgs', projectRoutes)
  .route('/orgs', guestLinkRoutes)
  .route('/orgs', transcriptRoutes)
  .route('/orgs', clipperRoutes)
  .route('/orgs', storageRoutes)
  .route('/orgs', shareApiRoutes)
  .route('/orgs', publishingRoutes)
  .route('/orgs', trendRoutes)
  .route('/orgs', competitorRoutes)
  .route('/orgs', viralRoutes)
  .route('/orgs', notificationRoutes)
  .route('/orgs', liveRoutes)
  .route('/speech', speechStatusRoutes)
  .route('/ai', aiStatusRoutes)
  .route('/vision', visionStatusRoutes)
  .route('/invitations', invitationRoutes)
  .route('/review', guestReviewApiRoutes)
  // A network's OAuth callback: the organization is in its signed state, so it is not under /orgs (decision 078).
  .route('/publishing', publishingOAuthRoutes)
  .route('/tools', toolRoutes)
  .all('*', () => {
    throw new ApiError('not_found');
  });

export const app = new Hono<AppEnv>()
  .use(configGuard)
  .use(requestContext)
  .use(securityHeaders)
  .use(resolveLocale)
  .use(loadSession)
  .route('/api/v1', api)
  .route('/', outboxRoutes)
  .route('/', devPostsRoutes)
  // Share links' public pages and files, signed out, before the route table's catch-all.
  .route('/', shareRoutes)
  // Short-lived links a network fetches an image from (Instagram, decision 080).
  .route('/', mediaLinkRoutes)
  .route('/', reviewRoutes)
  .route('/', pages);

app.onError(onError);

export type AppType = typeof app;
