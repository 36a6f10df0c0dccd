// The trend tracker's watchlist (issue 37, decision 073): keywords a region's
// trends are searched for every day, each with its presence today and its rise;
// any member adds or removes one (members create and edit), and each member
// chooses whether the weekly digest comes to them by email.
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { ApiError, FieldError } from '../../common/api-error';
import {
  WATCHLIST_MAX,
  type TrendRegion,
  type WatchedKeyword,
  type WatchKeywordInput,
  type WatchlistView,
} from '../../common/contracts/trends';
import { dayBefore, trendKey, utcDay } from '../../common/trends/rise';
import { movementOf, type TrendRow } from '../../common/trends/watch';
import type { Db } from '../../db/client';
import { trendDigestSubscribers, trendSnapshots, trendWatch, type TrendWatch } from '../../db/schema';
import { newId } from '../../platform/crypto';
import type { OrgAccess } from '../orgs/access';
import { snapshotRegion, type SnapshotDeps } from './snapshot';

/** The latest stored day of a region (not after today) and the rows of it and the 30 days before. */
export async function recentRows(
  db: Db,
  region: TrendRegion,
  demo: boolean,
  now: number,
): Promise<{ day: string | null; rows: TrendRow[] }> {
  const latest = await db
    .select({ day: trendSnapshots.day })
    .from(trendSnapshots)
    .where(and(eq(trendSnapshots.region, region), eq(trendSnapshots.demo, demo), lte(trendSnapshots.day, utcDay(now))))
    .orderBy(desc(trendSnapshots.day))
    .limit(1)
    .get();
  if (!latest) return { day: null, rows: [] };
  const rows = await db
    .select({ day: trendSnapshots.day, title: trendSnapshots.title, score: trendSnapshots.score })
    .from(trendSnapshots)
    .where(
      and(
        eq(trendSnapshots.region, region),
        eq(trendSnapshots.demo, demo),
        gte(trendSnapshots.day, dayBefore(latest.day, 30)),
        lte(trendSnapshots.day, latest.day),
      ),
    )
    .all();
  return { day: latest.day, rows };
}

export const watchedIn = (db: Db, orgId: string, region: TrendRegion): Promise<TrendWatch[]> =>
  db
    .select()
    .from(trendWatch)
    .where(and(eq(trendWatch.organizationId, orgId), eq(trendWatch.region, region)))
    .orderBy(trendWatch.createdAt)
    .all();

/** Each keyword with its movement on `day` (none before the first snapshot). */
export function withMovement(list: TrendWatch[], day: string | null, rows: TrendRow[]): WatchedKeyword[] {
  return list.map((w) => {
    const m = day ? movementOf(w.key, rows, day) : { today: 0, rise: { d7: 'steady' as const, d30: 'steady' as const }, top: [] };
    return { id: w.id, keyword: w.keyword, region: w.region as TrendRegion, ...m };
  });
}

export async function getWatchlist(
  deps: SnapshotDeps,
  { org, userId }: OrgAccess,
  region: TrendRegion,
  now = Date.now(),
): Promise<WatchlistView> {
  const demo = !deps.apiKey;
  if (demo) await snapshotRegion(deps, region, now);
  const { day, rows } = await recentRows(deps.db, region, demo, now);
  const subscribed = await deps.db
    .select({ userId: trendDigestSubscribers.userId })
    .from(trendDigestSubscribers)
    .where(and(eq(trendDigestSubscribers.organizationId, org.id), eq(trendDigestSubscribers.userId, userId)))
    .get();
  return {
    region,
    day,
    demo,
    keywords: withMovement(await watchedIn(deps.db, org.id, region), day, rows),
    subscribed: Boolean(subscribed),
  };
}

export async function addKeyword(db: Db, { org, userId }: OrgAccess, input: WatchKeywordInput, now = Date.now()): Promise<void> {
  const key = trendKey(input.keyword);
  const list = await watchedIn(db, org.id, input.region);
  if (list.some((w) => w.key === key)) throw new FieldError('trend_watch_exists', ['keyword']);
  if (list.length >= WATCHLIST_MAX) throw new ApiError('trend_watch_full');
  await db
    .insert(trendWatch)
    .values({
      id: newId('twk'),
      organizationId: org.id,
      region: input.region,
      keyword: input.keyword,
      key,
      createdBy: userId,
      createdAt: now,
    })
    // Two members adding the same keyword at once: the second finds it there.
    .onConflictDoNothing()
    .run();
}

export async function removeKeyword(db: Db, { org }: OrgAccess, id: string): Promise<void> {
  const gone = await db
    .delete(trendWatch)
    .where(and(eq(trendWatch.id, id), eq(trendWatch.organizationId, org.id)))
    .returning({ id: trendWatch.id })
    .all();
  if (gone.length === 0) throw new ApiError('trend_watch_not_found');
}

export async function setDigest(db: Db, { org, userId }: OrgAccess, subscribed: boolean, now = Date.now()): Promise<void> {
  if (subscribed)
    await db.insert(trendDigestSubscribers).values({ organizationId: org.id, userId, createdAt: now }).onConflictDoNothing().run();
  else
    await db
      .delete(trendDigestSubscribers)
      .where(and(eq(trendDigestSubscribers.organizationId, org.id), eq(trendDigestSubscribers.userId, userId)))
      .run();
}
