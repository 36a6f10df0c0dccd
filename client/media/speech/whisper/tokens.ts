// Whisper's vocabulary and the rules it decodes by, from the model's own
// tokenizer.json (Hugging Face tokenizers format: a byte-level BPE `model.vocab`
// and the special tokens in `added_tokens`). Nothing is hard-coded by id, so
// the multilingual checkpoints (51,865 tokens), large-v3 (51,866) and the tiny
// test model read alike: the timestamps begin right after <|notimestamps|>,
// as in openai-whisper and transformers.
import type { HeardToken } from '../onnx';

export interface WhisperVocabulary {
  /** Text pieces by id ('' for a special token). */
  pieces: string[];
  eot: number;
  startOfTranscript: number;
  transcribe: number;
  noTimestamps: number;
  /** The first timestamp token, <|0.00|>; each next one is 20 ms later. */
  timestampBegin: number;
  /** The single space, which may not open a transcript (openai-whisper's suppress_blank). */
  space: number | null;
  /** Special tokens other than the end and the timestamps, never written (start, languages, tasks, …). */
  suppressed: number[];
  languages: Map<string, number>;
}

export const TIMESTAMP_MS = 20;
/** The first timestamp is at most 1 s in (openai-whisper's max_initial_timestamp). */
const MAX_INITIAL_TIMESTAMP = 1000 / TIMESTAMP_MS;

interface TokenizerJson {
  added_tokens?: Array<{ id: number; content: string }>;
  model?: { vocab?: Record<string, number> };
}

/** GPT-2's printable stand-ins for bytes, which byte-level BPE pieces are written in. */
function unicodeToByte(): Map<string, number> {
  const direct: number[] = [];
  for (let b = 33; b <= 126; b++) direct.push(b);
  for (let b = 161; b <= 172; b++) direct.push(b);
  for (let b = 174; b <= 255; b++) direct.push(b);
  const map = new Map<string, number>();
  let extra = 0;
  for (let b = 0; b < 256; b++)
    if (direct.includes(b)) map.set(String.fromCharCode(b), b);
    else map.set(String.fromCharCode(256 + extra++), b);
  return map;
}
const BYTES = unicodeToByte();

export class WhisperTokenizerError extends Error {}

export function readVocabulary(json: string): WhisperVocabulary {
  const parsed = JSON.parse(json) as TokenizerJson;
  const vocab = parsed.model?.vocab;
  if (!vocab || !parsed.added_tokens) throw new WhisperTokenizerError('tokenizer.json has no BPE vocabulary or no added tokens');
  const special = new Map(parsed.added_tokens.map((t) => [t.content, t.id]));
  const id = (name: string) => {
    const found = special.get(name);
    if (found === undefined) throw new WhisperTokenizerError(`tokenizer.json has no ${name}`);
    return found;
  };
  const size = Math.max(...Object.values(vocab), ...special.values()) + 1;
  const pieces = new Array<string>(size).fill('');
  for (const [piece, i] of Object.entries(vocab)) if (!special.has(piece)) pieces[i] = piece;
  const noTimestamps = id('<|notimestamps|>');
  const eot = id('<|endoftext|>');
  const timestampBegin = noTimestamps + 1;
  const languages = new Map<string, number>();
  for (const [name, i] of special) {
    const code = /^<\|([a-z]{2,3})\|>$/.exec(name)?.[1];
    if (code && i < timestampBegin) languages.set(code, i);
  }
  return {
    pieces,
    eot,
    startOfTranscript: id('<|startoftranscript|>'),
    transcribe: id('<|transcribe|>'),
    noTimestamps,
    timestampBegin,
    space: vocab['Ġ'] ?? null,
    suppressed: [...special.values()].filter((i) => i !== eot && i < timestampBegin),
    languages,
  };
}

/** The decoder's prompt: start, language, transcribe (and no timestamps when they are not wanted). */
export function whisperPrompt(v: WhisperVocabulary, language: string, timestamps = true): number[] {
  const lang = v.languages.get(language);
  if (lang === undefined) throw new WhisperTokenizerError(`the model has no <|${language}|> token`);
  return [v.startOfTranscript, lang, v.transcribe, ...(timestamps ? [] : [v.noTimestamps])];
}

