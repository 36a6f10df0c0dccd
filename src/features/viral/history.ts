// Past viral scores against real views (issue 37, decision 085). The predictor
// scores a draft in the browser and keeps its latest score here, per library
// video or project; a published post of that draft (its library file, or a
// render naming the project as its source) is then set beside its real views.
// Views are read by views.ts (YouTube with the trend tracker's key, TikTok and
// Instagram with the posting account's token, decision 087), on demand when
// stale and every 6 hours by the cron (decision 093). The demonstration dataset
// answers only when no network can report the organization's views.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ApiError } from '../../common/api-error';
import type { PastScore, ViewsNetwork, ViralHistoryView, ViralScoreSave } from '../../common/contracts/viral-history';
import { withCorrelation } from '../../common/viral/correlation';
import type { Network } from '../../common/viral/factors';
import type { Db } from '../../db/client';
import { assets, projects, socialAccounts, socialPosts, viralScores, type SocialPost } from '../../db/schema';
import type { OrgAccess } from '../orgs/access';
import { demoHistory } from './demo';
import { readViews, type HistoryDeps } from './views';

export { VIEWS_FRESH_MS } from './freshness';
export { youtubeVideoId } from './youtube-views';
export type { HistoryDeps } from './views';

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

export type ScoredPost = { post: SocialPost; score: typeof viralScores.$inferSelect };

/** The organization's newest published posts whose draft (the file, else the project it came out of) has a score. */
export async function scoredPosts(db: Db, orgId: string): Promise<ScoredPost[]> {
  const posts = await db
    .select()
    .from(socialPosts)
    .where(and(eq(socialPosts.organizationId, orgId), eq(socialPosts.state, 'published')))
    .orderBy(desc(socialPosts.updatedAt))
    .limit(POSTS_READ)
    .all();
  const assetIds = [...new Set(posts.flatMap((p) => JSON.parse(p.assetIds) as string[]))];
  const sources = assetIds.length
    ? await db
        .select({ id: assets.id, project: assets.sourceProjectId })
        .from(assets)
        .where(and(eq(assets.organizationId, orgId), inArray(assets.id, assetIds)))
        .all()
    : [];
  const projectOf = new Map(sources.map((s) => [s.id, s.project]));
  const scores = new Map(
    (await db.select().from(viralScores).where(eq(viralScores.organizationId, orgId)).all()).map((s) => [s.subject, s]),
  );
  const scoreOf = (ids: string[]) => {
    for (const id of ids) {
      const s = scores.get(`asset:${id}`) ?? scores.get(`project:${projectOf.get(id) ?? ''}`);
      if (s) return s;
    }
    return null;
  };
  return posts.flatMap((p) => {
    const s = scoreOf(JSON.parse(p.assetIds) as string[]);
    return s ? [{ post: p, score: s }] : [];
  });
}

/**
 * The networks that can report this organization's views: YouTube when the Worker has the API key
 * (a video's statistics are public, read with the app's key, not the account's), TikTok and Instagram
 * when the organization has an account of that network connected (their views need its token).
 */
export async function viewsNetworks(deps: HistoryDeps, orgId: string): Promise<ViewsNetwork[]> {
  const connected = deps.accounts
    ? new Set(
        (
          await deps.db
            .select({ network: socialAccounts.network })
            .from(socialAccounts)
            .where(and(eq(socialAccounts.organizationId, orgId), inArray(socialAccounts.network, ['tiktok', 'instagram'])))
            .all()
        ).map((a) => a.network),
      )
    : new Set<string>();
  return [
    ...(deps.apiKey ? (['youtube'] as const) : []),
    ...(connected.has('tiktok') ? (['tiktok'] as const) : []),
    ...(connected.has('instagram') ? (['instagram'] as const) : []),
  ];
}

export async function scoreHistory(deps: HistoryDeps, { org }: OrgAccess, now = Date.now()): Promise<ViralHistoryView> {
  const networks = await viewsNetworks(deps, org.id);
  if (!networks.length) return demoHistory(now);
  const scored = await scoredPosts(deps.db, org.id);
  const views = await readViews(
    deps,
    org.id,
    scored.map(({ post }) => post),
    now,
  );
  const out: PastScore[] = scored.map(({ post, score }) => ({
    postId: post.id,
    title: post.title || post.caption.split('\n')[0]!.slice(0, 80),
    network: post.network,
    scoredFor: score.network as Network,
    score: score.score,
    publishedAt: new Date(post.updatedAt).toISOString(),
    url: post.publishedUrl,
    views: views.get(post.id)?.views ?? null,
    viewsNote: views.get(post.id)?.note ?? null,
  }));
  return { demo: false, networks, ...withCorrelation(out) };
}
