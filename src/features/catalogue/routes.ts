import { Hono } from 'hono';
import { CATALOGUE, imageEditorStatus } from '../../common/catalogue';
import type { AppEnv } from '../../types';
import { requireAuth } from '../auth/require';

export const toolRoutes = new Hono<AppEnv>()
  // The catalogue the dashboard draws: one source for every card.
  .get('/catalogue', (c) => {
    requireAuth(c);
    return c.json(CATALOGUE);
  })
  // The image editor's placeholder: its status, checked now.
  .get('/image-editor/status', (c) => {
    requireAuth(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ status: imageEditorStatus(), checkedAt: new Date().toISOString() });
  });
