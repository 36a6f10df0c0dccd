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
   * disconnected: any views shown are the last stored). Null otherwise.
   */
  viewsNote: ViewsNote | null;
}

export const VIEWS_NOTES = ['linkedin', 'no_network', 'unavailable', 'reconnect'] as const;
export type ViewsNote = (typeof VIEWS_NOTES)[number];

export interface ViralHistoryView {
  /** No YouTube API key: made-up posts, labelled on the page. */
  demo: boolean;
  /** Published posts of scored drafts, newest first. */
  posts: PastScore[];
  /** Spearman's rho of score and views over the posts with views; null under 5 of them. */
  correlation: number | null;
  /** How many posts the correlation is over. */
  paired: number;
}
