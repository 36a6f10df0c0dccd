// Each network's connector, by network (decisions 057, 078).
import type { Connectors } from './connector';
import { createInstagramConnector } from './networks/instagram';
import { linkedinConnector } from './networks/linkedin';
import { makeTiktokConnector } from './networks/tiktok';
import { tiktokMediaOrigin } from '../../env';
import { youtubeConnector } from './networks/youtube';
import { testNetwork } from './test-network';

/**
 * The connectors of this deployment. Instagram fetches images from a short-lived link of
 * ours (decision 080), so it needs the app's public origin; without one it posts Reels only.
 * TikTok photo posts need the origin verified with TikTok (TIKTOK_MEDIA_ORIGIN, decision 092).
 */
export const connectorsFor = (env: { APP_ORIGIN?: string; TIKTOK_MEDIA_ORIGIN?: string }): Connectors => ({
  test: testNetwork,
  youtube: youtubeConnector,
  // TikTok pulls photo posts only from its verified origin (decision 092); without one, videos only.
  tiktok: makeTiktokConnector({ mediaOrigin: tiktokMediaOrigin(env) }),
  instagram: createInstagramConnector({ mediaOrigin: env.APP_ORIGIN ?? null }),
  linkedin: linkedinConnector,
});
