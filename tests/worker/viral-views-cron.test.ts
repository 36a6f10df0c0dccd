// The 6-hourly refresh of published posts' views (decision 093), against the
// fake YouTube, TikTok and Instagram: YouTube's read in one videos.list call
// across organizations and counted in the shared day quota, a post read less
// than 6 hours ago skipped, one account's failure not stopping the others, at
// most `max` posts a run (never read first), and the real cron entry. Then the
// page's choice between real and demonstration data.
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { postViews, trendQuota, viralScores } from '../../src/db/schema';
import { socialTokenSecret } from '../../src/env';
import { scoreHistory, VIEWS_FRESH_MS } from '../../src/features/viral/history';
import { refreshPostViews, type RefreshDeps } from '../../src/features/viral/refresh';
import { COMPETITORS_CRON, runCron } from '../../src/jobs';
import { restoreFetch } from './fake-google';
import { fakeViews, viewCalls } from './fake-views';
import { callsTo, newFakeYoutube } from './fake-youtube-channels';
import { db, orgOwner } from './helpers';
import { account, accessOf, deps, igRecord, NOW, post } from './viral-seed';

afterEach(restoreFetch);

const cronDeps = (over: Partial<RefreshDeps> = {}): RefreshDeps => ({ ...deps(), accounts: deps().accounts!, ...over });
const viewsOf = async (postId: string) => db().select().from(postViews).where(eq(postViews.postId, postId)).get();
const DAY = '2032-05-01';

