// From a flat list of timed words to the transcript's sentences.
import type { TranscriptSegment, TranscriptWord } from '@src/common/contracts/transcript';

export interface SegmentOptions {
  /** A pause this long ends a sentence even without punctuation (speech models often leave it out). */
  maxGapMs?: number;
  maxWords?: number;
}

const ENDS_SENTENCE = /[.!?…]["'”»)]*$/u;

export function wordsToSegments(
  words: readonly TranscriptWord[],
  { maxGapMs = 1000, maxWords = 40 }: SegmentOptions = {},
): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let current: TranscriptWord[] = [];
  const close = () => {
    if (current.length === 0) return;
    segments.push({
      startMs: current[0]!.startMs,
      endMs: current[current.length - 1]!.endMs,
      text: current.map((w) => w.text).join(' '),
      words: current,
    });
    current = [];
  };
  for (const w of words) {
    const last = current[current.length - 1];
    if (last && (w.startMs - last.endMs >= maxGapMs || current.length >= maxWords)) close();
    current.push(w);
    if (ENDS_SENTENCE.test(w.text)) close();
  }
  close();
  return segments;
}
