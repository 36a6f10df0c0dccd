// Moonshine, a small encoder-decoder speech model, run by onnxruntime-web's
// WASM backend inside the media worker: the encoder hears a stretch of 16 kHz
// audio once, then the decoder writes one token at a time (greedy, with its
// key/value cache) until the end token. Each token's probability is kept, so a
// word's confidence is what the model itself believed.
import * as ort from 'onnxruntime-web/wasm';
import tokenizer from 'llama-tokenizer-js';
import type { LocalSpeechModel } from '@src/common/contracts/transcript';
import { greedyDecode, type HeardToken, type Sessions } from './onnx';

const START_TOKEN = 1;
const END_TOKEN = 2;
/** Moonshine writes at most ~6 tokens a second of speech; a bound stops a decoder that loops. */
const TOKENS_PER_SECOND = 6;
const WORD_START = '▁';

/** The tokens Moonshine hears in `audio` (16 kHz mono). */
export async function hear(sessions: Sessions, model: LocalSpeechModel, audio: Float32Array, signal: AbortSignal): Promise<HeardToken[]> {
  const { last_hidden_state: hidden } = await sessions.encoder.run({ input_values: new ort.Tensor('float32', audio, [1, audio.length]) });
  return greedyDecode(sessions.decoder, hidden!, model.layers, {
    prompt: [START_TOKEN],
    end: END_TOKEN,
    limit: Math.max(8, Math.ceil((audio.length / 16_000) * TOKENS_PER_SECOND)),
    signal,
    // Moonshine's export takes an empty cache shaped [0, heads, 1, head size].
    emptyPast: [0, model.kvHeads, 1, model.headDim],
  });
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
