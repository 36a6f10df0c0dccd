// The competitor analysis (issue 37, decision 074): one schema for the page's
// "add a channel" form and the Worker's, and the shapes the API answers.
import { z } from 'zod';
import type { TrendQuota } from './trends';

/** Channels an organization watches at once. */
export const COMPETITORS_MAX = 10;

/** A YouTube handle: 3 to 30 letters, digits, underscores, hyphens or dots (YouTube's rule). */
const HANDLE = /^[\p{L}\p{N}_.-]{3,30}$/u;
/** A channel id: "UC" and 22 URL-safe base64 characters. */
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;

export type ChannelRef = { kind: 'handle'; value: string } | { kind: 'id'; value: string };

/**
 * What the user typed, read as a handle or a channel id: `@name`, a channel
 * address (`youtube.com/@name`, `youtube.com/channel/UC…`, with or without
 * https://, www. or m.), or a bare `UC…` id. Null when it is none of them.
 */
export function parseChannelRef(input: string): ChannelRef | null {
  const s = input.trim();
  if (s.startsWith('@')) return HANDLE.test(s.slice(1)) ? { kind: 'handle', value: `@${s.slice(1)}` } : null;
  if (CHANNEL_ID.test(s)) return { kind: 'id', value: s };
  const m = /^(?:https?:\/\/)?(?:www\.|m\.)?youtube\.com\/(@[^/?#]+|channel\/[^/?#]+)\/?(?:[/?#].*)?$/i.exec(s);
  if (!m) return null;
  const path = m[1]!;
  if (path.startsWith('@')) {
    let handle: string;
    try {
      handle = decodeURIComponent(path.slice(1));
    } catch {
      return null;
    }
    return HANDLE.test(handle) ? { kind: 'handle', value: `@${handle}` } : null;
  }
  const id = path.slice('channel/'.length);
  return CHANNEL_ID.test(id) ? { kind: 'id', value: id } : null;
}

/** The form's and the route's body: one field, a handle or a channel address. */
export const addCompetitorSchema = z.object({
  channel: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'competitor_channel_required')
    .max(200, 'competitor_channel_invalid')
    .refine((s) => parseChannelRef(s) !== null, 'competitor_channel_invalid'),
});
export type AddCompetitorInput = z.output<typeof addCompetitorSchema>;

/** One measure of a channel (every 6 hours by the cron). */
export interface ChannelPoint {
  /** Epoch milliseconds. */
  at: number;
  subscribers: number;
  views: number;
  videos: number;
  /** Mean views and engagement of the latest uploads then; null when they were not read. */
  viewsPerVideo: number | null;
  engagement: number | null;
}

export interface CompetitorVideo {
  videoId: string;
  title: string;
  /** ISO time the video was published. */
  publishedAt: string;
  views: number;
  likes: number;
  comments: number;
  /** (likes + comments) / views; 0 without views. */
  engagement: number;
}

export interface ChannelTopic {
  /** The word the cluster is named by (the most frequent in it). */
  label: string;
  /** Its other frequent words. */
  words: string[];
  videos: number;
  views: number;
}

export interface CompetitorChannel {
  /** Our row's id (remove with it). */
  id: string;
  channelId: string;
  title: string;
  handle: string | null;
  /** The latest measure, null before the first snapshot. */
  latest: ChannelPoint | null;
  /** Every stored measure of the last 30 days, oldest first. */
  history: ChannelPoint[];
  /** Uploads a week over the last 4 weeks of the videos read. */
  uploadsPerWeek: number;
  /** Mean engagement of the videos read, (likes + comments) / views. */
  engagement: number;
  /** Mean views of the videos read. */
  viewsPerVideo: number;
  /** The videos read (the latest uploads), newest first. */
  videos: CompetitorVideo[];
  /** The five most viewed of them. */
  topVideos: CompetitorVideo[];
  /** 7 × 24 (Sunday first, UTC hours): share of the views of videos published then, 0 to 1. */
  heatmap: number[][];
  topics: ChannelTopic[];
}

/**
 * The organization's own channel beside the competitors (decision 085): only
 * through a YouTube account connected for publishing (its channel id), tracked
 * like a competitor but never counted in `limit` nor removable as one.
 */
export type OwnChannel =
  | { status: 'not_connected' }
  | { status: 'connected'; channel: CompetitorChannel }
  /** Connected, and hidden from the comparison by choice (not measured meanwhile). */
  | { status: 'hidden'; title: string };

/** Hiding or showing the own channel again: PUT …/competitors/own. */
export const ownChannelVisibilitySchema = z.object({ hidden: z.boolean({ error: 'validation.invalidValue' }) });
export type OwnChannelVisibility = z.output<typeof ownChannelVisibilitySchema>;

export interface CompetitorsView {
  /** The demonstration dataset (no API key): the page says so. */
  demo: boolean;
  limit: number;
  channels: CompetitorChannel[];
  own: OwnChannel;
  /** The YouTube quota spent today (shared with the trend tracker), for admins and owners only. */
  quota: TrendQuota | null;
}

/**
 * Asking the AI layer for a channel's topics (decision 082): the language the
 * topics are named in. The titles are the channel's stored videos, read by the
 * Worker, never sent by the page.
 */
export const competitorTopicsRequestSchema = z.object({
  language: z.enum(['pt-BR', 'en'], { error: 'validation.invalidValue' }),
});
export type CompetitorTopicsRequest = z.output<typeof competitorTopicsRequestSchema>;

/** Topics a model may name at most, and the longest label. */
export const AI_TOPICS_MAX = 8;

/** The model's answer: named clusters of the video ids it was given (checked by `topicClustersProblem`). */
export const titleTopicsSchema = z.object({
  topics: z
    .array(
      z.object({
        label: z.string().trim().min(1).max(40),
        words: z.array(z.string().trim().min(1).max(30)).max(3),
        videoIds: z.array(z.string().min(1)).min(1),
      }),
    )
    .max(AI_TOPICS_MAX),
});
export type TitleTopics = z.output<typeof titleTopicsSchema>;

/** What the schema cannot say: every id one of those asked about, and no video in two topics. */
export function topicClustersProblem(answer: TitleTopics, ids: readonly string[]): string | null {
  const known = new Set(ids);
  const seen = new Set<string>();
  for (const topic of answer.topics)
    for (const id of topic.videoIds) {
      if (!known.has(id)) return `videoIds must be among the given ids; "${id}" is not`;
      if (seen.has(id)) return `each video belongs to one topic at most; "${id}" is in two`;
      seen.add(id);
    }
  return null;
}

export interface CompetitorTopicsResult {
  /** Our row's id, as asked. */
  id: string;
  topics: ChannelTopic[];
  /** The rules answered (offline mode): the page says so. */
  offline: boolean;
  /** Credits spent: 0 without videos to cluster. */
  credits: number;
  generationId: string | null;
}

/** A video's statistics at one measure of its channel (decision 082). */
export interface VideoPoint {
  /** Epoch milliseconds. */
  at: number;
  views: number;
  likes: number;
  comments: number;
  /** (likes + comments) / views; 0 without views. */
  engagement: number;
}

/** One video's history over the last 30 days, oldest first: GET …/competitors/:id/videos/:videoId. */
export interface CompetitorVideoHistory {
  videoId: string;
  title: string;
  publishedAt: string;
  points: VideoPoint[];
}
