// Each network's connector, by network (decisions 057, 078).
import type { Connectors } from './connector';
import { createInstagramConnector } from './networks/instagram';
import { linkedinConnector } from './networks/linkedin';
import { tiktokConnector } from './networks/tiktok';
import { youtubeConnector } from './networks/youtube';
import { testNetwork } from './test-network';

/**
 * The connectors of this deployment. Instagram fetches images from a short-lived link of
 * ours (decision 080), so it needs the app's public origin; without one it posts Reels only.
 */
export const connectorsFor = (env: { APP_ORIGIN?: string }): Connectors => ({
  test: testNetwork,
  youtube: youtubeConnector,
  tiktok: tiktokConnector,
  instagram: createInstagramConnector({ mediaOrigin: env.APP_ORIGIN ?? null }),
  linkedin: linkedinConnector,
});
