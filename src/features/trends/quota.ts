// The YouTube Data API's daily quota, counted in D1 (decision 059): a unit is
// claimed before the call it pays for, in one statement that refuses past the
// limit, so two cron runs at once cannot overspend. The API's day resets at
// midnight Pacific time; counting by UTC day only shifts our day, and the
// limit keeps a margin under the API's own.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trendQuota } from '../../db/schema';
import type { Env } from '../../env';
import type { TrendQuota } from '../../common/contracts/trends';

export const DEFAULT_DAILY_UNITS = 10_000;

export function dailyLimit(env: Pick<Env, 'TRENDS_DAILY_QUOTA'>): number {
  const n = Number(env.TRENDS_DAILY_QUOTA);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_DAILY_UNITS;
}

/** Claims `units` of `day`'s quota; false (nothing claimed) when they would pass `limit`. */
export async function claimUnits(db: Db, day: string, units: number, limit: number, now: number): Promise<boolean> {
  await db.insert(trendQuota).values({ day, units: 0, updatedAt: now }).onConflictDoNothing();
  const claimed = await db
    .update(trendQuota)
    .set({ units: sql`${trendQuota.units} + ${units}`, updatedAt: now })
    .where(sql`${trendQuota.day} = ${day} AND ${trendQuota.units} + ${units} <= ${limit}`)
    .returning({ units: trendQuota.units });
  return claimed.length > 0;
}

export async function quotaOf(db: Db, day: string, limit: number): Promise<TrendQuota> {
  const row = await db
    .select({ units: trendQuota.units })
    .from(trendQuota)
    .where(sql`${trendQuota.day} = ${day}`)
    .get();
  return { day, used: row?.units ?? 0, limit };
}
