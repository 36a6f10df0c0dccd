// Past viral scores against real views (issue 37, decision 085): the score the
// predictor keeps for a draft, one schema for the page and the Worker, and the
// history the page draws.
import { z } from 'zod';
import { NETWORKS, type Network } from '../viral/factors';

/** A library video ("asset:<id>") or a clip or video project ("project:<id>"), whose renders name it. */
const SUBJECT = /^(asset|project):[A-Za-z0-9_-]{1,64}$/;

export const viralScoreSaveSchema = z.object({
  subject: z.string({ error: 'validation.required' }).regex(SUBJECT, 'validation.invalidValue'),
  score: z
    .number({ error: 'validation.required' })
    .int('validation.invalidValue')
    .min(0, 'validation.invalidValue')
    .max(100, 'validation.invalidValue'),
  network: z.enum(NETWORKS, { error: 'validation.invalidValue' }),
});
export type ViralScoreSave = z.output<typeof viralScoreSaveSchema>;

export interface PastScore {
  postId: string;
  title: string;
  /** The network the post went to (views are read for YouTube, TikTok and Instagram). */
  network: string;
  /** The network the draft was scored for. */
  scoredFor: Network;
  score: number;
  /** ISO time it was published. */
  publishedAt: string;
  url: string | null;
  /** Null: not read (see viewsNote), or the network refused before any was stored. */
  views: number | null;
  /**
   * Why views are missing or may be old (decision 087): `linkedin` (its API gives member posts
   * no view statistics), `no_network` (a network without a reading), `unavailable` (the network
   * has no views figure for this post), `reconnect` (the account's token was refused or it was
   * disconnected: any views shown are the last stored), `no_key` (a YouTube post while the Worker
   * has no YouTube API key to read it, decision 093). Null otherwise.
   */
  viewsNote: ViewsNote | null;
}

export const VIEWS_NOTES = ['linkedin', 'no_network', 'unavailable', 'reconnect', 'no_key'] as const;
export type ViewsNote = (typeof VIEWS_NOTES)[number];

/** The networks whose posts' views Palco can read (decisions 085, 087). */
export const VIEWS_NETWORKS = ['youtube', 'tiktok', 'instagram'] as const;
export type ViewsNetwork = (typeof VIEWS_NETWORKS)[number];

export interface ViralHistoryView {
  /**
   * Made-up posts, labelled on the page: only when no network can report this organization's
   * views (no YouTube API key and no TikTok or Instagram account connected, decision 093).
   */
  demo: boolean;
  /** Whose views are included (the page names them): YouTube with the API key, TikTok and Instagram with a connected account. */
  networks: ViewsNetwork[];
  /** Published posts of scored drafts, newest first. */
  posts: PastScore[];
  /** Spearman's rho of score and views over the posts with views; null under 5 of them. */
  correlation: number | null;
  /** How many posts the correlation is over. */
  paired: number;
}
