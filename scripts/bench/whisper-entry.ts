// The browser's Whisper runner timed in Node on onnxruntime-web's WASM backend
// (one thread, as the app's page runs it): features, the encoder's 30 s window,
// and the decoder's tokens, for a model folder on disk. Bundled by whisper.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ort from 'onnxruntime-web/wasm';
import type { LocalSpeechModel } from '@src/common/contracts/transcript';
import { createSessions, greedyDecode } from '@client/media/speech/onnx';
import { logMel, WHISPER_FRAMES } from '@client/media/speech/whisper/mel';
import { whisperPrompt } from '@client/media/speech/whisper/tokens';
import { hearWhisperTokens, vocabularyOf } from '@client/media/speech/whisper/whisper';

export interface WhisperTiming {
  model: string;
  audioSeconds: number;
  /** Whole hear() of the audio: features, encoder, decoding. */
  hearMs: number;
  tokens: number;
  melMs: number;
  /** Features of a 20 s phrase (the cost follows the sound). */
  mel20Ms: number;
  encoderMs: number;
  /** Per decoder step with the cache (median over a forced run). */
  tokenMs: number;
}

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function timeWhisper(dir: string, audio: Float32Array, tokens: number): Promise<WhisperTiming> {
  ort.env.wasm.numThreads = 1;
  const manifest = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8'));
  const model: LocalSpeechModel = { ...manifest, encoderUrls: [], decoderUrls: [], bytes: 0 };
  const file = (name: string) => new Uint8Array(readFileSync(join(dir, name)));
  const sessions = await createSessions(file(manifest.files.encoder), file(manifest.files.decoder), file(manifest.files.tokenizer));
  const signal = new AbortController().signal;
  // Once to warm up (the WASM's first run compiles kernels), then timed.
  await hearWhisperTokens(sessions, model, audio, 'pt', { signal, maxTokens: 2 });
  let t = performance.now();
  const heard = await hearWhisperTokens(sessions, model, audio, 'pt', { signal, maxTokens: tokens });
  const hearMs = performance.now() - t;

  t = performance.now();
  const features = logMel(audio, model.melBins);
  const melMs = performance.now() - t;
  const twenty = new Float32Array(20 * 16_000);
  for (let i = 0; i < twenty.length; i++) twenty[i] = audio[i % audio.length]!;
  t = performance.now();
  logMel(twenty, model.melBins);
  const mel20Ms = performance.now() - t;

  const input = new ort.Tensor('float32', features, [1, model.melBins ?? 80, WHISPER_FRAMES]);
  t = performance.now();
  const encoded = await sessions.encoder.run({ [sessions.encoder.inputNames[0]!]: input });
  const encoderMs = performance.now() - t;

  // Decoder steps without the end token or any rule, so a random model writes as many as asked.
  const v = vocabularyOf(sessions);
  const steps: number[] = [];
  let last = performance.now();
  await greedyDecode(sessions.decoder, encoded[sessions.encoder.outputNames[0]!]!, model.layers, {
    prompt: whisperPrompt(v, 'pt'),
    end: -1,
    limit: tokens,
    signal,
    emptyPast: [1, model.kvHeads, 0, model.headDim],
    rule: () => {
      const now = performance.now();
      steps.push(now - last);
      last = now;
    },
  });
  return {
    model: model.id,
    audioSeconds: audio.length / 16_000,
    hearMs,
    tokens: heard.length,
    melMs,
    mel20Ms,
    encoderMs,
    tokenMs: median(steps.slice(1)),
  };
}
