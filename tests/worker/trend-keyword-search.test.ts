// The videos behind a watched keyword (decision 082): search.list against its
// fake (paging, HTML-escaped snippets, non-video results, quotaExceeded, a bad
// key), 100 units a call in the day count shared with the rest of the trend
// tracker, refused when the budget is spent; one search a keyword, region and
// day kept for every organization; the demonstration answer without a key.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeywordVideosView, WatchlistView } from '../../src/common/contracts/trends';
import { trendQuota } from '../../src/db/schema';
import { keywordVideos, KEYWORD_VIDEOS } from '../../src/features/trends/keyword-search';
import type { SnapshotDeps } from '../../src/features/trends/snapshot';
import { YoutubeApiError, YoutubeQuotaError } from '../../src/platform/trends/youtube';
import { QuotaRefused } from '../../src/platform/trends/youtube-channels';
import { SEARCH_UNITS, searchVideos, unescapeHtml } from '../../src/platform/trends/youtube-search';
import { api, db, expectRefusal, orgOwner } from './helpers';
import { restoreFetch } from './fake-google';
import { FAKE_SEARCH_KEY, fakeYoutubeSearch } from './fake-youtube-search';

afterEach(restoreFetch);

const at = (day: string) => Date.parse(`${day}T12:00:00Z`);
const unitsOn = async (day: string) => (await db().select().from(trendQuota).where(eq(trendQuota.day, day)).get())?.units ?? 0;
const deps = (over: Partial<SnapshotDeps> = {}): SnapshotDeps => ({ db: db(), apiKey: FAKE_SEARCH_KEY, dailyLimit: 10_000, ...over });
const accessOf = (o: Awaited<ReturnType<typeof orgOwner>>) => ({ org: o.org, role: 'member' as const, userId: o.user.id });
async function watched(o: Awaited<ReturnType<typeof orgOwner>>, keyword: string, region = 'BR') {
  const res = await api('POST', `/orgs/${o.org.id}/trends/watchlist`, o.cookie, { region, keyword });
  expect(res.status).toBe(201);
  return ((await res.json()) as WatchlistView).keywords.find((k) => k.keyword === keyword)!;
}

describe('search.list against the fake', () => {
  it('asks for videos of the keyword in the region, pages up to the most asked, and unescapes the snippets', async () => {
    const fake = fakeYoutubeSearch({ pageSize: 5 });
    let spent = 0;
    const videos = await searchVideos(
      { apiKey: FAKE_SEARCH_KEY, keyword: 'café', region: 'BR', max: 12, maxPages: 5 },
      async (n) => ((spent += n), true),
    );
    // 3 pages of 5 (one result a channel, skipped) until 12 videos.
    expect(fake.calls).toHaveLength(3);
    expect(spent).toBe(3 * SEARCH_UNITS);
    expect(videos).toHaveLength(12);
    expect(Object.fromEntries(fake.calls[0]!.searchParams)).toMatchObject({
      part: 'snippet',
      type: 'video',
      q: 'café',
      regionCode: 'BR',
      relevanceLanguage: 'pt',
      maxResults: '12',
    });
    expect(fake.calls[0]!.searchParams.has('pageToken')).toBe(false);
    expect(fake.calls[1]!.searchParams.get('pageToken')).toBe('page5');
    expect(fake.calls[1]!.searchParams.get('maxResults')).toBe('8');
    expect(videos[0]).toEqual({
      videoId: 'vid00000000',
      title: "café & friends #1 'ao vivo'",
      channel: 'Canal 0 "oficial"',
      publishedAt: '2026-11-10T12:00:00Z',
    });
    expect(videos.some((v) => v.videoId === 'vid00000002')).toBe(false);
    expect(unescapeHtml('a &lt;b&gt; &#x263A; &unknown; &#0;')).toBe('a <b> ☺ &unknown; &#0;');
  });

  it('stops at the last page, throws QuotaRefused before any call the budget refuses, and keeps pages read before a later refusal', async () => {
    const fake = fakeYoutubeSearch({ total: 4 });
    expect(
      await searchVideos({ apiKey: FAKE_SEARCH_KEY, keyword: 'x', region: 'US', max: 50, maxPages: 5 }, async () => true),
    ).toHaveLength(3);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.searchParams.get('relevanceLanguage')).toBe('en');
    await expect(
      searchVideos({ apiKey: FAKE_SEARCH_KEY, keyword: 'x', region: 'BR', max: 5, maxPages: 5 }, async () => false),
    ).rejects.toBeInstanceOf(QuotaRefused);
    expect(fake.calls).toHaveLength(1);
    const paged = fakeYoutubeSearch({ pageSize: 5 });
    let budget = 1;
    const partial = await searchVideos(
      { apiKey: FAKE_SEARCH_KEY, keyword: 'x', region: 'BR', max: 20, maxPages: 5 },
      async () => budget-- > 0,
    );
    expect(partial).toHaveLength(4);
    expect(paged.calls).toHaveLength(1);
  });

  it('tells a 403 quotaExceeded from a bad key', async () => {
    fakeYoutubeSearch({ quotaAfter: 0 });
    await expect(
      searchVideos({ apiKey: FAKE_SEARCH_KEY, keyword: 'x', region: 'BR', max: 5, maxPages: 5 }, async () => true),
    ).rejects.toBeInstanceOf(YoutubeQuotaError);
    await expect(
      searchVideos({ apiKey: 'wrong', keyword: 'x', region: 'BR', max: 5, maxPages: 5 }, async () => true),
    ).rejects.toBeInstanceOf(YoutubeApiError);
  });
});

