// TikTok's and Instagram's view readings, faked at the fetch boundary with the
// documented shapes (decision 087). TikTok Display API: POST /v2/video/query/
// with `fields` in the query and { filters: { video_ids } } (at most 20), a
// Bearer token, answering { data: { videos: [{ id, view_count, ... }] }, error:
// { code: 'ok' } }; refusals as { error: { code: 'access_token_invalid' |
// 'rate_limit_exceeded' } } with 401 / 429; the token endpoint refusing a
// refresh with { error: 'invalid_grant' }. Instagram: GET /v23.0/<media>/insights
// ?metric=views&access_token=…, answering { data: [{ name: 'views', period:
// 'lifetime', values: [{ value }] }] }; (#190) for a bad token, (#4) when
// throttled, (#100) "does not support the views metric for this media product
// type" for a media without it. With `youtube`, YouTube's videos.list is served
// too (fake-youtube-channels.ts), for the cron that reads all three at once.
import { vi } from 'vitest';
import { YOUTUBE_API } from '../../src/platform/trends/youtube';
import { answerYoutube, type FakeYoutube } from './fake-youtube-channels';

export interface FakeViews {
  calls: { method: string; url: URL; body: unknown }[];
  tiktokTokens: Set<string>;
  tiktokViews: Map<string, number>;
  tiktokRateLimited: boolean;
  igTokens: Set<string>;
  igViews: Map<string, number>;
  /** Media whose product type has no `views` insight. */
  igUnsupported: Set<string>;
  igThrottled: boolean;
  /** Also serve the YouTube Data API from this fake. */
  youtube?: FakeYoutube;
}

const tiktok = (status: number, data: unknown, code = 'ok', message = '') =>
  Response.json({ data, error: { code, message, log_id: '20261129051000VIEWS' } }, { status });
const graphError = (status: number, code: number, message: string) =>
  Response.json({ error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdViews' } }, { status });

export function fakeViews(options: Partial<FakeViews> = {}): FakeViews {
  const fake: FakeViews = {
    calls: [],
    tiktokTokens: new Set(),
    tiktokViews: new Map(),
    tiktokRateLimited: false,
    igTokens: new Set(),
    igViews: new Map(),
    igUnsupported: new Set(),
    igThrottled: false,
    ...options,
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init as RequestInit);
    const url = new URL(req.url);
    if (fake.youtube && req.url.startsWith(YOUTUBE_API)) return answerYoutube(fake.youtube, url);
    const text = req.method === 'GET' ? '' : await req.text();
    fake.calls.push({ method: req.method, url, body: text ? (JSON.parse(text.startsWith('{') ? text : '{}') as unknown) : null });
    if (url.origin === 'https://open.tiktokapis.com' && url.pathname === '/v2/oauth/token/')
      return Response.json({ error: 'invalid_grant', error_description: 'Refresh token is invalid or expired.' }, { status: 400 });
    if (url.origin === 'https://open.tiktokapis.com' && url.pathname === '/v2/video/query/' && req.method === 'POST') {
      const token = req.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      if (!fake.tiktokTokens.has(token))
        return tiktok(401, {}, 'access_token_invalid', 'The access token is invalid or not found in the request.');
      if (fake.tiktokRateLimited) return tiktok(429, {}, 'rate_limit_exceeded', 'API rate limit was exceeded.');
      if (!url.searchParams.get('fields')?.split(',').includes('view_count')) return tiktok(400, {}, 'invalid_params', 'fields');
      const ids = (JSON.parse(text) as { filters?: { video_ids?: string[] } }).filters?.video_ids ?? [];
      if (!ids.length || ids.length > 20) return tiktok(400, {}, 'invalid_params', 'video_ids must hold 1 to 20 ids.');
      const videos = ids
        .filter((id) => fake.tiktokViews.has(id))
        .map((id) => ({ id, view_count: fake.tiktokViews.get(id)!, like_count: 3, comment_count: 1 }));
      return tiktok(200, { videos, cursor: 0, has_more: false });
    }
    const ig = /^\/v23\.0\/([^/]+)\/insights$/.exec(url.pathname);
    if (url.origin === 'https://graph.instagram.com' && ig && req.method === 'GET') {
      if (!fake.igTokens.has(url.searchParams.get('access_token') ?? ''))
        return graphError(400, 190, 'Error validating access token: Session has expired.');
      if (fake.igThrottled) return graphError(400, 4, 'Application request limit reached');
      if (url.searchParams.get('metric') !== 'views') return graphError(400, 100, 'metric must be views in this fake');
      const media = ig[1]!;
      if (fake.igUnsupported.has(media))
        return graphError(400, 100, '(#100) The Media Insights API does not support the views metric for this media product type.');
      if (!fake.igViews.has(media)) return Response.json({ data: [] });
      const value = fake.igViews.get(media)!;
      return Response.json({
        data: [
          {
            name: 'views',
            period: 'lifetime',
            values: [{ value }],
            title: 'Views',
            description: 'Views',
            id: `${media}/insights/views/lifetime`,
          },
        ],
      });
    }
    return new Response(`fake-views: no route for ${req.method} ${url}`, { status: 599 });
  });
  return fake;
}

export const viewCalls = (fake: FakeViews, host: 'tiktok' | 'instagram') =>
  fake.calls.filter((c) => (host === 'tiktok' ? c.url.pathname === '/v2/video/query/' : c.url.pathname.endsWith('/insights')));
