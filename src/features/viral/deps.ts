// What the score history reads from the environment, for the route and the cron
// alike: the trend tracker's YouTube key and quota, and the publishing token path
// (SOCIAL_TOKEN_SECRET, the OAuth providers) for TikTok's and Instagram's views.
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { socialTokenSecret } from '../../env';
import { oauthClient } from '../publishing/oauth';
import { OAUTH_PROVIDERS } from '../publishing/providers';
import { trendsDeps } from '../trends/deps';
import type { RefreshDeps } from './refresh';

export function historyDeps(env: Env, db?: Db): RefreshDeps {
  const tokens = { secret: socialTokenSecret(env), providers: OAUTH_PROVIDERS, client: oauthClient.bind(null, env) };
  return { ...trendsDeps(env, db), accounts: { bucket: env.FILES, tokens } };
}
