// YouTube Data API v3 search.list, faked at the fetch boundary with the shapes
// its documentation gives (decision 082): part=snippet, type=video, q,
// regionCode, maxResults (up to 50) and pageToken; items of kind
// youtube#searchResult with id {kind, videoId} and a snippet whose text is
// HTML-escaped; nextPageToken while results remain; 400 keyInvalid and
// 403 quotaExceeded as {error: {code, message, errors: [{domain, reason}]}}.
import { vi } from 'vitest';
import { YOUTUBE_API } from '../../src/platform/trends/youtube';

export const FAKE_SEARCH_KEY = 'AIza-search-key';

export interface FakeSearch {
  calls: URL[];
  /** Results a page at most, whatever maxResults asks. */
  pageSize: number;
  /** The API answers 403 quotaExceeded after this many calls (Infinity: never). */
  quotaAfter: number;
}

/** n results for a query, the 1st titled "<q> &amp; friends #1" as the API escapes it; one channel result among them. */
const resultsFor = (q: string, n: number) =>
  Array.from({ length: n }, (_, i) =>
    i === 2
      ? { kind: 'youtube#searchResult', id: { kind: 'youtube#channel', channelId: 'UCchannel' }, snippet: { title: 'A channel' } }
      : {
          kind: 'youtube#searchResult',
          etag: `e${i}`,
          id: { kind: 'youtube#video', videoId: `vid${String(i).padStart(8, '0')}` },
          snippet: {
            publishedAt: `2026-11-${String(10 + (i % 15)).padStart(2, '0')}T12:00:00Z`,
            channelId: `UCch${i}`,
            title: `${q} &amp; friends #${i + 1} &#39;ao vivo&#39;`,
            channelTitle: `Canal ${i} &quot;oficial&quot;`,
            liveBroadcastContent: 'none',
          },
        },
  );

const error = (status: number, reason: string, message: string) =>
  Response.json({ error: { code: status, message, errors: [{ domain: 'youtube.quota', reason, message }] } }, { status });

export function fakeYoutubeSearch(opts: Partial<Pick<FakeSearch, 'pageSize' | 'quotaAfter'>> & { total?: number } = {}): FakeSearch {
  const fake: FakeSearch = { calls: [], pageSize: opts.pageSize ?? 50, quotaAfter: opts.quotaAfter ?? Infinity };
  const total = opts.total ?? 30;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.href.startsWith(`${YOUTUBE_API}/search`)) throw new Error(`unexpected fetch in test: ${url.href}`);
    fake.calls.push(url);
    if (url.searchParams.get('key') !== FAKE_SEARCH_KEY) return error(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.');
    if (fake.calls.length > fake.quotaAfter)
      return error(403, 'quotaExceeded', 'The request cannot be completed because you have exceeded your quota.');
    const q = url.searchParams.get('q') ?? '';
    const size = Math.min(Number(url.searchParams.get('maxResults') ?? 5), fake.pageSize, 50);
    const offset = Number(url.searchParams.get('pageToken')?.replace('page', '') ?? 0);
    const all = resultsFor(q, total);
    const items = all.slice(offset, offset + size);
    const next = offset + size < all.length ? `page${offset + size}` : undefined;
    return Response.json({
      kind: 'youtube#searchListResponse',
      regionCode: url.searchParams.get('regionCode'),
      pageInfo: { totalResults: total, resultsPerPage: size },
      ...(next ? { nextPageToken: next } : {}),
      items,
    });
  });
  return fake;
}
