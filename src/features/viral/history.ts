// Past viral scores against real views (issue 37, decision 085). The predictor
// scores a draft in the browser and keeps its latest score here, per library
// video or project; a published post of that draft (its library file, or a
// render naming the project as its source) is then set beside its real views.
// Views come from YouTube's videos.list statistics for YouTube posts (the
// trend tracker's API key and shared day quota), read on demand and kept 6
// hours. TikTok and Instagram posts' views are read with the posting account's
// token (decision 087, account-views.ts); LinkedIn gives member posts none, and
// the page says so.
import type { R2Bucket } from '@cloudflare/workers-types';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ApiError } from '../../common/api-error';
import type { PastScore, ViralHistoryView, ViralScoreSave } from '../../common/contracts/viral-history';
import { withCorrelation } from '../../common/viral/correlation';
import type { Network } from '../../common/viral/factors';
import type { Db } from '../../db/client';
import type { ViewsNote } from '../../common/contracts/viral-history';
import { assets, postViews, projects, socialPosts, viralScores } from '../../db/schema';
import type { TokenDeps } from '../publishing/oauth';
import { accountViews } from './account-views';
import { YoutubeApiError, YoutubeQuotaError } from '../../platform/trends/youtube';
import { QuotaRefused, videoStats } from '../../platform/trends/youtube-channels';
import type { OrgAccess } from '../orgs/access';
import { spendFor, type CompetitorDeps } from '../competitors/snapshot';
import { demoHistory } from './demo';

/** Views read longer ago than this are read again when the page asks. */
export const VIEWS_FRESH_MS = 6 * 3_600_000;
/** The newest published posts looked at. */
const POSTS_READ = 100;

export async function saveScore(db: Db, { org, userId }: OrgAccess, input: ViralScoreSave, now = Date.now()): Promise<void> {
  const [kind, id] = input.subject.split(':') as ['asset' | 'project', string];
  const table = kind === 'asset' ? assets : projects;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.organizationId, org.id)))
    .get();
  // Another organization's draft is not found, like one that does not exist.
  if (!found) throw new ApiError('viral_subject_not_found');
  const row = { score: input.score, network: input.network, scoredBy: userId, scoredAt: now };
  await db
    .insert(viralScores)
    .values({ organizationId: org.id, subject: input.subject, ...row })
    .onConflictDoUpdate({ target: [viralScores.organizationId, viralScores.subject], set: row })
    .run();
}

/** The video id of a published YouTube post's address (youtu.be/<id>, watch?v=<id>, /shorts/<id>). */
export function youtubeVideoId(url: string | null): string | null {
  if (!url) return null;
  const m = /^https:\/\/(?:youtu\.be\/|(?:www\.|m\.)?youtube\.com\/(?:watch\?v=|shorts\/))([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/.exec(url);
  return m?.[1] ?? null;
}

export interface HistoryDeps extends CompetitorDeps {
  /** TikTok and Instagram readings: the accounts' tokens and the bucket holding Instagram's publish records. */
  accounts?: { bucket: R2Bucket; tokens: Omit<TokenDeps, 'db'> };
}

export async function scoreHistory(deps: HistoryDeps, { org }: OrgAccess, now = Date.now()): Promise<ViralHistoryView> {
  if (!deps.apiKey) return demoHistory(now);
  const posts = await deps.db
    .select()
    .from(socialPosts)
    .where(and(eq(socialPosts.organizationId, org.id), eq(socialPosts.state, 'published')))
    .orderBy(desc(socialPosts.updatedAt))
    .limit(POSTS_READ)
    .all();
  const assetIds = [...new Set(posts.flatMap((p) => JSON.parse(p.assetIds) as string[]))];
  const sources = assetIds.length
    ? await deps.db
        .select({ id: assets.id, project: assets.sourceProjectId })
        .from(assets)
        .where(and(eq(assets.organizationId, org.id), inArray(assets.id, assetIds)))
        .all()
    : [];
  const projectOf = new Map(sources.map((s) => [s.id, s.project]));
  const scores = new Map(
    (await deps.db.select().from(viralScores).where(eq(viralScores.organizationId, org.id)).all()).map((s) => [s.subject, s]),
  );
  const scoreOf = (ids: string[]) => {
    for (const id of ids) {
      const s = scores.get(`asset:${id}`) ?? scores.get(`project:${projectOf.get(id) ?? ''}`);
      if (s) return s;
    }
    return null;
  };
  const scored = posts.flatMap((p) => {
    const s = scoreOf(JSON.parse(p.assetIds) as string[]);
    return s ? [{ post: p, score: s }] : [];
  });
  const views = await viewsOf(
    deps,
    scored
      .filter(({ post }) => post.network === 'youtube')
      .map(({ post }) => ({ postId: post.id, videoId: youtubeVideoId(post.publishedUrl) })),
    now,
  );
  const others = deps.accounts
    ? await accountViews(
        { db: deps.db, ...deps.accounts },
        org.id,
        scored.map(({ post }) => post).filter((p) => p.network === 'tiktok' || p.network === 'instagram'),
        now,
      )
    : new Map<string, { views: number | null; note: ViewsNote | null }>();
  const noteOf = (network: string): ViewsNote | null => (network === 'youtube' ? null : network === 'linkedin' ? 'linkedin' : 'no_network');
  const out: PastScore[] = scored.map(({ post, score }) => ({
    postId: post.id,
    title: post.title || post.caption.split('\n')[0]!.slice(0, 80),
    network: post.network,
    scoredFor: score.network as Network,
    score: score.score,
    publishedAt: new Date(post.updatedAt).toISOString(),
    url: post.publishedUrl,
    ...(others.has(post.id)
      ? { views: others.get(post.id)!.views, viewsNote: others.get(post.id)!.note }
      : { views: views.get(post.id) ?? null, viewsNote: noteOf(post.network) }),
  }));
  return { demo: false, ...withCorrelation(out) };
}

/** Stored views, refreshed in one videos.list call per 50 stale videos while the shared quota allows. */
async function viewsOf(
  deps: CompetitorDeps,
  wanted: { postId: string; videoId: string | null }[],
  now: number,
): Promise<Map<string, number>> {
  const known = wanted.filter((w): w is { postId: string; videoId: string } => w.videoId !== null);
  const stored = known.length
    ? await deps.db
        .select()
        .from(postViews)
        .where(
          inArray(
            postViews.postId,
            known.map((k) => k.postId),
          ),
        )
        .all()
    : [];
  const out = new Map(stored.map((s) => [s.postId, s.views]));
  const stale = known.filter((k) => {
    const s = stored.find((x) => x.postId === k.postId);
    return !s || now - s.readAt >= VIEWS_FRESH_MS;
  });
  if (!stale.length) return out;
  try {
    const stats = await videoStats(
      deps.apiKey!,
      stale.map((s) => s.videoId),
      spendFor(deps, now),
    );
    for (const k of stale) {
      const v = stats.find((s) => s.videoId === k.videoId);
      // A video YouTube no longer answers (deleted, private) keeps its last known views.
      if (!v) continue;
      out.set(k.postId, v.views);
      await deps.db
        .insert(postViews)
        .values({ postId: k.postId, videoId: k.videoId, views: v.views, readAt: now })
        .onConflictDoUpdate({ target: postViews.postId, set: { views: v.views, readAt: now, videoId: k.videoId } })
        .run();
    }
  } catch (e) {
    // The quota or YouTube refused: the views already stored are shown.
    if (!(e instanceof QuotaRefused || e instanceof YoutubeQuotaError || e instanceof YoutubeApiError)) throw e;
    console.warn('viral history: views not read', e);
  }
  return out;
}
