// The local engine hears a long file a stretch (a minute) at a time, so memory
// follows the minute, not the file. A stretch is never cut through speech: the
// sound after the last settled pause is carried into the next stretch, so a
// phrase across the edge is heard whole, once, by the stretch where it ends.
// The loop is pure over samples: the media job feeds it decoded minutes, the
// tests feed it PCM and a hearer of their own (tests/unit/speech-stretches.test.ts).
import type { TranscriptWord } from '@src/common/contracts/transcript';
import { loudness } from '../signals/audio';
import { speechSegments, type SegmentOptions, type Span } from './align';
import { placeSegments, type HeardSegment } from './engine';

/** Level frames' length: phrases are cut on this grid. */
export const LEVEL_MS = 100;
/** The model hears a little sound either side of a phrase: cut-off consonants cost words. */
const PAD_MS = 150;
/** The carried sound keeps a little before the open phrase, for its padding. */
const CARRY_PAD_MS = 200;

export interface ListenOptions {
  /** Media time of the first stretch's first sample. */
  startMs: number;
  /** Where the sound ends (the last stretch is final). */
  endMs: number;
  stretchMs: number;
  rate: number;
  /** Phrase lengths for this engine (engine.ts phraseLengths). */
  lengths: Pick<SegmentOptions, 'minMs' | 'maxMs'>;
  /** The samples of [fromMs, toMs) of media time. */
  read: (fromMs: number, toMs: number) => Promise<Float32Array>;
  /** What the model hears in a phrase's samples (padding included). */
  hear: (samples: Float32Array) => Promise<HeardSegment[]>;
  /** Each phrase's timed words, and how far (media ms) the sound is heard. */
  onPhrase?: (words: TranscriptWord[], heardToMs: number) => void;
  onStretch?: (toMs: number) => void;
  cancelled?: () => void;
}

/** Every phrase of [startMs, endMs) heard once, its words timed in media time, in order. */
export async function listen(o: ListenOptions): Promise<TranscriptWord[]> {
  const samplesAt = (ms: number) => Math.round((ms / 1000) * o.rate);
  const words: TranscriptWord[] = [];
  // Sound not yet settled into phrases, carried into the next stretch; its media time.
  let carry = new Float32Array(0);
  let carryStartMs = o.startMs;
  for (let at = o.startMs; at < o.endMs; at += o.stretchMs) {
    o.cancelled?.();
    const to = Math.min(o.endMs, at + o.stretchMs);
    const piece = await o.read(at, to);
    const buffer = new Float32Array(carry.length + piece.length);
    buffer.set(carry);
    buffer.set(piece, carry.length);
    const levels = loudness(buffer, o.rate, LEVEL_MS);
    const { segments, settledMs } = speechSegments(levels, { windowMs: LEVEL_MS, final: to >= o.endMs, ...o.lengths });
    for (const span of segments) {
      o.cancelled?.();
      const from = Math.max(0, span.startMs - PAD_MS);
      const until = Math.min((buffer.length / o.rate) * 1000, span.endMs + PAD_MS);
      const heard = await o.hear(buffer.subarray(samplesAt(from), samplesAt(until)));
      // Whisper's timestamps cut the phrase into segments; each segment's words go over its own voiced frames.
      const phrase = placeSegments(heard, span, from, levels, LEVEL_MS).map((w) => ({
        text: w.text,
        confidence: w.confidence,
        startMs: carryStartMs + w.startMs,
        endMs: carryStartMs + w.endMs,
      }));
      words.push(...phrase);
      o.onPhrase?.(phrase, carryStartMs + span.endMs);
    }
    // Whole level frames, so the next stretch's frames line up; never any of a phrase already heard, or its last word
    // would be heard twice.
    // (The last level frame may be a part frame: never past the sound, or the next stretch would be timed late.)
    const keep = Math.min(carryKeepMs(settledMs, segments), (buffer.length / o.rate) * 1000);
    carry = buffer.slice(samplesAt(keep));
    carryStartMs += keep;
    o.onStretch?.(to);
  }
  return words;
}

/** Where the carried sound starts, ms into the stretch: a little before the open phrase, after every phrase heard. */
export const carryKeepMs = (settledMs: number, heard: readonly Span[]) => Math.max(0, settledMs - CARRY_PAD_MS, heard.at(-1)?.endMs ?? 0);