describe('the cron refreshes published posts’ views', () => {
  it('reads YouTube in one call across organizations within the quota, TikTok and Instagram per account, skipping fresh posts', async () => {
    const youtube = newFakeYoutube();
    const fake = fakeViews({
      youtube,
      tiktokTokens: new Set(['tt-a']),
      tiktokViews: new Map([['7301234567890000101', 1_500]]),
      igTokens: new Set(['ig-b']),
      igViews: new Map([['18011223344550101', 640]]),
    });
    const a = await orgOwner();
    const b = await orgOwner('Outra');
    const before = (await db().select().from(trendQuota).where(eq(trendQuota.day, DAY)).get())?.units ?? 0;
    const ytA = await post(a, 'youtube', null, 'https://youtu.be/bia00000002', 80);
    const ytB = await post(b, 'youtube', null, 'https://youtu.be/bia00000003', 60);
    const fresh = await post(a, 'youtube', null, 'https://youtu.be/bia00000001', 40);
    // Read an hour ago: the cron leaves it.
    await db()
      .insert(postViews)
      .values({ postId: fresh, videoId: 'bia00000001', views: 9_000, readAt: NOW - 3_600_000 });
    // A video YouTube does not answer (deleted): stored unavailable, not asked again for 6 hours.
    const gone = await post(a, 'youtube', null, 'https://youtu.be/gone0000001', 30);
    const ttAccount = await account(a, 'tiktok', 'tt-a');
    const tt = await post(a, 'tiktok', ttAccount, 'https://www.tiktok.com/@a/video/7301234567890000101', 70);
    // One TikTok does not return (deleted or private): the same.
    const ttGone = await post(a, 'tiktok', ttAccount, 'https://www.tiktok.com/@a/video/7301234567890000199', 20);
    const ig = await post(b, 'instagram', await account(b, 'instagram', 'ig-b'), 'https://www.instagram.com/reel/x/', 50);
    await igRecord(ig, '18011223344550101');

    await refreshPostViews(cronDeps(), NOW);
    const videos = callsTo(youtube, 'videos');
    expect(videos).toHaveLength(1);
    expect(videos[0]!.searchParams.get('id')!.split(',').sort()).toEqual(['bia00000002', 'bia00000003', 'gone0000001']);
    expect((await db().select().from(trendQuota).where(eq(trendQuota.day, DAY)).get())?.units).toBe(before + 1);
    expect(await viewsOf(ytA)).toMatchObject({ views: 50_000, readAt: NOW });
    expect(await viewsOf(ytB)).toMatchObject({ views: 30_000, readAt: NOW });
    expect(await viewsOf(fresh)).toMatchObject({ views: 9_000, readAt: NOW - 3_600_000 });
    expect(await viewsOf(tt)).toMatchObject({ views: 1_500, videoId: '7301234567890000101', readAt: NOW });
    expect(await viewsOf(ig)).toMatchObject({ views: 640, videoId: '18011223344550101', readAt: NOW });
    expect(await viewsOf(gone)).toMatchObject({ unavailable: true, readAt: NOW });
    expect(await viewsOf(ttGone)).toMatchObject({ unavailable: true, readAt: NOW });

    // The page opened right after asks nothing: the cron's readings are fresh.
    const page = await scoreHistory(deps(), accessOf(a), NOW + 60_000);
    expect(page.posts.find((p) => p.postId === tt)).toMatchObject({ views: 1_500 });
    expect(page.posts.find((p) => p.postId === gone)).toMatchObject({ views: null, viewsNote: 'unavailable' });
    expect(page.posts.find((p) => p.postId === ttGone)).toMatchObject({ views: null, viewsNote: 'unavailable' });
    expect(callsTo(youtube, 'videos')).toHaveLength(1);
    expect(viewCalls(fake, 'tiktok')).toHaveLength(1);
    // Six hours later the cron reads them again (the once-fresh post too).
    fake.tiktokViews.set('7301234567890000101', 2_000);
    await refreshPostViews(cronDeps(), NOW + VIEWS_FRESH_MS);
    expect(callsTo(youtube, 'videos')[1]!.searchParams.get('id')!.split(',').sort()).toEqual([
      'bia00000001',
      'bia00000002',
      'bia00000003',
      'gone0000001',
    ]);
    expect((await viewsOf(tt))?.views).toBe(2_000);
  });

  it('a spent quota or one account’s refusal keeps those stored views and the other accounts are read', async () => {
    const youtube = newFakeYoutube();
    const fake = fakeViews({
      youtube,
      tiktokTokens: new Set(['tt-ok']),
      tiktokViews: new Map([
        ['7301234567890000201', 10],
        ['7301234567890000202', 20],
      ]),
      igTokens: new Set(['ig-ok']),
      igViews: new Map([['18011223344550201', 30]]),
    });
    const a = await orgOwner();
    const b = await orgOwner('Outra');
    const yt = await post(a, 'youtube', null, 'https://youtu.be/raf00000001', 80);
    await db()
      .insert(postViews)
      .values({ postId: yt, videoId: 'raf00000001', views: 7_000, readAt: NOW - VIEWS_FRESH_MS });
    // Org a's TikTok token is refused (revoked): its post keeps what it had; org a's Instagram and org b's TikTok are read.
    const refused = await post(
      a,
      'tiktok',
      await account(a, 'tiktok', 'tt-revoked'),
      'https://www.tiktok.com/@a/video/7301234567890000201',
      70,
    );
    await db()
      .insert(postViews)
      .values({ postId: refused, videoId: '7301234567890000201', views: 5, readAt: NOW - VIEWS_FRESH_MS });
    const igA = await post(a, 'instagram', await account(a, 'instagram', 'ig-ok'), 'https://www.instagram.com/reel/y/', 60);
    await igRecord(igA, '18011223344550201');
    const ttB = await post(b, 'tiktok', await account(b, 'tiktok', 'tt-ok'), 'https://www.tiktok.com/@b/video/7301234567890000202', 50);

    await refreshPostViews(cronDeps({ dailyLimit: 0 }), NOW);
    expect(callsTo(youtube, 'videos')).toHaveLength(0);
    expect(await viewsOf(yt)).toMatchObject({ views: 7_000, readAt: NOW - VIEWS_FRESH_MS });
    expect(await viewsOf(refused)).toMatchObject({ views: 5, readAt: NOW - VIEWS_FRESH_MS });
    expect(await viewsOf(igA)).toMatchObject({ views: 30, readAt: NOW });
    expect(await viewsOf(ttB)).toMatchObject({ views: 20, readAt: NOW });
    expect(viewCalls(fake, 'tiktok')).toHaveLength(2);
  });

  it('reads at most `max` posts a run, never-read first, and works the rest off on the next runs', async () => {
    // Other tests' organizations in this file would compete for the bound: only this test's scores count.
    await db().delete(viralScores);
    fakeViews({
      tiktokTokens: new Set(['tt-max']),
      tiktokViews: new Map([
        ['7301234567890000301', 1],
        ['7301234567890000302', 2],
        ['7301234567890000303', 3],
      ]),
    });
    const o = await orgOwner();
    const acc = await account(o, 'tiktok', 'tt-max');
    const old = await post(o, 'tiktok', acc, 'https://www.tiktok.com/@o/video/7301234567890000301', 10);
    const never1 = await post(o, 'tiktok', acc, 'https://www.tiktok.com/@o/video/7301234567890000302', 20);
    const never2 = await post(o, 'tiktok', acc, 'https://www.tiktok.com/@o/video/7301234567890000303', 30);
    await db()
      .insert(postViews)
      .values({ postId: old, videoId: '7301234567890000301', views: 0, readAt: NOW - 2 * VIEWS_FRESH_MS });
    // A post whose account is gone cannot be read: it is not counted against the bound, nor read each run.
    await post(o, 'tiktok', null, 'https://www.tiktok.com/@o/video/7301234567890000304', 40);
    expect(await refreshPostViews(cronDeps(), NOW, 2)).toEqual({ read: 2 });
    expect((await viewsOf(never1))?.views).toBe(2);
    expect((await viewsOf(never2))?.views).toBe(3);
    expect((await viewsOf(old))?.readAt).toBe(NOW - 2 * VIEWS_FRESH_MS);
    expect(await refreshPostViews(cronDeps(), NOW + 1, 2)).toEqual({ read: 1 });
    expect(await viewsOf(old)).toMatchObject({ views: 1, readAt: NOW + 1 });
    expect(await refreshPostViews(cronDeps(), NOW + 2, 2)).toEqual({ read: 0 });
  });

  it('runs from the 6-hourly cron trigger with the Worker’s own token secret', async () => {
    const fake = fakeViews({ tiktokTokens: new Set(['tt-cron']), tiktokViews: new Map([['7301234567890000401', 4_200]]) });
    const o = await orgOwner();
    const acc = await account(o, 'tiktok', 'tt-cron', null, socialTokenSecret(env));
    const p = await post(o, 'tiktok', acc, 'https://www.tiktok.com/@o/video/7301234567890000401', 55);
    await runCron(COMPETITORS_CRON, env, NOW);
    expect(await viewsOf(p)).toMatchObject({ views: 4_200, readAt: NOW });
    expect(viewCalls(fake, 'tiktok')).toHaveLength(1);
  });
});

