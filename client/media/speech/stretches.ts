// The local engine hears a long file a stretch (a minute) at a time, so memory
// follows the minute, not the file. A stretch is never cut through speech: the
// sound after the last pause is carried into the next stretch, so a phrase
// across the boundary is heard whole, once, by the stretch where it ends. And a
// phrase the model heard too little of (a speech model may stop early on a long
// phrase and drop its last sentence) is heard again in two halves, cut at its
// quietest point. Pure code over samples and levels: tested in Node.
import { loudness } from '../signals/audio';
import { speechSegments, type Span } from './align';

/** Level frames' length: phrases are cut on this grid. */
export const LEVEL_MS = 100;
/** The carried sound keeps a little before the open phrase, for its padding. */
const CARRY_PAD_MS = 200;

export interface Stretch {
  /** This stretch's sound: what was carried over, then the new samples. */
  samples: Float32Array;
  /** Media time of `samples[0]`. */
  startMs: number;
  /** Loudness of `samples`, per LEVEL_MS. */
  levels: Float32Array;
  /** The phrases now complete, in ms from `startMs`; each is heard once and never again. */
  phrases: Span[];
}

export class Stretches {
  private carry = new Float32Array(0);
  private carryStartMs: number;

  constructor(
    startMs: number,
    private readonly rate: number,
  ) {
    this.carryStartMs = startMs;
  }

  private samplesAt = (ms: number) => Math.round((ms / 1000) * this.rate);

  /** The next stretch's samples (`final` for the last): its complete phrases; the open one waits for the next stretch. */
  next(samples: Float32Array, final: boolean): Stretch {
    const buffer = new Float32Array(this.carry.length + samples.length);
    buffer.set(this.carry);
    buffer.set(samples, this.carry.length);
    const levels = loudness(buffer, this.rate, LEVEL_MS);
    const { segments, settledMs } = speechSegments(levels, { windowMs: LEVEL_MS, final });
    const stretch: Stretch = { samples: buffer, startMs: this.carryStartMs, levels, phrases: segments };
    // Whole level frames, so the next stretch's frames line up; never any of a phrase already heard.
    const keep = Math.max(0, settledMs - CARRY_PAD_MS, segments.at(-1)?.endMs ?? 0);
    this.carry = buffer.slice(this.samplesAt(keep));
    this.carryStartMs += keep;
    return stretch;
  }
}

/**
 * Fewer words than this a voiced second is a phrase heard short: speech runs
 * 2.5–3.5 words a voiced second, so a phrase missing one of its two sentences
 * falls under it. A slow speaker's phrase may be heard twice for nothing; the
 * halves are kept only when they hear more.
 */
const MIN_WORDS_PER_VOICED_SECOND = 1.6;
/** Shorter phrases are taken as heard: a short phrase may well be one slow word. */
const RECHECK_MIN_MS = 6000;

/** The quietest level frame inside the phrase's middle half: where it is cut in two. */
export function quietestCut(levels: Float32Array, span: Span, windowMs = LEVEL_MS): number {
  const from = Math.floor(span.startMs / windowMs);
  const to = Math.ceil(span.endMs / windowMs);
  const lo = from + Math.floor((to - from) / 4);
  const hi = Math.max(lo + 1, to - Math.floor((to - from) / 4));
  let cut = lo;
  for (let i = lo; i < hi && i < levels.length; i++) if (levels[i]! < levels[cut]!) cut = i;
  return cut * windowMs;
}

/** Voiced time in the span: frames louder than `quiet`. */
function voicedMs(levels: Float32Array, span: Span, quiet: number, windowMs: number): number {
  let n = 0;
  for (let i = Math.floor(span.startMs / windowMs); i < Math.ceil(span.endMs / windowMs) && i < levels.length; i++)
    if (levels[i]! > quiet) n++;
  return n * windowMs;
}

export interface HeardWord {
  text: string;
  confidence: number;
}

/**
 * The phrase's words with the span each part was heard in: the whole phrase,
 * or (heard short) its two halves, when they hear more. `hear` hears a span of
 * the stretch (in ms from its start).
 */
export async function hearPhrase(
  hear: (span: Span) => Promise<HeardWord[]>,
  levels: Float32Array,
  span: Span,
  quiet: number,
  depth = 2,
): Promise<Array<{ span: Span; words: HeardWord[] }>> {
  const whole = await hear(span);
  const voiced = voicedMs(levels, span, quiet, LEVEL_MS);
  if (depth === 0 || span.endMs - span.startMs < RECHECK_MIN_MS || whole.length >= (voiced / 1000) * MIN_WORDS_PER_VOICED_SECOND)
    return [{ span, words: whole }];
  const cut = quietestCut(levels, span);
  if (cut <= span.startMs || cut >= span.endMs) return [{ span, words: whole }];
  const halves = [
    ...(await hearPhrase(hear, levels, { startMs: span.startMs, endMs: cut }, quiet, depth - 1)),
    ...(await hearPhrase(hear, levels, { startMs: cut, endMs: span.endMs }, quiet, depth - 1)),
  ];
  return halves.reduce((n, h) => n + h.words.length, 0) > whole.length ? halves : [{ span, words: whole }];
}
