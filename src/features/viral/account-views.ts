// TikTok and Instagram posts' views for the scores-against-views join (decision
// 087). Per posting account: its token through the publishing path
// (ensureFreshToken: refreshed and resealed when near expiry, never logged),
// then the network's reading for the posts whose stored views are 6 hours old
// or more. Any failure of one account (rate limit, refused token, a network
// down) keeps that account's stored views and never fails the page.
import type { R2Bucket } from '@cloudflare/workers-types';
import { and, eq, inArray } from 'drizzle-orm';
import type { ViewsNote } from '../../common/contracts/viral-history';
import type { Db } from '../../db/client';
import { postViews, socialAccounts, type SocialPost } from '../../db/schema';
import { ConnectorError } from '../publishing/connector';
import { loadState, stateRef } from '../publishing/networks/instagram-state';
import { ensureFreshToken, type TokenDeps } from '../publishing/oauth';
import { isStale, keepUnanswered, storedViews } from './freshness';
import { instagramViews, tiktokVideoId, tiktokViews, ViewsTokenRefused } from './network-views';

export type ViewsAnswer = { views: number | null; note: ViewsNote | null };

/** The post's id on its network: TikTok's from its address, Instagram's media id from the connector's record. */
async function networkId(bucket: R2Bucket, post: SocialPost): Promise<string | null> {
  if (post.network === 'tiktok') return tiktokVideoId(post.publishedUrl);
  const state = await loadState(bucket, await stateRef(post.idempotencyKey));
  return state?.mediaId ?? null;
}

export async function accountViews(
  deps: { db: Db; bucket: R2Bucket; tokens: Omit<TokenDeps, 'db'> },
  orgId: string,
  posts: SocialPost[],
  now: number,
): Promise<Map<string, ViewsAnswer>> {
  const out = new Map<string, ViewsAnswer>();
  if (!posts.length) return out;
  const stored = await storedViews(
    deps.db,
    posts.map((p) => p.id),
  );
  const kept = (postId: string): ViewsAnswer => {
    const s = stored.get(postId);
    return s?.unavailable ? { views: null, note: 'unavailable' } : { views: s?.views ?? null, note: null };
  };
  for (const p of posts) out.set(p.id, kept(p.id));
  // Only the organization's own accounts are opened: a post's account id never reaches another org's token.
  const accountIds = [...new Set(posts.map((p) => p.accountId).filter((a): a is string => a !== null))];
  const accounts = accountIds.length
    ? await deps.db
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.organizationId, orgId), inArray(socialAccounts.id, accountIds)))
        .all()
    : [];
  for (const p of posts) {
    if (!accounts.some((a) => a.id === p.accountId)) out.set(p.id, { ...kept(p.id), note: kept(p.id).note ?? 'reconnect' });
  }
  for (const account of accounts) {
    const mine = posts.filter((p) => p.accountId === account.id && p.network === account.network);
    const stale = mine.filter((p) => isStale(stored.get(p.id), now));
    if (!stale.length) continue;
    try {
      const ids = new Map<string, string>();
      for (const p of stale) {
        const id = await networkId(deps.bucket, p);
        if (id) {
          ids.set(p.id, id);
          continue;
        }
        // No id on record (an address without one, a lost record): nothing to ask; said as unavailable,
        // and stored so (for 6 hours, like a figure) so the cron does not look it up on every run.
        const row = { views: 0, unavailable: true, readAt: now, videoId: '' };
        await deps.db
          .insert(postViews)
          .values({ postId: p.id, ...row })
          .onConflictDoUpdate({ target: postViews.postId, set: row })
          .run();
        out.set(p.id, { views: null, note: 'unavailable' });
      }
      if (!ids.size) continue;
      const token = await ensureFreshToken({ db: deps.db, ...deps.tokens }, account, now);
      const read = new Map<string, number | 'unavailable'>();
      if (account.network === 'tiktok') {
        const found = await tiktokViews(token, [...new Set(ids.values())]);
        for (const [postId, vid] of ids) {
          if (found.has(vid)) read.set(postId, found.get(vid)!);
          // A video TikTok does not return (deleted, private) keeps its last stored views, or is unavailable.
          else {
            await keepUnanswered(deps.db, postId, vid, now);
            if (!stored.has(postId)) out.set(postId, { views: null, note: 'unavailable' });
          }
        }
      } else {
        for (const [postId, mediaId] of ids) read.set(postId, await instagramViews(token, mediaId));
      }
      for (const [postId, value] of read) {
        const unavailable = value === 'unavailable';
        const row = { views: unavailable ? 0 : value, unavailable, readAt: now, videoId: ids.get(postId)! };
        await deps.db
          .insert(postViews)
          .values({ postId, ...row })
          .onConflictDoUpdate({ target: postViews.postId, set: row })
          .run();
        out.set(postId, unavailable ? { views: null, note: 'unavailable' } : { views: value, note: null });
      }
    } catch (e) {
      const refused = e instanceof ViewsTokenRefused || (e instanceof ConnectorError && !e.retryable);
      // Never the token: the error's class and the network's code only.
      console.warn(`viral history: ${account.network} views not read (${e instanceof Error ? e.constructor.name : 'error'})`);
      // Anything else (a bug, a malformed answer) is logged above and also keeps the stored views.
      if (refused) for (const p of mine) out.set(p.id, { ...kept(p.id), note: 'reconnect' });
    }
  }
  return out;
}
