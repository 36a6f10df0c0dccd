// What the trend tracker shows (decision 059): the latest stored day of a
// region, its searches and videos, each with its rise over 7 and 30 days read
// from the stored snapshots, the videos behind each search, and (for admins)
// the YouTube quota spent today.
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trendSnapshots, type TrendSnapshot } from '../../db/schema';
import { ROLE_RANK } from '../../common/contracts/orgs';
import type { TrendNews, TrendSearch, TrendsQuery, TrendsView, TrendVideo } from '../../common/contracts/trends';
import { dayBefore, riseOf, titleMatches, utcDay, type DayScore } from '../../common/trends/rise';
import type { OrgAccess } from '../orgs/access';
import { quotaOf } from './quota';
import { snapshotRegion, type SnapshotDeps } from './snapshot';

/** Videos listed a day (the chart's two pages). */
const VIDEOS_SHOWN = 50;
/** D1 binds at most 100 values; the history query binds a few besides the keys. */
const KEYS_A_QUERY = 90;

function parseDetail<T>(row: TrendSnapshot): Partial<T> {
  try {
    return JSON.parse(row.detail) as Partial<T>;
  } catch {
    return {};
  }
}

async function histories(db: Db, q: TrendsQuery, demo: boolean, day: string, source: 'search' | 'video', keys: string[]) {
  const out = new Map<string, DayScore[]>();
  for (let i = 0; i < keys.length; i += KEYS_A_QUERY) {
    const rows = await db
      .select({ key: trendSnapshots.key, day: trendSnapshots.day, score: trendSnapshots.score })
      .from(trendSnapshots)
      .where(
        and(
          eq(trendSnapshots.region, q.region),
          eq(trendSnapshots.source, source),
          eq(trendSnapshots.demo, demo),
          gte(trendSnapshots.day, dayBefore(day, 30)),
          inArray(trendSnapshots.key, keys.slice(i, i + KEYS_A_QUERY)),
        ),
      );
    for (const r of rows) out.set(r.key, [...(out.get(r.key) ?? []), { day: r.day, score: r.score }]);
  }
  return out;
}

export async function getTrends(deps: SnapshotDeps, access: OrgAccess, q: TrendsQuery, now = Date.now()): Promise<TrendsView> {
  const { db } = deps;
  const demo = !deps.apiKey;
  // The demonstration dataset costs nothing: the page never waits for the cron to see it.
  if (demo) await snapshotRegion(deps, q.region, now);
  const isAdmin = ROLE_RANK[access.role] >= ROLE_RANK.admin;
  const quota = isAdmin && !demo ? await quotaOf(db, utcDay(now), deps.dailyLimit) : null;
  const latest = await db
    .select({ day: trendSnapshots.day })
    .from(trendSnapshots)
    .where(and(eq(trendSnapshots.region, q.region), eq(trendSnapshots.demo, demo), lte(trendSnapshots.day, utcDay(now))))
    .orderBy(desc(trendSnapshots.day))
    .limit(1)
    .get();
  const base = { region: q.region, category: q.category, demo, quota };
  if (!latest) return { ...base, day: null, searches: [], videos: [] };
  const day = latest.day;
  const rows = await db
    .select()
    .from(trendSnapshots)
    .where(and(eq(trendSnapshots.region, q.region), eq(trendSnapshots.demo, demo), eq(trendSnapshots.day, day)))
    .orderBy(desc(trendSnapshots.score));
  const searchRows = rows.filter((r) => r.source === 'search');
  const videoRows = rows.filter((r) => r.source === 'video');
  const shownVideos = videoRows.filter((r) => q.category === 'all' || r.category === q.category).slice(0, VIDEOS_SHOWN);
  // Searches' videos come from the whole day's chart, whatever category is shown.
  const matched = new Map(searchRows.map((s) => [s.key, videoRows.filter((v) => titleMatches(s.key, v.title)).slice(0, 5)]));
  const videoKeys = [...new Set([...shownVideos, ...[...matched.values()].flat()].map((v) => v.key))];
  const searchHistory = await histories(
    db,
    q,
    demo,
    day,
    'search',
    searchRows.map((s) => s.key),
  );
  const videoHistory = await histories(db, q, demo, day, 'video', videoKeys);

  const video = (r: TrendSnapshot): TrendVideo => ({
    videoId: r.key,
    title: r.title,
    channel: parseDetail<{ channel: string }>(r).channel ?? '',
    views: r.score,
    category: r.category,
    rise: riseOf(videoHistory.get(r.key) ?? [], day),
  });
  const searches: TrendSearch[] = searchRows.map((r) => ({
    key: r.key,
    title: r.title,
    traffic: r.score,
    rise: riseOf(searchHistory.get(r.key) ?? [], day),
    news: parseDetail<{ news: TrendNews[] }>(r).news ?? [],
    videos: (matched.get(r.key) ?? []).map(video),
  }));
  return { ...base, day, searches, videos: shownVideos.map(video) };
}
