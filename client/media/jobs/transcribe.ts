// Speech to text in the browser, nothing uploaded: the sound is decoded a minute
// at a time (so memory follows the minute, not the file), cut into phrases at
// pauses, and each phrase is heard by the local model; its words get times from
// the phrase's voiced frames (speech/align.ts). A phrase still running at the
// end of a minute waits for the next one, so no word is cut in two.
import type { TranscriptWord } from '@src/common/contracts/transcript';
import type { JobContext } from '../host';
import type { TranscribeInput, TranscribeResult } from '../protocol';
import { loudness } from '../signals/audio';
import { speechSegments } from '../speech/align';
import { hearPhrase, loadModel, phraseLengths, placeSegments } from '../speech/engine';
import { audio, SPEECH_RATE } from './audio';
import { throwIfCancelled, withInput, decodableAudio } from './source';

const STRETCH_MS = 60_000;
const LEVEL_MS = 100;
/** The model hears a little sound either side of a phrase: cut-off consonants cost words. */
const PAD_MS = 150;

const CARRY_PAD_MS = 200;

const samplesAt = (ms: number) => Math.round((ms / 1000) * SPEECH_RATE);

export async function transcribe(input: TranscribeInput, ctx: JobContext): Promise<TranscribeResult> {
  const { model } = input;
  if (!model.languages.includes(input.language))
    throw new Error(`${model.id} does not hear ${input.language}; the page offers a model by language`);
  const startMs = input.startMs ?? 0;
  const endMs =
    input.endMs ??
    (await withInput(input.source, ctx.signal, async (media) =>
      Math.round((await (await decodableAudio(media)).computeDuration()) * 1000),
    ));
  const total = Math.max(1, endMs - startMs);
  ctx.progress(0, total, 'model');
  const sessions = await loadModel(model, {
    signal: ctx.signal,
    wasmUrl: input.wasmUrl,
    onBytes: (done, all) => ctx.progress(0, total, `model:${Math.round((100 * done) / Math.max(1, all))}`),
  });

  const words: TranscriptWord[] = [];
  // Sound not yet settled into phrases, carried into the next stretch.
  let carry = new Float32Array(0);
  let carryStartMs = startMs;
  for (let at = startMs; at < endMs; at += STRETCH_MS) {
    throwIfCancelled(ctx.signal);
    const to = Math.min(endMs, at + STRETCH_MS);
    const final = to >= endMs;
    const piece = await audio(
      { source: input.source, startMs: at, endMs: to, peaksPerSecond: 1 },
      { signal: ctx.signal, progress: () => {} },
    );
    const buffer = new Float32Array(carry.length + piece.samples.length);
    buffer.set(carry);
    buffer.set(piece.samples, carry.length);
    const levels = loudness(buffer, SPEECH_RATE, LEVEL_MS);
    const { segments, settledMs } = speechSegments(levels, { windowMs: LEVEL_MS, final, ...phraseLengths(model) });
    for (const span of segments) {
      throwIfCancelled(ctx.signal);
      const from = Math.max(0, span.startMs - PAD_MS);
      const until = Math.min((buffer.length / SPEECH_RATE) * 1000, span.endMs + PAD_MS);
      const heard = await hearPhrase(sessions, model, buffer.subarray(samplesAt(from), samplesAt(until)), input.language, ctx.signal);
      // Whisper's timestamps cut the phrase into segments; each segment's words go over its own voiced frames.
      const phrase = placeSegments(heard, span, from, levels, LEVEL_MS).map((w) => ({
        text: w.text,
        confidence: w.confidence,
        startMs: carryStartMs + w.startMs,
        endMs: carryStartMs + w.endMs,
      }));
      words.push(...phrase);
      // The phrase's words go with the progress, so a page can show the transcript as it is made.
      ctx.progress(Math.min(total, carryStartMs + span.endMs - startMs), total, 'speech', phrase);
    }
    // The carried sound keeps a little before the open phrase, for its padding; whole level frames, so they line up.
    // Never any of a phrase already heard, or its last word would be heard twice.
    const keep = Math.max(0, settledMs - CARRY_PAD_MS, segments.at(-1)?.endMs ?? 0);
    carry = buffer.slice(samplesAt(keep));
    carryStartMs += keep;
    ctx.progress(Math.min(total, to - startMs), total, 'speech');
  }
  return { words, durationMs: endMs - startMs, model: model.id };
}
