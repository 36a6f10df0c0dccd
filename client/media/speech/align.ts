// Where speech is in a stretch of audio and when each heard word was said,
// from loudness alone. Moonshine writes text without times, so the local engine
// hears one phrase at a time (cut at pauses) and spreads the phrase's words over
// its voiced frames by their length. Pure functions over dBFS levels, so they
// run in Node tests with known answers.

export interface Span {
  startMs: number;
  endMs: number;
}

export interface SegmentOptions {
  /** Level frames' length, ms (loudness() default). */
  windowMs?: number;
  /** A phrase is cut at a pause this long once it is `minMs` long. */
  pauseMs?: number;
  minMs?: number;
  /** Never longer than this: a phrase without pauses is cut at its quietest frame. */
  maxMs?: number;
  /** The end of the audio is known: the last phrase is complete. */
  final?: boolean;
}

/**
 * Quiet is 25 dB under the loud frames (their 90th percentile), between −70
 * dBFS (a recording of silence is quiet however soft the rest) and −45.
 */
export function quietThreshold(levels: Float32Array): number {
  const sorted = Float32Array.from(levels).sort();
  if (sorted.length === 0) return -45;
  const loud = sorted[Math.floor((sorted.length - 1) * 0.9)]!;
  return Math.max(-70, Math.min(-45, loud - 25));
}

/**
 * The phrases of speech in `levels`, and how far the audio is settled: with
 * `final` false, a phrase still running at the end (no pause after it yet) is
 * left for the next stretch, which starts at `settledMs`.
 */
export function speechSegments(
  levels: Float32Array,
  { windowMs = 100, pauseMs = 300, minMs = 3000, maxMs = 20_000, final = true }: SegmentOptions = {},
): { segments: Span[]; settledMs: number } {
  const quiet = quietThreshold(levels);
  const voiced = (i: number) => levels[i]! > quiet;
  const pauseFrames = Math.max(1, Math.round(pauseMs / windowMs));
  const segments: Span[] = [];
  let start = -1;
  let lastVoiced = -1;
  let settled = 0;
  for (let i = 0; i < levels.length; i++) {
    if (voiced(i)) {
      if (start < 0) start = i;
      lastVoiced = i;
    }
    if (start < 0) {
      settled = i + 1;
      continue;
    }
    const gap = i - lastVoiced;
    const length = (lastVoiced + 1 - start) * windowMs;
    if (gap >= pauseFrames && length >= minMs) {
      segments.push({ startMs: start * windowMs, endMs: (lastVoiced + 1) * windowMs });
      start = -1;
      settled = lastVoiced + 1;
    } else if ((i + 1 - start) * windowMs >= maxMs) {
      // No pause long enough: cut at the quietest frame of the phrase's last quarter.
      let cut = i;
      for (let j = i; j > start + ((i - start) * 3) / 4; j--) if (levels[j]! < levels[cut]!) cut = j;
      segments.push({ startMs: start * windowMs, endMs: cut * windowMs });
      start = voiced(cut) ? cut : -1;
      for (let j = cut; j <= i && start < 0; j++) if (voiced(j)) start = j;
      settled = start < 0 ? i + 1 : start;
    }
  }
  if (start >= 0 && final) {
    segments.push({ startMs: start * windowMs, endMs: (lastVoiced + 1) * windowMs });
    settled = levels.length;
  } else if (start < 0) settled = levels.length;
  return { segments, settledMs: settled * windowMs };
}

/** How long a word takes to say, relatively: its letters and digits, plus a little for the gap after it. */
function weight(text: string): number {
  return Math.max(1, text.replace(/[^\p{L}\p{N}]/gu, '').length) + 1;
}

/** A pause is at least this many quiet level frames; one quiet frame inside speech is a stop consonant, not a pause. */
const PAUSE_FRAMES = 2;

/**
 * Times for the words heard in `span`: spread over its voiced frames in
 * proportion to their length. A pause inside the phrase falls between two
 * words, never inside one: each pause is pinned to the word boundary nearest
 * it (a boundary after punctuation counts as twice as near), and the words
 * between two pins share the voiced time between them.
 */
export function placeWords<W extends { text: string }>(
  words: readonly W[],
  span: Span,
  levels: Float32Array,
  windowMs = 100,
): Array<W & Span> {
  if (words.length === 0) return [];
  const quiet = quietThreshold(levels);
  const first = Math.floor(span.startMs / windowMs);
  const last = Math.max(first + 1, Math.ceil(span.endMs / windowMs));
  const frames: number[] = [];
  for (let i = first; i < last && i < levels.length; i++) if (levels[i]! > quiet) frames.push(i);
  if (frames.length === 0) for (let i = first; i < last; i++) frames.push(i);
  // Where word j starts, in weight (the sum of the weights before it); cum[n] is the whole.
  const cum = [0];
  for (const w of words) cum.push(cum.at(-1)! + weight(w.text));
  const pins = pinPauses(words, cum, frames);
  // The time at a position in the voiced frames (in frames, counting only voiced time). A start at a frame's edge is
  // that frame's start; an end there is the end of the frame before, so a word ending at a pause ends before it.
  const startAt = (position: number) => {
    const index = Math.min(frames.length - 1, Math.floor(Math.max(0, position)));
    return Math.round((frames[index]! + Math.min(1, position - index)) * windowMs);
  };
  const endAt = (position: number) => {
    const index = Math.min(frames.length - 1, Math.max(0, Math.ceil(position) - 1));
    return Math.round((frames[index]! + Math.min(1, Math.max(0, position - index))) * windowMs);
  };
  let pin = 0;
  return words.map((w, j) => {
    while (pins[pin + 1]!.word <= j) pin++;
    const a = pins[pin]!;
    const b = pins[pin + 1]!;
    // Weight to frames between the two pins around this word.
    const at = (weightAt: number) => a.frame + ((weightAt - cum[a.word]!) / (cum[b.word]! - cum[a.word]!)) * (b.frame - a.frame);
    const startMs = startAt(at(cum[j]!));
    // A word ends where its own share of voiced time ends (less the gap after it), not at the next word's start.
    return { ...w, startMs, endMs: Math.max(startMs + 1, endAt(at(cum[j + 1]! - 1))) };
  });
}

/**
 * The pins between words and voiced time: the phrase's two ends, and each
 * pause (a break in the voiced frames) at the word boundary nearest it by
 * weight. Two pauses never share a boundary (the nearer keeps it), and pins
 * stay in order, so every stretch between pins holds at least one word.
 */
function pinPauses(words: readonly { text: string }[], cum: number[], frames: number[]): Array<{ word: number; frame: number }> {
  const n = words.length;
  const scale = frames.length / cum[n]!;
  const pins = [{ word: 0, frame: 0 }];
  const distance = (j: number, k: number) => Math.abs(cum[j]! * scale - k) * (/[.,;:!?…]$/.test(words[j - 1]!.text) ? 0.5 : 1);
  for (let k = 1; k < frames.length; k++) {
    if (frames[k]! - frames[k - 1]! - 1 < PAUSE_FRAMES) continue;
    const previous = pins.at(-1)!;
    let best = 0;
    for (let j = Math.max(1, previous.word); j < n; j++) if (best === 0 || distance(j, k) < distance(best, k)) best = j;
    if (best === 0) continue;
    if (previous.word === best) {
      if (distance(best, k) < distance(best, previous.frame)) previous.frame = k;
    } else pins.push({ word: best, frame: k });
  }
  pins.push({ word: n, frame: frames.length });
  return pins;
}
