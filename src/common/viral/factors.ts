// The viral predictor's shared shapes (issue 37, decision 054): a score is a
// checklist of known practices, each factor scored 0..100, weighed, explained
// by an id and its numbers (the client words them in the user's language) and
// paired with a suggestion, some of which a tool can apply on its own.
import { PLATFORM_RULES, PLATFORMS, type Platform } from '../contracts/caption-platforms';

/** The networks scored are the caption generator's platforms: one table of names and limits. */
export const NETWORKS = PLATFORMS;
export type Network = Platform;

export const FACTOR_IDS = ['hook', 'hook_text', 'pace', 'dead_air', 'length', 'captions', 'caption_length', 'hashtags', 'brand'] as const;
export type FactorId = (typeof FACTOR_IDS)[number];

/** What a suggestion asks; the `apply` ones a tool can do by itself (the clipper's trim, cuts, captions). */
export type Suggestion =
  | { kind: 'trim_start'; apply: true; cutMs: number; toMs: number }
  | { kind: 'cut_gaps'; apply: true; gaps: Array<{ startMs: number; endMs: number }>; savedMs: number }
  | { kind: 'enable_captions'; apply: true }
  | { kind: 'open_with'; apply: false }
  | { kind: 'shorten_hook'; apply: false; words: number }
  | { kind: 'speed_up'; apply: false }
  | { kind: 'slow_down'; apply: false }
  | { kind: 'shorten'; apply: false; toMs: number }
  | { kind: 'lengthen'; apply: false; toMs: number }
  | { kind: 'shorten_text'; apply: false; to: number }
  | { kind: 'lengthen_text'; apply: false; to: number }
  | { kind: 'hashtags'; apply: false; to: number }
  | { kind: 'use_brand_words'; apply: false; words: string[] }
  | { kind: 'drop_avoided_words'; apply: false; words: string[] };

export interface Factor {
  id: FactorId;
  /** 0..100 for this practice alone. */
  score: number;
  /** Its share of the total (the weights of the factors scored are summed, so a missing one weighs nothing). */
  weight: number;
  /** The numbers its explanation names (ms, words per minute, counts), by name. */
  facts: Record<string, number | string | boolean>;
  suggestion: Suggestion | null;
}

export interface Score {
  network: Network;
  /** 0..100: the weighed mean of the factors. */
  total: number;
  factors: Factor[];
}

export const clamp = (n: number, lo = 0, hi = 100) => Math.min(hi, Math.max(lo, n));

/** 100 inside [lo, hi], falling linearly to 0 at `span` beyond either end. */
export function band(value: number, lo: number, hi: number, span: number): number {
  if (value < lo) return clamp(100 - ((lo - value) / span) * 100);
  if (value > hi) return clamp(100 - ((value - hi) / span) * 100);
  return 100;
}

/**
 * Known practice per network, rounded (decision 054 lists the public guides):
 * a short video's length sweet spot and hard cap, and how long a post's text
 * reads well before "more" folds it.
 */
export const NETWORK_PRACTICE: Record<Network, { lengthMs: [number, number]; maxMs: number; textChars: [number, number] }> = {
  tiktok: { lengthMs: [15_000, 45_000], maxMs: 600_000, textChars: [40, 150] },
  instagram: { lengthMs: [15_000, 35_000], maxMs: 180_000, textChars: [60, 300] },
  youtube_shorts: { lengthMs: [20_000, 50_000], maxMs: 180_000, textChars: [30, 100] },
  linkedin: { lengthMs: [30_000, 90_000], maxMs: 600_000, textChars: [150, 1300] },
  x: { lengthMs: [15_000, 45_000], maxMs: 140_000, textChars: [70, 240] },
};

export const suggestedHashtags = (network: Network) => PLATFORM_RULES[network].suggestedHashtags;

export const WEIGHTS: Record<FactorId, number> = {
  hook: 30,
  hook_text: 20,
  pace: 15,
  dead_air: 15,
  length: 15,
  captions: 10,
  caption_length: 5,
  hashtags: 5,
  brand: 5,
};

export function combine(network: Network, factors: Factor[]): Score {
  const weight = factors.reduce((s, f) => s + f.weight, 0);
  const total = weight ? Math.round(factors.reduce((s, f) => s + f.score * f.weight, 0) / weight) : 0;
  return { network, total, factors: factors.map((f) => ({ ...f, score: Math.round(f.score) })) };
}
