// /api/v1/vision/status: where the browser's face detector is, as the client
// build listed it (scripts/lib/vision-assets.ts); none when the build has none.
import { Hono } from 'hono';
import { VISION_MODELS_MANIFEST, type VisionStatus } from '../../common/contracts/vision';
import type { AppEnv } from '../../types';
import { requireAuth } from '../auth/require';

export const visionStatusRoutes = new Hono<AppEnv>().get('/status', async (c) => {
  requireAuth(c);
  const res = await c.env.ASSETS.fetch(new URL(VISION_MODELS_MANIFEST, 'https://assets.invalid').toString()).catch(() => null);
  const listed = res?.ok ? ((await res.json()) as Partial<VisionStatus>) : {};
  return c.json({ faceDetector: typeof listed.faceDetector === 'string' ? listed.faceDetector : null } satisfies VisionStatus);
});
