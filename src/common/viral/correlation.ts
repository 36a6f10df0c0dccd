// Past viral scores against real views (issue 37, decision 085): Spearman's rank
// correlation, pure, so the page and the tests read the same number. Ranks, not
// raw views: a few posts with huge views would otherwise decide the answer.
import type { PastScore, ViralHistoryView } from '../contracts/viral-history';

/** Fewer published posts than this: "not enough published posts yet", no coefficient. */
export const MIN_POSTS_FOR_CORRELATION = 5;

/** 1-based ranks, ties sharing the mean of the ranks they span (fractional ranking). */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) out[order[k]![1]] = rank;
    i = j + 1;
  }
  return out;
}

/**
 * Spearman's rho: Pearson's correlation of the ranks (exact with ties). Null
 * with fewer than `MIN_POSTS_FOR_CORRELATION` pairs, different lengths, or a
 * side where every value is the same (no order to compare).
 */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length || xs.length < MIN_POSTS_FOR_CORRELATION) return null;
  const rx = ranks(xs);
  const ry = ranks(ys);
  const n = xs.length;
  const mean = (n + 1) / 2;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = rx[i]! - mean;
    const dy = ry[i]! - mean;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

export type CorrelationStrength = 'strong' | 'moderate' | 'weak' | 'none';

/** How the page words |rho|: the usual rule of thumb (0.7, 0.4, 0.2). */
export function strengthOf(rho: number): CorrelationStrength {
  const a = Math.abs(rho);
  return a >= 0.7 ? 'strong' : a >= 0.4 ? 'moderate' : a >= 0.2 ? 'weak' : 'none';
}

/** The posts with their correlation over those whose views were read. */
export function withCorrelation(posts: PastScore[]): Pick<ViralHistoryView, 'posts' | 'correlation' | 'paired'> {
  const paired = posts.filter((p) => p.views !== null);
  return {
    posts,
    correlation: spearman(
      paired.map((p) => p.score),
      paired.map((p) => p.views!),
    ),
    paired: paired.length,
  };
}