/**
 * openai-whisper's greedy rules (decoding.py: SuppressBlank, SuppressTokens for
 * the special tokens, ApplyTimestampRules), for one sequence: timestamps come
 * in pairs and never go back, the first token is a timestamp within 1 s, and a
 * timestamp is written when all timestamps together outweigh every text token.
 */
export function whisperRule(v: WhisperVocabulary, timestamps = true) {
  const begin = v.timestampBegin;
  return (logits: Float32Array, written: readonly number[]): void => {
    for (const i of v.suppressed) logits[i] = -Infinity;
    if (written.length === 0) {
      if (v.space !== null) logits[v.space] = -Infinity;
      logits[v.eot] = -Infinity;
    }
    if (!timestamps) {
      logits.fill(-Infinity, begin);
      return;
    }
    const last = written.length >= 1 && written.at(-1)! >= begin;
    const penultimate = written.length < 2 || written.at(-2)! >= begin;
    if (last) {
      if (penultimate) logits.fill(-Infinity, begin);
      else logits.fill(-Infinity, 0, v.eot);
    }
    const stamps = written.filter((t) => t >= begin);
    if (stamps.length > 0) {
      const floor = last && !penultimate ? stamps.at(-1)! : stamps.at(-1)! + 1;
      logits.fill(-Infinity, begin, floor);
    }
    if (written.length === 0) {
      logits.fill(-Infinity, 0, begin);
      logits.fill(-Infinity, begin + MAX_INITIAL_TIMESTAMP + 1);
    }
    // log-sum-exp of the timestamps against the best text token (the softmax's denominator cancels).
    let text = -Infinity;
    for (let i = 0; i < begin; i++) if (logits[i]! > text) text = logits[i]!;
    let top = -Infinity;
    for (let i = begin; i < logits.length; i++) if (logits[i]! > top) top = logits[i]!;
    if (top === -Infinity) return;
    let sum = 0;
    for (let i = begin; i < logits.length; i++) sum += Math.exp(logits[i]! - top);
    if (top + Math.log(sum) > text) logits.fill(-Infinity, 0, begin);
  };
}

function decodePieces(pieces: readonly string[]): string {
  const bytes: number[] = [];
  for (const piece of pieces) for (const ch of piece) bytes.push(BYTES.get(ch) ?? 0x3f);
  return new TextDecoder().decode(Uint8Array.from(bytes));
}

export interface HeardSegment {
  /** Within the sound the model heard; null where the model wrote no timestamp. */
  startMs: number | null;
  endMs: number | null;
  words: Array<{ text: string; confidence: number }>;
}

/** Music and noise notes Whisper writes for sound without words: "[Música]", "(risos)", "♪". */
const NOT_SPEECH = /^\s*(\[[^\]]*\]|\([^)]*\)|[♪♫\s]+)\s*$/u;

function toWords(v: WhisperVocabulary, tokens: readonly HeardToken[]) {
  const words: HeardToken[][] = [];
  for (const t of tokens) {
    const last = words.at(-1);
    if (!last || v.pieces[t.id]!.startsWith('Ġ')) words.push([t]);
    else last.push(t);
  }
  return words
    .map((w) => ({
      text: decodePieces(w.map((t) => v.pieces[t.id]!)).trim(),
      confidence: w.reduce((a, t) => a + t.probability, 0) / w.length,
    }))
    .filter((w) => w.text.length > 0);
}

/** Tokens into segments between timestamp tokens, each with its words; a word's pieces are decoded together so é, ç, ã come out whole. */
export function whisperSegments(v: WhisperVocabulary, tokens: readonly HeardToken[]): HeardSegment[] {
  const segments: HeardSegment[] = [];
  let startMs: number | null = null;
  let lastMs: number | null = null;
  let text: HeardToken[] = [];
  const close = (endMs: number | null) => {
    const words = toWords(v, text);
    if (words.length > 0 && !NOT_SPEECH.test(words.map((w) => w.text).join(' ')))
      segments.push({ startMs: startMs ?? lastMs, endMs, words });
    text = [];
    startMs = null;
  };
  for (const t of tokens) {
    if (t.id < v.eot) text.push(t);
    else if (t.id >= v.timestampBegin) {
      const ms = (t.id - v.timestampBegin) * TIMESTAMP_MS;
      if (text.length > 0) close(ms);
      else startMs = ms;
      lastMs = ms;
    }
  }
  if (text.length > 0) close(null);
  return segments;
}
