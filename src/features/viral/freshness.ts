// How long a post's stored views answer before they are read again (decisions
// 085, 087, 093). One rule for every network and both readers: the page when it
// is opened and the 6-hourly cron, so neither asks a network for views the other
// read moments ago.
import type { Db } from '../../db/client';
import { inArray } from 'drizzle-orm';
import { postViews } from '../../db/schema';

export const VIEWS_FRESH_MS = 6 * 3_600_000;

/** Never read, or read `VIEWS_FRESH_MS` ago or more. */
export const isStale = (stored: { readAt: number } | undefined, now: number): boolean => !stored || now - stored.readAt >= VIEWS_FRESH_MS;

/**
 * A stale post its network did not answer (a deleted or private video): its last stored views stay,
 * their reading time moves to `now`; never read, it is stored as unavailable. Either way it waits 6
 * hours like any reading, so such posts do not come first in every cron run and crowd out the rest.
 */
export async function keepUnanswered(db: Db, postId: string, videoId: string, now: number): Promise<void> {
  await db
    .insert(postViews)
    .values({ postId, videoId, views: 0, unavailable: true, readAt: now })
    .onConflictDoUpdate({ target: postViews.postId, set: { readAt: now } })
    .run();
}

/** The views stored for these posts, by post id (none asked: none read). */
export async function storedViews(db: Db, postIds: readonly string[]): Promise<Map<string, typeof postViews.$inferSelect>> {
  if (!postIds.length) return new Map();
  const rows = await db
    .select()
    .from(postViews)
    .where(inArray(postViews.postId, [...postIds]))
    .all();
  return new Map(rows.map((r) => [r.postId, r]));
}
