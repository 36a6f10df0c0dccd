// Speech to text in the browser, nothing uploaded: the sound is decoded a minute
// at a time (so memory follows the minute, not the file), cut into phrases at
// pauses, and each phrase is heard by the local model; its words get times from
// the phrase's voiced frames (speech/align.ts). A phrase still running at the
// end of a minute waits for the next one, so no word is cut in two
// (speech/stretches.ts).
import type { JobContext } from '../host';
import type { TranscribeInput, TranscribeResult } from '../protocol';
import { hearPhrase, loadModel, phraseLengths } from '../speech/engine';
import { listen } from '../speech/stretches';
import { audio, SPEECH_RATE } from './audio';
import { throwIfCancelled, withInput, decodableAudio } from './source';

const STRETCH_MS = 60_000;

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
  const words = await listen({
    startMs,
    endMs,
    stretchMs: STRETCH_MS,
    rate: SPEECH_RATE,
    lengths: phraseLengths(model),
    read: async (from, to) =>
      (await audio({ source: input.source, startMs: from, endMs: to, peaksPerSecond: 1 }, { signal: ctx.signal, progress: () => {} }))
        .samples,
    hear: (samples) => hearPhrase(sessions, model, samples, input.language, ctx.signal),
    // The phrase's words go with the progress, so a page can show the transcript as it is made.
    onPhrase: (phrase, heardToMs) => ctx.progress(Math.min(total, heardToMs - startMs), total, 'speech', phrase),
    onStretch: (to) => ctx.progress(Math.min(total, to - startMs), total, 'speech'),
    cancelled: () => throwIfCancelled(ctx.signal),
  });
  return { words, durationMs: endMs - startMs, model: model.id };
}
