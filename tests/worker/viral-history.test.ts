// Past viral scores against real views (decision 085): the predictor's score kept
// per library video or project, joined to the org's published posts of it, YouTube
// posts' views read with videos.list (the fake) within the shared quota, other
// networks without views; offline the labelled demonstration dataset.
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { ViralHistoryView } from '../../src/common/contracts/viral-history';
import { postViews, projects, socialPosts, trendQuota, viralScores } from '../../src/db/schema';
import type { CompetitorDeps } from '../../src/features/competitors/snapshot';
import { saveScore, scoreHistory, VIEWS_FRESH_MS, youtubeVideoId } from '../../src/features/viral/history';
import { api, db, expectRefusal, orgOwner, seedAsset } from './helpers';
import { callsTo, FAKE_KEY, fakeYoutube } from './fake-youtube-channels';
import { restoreFetch } from './fake-google';

afterEach(restoreFetch);

type Owner = Awaited<ReturnType<typeof orgOwner>>;
const accessOf = (o: Owner) => ({ org: o.org, role: 'member' as const, userId: o.user.id });
const deps = (over: Partial<CompetitorDeps> = {}): CompetitorDeps => ({ db: db(), apiKey: FAKE_KEY, dailyLimit: 10_000, ...over });
const at = (day: string, hour = 12) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

const asset = (o: Owner, sourceProjectId: string | null = null) => seedAsset(o.org.id, o.user.id, { name: 'corte.mp4', sourceProjectId });
async function project(o: Owner) {
  const id = `prj_${crypto.randomUUID().slice(0, 8)}`;
  const now = Date.now();
  await db().insert(projects).values({
    id,
    organizationId: o.org.id,
    kind: 'clip',
    name: 'Cortes',
    documentSize: 2,
    document: '{}',
    summary: '{}',
    createdAt: now,
    updatedAt: now,
  });
  return id;
}
async function published(o: Owner, assetIds: string[], network: string, url: string | null, title: string) {
  const id = `pst_${crypto.randomUUID().slice(0, 8)}`;
  const now = Date.now();
  await db()
    .insert(socialPosts)
    .values({
      id,
      organizationId: o.org.id,
      network,
      accountName: 'Conta',
      assetIds: JSON.stringify(assetIds),
      title,
      scheduledAt: now,
      state: 'published',
      publishedUrl: url,
      idempotencyKey: `${id}:${network}`,
      createdAt: now,
      updatedAt: now,
    });
  return id;
}

describe('keeping the predictor score', () => {
  it('keeps the latest score of an asset or project of the org; refuses another org’s and bad input', async () => {
    const o = await orgOwner();
    const other = await orgOwner('Outra');
    const a = await asset(o);
    const res = await api('PUT', `/orgs/${o.org.id}/viral/scores`, o.cookie, { subject: `asset:${a}`, score: 64, network: 'tiktok' });
    expect(res.status).toBe(204);
    await saveScore(db(), accessOf(o), { subject: `asset:${a}`, score: 71, network: 'youtube_shorts' });
    const rows = await db().select().from(viralScores).where(eq(viralScores.organizationId, o.org.id)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: `asset:${a}`, score: 71, network: 'youtube_shorts' });
    const foreign = await api('PUT', `/orgs/${other.org.id}/viral/scores`, other.cookie, {
      subject: `asset:${a}`,
      score: 10,
      network: 'tiktok',
    });
    await expectRefusal(foreign, 404, 'viral_subject_not_found');
    const bad = await api('PUT', `/orgs/${o.org.id}/viral/scores`, o.cookie, { subject: `asset:${a}`, score: 101, network: 'tiktok' });
    expect(bad.status).toBe(422);
    const badSubject = await api('PUT', `/orgs/${o.org.id}/viral/scores`, o.cookie, { subject: 'file:x', score: 1, network: 'tiktok' });
    expect(badSubject.status).toBe(422);
  });
});

