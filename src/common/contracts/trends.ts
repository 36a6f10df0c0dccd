// The trend tracker (issue 37, decision 059): one schema for the page's query
// and the Worker's, and the shapes the API answers.
import { z } from 'zod';
import type { TrendRise } from '../trends/rise';

export const TREND_REGIONS = ['BR', 'US'] as const;
export type TrendRegion = (typeof TREND_REGIONS)[number];

/**
 * The YouTube video categories the tracker follows ("all" is the chart without
 * a category). Ids are YouTube's own (videoCategories.list); each is one
 * videos.list call a page, a region, a day.
 */
export const TREND_CATEGORIES = ['all', '10', '17', '20', '24', '26', '28'] as const;
export type TrendCategory = (typeof TREND_CATEGORIES)[number];

export const trendsQuerySchema = z.object({
  region: z.enum(TREND_REGIONS, { error: 'validation.invalidValue' }).default('BR'),
  category: z.enum(TREND_CATEGORIES, { error: 'validation.invalidValue' }).default('all'),
});
export type TrendsQuery = z.output<typeof trendsQuerySchema>;

export interface TrendNews {
  title: string;
  url: string;
  source: string;
}

export interface TrendVideo {
  videoId: string;
  title: string;
  channel: string;
  views: number;
  category: string;
  rise: TrendRise;
}

export interface TrendSearch {
  key: string;
  title: string;
  traffic: number;
  rise: TrendRise;
  news: TrendNews[];
  /** Today's trending videos whose titles speak of it. */
  videos: TrendVideo[];
}

export interface TrendQuota {
  day: string;
  used: number;
  limit: number;
}

export interface TrendsView {
  region: TrendRegion;
  category: TrendCategory;
  /** The day of the snapshot shown (UTC), or null before the first one. */
  day: string | null;
  /** The demonstration dataset (no API key): the page says so. */
  demo: boolean;
  searches: TrendSearch[];
  videos: TrendVideo[];
  /** The YouTube quota spent today, for admins and owners only. */
  quota: TrendQuota | null;
}

/** Keywords an organization may follow at once (a region's list). */
export const WATCHLIST_MAX = 30;

/** A keyword to follow in a region's trends (the watchlist's form and the Worker read this one schema). */
export const watchKeywordSchema = z.object({
  region: z.enum(TREND_REGIONS, { error: 'validation.invalidValue' }),
  keyword: z
    .string({ error: 'validation.required' })
    .trim()
    .min(2, 'trend_watch_keyword_short')
    .max(60, 'trend_watch_keyword_long')
    // Letters or digits, at least two of them: "!!" or "--" follow nothing.
    .refine((k) => (k.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2, 'trend_watch_keyword_short'),
});
export type WatchKeywordInput = z.output<typeof watchKeywordSchema>;

export const digestSubscriptionSchema = z.object({ subscribed: z.boolean({ error: 'validation.invalidValue' }) });

export interface WatchedKeyword {
  id: string;
  keyword: string;
  region: TrendRegion;
  /** Trending searches and videos that speak of it on the day shown. */
  today: number;
  /** Its presence (searches and videos a day) against the 7 and 30 days before. */
  rise: TrendRise;
  /** The day's biggest ones that speak of it, at most three. */
  top: string[];
}

export interface WatchlistView {
  region: TrendRegion;
  day: string | null;
  demo: boolean;
  keywords: WatchedKeyword[];
  /** This member gets the weekly digest by email. */
  subscribed: boolean;
}

/** A video YouTube's search answered for a watched keyword (decision 082). */
export interface KeywordVideo {
  videoId: string;
  title: string;
  channel: string;
  /** ISO time it was published. */
  publishedAt: string;
}

/** The videos behind a watched keyword: GET …/trends/watchlist/:id/videos. */
export interface KeywordVideosView {
  keyword: string;
  region: TrendRegion;
  /** The UTC day the search was made (one search a keyword, region and day, shared). */
  day: string;
  demo: boolean;
  videos: KeywordVideo[];
}
