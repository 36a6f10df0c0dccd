// The two trend sources, faked at the fetch boundary with the shapes their
// documentation gives (decision 059): YouTube Data API v3 videos.list with
// chart=mostPopular (items with snippet and statistics, nextPageToken paging,
// errors as {error: {code, errors: [{domain, reason}]}}, 403 quotaExceeded) and
// Google Trends' daily trending searches RSS (ht:approx_traffic, ht:news_item).
import { vi } from 'vitest';
import { YOUTUBE_API } from '../../src/platform/trends/youtube';
import { TRENDS_RSS } from '../../src/platform/trends/google-trends';

export const FAKE_KEY = 'AIza-test-key';

interface FakeVideo {
  id: string;
  title: string;
  channel: string;
  categoryId: string;
  views: number;
}

/** Each region's chart, most popular first. */
export const FAKE_CHART: Record<string, FakeVideo[]> = {
  BR: [
    { id: 'brVid000001', title: 'Final da Libertadores: melhores momentos', channel: 'Futebol Já', categoryId: '17', views: 3_000_000 },
    { id: 'brVid000002', title: 'Reagindo ao clipe novo', channel: 'Pop em Foco', categoryId: '10', views: 2_000_000 },
    { id: 'brVid000003', title: 'Libertadores: a final comentada', channel: 'Resenha', categoryId: '17', views: 1_500_000 },
    { id: 'brVid000004', title: 'Receita de bolo de cenoura', channel: 'Cozinha da Bia', categoryId: '26', views: 900_000 },
    { id: 'brVid000005', title: 'Gameplay ao vivo', channel: 'Jogatina', categoryId: '20', views: 500_000 },
  ],
  US: [{ id: 'usVid000001', title: 'Thanksgiving recipes', channel: 'Home Chef', categoryId: '26', views: 1_000_000 }],
};

export const FAKE_FEED: Record<string, string> = {
  BR: `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:atom="http://www.w3.org/2005/Atom" xmlns:ht="https://trends.google.com/trending/rss" version="2.0">
  <channel>
    <title>Daily Search Trends</title>
    <description>Recent searches</description>
    <link>https://trends.google.com/trending/rss?geo=BR</link>
    <atom:link href="https://trends.google.com/trending/rss?geo=BR" rel="self" type="application/rss+xml"/>
    <item>
      <title>Final da Libertadores</title>
      <ht:approx_traffic>500.000+</ht:approx_traffic>
      <description/>
      <link>https://trends.google.com/trending/rss?geo=BR</link>
      <pubDate>Fri, 27 Nov 2026 03:40:00 -0800</pubDate>
      <ht:picture>https://example.com/p.jpg</ht:picture>
      <ht:picture_source>Globo</ht:picture_source>
      <ht:news_item>
        <ht:news_item_title>Quem joga a final da Libertadores &amp; onde assistir</ht:news_item_title>
        <ht:news_item_url>https://example.com/news/1</ht:news_item_url>
        <ht:news_item_picture>https://example.com/n.jpg</ht:news_item_picture>
        <ht:news_item_source>ge</ht:news_item_source>
      </ht:news_item>
    </item>
    <item>
      <title>Horário de verão</title>
      <ht:approx_traffic>20K+</ht:approx_traffic>
      <pubDate>Fri, 27 Nov 2026 02:00:00 -0800</pubDate>
    </item>
  </channel>
</rss>`,
  US: `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:ht="https://trends.google.com/trending/rss" version="2.0"><channel><title>Daily Search Trends</title>
<item><title>Thanksgiving recipes</title><ht:approx_traffic>1,000,000+</ht:approx_traffic></item>
</channel></rss>`,
};

export interface FakeTrends {
  /** Every URL the code fetched. */
  calls: URL[];
  /** Videos a page (the API's maxResults is honoured up to this), to page through a small chart. */
  pageSize: number;
  /** The API answers 403 quotaExceeded after this many videos.list calls (Infinity: never). */
  quotaAfter: number;
  /** The feed answers this instead of the RSS. */
  feedStatus: number;
}

function youtubeError(code: number, reason: string, domain: string, message: string) {
  return Response.json({ error: { code, message, errors: [{ message, domain, reason }] } }, { status: code });
}

function videosList(url: URL, fake: FakeTrends, listCalls: number): Response {
  const p = url.searchParams;
  if (p.get('key') !== FAKE_KEY) return youtubeError(400, 'keyInvalid', 'usageLimits', 'API key not valid. Please pass a valid API key.');
  if (listCalls > fake.quotaAfter)
    return youtubeError(
      403,
      'quotaExceeded',
      'youtube.quota',
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    );
  if (p.get('chart') !== 'mostPopular') return youtubeError(400, 'missingRequiredParameter', 'youtube.parameter', 'No filter selected.');
  const category = p.get('videoCategoryId');
  const chart = (FAKE_CHART[p.get('regionCode') ?? 'US'] ?? []).filter((v) => !category || v.categoryId === category);
  const size = Math.min(Number(p.get('maxResults') ?? 5), fake.pageSize);
  const start = p.get('pageToken') ? Number(p.get('pageToken')!.replace('CAI', '')) : 0;
  const items = chart.slice(start, start + size).map((v) => ({
    kind: 'youtube#video',
    etag: `etag-${v.id}`,
    id: v.id,
    snippet: { title: v.title, channelTitle: v.channel, categoryId: v.categoryId, publishedAt: '2026-11-26T12:00:00Z' },
    statistics: { viewCount: String(v.views), likeCount: '10', commentCount: '2' },
  }));
  const next = start + size < chart.length ? `CAI${start + size}` : undefined;
  return Response.json({
    kind: 'youtube#videoListResponse',
    etag: 'list-etag',
    items,
    ...(next ? { nextPageToken: next } : {}),
    pageInfo: { totalResults: chart.length, resultsPerPage: size },
  });
}

/** Serves both sources to the Worker's fetch; anything else is a test error. */
export function fakeTrends(options: Partial<FakeTrends> = {}): FakeTrends {
  const fake: FakeTrends = { calls: [], pageSize: 2, quotaAfter: Infinity, feedStatus: 200, ...options };
  let listCalls = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    fake.calls.push(url);
    const at = `${url.origin}${url.pathname}`;
    if (at === `${YOUTUBE_API}/videos`) return videosList(url, fake, ++listCalls);
    if (at === TRENDS_RSS) {
      if (fake.feedStatus !== 200) return new Response('<html>error</html>', { status: fake.feedStatus });
      const feed = FAKE_FEED[url.searchParams.get('geo') ?? ''];
      return feed
        ? new Response(feed, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })
        : new Response('', { status: 404 });
    }
    throw new Error(`unexpected fetch in test: ${url}`);
  });
  return fake;
}

/** The videos.list calls among the fetches. */
export const listCallsOf = (fake: FakeTrends) => fake.calls.filter((u) => u.pathname.endsWith('/videos'));
