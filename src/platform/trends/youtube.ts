// YouTube Data API v3, videos.list?chart=mostPopular (decision 059): the most
// popular videos of a region, optionally of one category, page by page. Each
// call costs 1 quota unit (the API's quota table); the caller asks `spend` for
// each unit before the call and stops when it is refused.
import type { TrendRegion } from '../../common/contracts/trends';

export const YOUTUBE_API = 'https://www.googleapis.com/youtube/v3';
/** The quota cost of one videos.list call, whatever its parts. */
export const VIDEOS_LIST_UNITS = 1;
/** The API's most a page. */
const PAGE_SIZE = 50;

export interface PopularVideo {
  videoId: string;
  title: string;
  channel: string;
  categoryId: string;
  views: number;
}

/** The API refused for quota (403 quotaExceeded / dailyLimitExceeded / rateLimitExceeded); `partial` holds the pages read before. */
export class YoutubeQuotaError extends Error {
  constructor(
    readonly reason: string,
    readonly partial: PopularVideo[] = [],
  ) {
    super(`YouTube quota: ${reason}`);
  }
}

export class YoutubeApiError extends Error {}

interface VideoListResponse {
  nextPageToken?: string;
  items?: Array<{
    id: string;
    snippet?: { title?: string; channelTitle?: string; categoryId?: string };
    statistics?: { viewCount?: string };
  }>;
}

interface ErrorResponse {
  error?: { code?: number; message?: string; errors?: Array<{ reason?: string; domain?: string }> };
}

const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded', 'rateLimitExceeded']);

/**
 * A refused call's answer read into the error to throw, for every YouTube adapter
 * (trends, competitors, keyword search, the viral history's views): 403 with a
 * quota reason is YoutubeQuotaError (with `partial`, what was read before),
 * anything else YoutubeApiError naming the call, its status and reason.
 */
export async function youtubeError(
  res: Response,
  call: string,
  partial: PopularVideo[] = [],
): Promise<YoutubeQuotaError | YoutubeApiError> {
  const body = (await res.json().catch(() => ({}))) as ErrorResponse;
  const reason = body.error?.errors?.[0]?.reason ?? '';
  if (res.status === 403 && QUOTA_REASONS.has(reason)) return new YoutubeQuotaError(reason, partial);
  return new YoutubeApiError(`${call} ${res.status} ${reason || body.error?.message || ''}`.trim());
}

export interface PopularRequest {
  apiKey: string;
  region: TrendRegion;
  /** A YouTube category id, or null for the whole chart. */
  categoryId: string | null;
  /** At most this many pages (each one call, one unit). */
  maxPages: number;
  /** Asked before each call; false stops before it (the day's budget is spent). */
  spend: (units: number) => Promise<boolean>;
}

/** The chart's videos, following nextPageToken up to `maxPages` pages or until `spend` refuses. */
export async function fetchMostPopular(req: PopularRequest): Promise<PopularVideo[]> {
  const videos: PopularVideo[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < req.maxPages; page++) {
    if (!(await req.spend(VIDEOS_LIST_UNITS))) break;
    const url = new URL(`${YOUTUBE_API}/videos`);
    url.searchParams.set('part', 'snippet,statistics');
    url.searchParams.set('chart', 'mostPopular');
    url.searchParams.set('regionCode', req.region);
    url.searchParams.set('maxResults', String(PAGE_SIZE));
    if (req.categoryId) url.searchParams.set('videoCategoryId', req.categoryId);
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    url.searchParams.set('key', req.apiKey);
    const res = await fetch(url.toString(), { headers: { accept: 'application/json' } });
    if (!res.ok) {
      // A category the region's chart does not have answers 404 videoChartNotFound: no videos, not a failure.
      if (res.status === 404) break;
      throw await youtubeError(res, 'videos.list', videos);
    }
    const body = (await res.json()) as VideoListResponse;
    for (const item of body.items ?? []) {
      videos.push({
        videoId: item.id,
        title: item.snippet?.title ?? '',
        channel: item.snippet?.channelTitle ?? '',
        categoryId: item.snippet?.categoryId ?? '',
        views: Number(item.statistics?.viewCount ?? 0) || 0,
      });
    }
    pageToken = body.nextPageToken;
    if (!pageToken) break;
  }
  return videos;
}
