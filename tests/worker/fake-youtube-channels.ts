// The YouTube Data API v3 resources the competitor analysis reads, faked at the
// fetch boundary with the shapes their documentation gives (decision 074):
// channels.list by forHandle or id (snippet.customUrl, statistics as strings,
// contentDetails.relatedPlaylists.uploads; an unknown handle answers no items),
// playlistItems.list of an uploads playlist (contentDetails.videoId, newest
// first, nextPageToken paging, 404 playlistNotFound), videos.list by ids
// (snippet.publishedAt, statistics), keyInvalid and 403 quotaExceeded errors.
import { vi } from 'vitest';
import { YOUTUBE_API } from '../../src/platform/trends/youtube';

export const FAKE_KEY = 'AIza-test-key';

export interface FakeVideo {
  id: string;
  title: string;
  publishedAt: string;
  views: number;
  likes: number;
  comments: number;
}

export interface FakeChannel {
  id: string;
  handle: string;
  title: string;
  subscribers: number;
  views: number;
  /** Its uploads, newest first. */
  videos: FakeVideo[];
}

const id22 = (s: string) => `UC${s.padEnd(22, '0')}`;

export const FAKE_CHANNELS: FakeChannel[] = [
  {
    id: id22('cozinhaDaBia'),
    handle: '@cozinhadabia',
    title: 'Cozinha da Bia',
    subscribers: 120_000,
    views: 9_000_000,
    videos: [
      {
        id: 'bia00000003',
        title: 'Pão de queijo na airfryer',
        publishedAt: '2032-01-14T18:00:00Z',
        views: 30_000,
        likes: 1_500,
        comments: 300,
      },
      {
        id: 'bia00000002',
        title: 'Bolo de cenoura fofinho',
        publishedAt: '2032-01-11T18:30:00Z',
        views: 50_000,
        likes: 2_000,
        comments: 500,
      },
      { id: 'bia00000001', title: 'Pão de queijo mineiro', publishedAt: '2032-01-07T12:00:00Z', views: 10_000, likes: 400, comments: 100 },
    ],
  },
  {
    id: id22('techDoRafa'),
    handle: '@techdorafa',
    title: 'Tech do Rafa',
    subscribers: 45_000,
    views: 2_000_000,
    videos: [
      { id: 'raf00000001', title: 'Setup gamer barato', publishedAt: '2032-01-12T21:00:00Z', views: 8_000, likes: 200, comments: 40 },
    ],
  },
];

export interface FakeYoutube {
  /** Every URL the code fetched. */
  calls: URL[];
  /** Playlist items a page (the API's maxResults is honoured up to this). */
  pageSize: number;
  /** The API answers 403 quotaExceeded after this many calls (Infinity: never). */
  quotaAfter: number;
  /** Channels the fake knows; subscribers may be changed between calls. */
  channels: FakeChannel[];
}

function youtubeError(code: number, reason: string, domain: string, message: string) {
  return Response.json({ error: { code, message, errors: [{ message, domain, reason }] } }, { status: code });
}

const list = (kind: string, items: unknown[], extra: Record<string, unknown> = {}) =>
  Response.json({
    kind: `youtube#${kind}ListResponse`,
    etag: 'etag',
    ...extra,
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    items,
  });

function channels(url: URL, fake: FakeYoutube): Response {
  const p = url.searchParams;
  const handle = p.get('forHandle');
  const ids = p.get('id')?.split(',') ?? null;
  if (!handle && !ids) return youtubeError(400, 'missingRequiredParameter', 'youtube.parameter', 'No filter selected.');
  const wanted = (c: FakeChannel) =>
    handle ? c.handle.toLowerCase() === `@${handle.replace(/^@/, '')}`.toLowerCase() : ids!.includes(c.id);
  const parts = (p.get('part') ?? '').split(',');
  const items = fake.channels.filter(wanted).map((c) => ({
    kind: 'youtube#channel',
    etag: `etag-${c.id}`,
    id: c.id,
    ...(parts.includes('snippet')
      ? { snippet: { title: c.title, description: '', customUrl: c.handle, publishedAt: '2020-01-01T00:00:00Z' } }
      : {}),
    ...(parts.includes('statistics')
      ? {
          statistics: {
            viewCount: String(c.views),
            subscriberCount: String(c.subscribers),
            hiddenSubscriberCount: false,
            videoCount: String(c.videos.length),
          },
        }
      : {}),
    ...(parts.includes('contentDetails') ? { contentDetails: { relatedPlaylists: { likes: '', uploads: `UU${c.id.slice(2)}` } } } : {}),
  }));
  // An unknown handle or id is no error: the list is empty (and has no items key at all).
  return items.length
    ? list('channel', items)
    : Response.json({ kind: 'youtube#channelListResponse', etag: 'etag', pageInfo: { totalResults: 0, resultsPerPage: 5 } });
}

