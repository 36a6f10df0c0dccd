// Housekeeping run by the cron trigger (wrangler.toml [triggers]).
import { lt, or, isNotNull } from 'drizzle-orm';
import { createDb } from './db/client';
import { verificationCodes } from './db/schema';
import type { Env } from './env';
import { pruneRateLimits } from './features/rate-limit/limiter';
import { releaseExpiredHolds } from './features/credits/ledger';
import { pruneIdempotencyKeys } from './features/credits/idempotency';
import { abortIdleUploads } from './features/media/uploads';
import { UPLOAD_IDLE_MS } from './common/contracts/media';
import { purgeExpiredTrash } from './features/projects/trash';
import { snapshotTrends } from './features/trends/snapshot';
import { trendsDeps } from './features/trends/deps';

export async function runScheduledJobs(env: Env, now = Date.now()): Promise<void> {
  const db = createDb(env.DB);
  await pruneRateLimits(db, now);
  await releaseExpiredHolds(db, now);
  await pruneIdempotencyKeys(db, now);
  await abortIdleUploads({ db, bucket: env.FILES }, UPLOAD_IDLE_MS, now);
  await purgeExpiredTrash({ db, files: env.FILES }, now);
  // Codes past their life (or used) are worth nothing; keep them a day for support.
  // Trends once a UTC day per region (the cron runs hourly; a stored day is skipped), within the YouTube quota.
  await snapshotTrends(trendsDeps(env, db), now);
  await db.delete(verificationCodes).where(or(lt(verificationCodes.expiresAt, now - 86_400_000), isNotNull(verificationCodes.usedAt)));
}
