// The trend tracker through the real Worker (decision 059): each adapter against
// its fake (shapes, paging, the quota error), the cron's snapshot within the
// day's quota, the demonstration dataset when there is no key, and the API's
// day with each trend's rise, by the access rules of every org tool.
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrendsView } from '../../src/common/contracts/trends';
import { trendQuota, trendSnapshots } from '../../src/db/schema';
import { runScheduledJobs } from '../../src/jobs';
import { fetchTrendingSearches, parseTrendsFeed, TrendsFeedError } from '../../src/platform/trends/google-trends';
import { fetchMostPopular, YoutubeApiError, YoutubeQuotaError } from '../../src/platform/trends/youtube';
import { claimUnits } from '../../src/features/trends/quota';
import { getTrends } from '../../src/features/trends/service';
import { snapshotRegion, type SnapshotDeps } from '../../src/features/trends/snapshot';
import { dayBefore } from '../../src/common/trends/rise';
import { api, db, expectFieldError, expectRefusal, HEAVY_TEST_MS, joined, orgOwner, signedIn } from './helpers';
import { FAKE_KEY, fakeTrends, listCallsOf } from './fake-trends';
import { restoreFetch } from './fake-google';

afterEach(restoreFetch);

/** A fixed day per test, so the global snapshot rows of one test never meet another's. */
const at = (day: string) => Date.parse(`${day}T12:00:00Z`);
const deps = (over: Partial<SnapshotDeps> = {}): SnapshotDeps => ({ db: db(), apiKey: FAKE_KEY, dailyLimit: 10_000, ...over });
const rowsOf = (day: string, region = 'BR', demo = false) =>
  db()
    .select()
    .from(trendSnapshots)
    .where(and(eq(trendSnapshots.day, day), eq(trendSnapshots.region, region), eq(trendSnapshots.demo, demo)));
const unitsOn = async (day: string) => (await db().select().from(trendQuota).where(eq(trendQuota.day, day)).get())?.units ?? 0;

describe('YouTube videos.list (mostPopular) against its fake', () => {
  it('follows nextPageToken up to the pages asked for, one unit a call, with the documented parameters', async () => {
    const fake = fakeTrends({ pageSize: 2 });
    let spent = 0;
    const videos = await fetchMostPopular({
      apiKey: FAKE_KEY,
      region: 'BR',
      categoryId: null,
      maxPages: 2,
      spend: async (n) => ((spent += n), true),
    });
    expect(videos.map((v) => v.videoId)).toEqual(['brVid000001', 'brVid000002', 'brVid000003', 'brVid000004']);
    expect(videos[0]).toEqual({
      videoId: 'brVid000001',
      title: 'Final da Libertadores: melhores momentos',
      channel: 'Futebol Já',
      categoryId: '17',
      views: 3_000_000,
    });
    const calls = listCallsOf(fake);
    expect(calls).toHaveLength(2);
    expect(spent).toBe(2);
    expect(Object.fromEntries(calls[0]!.searchParams)).toMatchObject({
      chart: 'mostPopular',
      regionCode: 'BR',
      part: 'snippet,statistics',
    });
    expect(calls[0]!.searchParams.has('pageToken')).toBe(false);
    expect(calls[1]!.searchParams.get('pageToken')).toBe('CAI2');
  });

  it('asks for one category, and stops at the last page', async () => {
    const fake = fakeTrends({ pageSize: 50 });
    const videos = await fetchMostPopular({ apiKey: FAKE_KEY, region: 'BR', categoryId: '17', maxPages: 5, spend: async () => true });
    expect(videos.map((v) => v.videoId)).toEqual(['brVid000001', 'brVid000003']);
    expect(listCallsOf(fake)).toHaveLength(1);
    expect(listCallsOf(fake)[0]!.searchParams.get('videoCategoryId')).toBe('17');
  });

  it('makes no call when the budget refuses', async () => {
    const fake = fakeTrends();
    const videos = await fetchMostPopular({ apiKey: FAKE_KEY, region: 'BR', categoryId: null, maxPages: 2, spend: async () => false });
    expect(videos).toEqual([]);
    expect(fake.calls).toHaveLength(0);
  });

  it('tells a 403 quotaExceeded from other refusals', async () => {
    fakeTrends({ quotaAfter: 0 });
    const req = { region: 'BR' as const, categoryId: null, maxPages: 1, spend: async () => true };
    const quota = await fetchMostPopular({ ...req, apiKey: FAKE_KEY }).catch((e: unknown) => e);
    expect(quota).toBeInstanceOf(YoutubeQuotaError);
    expect((quota as YoutubeQuotaError).reason).toBe('quotaExceeded');
    expect((quota as YoutubeQuotaError).partial).toEqual([]);
    const badKey = await fetchMostPopular({ ...req, apiKey: 'wrong' }).catch((e: unknown) => e);
    expect(badKey).toBeInstanceOf(YoutubeApiError);
    expect(String(badKey)).toContain('keyInvalid');
  });
});

