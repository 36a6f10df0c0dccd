// The daily snapshot of trends (decision 059), run by the cron (src/jobs.ts):
// per region, once a UTC day, today's trending searches and most popular videos
// stored in D1. With a YouTube key the real sources are read within the day's
// quota; without one the demonstration dataset goes through the same store.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trendSnapshots } from '../../db/schema';
import { TREND_CATEGORIES, TREND_REGIONS, type TrendRegion } from '../../common/contracts/trends';
import { dayBefore, trendKey, utcDay } from '../../common/trends/rise';
import { fetchTrendingSearches, type TrendingSearch } from '../../platform/trends/google-trends';
import { fetchMostPopular, YoutubeQuotaError, type PopularVideo } from '../../platform/trends/youtube';
import { DEMO_DAYS, DEMO_TRENDS } from '../../platform/trends/demo-data';
import { claimUnits } from './quota';

export interface SnapshotDeps {
  db: Db;
  /** Unset: the demonstration dataset. */
  apiKey: string | undefined;
  dailyLimit: number;
}

export interface DayTrends {
  searches: TrendingSearch[];
  videos: PopularVideo[];
}

/** The chart's first pages hold what moves most; the whole chart has two, each category one. */
const PAGES = (category: string) => (category === 'all' ? 2 : 1);
/** D1 binds at most 100 values a statement; a row here binds 10. */
const ROWS_A_STATEMENT = 9;

export async function hasSnapshot(db: Db, day: string, region: TrendRegion, demo: boolean): Promise<boolean> {
  const row = await db
    .select({ day: trendSnapshots.day })
    .from(trendSnapshots)
    .where(and(eq(trendSnapshots.day, day), eq(trendSnapshots.region, region), eq(trendSnapshots.demo, demo)))
    .limit(1)
    .get();
  return Boolean(row);
}

/** Stores a day's trends for a region; a row already there for that day is left as it is. */
export async function storeDay(db: Db, day: string, region: TrendRegion, trends: DayTrends, demo: boolean, now: number): Promise<number> {
  const rows = [
    ...trends.searches.map((s) => ({
      source: 'search' as const,
      key: trendKey(s.title),
      title: s.title,
      category: '',
      score: s.traffic,
      detail: JSON.stringify({ news: s.news.slice(0, 3) }),
    })),
    ...trends.videos.map((v) => ({
      source: 'video' as const,
      key: v.videoId,
      title: v.title,
      category: v.categoryId,
      score: v.views,
      detail: JSON.stringify({ channel: v.channel }),
    })),
  ]
    .filter((r) => r.key.length > 0)
    .map((r) => ({ ...r, day, region, demo, createdAt: now }));
  for (let i = 0; i < rows.length; i += ROWS_A_STATEMENT) {
    await db
      .insert(trendSnapshots)
      .values(rows.slice(i, i + ROWS_A_STATEMENT))
      .onConflictDoNothing();
  }
  return rows.length;
}

/** The demonstration dataset's day `daysAgo` (0 is today): a trend is there when its series is above 0. */
export function demoDay(region: TrendRegion, daysAgo: number): DayTrends {
  const i = DEMO_DAYS - 1 - daysAgo;
  const data = DEMO_TRENDS[region];
  return {
    searches: data.searches
      .filter((s) => (s.traffic[i] ?? 0) > 0)
      .map((s) => ({ title: s.title, traffic: s.traffic[i]!, news: s.news.map((n) => ({ ...n })) })),
    videos: data.videos
      .filter((v) => (v.views[i] ?? 0) > 0)
      .map((v) => ({ videoId: v.videoId, title: v.title, channel: v.channel, categoryId: v.categoryId, views: v.views[i]! })),
  };
}

/** Today's trends from the real sources, spending quota call by call; a quota refusal keeps what was read. */
async function readSources(deps: SnapshotDeps, region: TrendRegion, day: string, now: number): Promise<DayTrends> {
  const searches = await fetchTrendingSearches(region).catch((e: unknown) => {
    console.warn(`trends: the ${region} feed failed`, e);
    return [];
  });
  const videos = new Map<string, PopularVideo>();
  const spend = (units: number) => claimUnits(deps.db, day, units, deps.dailyLimit, now);
  for (const category of TREND_CATEGORIES) {
    try {
      const page = await fetchMostPopular({
        apiKey: deps.apiKey!,
        region,
        categoryId: category === 'all' ? null : category,
        maxPages: PAGES(category),
        spend,
      });
      for (const v of page) if (!videos.has(v.videoId)) videos.set(v.videoId, v);
    } catch (e) {
      if (e instanceof YoutubeQuotaError) {
        // The API's own day is spent: keep the pages that came, ask no more.
        for (const v of e.partial) if (!videos.has(v.videoId)) videos.set(v.videoId, v);
        break;
      }
      console.warn(`trends: YouTube ${region}/${category} failed`, e);
    }
  }
  return { searches, videos: [...videos.values()] };
}

/**
 * One region's snapshot for `now`'s day, unless it is there. In demo mode the
 * dataset's earlier days are stored too the first time, so the rise has a history.
 */
export async function snapshotRegion(deps: SnapshotDeps, region: TrendRegion, now: number): Promise<number> {
  const demo = !deps.apiKey;
  const day = utcDay(now);
  if (await hasSnapshot(deps.db, day, region, demo)) return 0;
  if (!demo) return storeDay(deps.db, day, region, await readSources(deps, region, day, now), false, now);
  let stored = 0;
  for (let ago = DEMO_DAYS - 1; ago >= 0; ago--) {
    const d = dayBefore(day, ago);
    if (ago > 0 && (await hasSnapshot(deps.db, d, region, true))) continue;
    stored += await storeDay(deps.db, d, region, demoDay(region, ago), true, now);
  }
  return stored;
}

/** The cron's part: every region (Brazil first). One region failing does not stop the next. */
export async function snapshotTrends(deps: SnapshotDeps, now = Date.now()): Promise<void> {
  for (const region of TREND_REGIONS) {
    await snapshotRegion(deps, region, now).catch((e: unknown) => console.warn(`trends: snapshot ${region} failed`, e));
  }
}
