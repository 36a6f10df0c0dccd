// A set of one organization's published posts' views, each as shown: the stored
// figure, read again from its network when stale (freshness.ts), or why there is
// none. The one reading behind the page and the cron (decision 093): YouTube
// with the API key, TikTok and Instagram with the posting account's token, and
// LinkedIn's note (its API gives member posts no views).
import type { ViewsNote } from '../../common/contracts/viral-history';
import type { SocialPost } from '../../db/schema';
import { accountViews, type ViewsAnswer } from './account-views';
import type { R2Bucket } from '@cloudflare/workers-types';
import type { TokenDeps } from '../publishing/oauth';
import type { CompetitorDeps } from '../competitors/snapshot';
import { youtubeVideoId, youtubeViews } from './youtube-views';

export interface HistoryDeps extends CompetitorDeps {
  /** TikTok and Instagram readings: the accounts' tokens and the bucket holding Instagram's publish records. */
  accounts?: { bucket: R2Bucket; tokens: Omit<TokenDeps, 'db'> };
}

const noteOf = (network: string): ViewsNote => (network === 'linkedin' ? 'linkedin' : 'no_network');

export async function readViews(deps: HistoryDeps, orgId: string, posts: SocialPost[], now: number): Promise<Map<string, ViewsAnswer>> {
  const out = new Map<string, ViewsAnswer>();
  const youtube = posts.filter((p) => p.network === 'youtube');
  // Without the key the stored views of an earlier reading still show, said to be unread now.
  const yt = await youtubeViews(
    deps,
    youtube.map((p) => ({ postId: p.id, videoId: youtubeVideoId(p.publishedUrl) })),
    now,
  );
  for (const p of youtube) {
    const v = yt.get(p.id);
    out.set(p.id, v === 'unavailable' ? { views: null, note: 'unavailable' } : { views: v ?? null, note: deps.apiKey ? null : 'no_key' });
  }
  const others = posts.filter((p) => p.network === 'tiktok' || p.network === 'instagram');
  if (deps.accounts)
    for (const [id, answer] of await accountViews({ db: deps.db, ...deps.accounts }, orgId, others, now)) out.set(id, answer);
  for (const p of posts) if (!out.has(p.id)) out.set(p.id, { views: null, note: noteOf(p.network) });
  return out;
}
