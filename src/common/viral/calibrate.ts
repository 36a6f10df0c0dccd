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

/** One version's score, through the predictor's own scorer (the page's), with `weights` or WEIGHTS. */
function scoreVersion(p: EvalPair, which: 'better' | 'worse', weights?: Weights): Score {
  if (p.kind === 'text') return scoreText(p.network, p.role, p[which].text, null, weights);
  const v = p[which];
  const draft: SpeechDraft = { words: v.words, durationMs: v.durationMs, captions: v.captions, post: v.post, sourceStartMs: 0 };
  const signals = { sound: soundHook(v.levels, 1000), cutsMs: v.cutsMs, faces: v.faces };
  return scoreSpeech(p.network, draft, p.voice, signals, weights);
}

export interface Agreement {
  agreed: number;
  pairs: number;
  /** Mean of better minus worse, in points: how clearly the pairs are ranked. */
  meanMargin: number;
  /** The pairs ranked the wrong way or tied (a tie is not agreement). */
  missed: string[];
}

/** Pairs whose better version's total is strictly higher, with `weights` (WEIGHTS when left out). */
export function agreement(pairs: readonly EvalPair[], weights?: Weights): Agreement {
  let agreed = 0;
  let margin = 0;
  const missed: string[] = [];
  for (const p of pairs) {
    const d = scoreVersion(p, 'better', weights).total - scoreVersion(p, 'worse', weights).total;
    margin += d;
    if (d > 0) agreed++;
    else missed.push(p.id);
  }
  return { agreed, pairs: pairs.length, meanMargin: pairs.length ? margin / pairs.length : 0, missed };
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
export function searchWeights(
  pairs: readonly EvalPair[],
  start: Weights,
  rounds = 60,
): { weights: Weights; before: Agreement; after: Agreement } {
  const before = agreement(pairs, start);
  let w = { ...start };
  let best = before;
  for (let r = 0; r < rounds; r++) {
    let move: { w: Weights; a: Agreement } | null = null;
    for (const from of FACTOR_IDS)
      for (const to of FACTOR_IDS) {
        if (from === to || w[from] - STEP < FLOOR || w[to] + STEP > CEILING) continue;
        const next = { ...w, [from]: w[from] - STEP, [to]: w[to] + STEP };
        const a = agreement(pairs, next);
        if (a.agreed <= best.agreed) continue;
        if (!move || a.agreed > move.a.agreed || (a.agreed === move.a.agreed && a.meanMargin > move.a.meanMargin + 1e-9))
          move = { w: next, a };
      }
    if (!move) break;
    w = move.w;
    best = move.a;
  }
  return { weights: w, before, after: best };
}
