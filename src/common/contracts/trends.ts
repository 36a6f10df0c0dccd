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
