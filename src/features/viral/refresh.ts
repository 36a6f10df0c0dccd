// The 6-hourly refresh of published posts' views (decision 093), so the scores
// against views are current without the page being opened. It reads the posts
// the page would show (each organization's scored published posts) whose views
// are stale by the one freshness rule, oldest reading first, at most
// `REFRESH_MAX_POSTS` a run: YouTube's in videos.list calls of 50 across all
// organizations within the shared day quota, TikTok's and Instagram's per
// account with its token. One organization's or account's failure is logged and
// the others go on; the page still reads on open whatever is still stale.
import { eq } from 'drizzle-orm';
import { socialAccounts, viralScores, type SocialPost } from '../../db/schema';
import { isStale, storedViews } from './freshness';
import { scoredPosts } from './history';
import type { HistoryDeps } from './views';
import { accountViews } from './account-views';
import { youtubeVideoId, youtubeViews } from './youtube-views';

/** Posts read a run: bounds the run's time and its calls (at most 4 videos.list units for YouTube's). */
export const REFRESH_MAX_POSTS = 200;

export interface RefreshDeps extends HistoryDeps {
  accounts: NonNullable<HistoryDeps['accounts']>;
}

/**
 * Whether this Worker can read the post's views at all: YouTube with the key and an id in the address;
 * TikTok and Instagram through the organization's connected account that posted it. A post whose account
 * is gone is never read (the page says "reconnect"): left in, it would stay unread and lead every run.
 */
function readable(deps: RefreshDeps, post: SocialPost, accounts: Map<string, string>): boolean {
  if (post.network === 'youtube') return !!deps.apiKey && youtubeVideoId(post.publishedUrl) !== null;
  return (
    (post.network === 'tiktok' || post.network === 'instagram') && post.accountId !== null && accounts.get(post.accountId) === post.network
  );
}

/** `read`: the posts taken this run (asked of their network, or stored unavailable when it does not answer). */
export async function refreshPostViews(deps: RefreshDeps, now: number, max = REFRESH_MAX_POSTS): Promise<{ read: number }> {
  const orgIds = [
    ...new Set((await deps.db.selectDistinct({ org: viralScores.organizationId }).from(viralScores).all()).map((r) => r.org)),
  ];
  const due: { orgId: string; post: SocialPost; readAt: number }[] = [];
  for (const orgId of orgIds) {
    const accounts = new Map(
      (
        await deps.db
          .select({ id: socialAccounts.id, network: socialAccounts.network })
          .from(socialAccounts)
          .where(eq(socialAccounts.organizationId, orgId))
          .all()
      ).map((a) => [a.id, a.network]),
    );
    const posts = (await scoredPosts(deps.db, orgId)).map((s) => s.post).filter((p) => readable(deps, p, accounts));
    if (!posts.length) continue;
    const stored = await storedViews(
      deps.db,
      posts.map((p) => p.id),
    );
    for (const post of posts)
      if (isStale(stored.get(post.id), now)) due.push({ orgId, post, readAt: stored.get(post.id)?.readAt ?? -Infinity });
  }
  // Never read first, then the oldest readings: a backlog past the bound is worked off over the runs.
  const batch = due.sort((a, b) => a.readAt - b.readAt).slice(0, max);
  const youtube = batch.filter((d) => d.post.network === 'youtube');
  if (youtube.length)
    await youtubeViews(
      deps,
      youtube.map((d) => ({ postId: d.post.id, videoId: youtubeVideoId(d.post.publishedUrl) })),
      now,
    ).catch((e: unknown) => console.warn('viral views cron: YouTube failed', e instanceof Error ? e.message : e));
  for (const orgId of new Set(batch.map((d) => d.orgId))) {
    const posts = batch.filter((d) => d.orgId === orgId && d.post.network !== 'youtube').map((d) => d.post);
    if (!posts.length) continue;
    // accountViews already keeps one account's failure from the others; this keeps one organization's from the rest.
    await accountViews({ db: deps.db, ...deps.accounts }, orgId, posts, now).catch((e: unknown) =>
      console.warn('viral views cron: an organization’s accounts failed', e instanceof Error ? e.constructor.name : 'error'),
    );
  }
  return { read: batch.length };
}
