// Per-sentence delivery, once a transcript exists: how fast and how loud each
// sentence is spoken. The clipper ranks moments with these beside the words.
import type { TranscriptSegment } from '@src/common/contracts/transcript';

export interface SentenceSignal {
  startMs: number;
  endMs: number;
  wordsPerSecond: number;
  /** Mean of the 100 ms levels (dBFS) the sentence spans. */
  meanDb: number;
}

export function sentenceSignals(segments: readonly TranscriptSegment[], levels: Float32Array, windowMs = 100): SentenceSignal[] {
  return segments.map((s) => {
    const seconds = Math.max(0.001, (s.endMs - s.startMs) / 1000);
    const from = Math.floor(s.startMs / windowMs);
    const to = Math.min(levels.length, Math.max(from + 1, Math.ceil(s.endMs / windowMs)));
    let sum = 0;
    for (let i = from; i < to; i++) sum += levels[i]!;
    return {
      startMs: s.startMs,
      endMs: s.endMs,
      wordsPerSecond: s.words.length / seconds,
      meanDb: to > from ? sum / (to - from) : Number.NEGATIVE_INFINITY,
    };
  });
}