describe('a watched keyword’s videos', () => {
  it('searches once a day per keyword and region, for every organization, counting 100 units', async () => {
    const day = '2031-03-03';
    const o = await orgOwner();
    const other = await orgOwner('Outra');
    const mine = await watched(o, 'Bolo de Cenoura');
    const theirs = await watched(other, 'bolo de cenoura');
    const fake = fakeYoutubeSearch();
    const first = await keywordVideos(deps(), accessOf(o), mine.id, at(day));
    expect(first).toMatchObject({ keyword: 'Bolo de Cenoura', region: 'BR', day, demo: false });
    // One page of 12 results, one of them a channel: 11 videos, and no second call for the one missing.
    expect(first.videos).toHaveLength(KEYWORD_VIDEOS - 1);
    expect(fake.calls[0]!.searchParams.get('maxResults')).toBe(String(KEYWORD_VIDEOS));
    expect(await unitsOn(day)).toBe(SEARCH_UNITS);
    // The same keyword (case aside), by another organization, the same day: the kept answer, no call.
    const again = await keywordVideos(deps(), accessOf(other), theirs.id, at(day) + 3_600_000);
    expect(again.videos).toEqual(first.videos);
    expect(again.keyword).toBe('bolo de cenoura');
    expect(fake.calls).toHaveLength(1);
    expect(await unitsOn(day)).toBe(SEARCH_UNITS);
    // The next day searches again.
    await keywordVideos(deps(), accessOf(o), mine.id, at('2031-03-04'));
    expect(fake.calls).toHaveLength(2);
  });

  it('is refused when the day’s budget cannot pay a search, or YouTube’s quota is spent, and when YouTube fails', async () => {
    const day = '2031-03-05';
    const o = await orgOwner();
    const k = await watched(o, 'airfryer');
    const fake = fakeYoutubeSearch();
    // Searches may use half the day's limit: 150 units leave 75 for them, short of a search's 100.
    // Refused before any call, nothing counted (the other half stays for the snapshots).
    await expect(keywordVideos(deps({ dailyLimit: 150 }), accessOf(o), k.id, at(day))).rejects.toMatchObject({
      status: 503,
      code: 'trend_quota_exhausted',
    });
    expect(fake.calls).toHaveLength(0);
    expect(await unitsOn(day)).toBe(0);
    fakeYoutubeSearch({ quotaAfter: 0 });
    await expect(keywordVideos(deps(), accessOf(o), k.id, at(day))).rejects.toMatchObject({ code: 'trend_quota_exhausted' });
    await expect(keywordVideos(deps({ apiKey: 'wrong' }), accessOf(o), k.id, at(day))).rejects.toMatchObject({
      status: 502,
      code: 'trend_source_failed',
    });
    // 200 units leave 100 for searches: one goes through, and counts in the day's shared total.
    const later = '2031-03-06';
    const ok = fakeYoutubeSearch();
    expect((await keywordVideos(deps({ dailyLimit: 200 }), accessOf(o), k.id, at(later))).videos.length).toBeGreaterThan(0);
    expect(ok.calls).toHaveLength(1);
    expect(await unitsOn(later)).toBe(SEARCH_UNITS);
  });

  it('without a key answers demonstration videos of the keyword through the route; others’ keywords are not found', async () => {
    const o = await orgOwner();
    const k = await watched(o, 'Anitta');
    const res = await api('GET', `/orgs/${o.org.id}/trends/watchlist/${k.id}/videos`, o.cookie);
    expect(res.status).toBe(200);
    const view = (await res.json()) as KeywordVideosView;
    expect(view).toMatchObject({ keyword: 'Anitta', region: 'BR', demo: true });
    expect(view.videos.length).toBeGreaterThan(3);
    expect(view.videos.every((v) => v.title.includes('Anitta'))).toBe(true);
    const published = view.videos.map((v) => v.publishedAt);
    expect(published).toEqual([...published].sort().reverse());
    // The same answer the same day.
    expect(
      ((await (await api('GET', `/orgs/${o.org.id}/trends/watchlist/${k.id}/videos`, o.cookie)).json()) as KeywordVideosView).videos,
    ).toEqual(view.videos);
    const other = await orgOwner('Outra');
    await expectRefusal(
      await api('GET', `/orgs/${other.org.id}/trends/watchlist/${k.id}/videos`, other.cookie),
      404,
      'trend_watch_not_found',
    );
  });
});
