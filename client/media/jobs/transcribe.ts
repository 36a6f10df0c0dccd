// Speech to text in the browser, nothing uploaded: the sound is decoded a minute
// at a time (so memory follows the minute, not the file), cut into phrases at
// pauses, and each phrase is heard by the local model; its words get times from
// the phrase's voiced frames (speech/align.ts). A phrase still running at the
// end of a minute waits for the next one, so no word is cut in two or heard
// twice, and a phrase heard short is heard again in halves (speech/stretches.ts).
import type { TranscriptWord } from '@src/common/contracts/transcript';
import type { JobContext } from '../host';
import type { TranscribeInput, TranscribeResult } from '../protocol';
import { placeWords, quietThreshold } from '../speech/align';
import { hear, loadModel, tokensToWords } from '../speech/moonshine';
import { hearPhrase, LEVEL_MS, Stretches } from '../speech/stretches';
import { audio, SPEECH_RATE } from './audio';
import { throwIfCancelled, withInput, decodableAudio } from './source';

const STRETCH_MS = 60_000;
/** The model hears a little sound either side of a phrase: cut-off consonants cost words. */
const PAD_MS = 150;

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
  const stretches = new Stretches(startMs, SPEECH_RATE);
  for (let at = startMs; at < endMs; at += STRETCH_MS) {
    throwIfCancelled(ctx.signal);
    const to = Math.min(endMs, at + STRETCH_MS);
    const piece = await audio(
      { source: input.source, startMs: at, endMs: to, peaksPerSecond: 1 },
      { signal: ctx.signal, progress: () => {} },
    );
    const stretch = stretches.next(piece.samples, to >= endMs);
    const { samples, levels } = stretch;
    const quiet = quietThreshold(levels);
    const heardIn = async (span: { startMs: number; endMs: number }) => {
      throwIfCancelled(ctx.signal);
      const from = Math.max(0, span.startMs - PAD_MS);
      const until = Math.min((samples.length / SPEECH_RATE) * 1000, span.endMs + PAD_MS);
      return tokensToWords(await hear(sessions, model, samples.subarray(samplesAt(from), samplesAt(until)), ctx.signal));
    };
    for (const span of stretch.phrases) {
      const phrase = (await hearPhrase(heardIn, levels, span, quiet)).flatMap((part) =>
        placeWords(part.words, part.span, levels, LEVEL_MS).map((w) => ({
          text: w.text,
          confidence: w.confidence,
          startMs: stretch.startMs + w.startMs,
          endMs: stretch.startMs + w.endMs,
        })),
      );
      words.push(...phrase);
      // The phrase's words go with the progress, so a page can show the transcript as it is made.
      ctx.progress(Math.min(total, stretch.startMs + span.endMs - startMs), total, 'speech', phrase);
    }
    ctx.progress(Math.min(total, to - startMs), total, 'speech');
  }
  return { words, durationMs: endMs - startMs, model: model.id };
}
