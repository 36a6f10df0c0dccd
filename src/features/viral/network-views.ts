// Real views of published TikTok and Instagram posts (decision 087), read with
// the posting account's own token. TikTok: the Display API's video/query (scope
// video.list), up to 20 of the user's own videos a call. Instagram: a media's
// `views` insight (scope instagram_business_manage_insights), the metric that
// replaced plays/impressions in 2025. Each answer is views, "unavailable" (the
// network has no such figure for that post), or a refusal that keeps the stored
// views: RateLimited (try later) or TokenRefused (reconnect the account).
import { TIKTOK_API } from '../publishing/networks/tiktok';
import { IG_API_VERSION, IG_GRAPH } from '../publishing/networks/instagram-graph';

export class ViewsRateLimited extends Error {}
export class ViewsTokenRefused extends Error {}

/** TikTok's documented upper bound of video_ids in one video/query call. */
export const TIKTOK_QUERY_MAX = 20;

/** The video id of a published TikTok address (`/@user/video/<id>`, as the connector writes it). */
export function tiktokVideoId(url: string | null): string | null {
  if (!url) return null;
  const m = /^https:\/\/(?:www\.|m\.)?tiktok\.com\/@[^/]+\/video\/(\d{1,25})(?:[?#/].*)?$/.exec(url);
  return m?.[1] ?? null;
}

interface TiktokVideos {
  data?: { videos?: { id: string; view_count?: number }[] };
  error?: { code?: string; message?: string };
}

/** Views of the account's own videos by id; a video TikTok does not answer (deleted, private) is absent. */
export async function tiktokViews(token: string, ids: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < ids.length; i += TIKTOK_QUERY_MAX) {
    const batch = ids.slice(i, i + TIKTOK_QUERY_MAX);
    let res: Response;
    try {
      res = await fetch(`${TIKTOK_API}/v2/video/query/?fields=id,view_count,like_count,comment_count`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json; charset=UTF-8' },
        body: JSON.stringify({ filters: { video_ids: batch } }),
      });
    } catch (e) {
      throw new ViewsRateLimited(`TikTok unreachable: ${String(e)}`);
    }
    const body = (await res.json().catch(() => null)) as TiktokVideos | null;
    const code = body?.error?.code;
    if (res.ok && code === 'ok') {
      for (const v of body?.data?.videos ?? []) if (typeof v.view_count === 'number') out.set(v.id, v.view_count);
      continue;
    }
    // An invalid token or a grant without video.list (accounts connected before it was asked) needs a reconnect.
    if (res.status === 401 || code === 'access_token_invalid' || code === 'scope_not_authorized' || code === 'scope_permission_missed')
      throw new ViewsTokenRefused(`TikTok: ${code ?? res.status}`);
    // A rate limit, TikTok's own failure or anything else: the stored views stay, tried again later.
    throw new ViewsRateLimited(`TikTok: ${code ?? res.status}`);
  }
  return out;
}

interface GraphAnswer {
  data?: { name: string; values?: { value?: number }[] }[];
  error?: { code?: number; error_subcode?: number; message?: string };
}

/** Throttling codes of Meta's error table (and its "try again" codes). */
const THROTTLED = new Set([-2, -1, 1, 2, 4, 17, 32, 341, 613]);

/**
 * The media's lifetime `views`. "unavailable": the documented answers for a media
 * without that figure — (#100) "does not support the views metric for this media
 * product type", (#10) not enough viewers, or an empty data set.
 */
export async function instagramViews(token: string, mediaId: string): Promise<number | 'unavailable'> {
  const url = `${IG_GRAPH}/${IG_API_VERSION}/${encodeURIComponent(mediaId)}/insights?${new URLSearchParams({ metric: 'views', access_token: token })}`;
  let res: Response;
  try {
    res = await fetch(url);
  } catch (e) {
    throw new ViewsRateLimited(`Instagram unreachable: ${String(e)}`);
  }
  const body = (await res.json().catch(() => null)) as GraphAnswer | null;
  const err = body?.error;
  if (res.ok && !err) {
    const value = body?.data?.find((d) => d.name === 'views')?.values?.[0]?.value;
    return typeof value === 'number' ? value : 'unavailable';
  }
  if (err?.code === 190 || res.status === 401) throw new ViewsTokenRefused(`Instagram: ${err?.code ?? res.status}`);
  // Missing permission (the insights scope not granted to an account connected before it was asked).
  if (err?.code === 10 && !/not enough viewers/i.test(err.message ?? '')) throw new ViewsTokenRefused('Instagram: permission');
  if (err?.code === 100 || err?.code === 10) return 'unavailable';
  // Throttling (429, codes 4/17/32/613), Instagram's failure or anything else: the stored views stay.
  throw new ViewsRateLimited(
    `Instagram: ${err?.code ?? res.status}${err?.code !== undefined && THROTTLED.has(err.code) ? ' (throttled)' : ''}`,
  );
}
