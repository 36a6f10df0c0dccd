// YouTube Data API v3 search.list for the trend tracker's watchlist (decision
// 082): the videos YouTube answers for a keyword in a region, page by page.
// A call is priced at 100 units in the shared day count (the API's quota
// table), asked of `spend` before the call: a refusal before the first page
// throws QuotaRefused; one before a later page keeps what was read.
import type { KeywordVideo, TrendRegion } from '../../common/contracts/trends';
import { YOUTUBE_API, youtubeError } from './youtube';
import { QuotaRefused, type Spend } from './youtube-channels';

export const SEARCH_UNITS = 100;
/** The API's most results a page. */
const PAGE_SIZE = 50;
/** The language results are ranked for, by region. */
const LANGUAGE: Record<TrendRegion, string> = { BR: 'pt', US: 'en' };

interface SearchResponse {
  nextPageToken?: string;
  items?: Array<{
    id?: { kind?: string; videoId?: string };
    snippet?: { title?: string; channelTitle?: string; publishedAt?: string };
  }>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** search.list's snippets are HTML-escaped ("Rock &amp; Roll", "It&#39;s"); the page shows text. */
export function unescapeHtml(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

export interface SearchRequest {
  apiKey: string;
  keyword: string;
  region: TrendRegion;
  /** At most this many videos (pages of 50 until then). */
  max: number;
  /** At most this many calls (100 units each): a page short of results (a channel among them) is not worth another. */
  maxPages: number;
}

/** The videos YouTube finds for a keyword in a region, most relevant first, following nextPageToken. */
export async function searchVideos(req: SearchRequest, spend: Spend): Promise<KeywordVideo[]> {
  const videos: KeywordVideo[] = [];
  let pageToken: string | undefined;
  let pages = 0;
  do {
    if (!(await spend(SEARCH_UNITS))) {
      if (videos.length === 0) throw new QuotaRefused();
      break;
    }
    pages++;
    const url = new URL(`${YOUTUBE_API}/search`);
    url.searchParams.set('part', 'snippet');
    url.searchParams.set('type', 'video');
    url.searchParams.set('q', req.keyword);
    url.searchParams.set('regionCode', req.region);
    url.searchParams.set('relevanceLanguage', LANGUAGE[req.region]);
    url.searchParams.set('maxResults', String(Math.min(PAGE_SIZE, req.max - videos.length)));
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    url.searchParams.set('key', req.apiKey);
    const res = await fetch(url.toString(), { headers: { accept: 'application/json' } });
    if (!res.ok) throw await youtubeError(res, 'search.list');
    const body = (await res.json()) as SearchResponse;
    for (const item of body.items ?? []) {
      // type=video asks for videos only; anything else that comes is skipped.
      if (!item.id?.videoId || (item.id.kind && item.id.kind !== 'youtube#video')) continue;
      videos.push({
        videoId: item.id.videoId,
        title: unescapeHtml(item.snippet?.title ?? ''),
        channel: unescapeHtml(item.snippet?.channelTitle ?? ''),
        publishedAt: item.snippet?.publishedAt ?? '',
      });
      if (videos.length >= req.max) break;
    }
    pageToken = body.nextPageToken;
  } while (pageToken && videos.length < req.max && pages < req.maxPages);
  return videos;
}
