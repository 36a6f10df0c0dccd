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
import { enqueueDuePosts } from './features/publishing/scheduler';
import { sweepMediaLinks } from './features/publishing/networks/media-link';
import { snapshotTrends } from './features/trends/snapshot';
import { trendsDeps } from './features/trends/deps';
import { sendWeeklyDigests } from './features/trends/digest';
import { snapshotCompetitors } from './features/competitors/snapshot';
import { mailerFor } from './features/auth/deps';
import { notifyDueTomorrow } from './features/notifications/due-tomorrow';
import { historyDeps } from './features/viral/deps';
import { refreshPostViews } from './features/viral/refresh';

/** wrangler.toml [triggers]: housekeeping hourly, publishing every minute (both fire at :17), competitors and posts' views every 6 hours. */
export const HOUSEKEEPING_CRON = '17 * * * *';
export const PUBLISHING_CRON = '* * * * *';
export const COMPETITORS_CRON = '41 */6 * * *';

/** One cron invocation: the job its schedule names, at the time it was scheduled for. */
export async function runCron(cron: string, env: Env, now = Date.now()): Promise<void> {
  if (cron === HOUSEKEEPING_CRON) return runScheduledJobs(env, now);
  // The competitor analysis's channels (decision 074), within the YouTube quota the trend tracker counts too.
  if (cron === COMPETITORS_CRON) {
    try {
      await snapshotCompetitors(trendsDeps(env), now);
    } finally {
      // Then published posts' views (decision 093), in what is left of the same day's quota, even when the
      // competitors failed. Its deps too may throw (production without SOCIAL_TOKEN_SECRET): logged only.
      await (async () => refreshPostViews(historyDeps(env), now))().catch((e: unknown) => console.warn('viral views cron failed', e));
    }
    return;
  }
  await enqueueDuePosts(createDb(env.DB), env.PUBLISH_QUEUE, now);
}

export async function runScheduledJobs(env: Env, now = Date.now()): Promise<void> {
  const db = createDb(env.DB);
  await pruneRateLimits(db, now);
  await releaseExpiredHolds(db, now);
  await pruneIdempotencyKeys(db, now);
  await abortIdleUploads({ db, bucket: env.FILES }, UPLOAD_IDLE_MS, now);
  await purgeExpiredTrash({ db, files: env.FILES }, now);
  // Networks' media links (decision 080, 092) left behind by a post that never came back.
  await sweepMediaLinks(env.FILES, now).catch((e: unknown) => console.warn('publishing: media link sweep failed', e));
  // Trends once a UTC day per region (the cron runs hourly; a stored day is skipped), within the YouTube quota.
  const trends = trendsDeps(env, db);
  await snapshotTrends(trends, now);
  const mail = { db, mailer: mailerFor({ env, var: { db } }), origin: env.APP_ORIGIN ?? null };
  // The watchlist's digest: from Monday 11:00 UTC, once a week per organization (the week is claimed first).
  await sendWeeklyDigests({ ...mail, demo: !trends.apiKey }, now).catch((e: unknown) => console.warn('trends: weekly digest failed', e));
  // Assignees of projects due tomorrow: every hour, and once per project and due date (the pass is idempotent).
  await notifyDueTomorrow(mail, now);
  // Codes past their life (or used) are worth nothing; keep them a day for support.
  await db.delete(verificationCodes).where(or(lt(verificationCodes.expiresAt, now - 86_400_000), isNotNull(verificationCodes.usedAt)));
}