describe("Google Trends' daily trending searches feed against its fake", () => {
  it('reads each search with its approximate traffic and news', async () => {
    const fake = fakeTrends();
    const searches = await fetchTrendingSearches('BR');
    expect(fake.calls[0]!.searchParams.get('geo')).toBe('BR');
    expect(searches).toEqual([
      {
        title: 'Final da Libertadores',
        traffic: 500_000,
        news: [{ title: 'Quem joga a final da Libertadores & onde assistir', url: 'https://example.com/news/1', source: 'ge' }],
      },
      { title: 'Horário de verão', traffic: 20_000, news: [] },
    ]);
    expect((await fetchTrendingSearches('US'))[0]).toMatchObject({ title: 'Thanksgiving recipes', traffic: 1_000_000 });
  });

  it('refuses an answer that is not the feed', async () => {
    fakeTrends({ feedStatus: 503 });
    await expect(fetchTrendingSearches('BR')).rejects.toBeInstanceOf(TrendsFeedError);
    expect(() => parseTrendsFeed('<html><body>consent</body></html>')).toThrow(TrendsFeedError);
  });
});

describe('the daily snapshot (cron)', () => {
  it('stores the searches and the videos once a day, counting the units spent', { timeout: HEAVY_TEST_MS }, async () => {
    const day = '2030-01-01';
    const fake = fakeTrends({ pageSize: 2 });
    const stored = await snapshotRegion(deps(), 'BR', at(day));
    const rows = await rowsOf(day);
    expect(stored).toBe(rows.length);
    expect(rows.filter((r) => r.source === 'search').map((r) => [r.key, r.score])).toEqual([
      ['final da libertadores', 500_000],
      ['horario de verao', 20_000],
    ]);
    expect(
      rows
        .filter((r) => r.source === 'video')
        .map((r) => r.key)
        .sort(),
    ).toEqual(['brVid000001', 'brVid000002', 'brVid000003', 'brVid000004', 'brVid000005']);
    // The whole chart's two pages, then one call a category.
    const calls = listCallsOf(fake).length;
    expect(calls).toBe(8);
    expect(await unitsOn(day)).toBe(calls);
    // The same day again: nothing fetched, nothing stored.
    expect(await snapshotRegion(deps(), 'BR', at(day) + 3_600_000)).toBe(0);
    expect(listCallsOf(fake)).toHaveLength(calls);
  });

  it('stops before the daily limit and never spends past it', { timeout: HEAVY_TEST_MS }, async () => {
    const day = '2030-01-02';
    const fake = fakeTrends({ pageSize: 2 });
    await snapshotRegion(deps({ dailyLimit: 3 }), 'BR', at(day));
    expect(listCallsOf(fake)).toHaveLength(3);
    expect(await unitsOn(day)).toBe(3);
    expect(await claimUnits(db(), day, 1, 3, at(day))).toBe(false);
    expect(await unitsOn(day)).toBe(3);
    // What was read before the limit is kept.
    expect((await rowsOf(day)).filter((r) => r.source === 'video')).toHaveLength(4);
  });

  it("keeps what it read when the API's own quota runs out", async () => {
    const day = '2030-01-03';
    const fake = fakeTrends({ pageSize: 2, quotaAfter: 1 });
    await snapshotRegion(deps(), 'BR', at(day));
    expect(listCallsOf(fake)).toHaveLength(2); // the refused call ends the day's reading
    const rows = await rowsOf(day);
    expect(rows.filter((r) => r.source === 'search')).toHaveLength(2);
    expect(rows.filter((r) => r.source === 'video').map((r) => r.key)).toEqual(['brVid000001', 'brVid000002']);
  });

  it(
    'without a key, the cron stores the demonstration dataset with its 30 days of history, fetching nothing',
    {
      timeout: HEAVY_TEST_MS,
    },
    async () => {
      const fake = fakeTrends();
      const now = at('2030-02-01');
      await runScheduledJobs(env, now);
      expect(fake.calls).toHaveLength(0);
      for (const region of ['BR', 'US']) {
        expect((await rowsOf('2030-02-01', region, true)).length).toBeGreaterThan(5);
        expect((await rowsOf(dayBefore('2030-02-01', 30), region, true)).length).toBeGreaterThan(0);
        expect(await rowsOf('2030-02-01', region, false)).toHaveLength(0);
      }
    },
  );
});

