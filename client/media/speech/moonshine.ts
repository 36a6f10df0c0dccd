// Moonshine, a small encoder-decoder speech model, run by onnxruntime-web's
// WASM backend inside the media worker: the encoder hears a stretch of 16 kHz
// audio once, then the decoder writes one token at a time (greedy, with its
// key/value cache) until the end token. Each token's probability is kept, so a
// word's confidence is what the model itself believed.
import * as ort from 'onnxruntime-web/wasm';
import tokenizer from 'llama-tokenizer-js';
import type { LocalSpeechModel } from '@src/common/contracts/transcript';
import { MediaJobError } from '../errors';

const START_TOKEN = 1;
const END_TOKEN = 2;
/** Moonshine writes at most ~6 tokens a second of speech; a bound stops a decoder that loops. */
const TOKENS_PER_SECOND = 6;
const WORD_START = '▁';

export interface HeardToken {
  id: number;
  probability: number;
}

export interface LoadOptions {
  signal: AbortSignal;
  /** Bytes of the model's files fetched so far, for a progress bar on the first load. */
  onBytes?: (done: number, total: number) => void;
  /** Where onnxruntime's WASM is, when the bundler did not place it beside the worker. */
  wasmUrl?: string;
}

interface Sessions {
  encoder: ort.InferenceSession;
  decoder: ort.InferenceSession;
}

// The worker lives as long as the page; a model loaded once serves every later job.
const loaded = new Map<string, Promise<Sessions>>();

function concat(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.length;
  }
  return bytes;
}

/** Each file, fetched in its parts (the build splits files over the static-asset size limit) and joined. */
async function fetchFiles(files: string[][], options: LoadOptions): Promise<Uint8Array[]> {
  const responses = await Promise.all(files.flat().map((u) => fetch(u, { signal: options.signal })));
  for (const r of responses) if (!r.ok) throw new MediaJobError('speech_model_missing', `model file ${r.url}: HTTP ${r.status}`);
  const total = responses.reduce((n, r) => n + Number(r.headers.get('content-length') ?? 0), 0);
  let done = 0;
  const bodies = await Promise.all(
    responses.map(async (r) => {
      const chunks: Uint8Array[] = [];
      const reader = r.body!.getReader();
      for (;;) {
        const { done: end, value } = await reader.read();
        if (end) break;
        chunks.push(value);
        done += value.length;
        options.onBytes?.(done, total);
      }
      return concat(chunks);
    }),
  );
  let next = 0;
  return files.map((parts) => concat(parts.map(() => bodies[next++]!)));
}

function configure(options: LoadOptions) {
  // Threads need a cross-origin isolated page (SharedArrayBuffer); without it one thread, said plainly here.
  ort.env.wasm.numThreads = globalThis.crossOriginIsolated ? Math.min(4, navigator.hardwareConcurrency || 1) : 1;
  if (options.wasmUrl) ort.env.wasm.wasmPaths = { wasm: options.wasmUrl };
}

export function loadModel(model: LocalSpeechModel, options: LoadOptions): Promise<Sessions> {
  let sessions = loaded.get(model.id);
  if (!sessions) {
    configure(options);
    sessions = fetchFiles([model.encoderUrls, model.decoderUrls], options).then(async ([enc, dec]) => ({
      encoder: await ort.InferenceSession.create(enc!, { executionProviders: ['wasm'] }),
      decoder: await ort.InferenceSession.create(dec!, { executionProviders: ['wasm'] }),
    }));
    loaded.set(model.id, sessions);
    // A failed or cancelled load is not remembered: the next job tries again.
    sessions.catch(() => loaded.delete(model.id));
  }
  return sessions;
}

function emptyCache(model: LocalSpeechModel): Record<string, ort.Tensor> {
  const cache: Record<string, ort.Tensor> = {};
  for (let layer = 0; layer < model.layers; layer++)
    for (const side of ['decoder', 'encoder'])
      for (const part of ['key', 'value'])
        cache[`past_key_values.${layer}.${side}.${part}`] = new ort.Tensor('float32', new Float32Array(0), [
          0,
          model.kvHeads,
          1,
          model.headDim,
        ]);
  return cache;
}

/** The most likely next token and its probability (a softmax over the logits). */
function pick(logits: Float32Array): { id: number; probability: number } {
  let best = 0;
  for (let i = 1; i < logits.length; i++) if (logits[i]! > logits[best]!) best = i;
  let sum = 0;
  const top = logits[best]!;
  for (let i = 0; i < logits.length; i++) sum += Math.exp(logits[i]! - top);
  return { id: best, probability: 1 / sum };
}

/** The tokens Moonshine hears in `audio` (16 kHz mono). */
export async function hear(sessions: Sessions, model: LocalSpeechModel, audio: Float32Array, signal: AbortSignal): Promise<HeardToken[]> {
  const { last_hidden_state: hidden } = await sessions.encoder.run({ input_values: new ort.Tensor('float32', audio, [1, audio.length]) });
  let cache = emptyCache(model);
  const heard: HeardToken[] = [];
  let input = START_TOKEN;
  const limit = Math.max(8, Math.ceil((audio.length / 16_000) * TOKENS_PER_SECOND));
  for (let step = 0; step < limit; step++) {
    if (signal.aborted) throw new MediaJobError('cancelled', 'cancelled');
    const out = await sessions.decoder.run({
      input_ids: new ort.Tensor('int64', BigInt64Array.of(BigInt(input)), [1, 1]),
      encoder_hidden_states: hidden!,
      use_cache_branch: new ort.Tensor('bool', [step > 0]),
      ...cache,
    });
    const { id, probability } = pick(out.logits!.data as Float32Array);
    if (id === END_TOKEN) break;
    heard.push({ id, probability });
    // The encoder's half of the cache is made on the first step and reused after.
    const next: Record<string, ort.Tensor> = {};
    for (const [name, tensor] of Object.entries(out)) {
      if (!name.startsWith('present')) continue;
      const past = name.replace('present', 'past_key_values');
      next[past] = step > 0 && past.includes('.encoder.') ? cache[past]! : tensor;
    }
    cache = next;
    input = id;
  }
  return heard;
}

/**
 * Tokens into words, each with the mean probability of its tokens. A token
 * whose piece starts with "▁" begins a word; a word's pieces are decoded
 * together, so letters split over byte tokens (é, ç, ã) come out whole.
 */
export function tokensToWords(tokens: readonly HeardToken[]): Array<{ text: string; confidence: number }> {
  const words: HeardToken[][] = [];
  for (const t of tokens) {
    const last = words[words.length - 1];
    if (!last || (tokenizer.vocabById[t.id] ?? '').startsWith(WORD_START)) words.push([t]);
    else last.push(t);
  }
  return words
    .map((w) => ({
      text: tokenizer.decode([START_TOKEN, ...w.map((t) => t.id)]).trim(),
      confidence: w.reduce((a, t) => a + t.probability, 0) / w.length,
    }))
    .filter((w) => w.text.length > 0);
}
