// One phrase heard by whichever local model the job was given, as timed
// segments: Whisper's come from its timestamp tokens, Moonshine's phrase is one
// untimed segment. The job places each segment's words over its voiced frames.
import type { LocalSpeechModel, TranscriptLanguage } from '@src/common/contracts/transcript';
import { placeWords } from './align';
import { hear, tokensToWords } from './moonshine';
import type { Sessions } from './onnx';
import type { HeardSegment } from './whisper/tokens';
import { hearWhisper } from './whisper/whisper';

export type { HeardSegment };
export { loadModel } from './onnx';

/**
 * How long the job's phrases are, by engine. Whisper's encoder always hears a
 * 30 s window, so a short phrase costs as much as a long one: it gets phrases
 * of 12–28 s (cut at a pause), and its timestamps time the sentences inside.
 * Moonshine's cost follows the sound; its phrases stay short, since their
 * words are only spread over them.
 */
export const phraseLengths = (model: LocalSpeechModel) => (model.engine === 'whisper' ? { minMs: 12_000, maxMs: 28_000 } : {});

export async function hearPhrase(
  sessions: Sessions,
  model: LocalSpeechModel,
  audio: Float32Array,
  language: TranscriptLanguage,
  signal: AbortSignal,
): Promise<HeardSegment[]> {
  if (model.engine === 'whisper') return hearWhisper(sessions, model, audio, language, signal);
  return [{ startMs: null, endMs: null, words: tokensToWords(await hear(sessions, model, audio, signal)) }];
}

/**
 * Each segment's stretch of `span` (ms in the same time as the span), given
 * that the heard sound began at `heardFromMs`: a segment without a time starts
 * where the last ended and ends with the span; times are kept inside the span.
 */
export function segmentSpans(segments: readonly HeardSegment[], span: { startMs: number; endMs: number }, heardFromMs: number) {
  let at = span.startMs;
  return segments.map((s, i) => {
    const clamp = (ms: number) => Math.min(span.endMs, Math.max(at, ms));
    const startMs = s.startMs === null ? at : clamp(heardFromMs + s.startMs);
    const untilNext = segments[i + 1]?.startMs;
    const endRaw = s.endMs ?? (untilNext !== null && untilNext !== undefined ? untilNext : span.endMs - heardFromMs);
    const endMs = Math.max(startMs + 1, clamp(heardFromMs + endRaw));
    at = endMs;
    return { words: s.words, span: { startMs, endMs: Math.min(span.endMs, endMs) } };
  });
}

/**
 * The phrase's words with times: each segment's words over its voiced frames,
 * kept inside the segment (level frames are 100 ms, segments need not be) and
 * never before the word before, so the words stay in the order heard.
 */
export function placeSegments(
  segments: readonly HeardSegment[],
  span: { startMs: number; endMs: number },
  heardFromMs: number,
  levels: Float32Array,
  windowMs: number,
) {
  let floor = span.startMs;
  return segmentSpans(segments, span, heardFromMs).flatMap((s) =>
    placeWords(s.words, s.span, levels, windowMs).map((w) => {
      const startMs = Math.min(s.span.endMs, Math.max(floor, s.span.startMs, w.startMs));
      const endMs = Math.min(s.span.endMs, Math.max(startMs, w.endMs));
      floor = startMs;
      return { ...w, startMs, endMs };
    }),
  );
}