function playlistItems(url: URL, fake: FakeYoutube): Response {
  const p = url.searchParams;
  const channel = fake.channels.find((c) => `UU${c.id.slice(2)}` === p.get('playlistId'));
  if (!channel)
    return youtubeError(
      404,
      'playlistNotFound',
      'youtube.playlistItem',
      'The playlist identified with the request\u0027s playlistId parameter cannot be found.',
    );
  const size = Math.min(Number(p.get('maxResults') ?? 5), fake.pageSize);
  const start = p.get('pageToken') ? Number(p.get('pageToken')!.replace('EAE', '')) : 0;
  const items = channel.videos.slice(start, start + size).map((v, i) => ({
    kind: 'youtube#playlistItem',
    etag: `etag-${v.id}`,
    id: `item-${start + i}`,
    contentDetails: { videoId: v.id, videoPublishedAt: v.publishedAt },
  }));
  const next = start + size < channel.videos.length ? `EAE${start + size}` : undefined;
  return list('playlistItem', items, next ? { nextPageToken: next } : {});
}

function videos(url: URL, fake: FakeYoutube): Response {
  const ids = url.searchParams.get('id')?.split(',') ?? [];
  const all = fake.channels.flatMap((c) => c.videos.map((v) => ({ ...v, channelId: c.id })));
  const items = ids
    .map((id) => all.find((v) => v.id === id))
    .filter((v) => v !== undefined)
    .map((v) => ({
      kind: 'youtube#video',
      etag: `etag-${v.id}`,
      id: v.id,
      snippet: { publishedAt: v.publishedAt, channelId: v.channelId, title: v.title },
      statistics: { viewCount: String(v.views), likeCount: String(v.likes), favoriteCount: '0', commentCount: String(v.comments) },
    }));
  return list('video', items);
}

export const newFakeYoutube = (options: Partial<FakeYoutube> = {}): FakeYoutube => ({
  calls: [],
  pageSize: 50,
  quotaAfter: Infinity,
  channels: structuredClone(FAKE_CHANNELS),
  ...options,
});

/** One YouTube answer, recorded in `fake.calls`: for a fake that serves other hosts too (fake-views.ts). */
export function answerYoutube(fake: FakeYoutube, url: URL): Response {
  fake.calls.push(url);
  const resource = `${url.origin}${url.pathname}`.slice(YOUTUBE_API.length + 1);
  if (!`${url.origin}${url.pathname}`.startsWith(YOUTUBE_API)) throw new Error(`unexpected fetch in test: ${url}`);
  if (url.searchParams.get('key') !== FAKE_KEY)
    return youtubeError(400, 'keyInvalid', 'usageLimits', 'API key not valid. Please pass a valid API key.');
  if (fake.calls.length > fake.quotaAfter)
    return youtubeError(403, 'quotaExceeded', 'youtube.quota', 'The request cannot be completed because you have exceeded your quota.');
  if (resource === 'channels') return channels(url, fake);
  if (resource === 'playlistItems') return playlistItems(url, fake);
  if (resource === 'videos') return videos(url, fake);
  throw new Error(`unexpected YouTube resource in test: ${resource}`);
}

/** Serves the three resources to the Worker's fetch; anything else is a test error. */
export function fakeYoutube(options: Partial<FakeYoutube> = {}): FakeYoutube {
  const fake = newFakeYoutube(options);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    answerYoutube(fake, new URL(input instanceof Request ? input.url : String(input))),
  );
  return fake;
}

export const callsTo = (fake: FakeYoutube, resource: string) => fake.calls.filter((u) => u.pathname.endsWith(`/${resource}`));