describe('GET /orgs/:org/trends', () => {
  it('a member reads the demonstration day with each trend’s rise and the videos behind a search', { timeout: HEAVY_TEST_MS }, async () => {
    const o = await orgOwner();
    const member = await joined(o.org.id, 'member');
    const res = await api('GET', `/orgs/${o.org.id}/trends`, member.cookie);
    expect(res.status).toBe(200);
    const view = (await res.json()) as TrendsView;
    expect(view).toMatchObject({ region: 'BR', category: 'all', demo: true, quota: null });
    expect(view.day).toBe(new Date().toISOString().slice(0, 10));
    const anitta = view.searches.find((s) => s.title === 'Lançamento do novo álbum de Anitta')!;
    expect(anitta.rise).toEqual({ d7: 'rising', d30: 'rising' });
    expect(anitta.videos.map((v) => v.title)).toEqual(['Anitta novo álbum reação']);
    expect(view.searches.find((s) => s.title === 'Enem gabarito')!.rise.d30).toBe('fading');
    expect(view.videos.length).toBeGreaterThan(5);

    const music = (await (await api('GET', `/orgs/${o.org.id}/trends?region=US&category=10`, member.cookie)).json()) as TrendsView;
    expect(music.region).toBe('US');
    expect(music.videos.map((v) => v.title)).toEqual(['New Taylor Swift single first listen']);
  });

  it('answers the rise from the stored snapshots, and the quota to admins only', { timeout: HEAVY_TEST_MS }, async () => {
    const day = '2030-03-01';
    fakeTrends({ pageSize: 2 });
    // A week before, one search was small and the other big.
    const earlier = { region: 'BR', demo: false, category: '', detail: '{}', createdAt: 0, source: 'search' as const };
    for (let i = 1; i <= 7; i++) {
      await db()
        .insert(trendSnapshots)
        .values([
          { ...earlier, day: dayBefore(day, i), key: 'final da libertadores', title: 'Final da Libertadores', score: 100_000 },
          { ...earlier, day: dayBefore(day, i), key: 'horario de verao', title: 'Horário de verão', score: 200_000 },
        ]);
    }
    await snapshotRegion(deps(), 'BR', at(day));
    const o = await orgOwner();
    const member = await joined(o.org.id, 'member');
    const q = { region: 'BR' as const, category: 'all' as const };
    const view = await getTrends(deps(), { org: o.org, role: 'admin', userId: o.user.id }, q, at(day));
    expect(view.demo).toBe(false);
    expect(view.searches.map((s) => [s.title, s.rise.d7, s.rise.d30])).toEqual([
      ['Final da Libertadores', 'rising', 'rising'],
      ['Horário de verão', 'fading', 'fading'],
    ]);
    expect(view.searches[0]!.videos.map((v) => v.videoId)).toEqual(['brVid000001', 'brVid000003']);
    expect(view.searches[1]!.videos).toEqual([]);
    expect(view.searches[0]!.news[0]!.source).toBe('ge');
    expect(view.quota).toEqual({ day, used: 8, limit: 10_000 });
    const asMember = await getTrends(deps(), { org: o.org, role: 'member', userId: member.user.id }, q, at(day));
    expect(asMember.quota).toBeNull();
    const sports = await getTrends(deps(), { org: o.org, role: 'member', userId: member.user.id }, { ...q, category: '17' }, at(day));
    expect(sports.videos.map((v) => v.videoId)).toEqual(['brVid000001', 'brVid000003']);
  });

  it('is for members only, and a bad region or category is a 422 by field', async () => {
    const o = await orgOwner();
    expect((await api('GET', `/orgs/${o.org.id}/trends`, null)).status).toBe(401);
    const stranger = await signedIn();
    await expectRefusal(await api('GET', `/orgs/${o.org.id}/trends`, stranger.cookie), 404, 'organization_not_found');
    await expectFieldError(await api('GET', `/orgs/${o.org.id}/trends?region=AR`, o.cookie), 'region', 'validation.invalidValue');
    await expectFieldError(await api('GET', `/orgs/${o.org.id}/trends?category=99`, o.cookie), 'category', 'validation.invalidValue');
  });
});
