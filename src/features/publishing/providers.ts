// Each real network's OAuth client code, by network (decision 078): a network's
// module under networks/ exports its OAuthProvider and its Connector; one line
// here and one in connectors.ts plug it in. Offered only where its keys are set.
import type { OAuthProviders } from './oauth';
import { youtubeOAuth } from './networks/youtube';

export const OAUTH_PROVIDERS: OAuthProviders = { youtube: youtubeOAuth };
