// What the trend tracker reads from the environment, for the route and the cron alike.
import type { Env } from '../../env';
import { createDb, type Db } from '../../db/client';
import { dailyLimit } from './quota';
import type { SnapshotDeps } from './snapshot';

export const trendsDeps = (env: Env, db: Db = createDb(env.DB)): SnapshotDeps => ({
  db,
  apiKey: env.YOUTUBE_API_KEY?.trim() || undefined,
  dailyLimit: dailyLimit(env),
});
