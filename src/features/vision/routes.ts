// /api/v1/vision/status: where the browser's vision models are, as the client
// build listed them (scripts/lib/vision-assets.ts); null for one the build lacks.
import { Hono } from 'hono';
import { VISION_MODELS_MANIFEST, type VisionStatus } from '../../common/contracts/vision';
import type { AppEnv } from '../../types';
import { requireAuth } from '../auth/require';

export const visionStatusRoutes = new Hono<AppEnv>().get('/status', async (c) => {
  requireAuth(c);
  const res = await c.env.ASSETS.fetch(new URL(VISION_MODELS_MANIFEST, 'https://assets.invalid').toString()).catch(() => null);
  const listed = res?.ok ? ((await res.json()) as Partial<VisionStatus>) : {};
  const url = (v: unknown) => (typeof v === 'string' ? v : null);
  return c.json({ faceDetector: url(listed.faceDetector), personSegmenter: url(listed.personSegmenter) } satisfies VisionStatus);
});