describe('real or demonstration data', () => {
  it('without a YouTube key, an org with TikTok connected sees its real posts and which networks they come from', async () => {
    fakeViews({ tiktokTokens: new Set(['tt-real']), tiktokViews: new Map([['7301234567890000501', 321]]) });
    const o = await orgOwner();
    const tPost = await post(o, 'tiktok', await account(o, 'tiktok', 'tt-real'), 'https://www.tiktok.com/@o/video/7301234567890000501', 66);
    const yPost = await post(o, 'youtube', null, 'https://youtu.be/bia00000002', 77);
    const view = await scoreHistory(deps({ apiKey: undefined }), accessOf(o), NOW);
    expect(view.demo).toBe(false);
    expect(view.networks).toEqual(['tiktok']);
    expect(view.posts.map((p) => p.postId).sort()).toEqual([tPost, yPost].sort());
    expect(view.posts.find((p) => p.postId === tPost)).toMatchObject({ views: 321, viewsNote: null });
    // YouTube's views need the key: said so, never made up.
    expect(view.posts.find((p) => p.postId === yPost)).toMatchObject({ views: null, viewsNote: 'no_key' });
  });

  it('the demonstration dataset only when no connected network can report views', async () => {
    fakeViews();
    const o = await orgOwner();
    // LinkedIn reports no views: connected or not, the org still sees the demonstration.
    await account(o, 'linkedin', 'li-token');
    const offline = await scoreHistory(deps({ apiKey: undefined }), accessOf(o), NOW);
    expect(offline).toMatchObject({ demo: true, networks: [] });
    await account(o, 'instagram', 'ig-token');
    expect(await scoreHistory(deps({ apiKey: undefined }), accessOf(o), NOW)).toMatchObject({
      demo: false,
      networks: ['instagram'],
      posts: [],
    });
    expect((await scoreHistory(deps(), accessOf(o), NOW)).networks).toEqual(['youtube', 'instagram']);
    // Another organization's accounts do not count.
    const other = await orgOwner('Outra');
    expect(await scoreHistory(deps({ apiKey: undefined }), accessOf(other), NOW)).toMatchObject({ demo: true });
    // Without the accounts' token path (no TikTok/Instagram reading) only the key counts.
    expect(await scoreHistory(deps({ apiKey: undefined, accounts: undefined }), accessOf(o), NOW)).toMatchObject({ demo: true });
  });
});
