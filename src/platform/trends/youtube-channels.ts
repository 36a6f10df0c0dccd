// YouTube Data API v3 for the competitor analysis (decision 074): channels.list
// (by handle or by ids), playlistItems.list (a channel's uploads, newest first)
// and videos.list (statistics by ids). Each call costs 1 quota unit; the caller
// asks `spend` before each call, as the trend tracker's adapter does, and a
// refusal stops before the call.
import { VIDEOS_LIST_UNITS, YOUTUBE_API, YoutubeApiError, youtubeError } from './youtube';

/** channels.list and playlistItems.list cost what videos.list does: 1 unit a call. */
export const LIST_UNITS = VIDEOS_LIST_UNITS;
/** The API's most ids or items a call. */
const PAGE_SIZE = 50;

export interface YoutubeChannel {
  channelId: string;
  title: string;
  /** "@name", when the channel has one. */
  handle: string | null;
  subscribers: number;
  views: number;
  videos: number;
  /** The playlist of its uploads. */
  uploads: string | null;
}

export interface YoutubeVideoStats {
  videoId: string;
  title: string;
  publishedAt: string;
  views: number;
  likes: number;
  comments: number;
}

/** The budget said no: the day's units are spent. Nothing was called. */
export class QuotaRefused extends Error {
  constructor() {
    super('YouTube quota: the daily budget is spent');
  }
}

export type Spend = (units: number) => Promise<boolean>;

async function call<T>(apiKey: string, spend: Spend, resource: string, params: Record<string, string>): Promise<T> {
  if (!(await spend(LIST_UNITS))) throw new QuotaRefused();
  const url = new URL(`${YOUTUBE_API}/${resource}`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  url.searchParams.set('key', apiKey);
  const res = await fetch(url.toString(), { headers: { accept: 'application/json' } });
  if (!res.ok) throw await youtubeError(res, `${resource}.list`);
  return (await res.json()) as T;
}

interface ChannelListResponse {
  items?: Array<{
    id: string;
    snippet?: { title?: string; customUrl?: string };
    statistics?: { subscriberCount?: string; viewCount?: string; videoCount?: string; hiddenSubscriberCount?: boolean };
    contentDetails?: { relatedPlaylists?: { uploads?: string } };
  }>;
}

const count = (s: string | undefined) => Number(s ?? 0) || 0;

function channelOf(item: NonNullable<ChannelListResponse['items']>[number]): YoutubeChannel {
  const custom = item.snippet?.customUrl ?? '';
  return {
    channelId: item.id,
    title: item.snippet?.title ?? '',
    handle: custom.startsWith('@') ? custom : null,
    subscribers: count(item.statistics?.subscriberCount),
    views: count(item.statistics?.viewCount),
    videos: count(item.statistics?.videoCount),
    uploads: item.contentDetails?.relatedPlaylists?.uploads ?? null,
  };
}

const CHANNEL_PARTS = 'snippet,statistics,contentDetails';

/** channels.list?forHandle=@name: the channel, or null when no channel has that handle. */
export async function channelByHandle(apiKey: string, handle: string, spend: Spend): Promise<YoutubeChannel | null> {
  const body = await call<ChannelListResponse>(apiKey, spend, 'channels', { part: CHANNEL_PARTS, forHandle: handle });
  const item = body.items?.[0];
  return item ? channelOf(item) : null;
}

/** channels.list?id=…: the channels that exist among `ids`, 50 a call. */
export async function channelsByIds(apiKey: string, ids: readonly string[], spend: Spend): Promise<YoutubeChannel[]> {
  const out: YoutubeChannel[] = [];
  for (let i = 0; i < ids.length; i += PAGE_SIZE) {
    const body = await call<ChannelListResponse>(apiKey, spend, 'channels', {
      part: CHANNEL_PARTS,
      id: ids.slice(i, i + PAGE_SIZE).join(','),
      maxResults: String(PAGE_SIZE),
    });
    out.push(...(body.items ?? []).map(channelOf));
  }
  return out;
}

interface PlaylistItemsResponse {
  nextPageToken?: string;
  items?: Array<{ contentDetails?: { videoId?: string } }>;
}

/** playlistItems.list of the uploads playlist: the latest `max` video ids, newest first, following nextPageToken. */
export async function latestUploads(apiKey: string, playlistId: string, max: number, spend: Spend): Promise<string[]> {
  const ids: string[] = [];
  let pageToken: string | undefined;
  while (ids.length < max) {
    const params: Record<string, string> = {
      part: 'contentDetails',
      playlistId,
      maxResults: String(Math.min(PAGE_SIZE, max - ids.length)),
    };
    if (pageToken) params.pageToken = pageToken;
    let body: PlaylistItemsResponse;
    try {
      body = await call<PlaylistItemsResponse>(apiKey, spend, 'playlistItems', params);
    } catch (e) {
      // A channel without uploads has no uploads playlist: 404 playlistNotFound is no videos.
      if (e instanceof YoutubeApiError && e.message.includes(' 404')) break;
      throw e;
    }
    for (const item of body.items ?? []) if (item.contentDetails?.videoId) ids.push(item.contentDetails.videoId);
    pageToken = body.nextPageToken;
    if (!pageToken || !body.items?.length) break;
  }
  return ids.slice(0, max);
}

interface VideoStatsResponse {
  items?: Array<{
    id: string;
    snippet?: { title?: string; publishedAt?: string };
    statistics?: { viewCount?: string; likeCount?: string; commentCount?: string };
  }>;
}

/** videos.list?id=…: each video's title, publish time and statistics, 50 a call (hidden likes count 0). */
export async function videoStats(apiKey: string, ids: readonly string[], spend: Spend): Promise<YoutubeVideoStats[]> {
  const out: YoutubeVideoStats[] = [];
  for (let i = 0; i < ids.length; i += PAGE_SIZE) {
    const body = await call<VideoStatsResponse>(apiKey, spend, 'videos', {
      part: 'snippet,statistics',
      id: ids.slice(i, i + PAGE_SIZE).join(','),
      maxResults: String(PAGE_SIZE),
    });
    for (const item of body.items ?? [])
      out.push({
        videoId: item.id,
        title: item.snippet?.title ?? '',
        publishedAt: item.snippet?.publishedAt ?? '',
        views: count(item.statistics?.viewCount),
        likes: count(item.statistics?.likeCount),
        comments: count(item.statistics?.commentCount),
      });
  }
  return out;
}
