// YouTube posts' views (decision 085): videos.list statistics with the trend
// tracker's API key, one call (one unit of the day count shared with the trend
// tracker and the competitors) per 50 stale videos, whoever asks: the page or
// the cron, for one organization's posts or many at once (decision 093).
import { postViews } from '../../db/schema';
import { YoutubeApiError, YoutubeQuotaError } from '../../platform/trends/youtube';
import { QuotaRefused, videoStats } from '../../platform/trends/youtube-channels';
import { spendFor, type CompetitorDeps } from '../competitors/snapshot';
import { isStale, keepUnanswered, storedViews } from './freshness';

/** The video id of a published YouTube post's address (youtu.be/<id>, watch?v=<id>, /shorts/<id>). */
export function youtubeVideoId(url: string | null): string | null {
  if (!url) return null;
  const m = /^https:\/\/(?:youtu\.be\/|(?:www\.|m\.)?youtube\.com\/(?:watch\?v=|shorts\/))([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/.exec(url);
  return m?.[1] ?? null;
}

/** Stored views ("unavailable": YouTube never answered for it), the stale ones read again while the shared quota allows; needs `deps.apiKey`. */
export async function youtubeViews(
  deps: CompetitorDeps,
  wanted: { postId: string; videoId: string | null }[],
  now: number,
): Promise<Map<string, number | 'unavailable'>> {
  const known = wanted.filter((w): w is { postId: string; videoId: string } => w.videoId !== null);
  const stored = await storedViews(
    deps.db,
    known.map((k) => k.postId),
  );
  const out = new Map<string, number | 'unavailable'>([...stored.values()].map((s) => [s.postId, s.unavailable ? 'unavailable' : s.views]));
  const stale = known.filter((k) => isStale(stored.get(k.postId), now));
  if (!stale.length || !deps.apiKey) return out;
  try {
    const stats = await videoStats(deps.apiKey, [...new Set(stale.map((s) => s.videoId))], spendFor(deps, now));
    for (const k of stale) {
      const v = stats.find((s) => s.videoId === k.videoId);
      // A video YouTube no longer answers (deleted, private) keeps its last known views.
      if (!v) {
        await keepUnanswered(deps.db, k.postId, k.videoId, now);
        if (!out.has(k.postId)) out.set(k.postId, 'unavailable');
        continue;
      }
      out.set(k.postId, v.views);
      await deps.db
        .insert(postViews)
        .values({ postId: k.postId, videoId: k.videoId, views: v.views, readAt: now })
        .onConflictDoUpdate({ target: postViews.postId, set: { views: v.views, readAt: now, videoId: k.videoId, unavailable: false } })
        .run();
    }
  } catch (e) {
    // The quota or YouTube refused: the views already stored are shown.
    if (!(e instanceof QuotaRefused || e instanceof YoutubeQuotaError || e instanceof YoutubeApiError)) throw e;
    console.warn('viral history: YouTube views not read', e instanceof Error ? e.message : e);
  }
  return out;
}
