// What every encoder-decoder speech model here shares on onnxruntime-web's WASM
// backend: its files fetched (in parts, with progress) and kept for the page's
// life, and greedy decoding with a merged decoder (Hugging Face Optimum's
// layout: one graph, `use_cache_branch` choosing whether the key/value cache is
// read). Moonshine and Whisper differ only in what they hear and how their
// tokens read; the loop is this one.
import * as ort from 'onnxruntime-web/wasm';
import type { LocalSpeechModel } from '@src/common/contracts/transcript';
import { joinBytes } from '@src/common/typed-arrays';
import { MediaJobError } from '../errors';

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

export interface Sessions {
  encoder: ort.InferenceSession;
  decoder: ort.InferenceSession;
  /** The tokenizer file's bytes, for an engine whose vocabulary comes with the model (Whisper). */
  tokenizer: Uint8Array | null;
}

// The worker lives as long as the page; a model loaded once serves every later job.
const loaded = new Map<string, Promise<Sessions>>();

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
      return joinBytes(chunks);
    }),
  );
  let next = 0;
  return files.map((parts) => joinBytes(parts.map(() => bodies[next++]!)));
}

function configure(options: LoadOptions) {
  // Threads need a cross-origin isolated page (SharedArrayBuffer); without it one thread, said plainly here.
  ort.env.wasm.numThreads = globalThis.crossOriginIsolated ? Math.min(4, navigator.hardwareConcurrency || 1) : 1;
  if (options.wasmUrl) ort.env.wasm.wasmPaths = { wasm: options.wasmUrl };
}

/** Sessions from the model files' bytes (the tests and the bench read them from disk). */
export async function createSessions(encoder: Uint8Array, decoder: Uint8Array, tokenizer: Uint8Array | null = null): Promise<Sessions> {
  return {
    encoder: await ort.InferenceSession.create(encoder, { executionProviders: ['wasm'] }),
    decoder: await ort.InferenceSession.create(decoder, { executionProviders: ['wasm'] }),
    tokenizer,
  };
}

export function loadModel(model: LocalSpeechModel, options: LoadOptions): Promise<Sessions> {
  let sessions = loaded.get(model.id);
  if (!sessions) {
    configure(options);
    const files = [model.encoderUrls, model.decoderUrls, ...(model.tokenizerUrls ? [model.tokenizerUrls] : [])];
    sessions = fetchFiles(files, options).then(([enc, dec, tok]) => createSessions(enc!, dec!, tok ?? null));
    loaded.set(model.id, sessions);
    // A failed or cancelled load is not remembered: the next job tries again.
    sessions.catch(() => loaded.delete(model.id));
  }
  return sessions;
}

/** The most likely next token and its probability (a softmax over the logits; -Infinity is a token ruled out). */
export function pick(logits: Float32Array): HeardToken {
  let best = 0;
  for (let i = 1; i < logits.length; i++) if (logits[i]! > logits[best]!) best = i;
  let sum = 0;
  const top = logits[best]!;
  for (let i = 0; i < logits.length; i++) sum += Math.exp(logits[i]! - top);
  return { id: best, probability: 1 / sum };
}

export interface DecodeOptions {
  /** The decoder's first input: Moonshine's start token; Whisper's start, language and task. */
  prompt: readonly number[];
  end: number;
  limit: number;
  signal: AbortSignal;
  /** The cache's shape before the first step (its length 0 somewhere): each export has its own. */
  emptyPast: readonly [number, number, number, number];
  /** Rules a model decodes by: sets ruled-out tokens' logits to -Infinity, given the tokens written so far. */
  rule?: (logits: Float32Array, written: readonly number[]) => void;
}

function emptyCache(layers: number, dims: readonly number[]): Record<string, ort.Tensor> {
  const cache: Record<string, ort.Tensor> = {};
  for (let layer = 0; layer < layers; layer++)
    for (const side of ['decoder', 'encoder'])
      for (const part of ['key', 'value'])
        cache[`past_key_values.${layer}.${side}.${part}`] = new ort.Tensor('float32', new Float32Array(0), [...dims]);
  return cache;
}

/**
 * Greedy decoding with the merged decoder's key/value cache: the prompt on the
 * first step (which also makes the encoder's half of the cache), one token a
 * step after, until the end token or `limit` tokens.
 */
export async function greedyDecode(
  decoder: ort.InferenceSession,
  hidden: ort.Tensor,
  layers: number,
  { prompt, end, limit, signal, emptyPast, rule }: DecodeOptions,
): Promise<HeardToken[]> {
  let cache = emptyCache(layers, emptyPast);
  const heard: HeardToken[] = [];
  const written: number[] = [];
  let input: readonly number[] = prompt;
  for (let step = 0; step < limit; step++) {
    if (signal.aborted) throw new MediaJobError('cancelled', 'cancelled');
    const out = await decoder.run({
      input_ids: new ort.Tensor(
        'int64',
        BigInt64Array.from(input, (t) => BigInt(t)),
        [1, input.length],
      ),
      encoder_hidden_states: hidden,
      use_cache_branch: new ort.Tensor('bool', [step > 0]),
      ...cache,
    });
    const all = out.logits!.data as Float32Array;
    const vocab = all.length / input.length;
    // The last position's logits, copied: a rule writes into them.
    const logits = all.slice(all.length - vocab);
    rule?.(logits, written);
    const { id, probability } = pick(logits);
    if (id === end) break;
    heard.push({ id, probability });
    written.push(id);
    // The encoder's half of the cache is made on the first step and reused after.
    const next: Record<string, ort.Tensor> = {};
    for (const [name, tensor] of Object.entries(out)) {
      if (!name.startsWith('present')) continue;
      const past = name.replace('present', 'past_key_values');
      next[past] = step > 0 && past.includes('.encoder.') ? cache[past]! : tensor;
    }
    cache = next;
    input = [id];
  }
  return heard;
}