describe('scores against views', () => {
  it('reads a YouTube post’s address', () => {
    expect(youtubeVideoId('https://youtu.be/bia00000003')).toBe('bia00000003');
    expect(youtubeVideoId('https://www.youtube.com/watch?v=bia00000002&t=3')).toBe('bia00000002');
    expect(youtubeVideoId('https://youtube.com/shorts/raf00000001')).toBe('raf00000001');
    expect(youtubeVideoId('https://example.com/x')).toBeNull();
    expect(youtubeVideoId(null)).toBeNull();
  });

  it('joins scores to published posts by asset or source project, reads YouTube views once within 6 hours, none for other networks', async () => {
    const fake = fakeYoutube();
    const o = await orgOwner();
    const p = await project(o);
    const lib = await asset(o);
    const render = await asset(o, p);
    const unscored = await asset(o);
    await saveScore(db(), accessOf(o), { subject: `asset:${lib}`, score: 80, network: 'youtube_shorts' });
    await saveScore(db(), accessOf(o), { subject: `project:${p}`, score: 40, network: 'tiktok' });
    const yt = await published(o, [lib], 'youtube', 'https://youtu.be/bia00000002', 'Bolo');
    const fromProject = await published(o, [render], 'youtube', 'https://youtu.be/bia00000001', 'Pão');
    const tiktok = await published(o, [lib], 'tiktok', 'https://www.tiktok.com/@x/video/1', 'No TikTok');
    await published(o, [unscored], 'youtube', 'https://youtu.be/raf00000001', 'Sem nota');
    const now = at('2032-04-01');
    const view = await scoreHistory(deps(), accessOf(o), now);
    expect(view.demo).toBe(false);
    const byId = new Map(view.posts.map((x) => [x.postId, x]));
    expect(view.posts).toHaveLength(3);
    expect(byId.get(yt)).toMatchObject({ score: 80, views: 50_000, network: 'youtube', scoredFor: 'youtube_shorts' });
    expect(byId.get(fromProject)).toMatchObject({ score: 40, views: 10_000 });
    expect(byId.get(tiktok)).toMatchObject({ score: 80, views: null });
    expect(view.paired).toBe(2);
    expect(view.correlation).toBeNull();
    expect(callsTo(fake, 'videos')).toHaveLength(1);
    expect(callsTo(fake, 'videos')[0]!.searchParams.get('id')!.split(',').sort()).toEqual(['bia00000001', 'bia00000002']);
    expect((await db().select().from(postViews).where(eq(postViews.postId, yt)).get())?.views).toBe(50_000);
    expect((await db().select().from(trendQuota).where(eq(trendQuota.day, '2032-04-01')).get())?.units).toBe(1);
    // Within 6 hours the stored views answer; after, they are read again.
    await scoreHistory(deps(), accessOf(o), now + VIEWS_FRESH_MS - 1);
    expect(callsTo(fake, 'videos')).toHaveLength(1);
    await scoreHistory(deps(), accessOf(o), now + VIEWS_FRESH_MS);
    expect(callsTo(fake, 'videos')).toHaveLength(2);
  });

  it('keeps the stored views when the quota refuses, and never shows another org’s posts', async () => {
    fakeYoutube();
    const o = await orgOwner();
    const other = await orgOwner('Outra');
    const a = await asset(o);
    await saveScore(db(), accessOf(o), { subject: `asset:${a}`, score: 55, network: 'youtube_shorts' });
    const post = await published(o, [a], 'youtube', 'https://youtu.be/bia00000003', 'Queijo');
    const now = at('2032-04-02');
    expect((await scoreHistory(deps(), accessOf(o), now)).posts[0]!.views).toBe(30_000);
    await db().update(postViews).set({ views: 29_000 }).where(eq(postViews.postId, post));
    // A day whose quota is spent: no call, the stored views shown.
    const later = await scoreHistory(deps({ dailyLimit: 0 }), accessOf(o), now + VIEWS_FRESH_MS);
    expect(later.posts[0]!.views).toBe(29_000);
    expect((await scoreHistory(deps(), accessOf(other), now)).posts).toEqual([]);
    const rows = await db()
      .select()
      .from(viralScores)
      .where(and(eq(viralScores.organizationId, other.org.id)))
      .all();
    expect(rows).toEqual([]);
  });

  it('computes the correlation from five posts with views', async () => {
    fakeYoutube();
    const o = await orgOwner();
    const ids = ['bia00000001', 'bia00000002', 'bia00000003', 'raf00000001', 'bia00000002'];
    // Views 10k, 50k, 30k, 8k, 50k against scores rising with them except a tie.
    const scores = [30, 90, 60, 20, 85];
    for (const [i, vid] of ids.entries()) {
      const a = await asset(o);
      await saveScore(db(), accessOf(o), { subject: `asset:${a}`, score: scores[i]!, network: 'youtube_shorts' });
      await published(o, [a], 'youtube', `https://youtu.be/${vid}`, `Post ${i}`);
    }
    const view = await scoreHistory(deps(), accessOf(o), at('2032-04-03'));
    expect(view.paired).toBe(5);
    expect(view.correlation).toBeGreaterThan(0.9);
  });

  it('offline answers the demonstration dataset, labelled, the same all day', async () => {
    const o = await orgOwner();
    const a = await scoreHistory(deps({ apiKey: undefined }), accessOf(o), at('2032-04-04', 8));
    const b = await scoreHistory(deps({ apiKey: undefined }), accessOf(o), at('2032-04-04', 20));
    expect(a.demo).toBe(true);
    expect(a.posts.length).toBeGreaterThanOrEqual(5);
    expect(a).toEqual(b);
    expect(a.correlation).not.toBeNull();
    const res = await api('GET', `/orgs/${o.org.id}/viral/history`, o.cookie);
    expect(((await res.json()) as ViralHistoryView).demo).toBe(true);
  });
});
