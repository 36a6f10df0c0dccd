// The videos behind a watched keyword (issue 37, decision 082): YouTube's
// search.list for the keyword in the watchlist's region, read at most once a
// UTC day per keyword and region (whoever watches it) and kept in D1, since a
// search costs 100 units of the day's shared quota. Without a key, the
// demonstration dataset answers. Any member reads it, as the watchlist.
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../common/api-error';
import type { KeywordVideo, KeywordVideosView, TrendRegion } from '../../common/contracts/trends';
import { utcDay } from '../../common/trends/rise';
import { trendKeywordSearches, trendWatch } from '../../db/schema';
import { demoKeywordVideos } from '../../platform/trends/keyword-demo';
import { YoutubeApiError, YoutubeQuotaError } from '../../platform/trends/youtube';
import { QuotaRefused } from '../../platform/trends/youtube-channels';
import { searchVideos } from '../../platform/trends/youtube-search';
import type { OrgAccess } from '../orgs/access';
import { claimUnits } from './quota';
import type { SnapshotDeps } from './snapshot';

/** Videos shown a keyword: one search page (one call, 100 units). */
export const KEYWORD_VIDEOS = 12;
/**
 * Searches stop once the day's count would pass this share of the limit, so
 * members opening keywords cannot spend the units the trend snapshot and the
 * competitors' cron need (those read up to the whole limit).
 */
export const SEARCH_SHARE = 0.5;

export async function keywordVideos(deps: SnapshotDeps, access: OrgAccess, id: string, now = Date.now()): Promise<KeywordVideosView> {
  const watch = await deps.db
    .select()
    .from(trendWatch)
    .where(and(eq(trendWatch.id, id), eq(trendWatch.organizationId, access.org.id)))
    .get();
  if (!watch) throw new ApiError('trend_watch_not_found');
  const region = watch.region as TrendRegion;
  const day = utcDay(now);
  const demo = !deps.apiKey;
  const view = (videos: KeywordVideo[]): KeywordVideosView => ({ keyword: watch.keyword, region, day, demo, videos });
  if (demo) return view(demoKeywordVideos(watch.keyword, region, day));

  const where = and(
    eq(trendKeywordSearches.region, region),
    eq(trendKeywordSearches.key, watch.key),
    eq(trendKeywordSearches.demo, false),
    eq(trendKeywordSearches.day, day),
  );
  const kept = await deps.db.select({ videos: trendKeywordSearches.videos }).from(trendKeywordSearches).where(where).get();
  if (kept) return view(JSON.parse(kept.videos) as KeywordVideo[]);
  let videos: KeywordVideo[];
  try {
    videos = await searchVideos({ apiKey: deps.apiKey!, keyword: watch.keyword, region, max: KEYWORD_VIDEOS, maxPages: 1 }, (units) =>
      claimUnits(deps.db, day, units, Math.floor(deps.dailyLimit * SEARCH_SHARE), now),
    );
  } catch (e) {
    if (e instanceof QuotaRefused || e instanceof YoutubeQuotaError) throw new ApiError('trend_quota_exhausted');
    if (e instanceof YoutubeApiError) {
      console.warn('trends: YouTube search refused', e);
      throw new ApiError('trend_source_failed');
    }
    throw e;
  }
  // Two members asking at once may both search; the first answer kept is the day's.
  await deps.db
    .insert(trendKeywordSearches)
    .values({ region, key: watch.key, demo: false, day, videos: JSON.stringify(videos), fetchedAt: now })
    .onConflictDoNothing()
    .run();
  return view(videos);
}
