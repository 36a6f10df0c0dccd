// The predictor's calibration (decision 086): how often its total ranks the
// evaluation set's labelled pairs the way a creator's practice does, and a
// small search over WEIGHTS for the best such agreement. The evaluation set is
// data (tests/fixtures/viral-eval.json, made by scripts/make-viral-eval.mjs);
// this file only reads it, so the unit test and the script run the same scorer.
import type { ViralTextRole } from '../contracts/viral';
import { FACTOR_IDS, type FactorId, type Network, type Score } from './factors';
import { scoreSpeech, type SpeechDraft, type Voice } from './speech';
import { scoreText } from './text-score';
import { soundHook, type FaceSample } from './visual';

export type Weights = Record<FactorId, number>;

export interface EvalSpeech extends Omit<SpeechDraft, 'sourceStartMs' | 'heard'> {
  /** Loudness per second, dBFS. */
  levels: number[];
  cutsMs: number[];
  faces: FaceSample[];
}
export type EvalPair = { id: string; talk: string; tradeOff: boolean; lang: 'pt' | 'en'; network: Network; why: string } & (
  | { kind: 'speech'; voice: Voice | null; better: EvalSpeech; worse: EvalSpeech }
  | { kind: 'text'; role: ViralTextRole; better: { text: string }; worse: { text: string } }
);

function scoreVersion(p: EvalPair, which: 'better' | 'worse'): Score {
  if (p.kind === 'text') return scoreText(p.network, p.role, p[which].text, null);
  const v = p[which];
  const draft: SpeechDraft = { words: v.words, durationMs: v.durationMs, captions: v.captions, post: v.post, sourceStartMs: 0 };
  return scoreSpeech(p.network, draft, p.voice, { sound: soundHook(v.levels, 1000), cutsMs: v.cutsMs, faces: v.faces });
}

/** Each pair's two versions scored once; the weights only re-weigh their factors. */
export type Scored = Array<{ id: string; better: Score; worse: Score }>;
export const scoreAll = (pairs: readonly EvalPair[]): Scored =>
  pairs.map((p) => ({ id: p.id, better: scoreVersion(p, 'better'), worse: scoreVersion(p, 'worse') }));

/** The total as `combine` rounds it, with other weights (its factors' scores are already rounded). */
export function reweigh(s: Score, w: Weights): number {
  const sum = s.factors.reduce((a, f) => a + w[f.id], 0);
  return sum ? Math.round(s.factors.reduce((a, f) => a + f.score * w[f.id], 0) / sum) : 0;
}

export interface Agreement {
  agreed: number;
  pairs: number;
  /** Mean of better minus worse, in points: how clearly the pairs are ranked. */
  meanMargin: number;
  /** The pairs ranked the wrong way or tied (a tie is not agreement). */
  missed: string[];
}

/** Pairs whose better version scores strictly higher, with `w` (the scorer's own totals when left out). */
export function agreement(scored: Scored, w?: Weights): Agreement {
  let agreed = 0;
  let margin = 0;
  const missed: string[] = [];
  for (const s of scored) {
    const d = w ? reweigh(s.better, w) - reweigh(s.worse, w) : s.better.total - s.worse.total;
    margin += d;
    if (d > 0) agreed++;
    else missed.push(s.id);
  }
  return { agreed, pairs: scored.length, meanMargin: scored.length ? margin / scored.length : 0, missed };
}

/** No factor drops under this share, nor rises over that: every practice keeps a say, none decides alone. */
export const FLOOR = 5;
export const CEILING = 40;
const STEP = 5;


/**
 * Coordinate search: move STEP points from one factor to another (the sum stays what it is, each weight a
 * multiple of STEP between FLOOR and CEILING) while that ranks more pairs right. A move is taken only for
 * more agreement, never for wider margins alone, so weights the set cannot tell apart stay as practice set
 * them; among equal moves the one ranking more clearly wins, the first in FACTOR_IDS order on a tie, so
 * the run is the same every time.
 */
export function searchWeights(scored: Scored, start: Weights, rounds = 60): { weights: Weights; before: Agreement; after: Agreement } {
  const before = agreement(scored, start);
  let w = { ...start };
  let best = before;
  for (let r = 0; r < rounds; r++) {
    let move: { w: Weights; a: Agreement } | null = null;
    for (const from of FACTOR_IDS)
      for (const to of FACTOR_IDS) {
        if (from === to || w[from] - STEP < FLOOR || w[to] + STEP > CEILING) continue;
        const next = { ...w, [from]: w[from] - STEP, [to]: w[to] + STEP };
        const a = agreement(scored, next);
        if (a.agreed <= best.agreed) continue;
        if (!move || a.agreed > move.a.agreed || (a.agreed === move.a.agreed && a.meanMargin > move.a.meanMargin + 1e-9)) move = { w: next, a };
      }
    if (!move) break;
    w = move.w;
    best = move.a;
  }
  return { weights: w, before, after: best };
}
