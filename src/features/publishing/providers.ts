// Each real network's OAuth client code, by network (decision 078): a network's
// module under networks/ exports its OAuthProvider and its Connector; one line
// here and one in connectors.ts plug it in. Offered only where its keys are set.
import type { OAuthProviders } from './oauth';
import { instagramProvider } from './networks/instagram';
import { linkedinProvider } from './networks/linkedin';
import { tiktokProvider } from './networks/tiktok';
import { youtubeOAuth } from './networks/youtube';

export const OAUTH_PROVIDERS: OAuthProviders = {
  youtube: youtubeOAuth,
  tiktok: tiktokProvider,
  instagram: instagramProvider,
  linkedin: linkedinProvider,
};
