// /api/v1/orgs/:org/notifications: the caller's bell in the organization
// (decision 067). /api/v1/account/notification-emails: which emails they get.
import { Hono } from 'hono';
import { emailPreferencesSchema, notificationListQuerySchema } from '../../common/contracts/notifications';
import { jsonBody, queryParams } from '../../middleware/validate';
import type { AppEnv } from '../../types';
import { requireAuth } from '../auth/require';
import type { OrgEnv } from '../orgs/access';
import { emailPreferencesOf, setEmailPreferences } from './preferences';
import { listNotifications, markAllRead, markRead, unreadCount } from './service';

export const notificationRoutes = new Hono<OrgEnv>()
  .get('/:org/notifications', queryParams(notificationListQuerySchema), async (c) =>
    c.json(await listNotifications(c.var.db, c.var.access, c.req.valid('query').page)),
  )
  .get('/:org/notifications/unread', async (c) => c.json({ unread: await unreadCount(c.var.db, c.var.access) }))
  .post('/:org/notifications/read-all', async (c) => c.json({ marked: await markAllRead(c.var.db, c.var.access) }))
  .post('/:org/notifications/:id/read', async (c) => {
    await markRead(c.var.db, c.var.access, c.req.param('id'));
    return c.body(null, 204);
  });

export const notificationEmailRoutes = new Hono<AppEnv>()
  .get('/notification-emails', async (c) => c.json(await emailPreferencesOf(c.var.db, requireAuth(c).user.id)))
  .put('/notification-emails', jsonBody(emailPreferencesSchema), async (c) =>
    c.json(await setEmailPreferences(c.var.db, requireAuth(c).user.id, c.req.valid('json'))),
  );
