// Whisper (an operator's export: encoder + merged decoder + tokenizer.json, see
// docs/decisions/036-whisper-in-the-browser.md) on onnxruntime-web: the
// encoder hears a phrase as 30 s of log-mel features, the decoder writes greedy
// tokens after <|startoftranscript|><|lang|><|transcribe|> by Whisper's rules,
// with timestamp tokens that cut the phrase into timed segments.
import * as ort from 'onnxruntime-web/wasm';
import type { LocalSpeechModel } from '@src/common/contracts/transcript';
import { MediaJobError } from '../../errors';
import { greedyDecode, type HeardToken, type Sessions } from '../onnx';
import { logMel, WHISPER_FRAMES, WHISPER_RATE } from './mel';
import {
  readVocabulary,
  whisperPrompt,
  whisperRule,
  whisperSegments,
  WhisperTokenizerError,
  type HeardSegment,
  type WhisperVocabulary,
} from './tokens';

/** Whisper writes at most n_text_ctx / 2 tokens for one window. */
const MAX_TOKENS = 224;
/** Text and timestamp tokens a second of speech may take (Portuguese BPE is longer than English), plus the pairs. */
const TOKENS_PER_SECOND = 10;

const vocabularies = new WeakMap<Sessions, WhisperVocabulary>();

export function vocabularyOf(sessions: Sessions): WhisperVocabulary {
  let v = vocabularies.get(sessions);
  if (!v) {
    if (!sessions.tokenizer) throw new MediaJobError('speech_model_missing', 'a Whisper model needs its tokenizer.json');
    v = readVocabulary(new TextDecoder().decode(sessions.tokenizer));
    vocabularies.set(sessions, v);
  }
  return v;
}

export interface WhisperHearOptions {
  signal: AbortSignal;
  /** Default: what the sound's length allows. */
  maxTokens?: number;
  /** Default true; without them the whole sound is one segment. */
  timestamps?: boolean;
  /** The features when already made (the tests compare them first). */
  features?: Float32Array;
}

/** The tokens Whisper hears in `audio` (16 kHz mono, at most 30 s) spoken in `language`. */
export async function hearWhisperTokens(
  sessions: Sessions,
  model: LocalSpeechModel,
  audio: Float32Array,
  language: string,
  { signal, maxTokens, timestamps = true, features }: WhisperHearOptions,
): Promise<HeardToken[]> {
  const v = vocabularyOf(sessions);
  let prompt: number[];
  try {
    prompt = whisperPrompt(v, language, timestamps);
  } catch (e) {
    if (e instanceof WhisperTokenizerError) throw new MediaJobError('speech_model_missing', e.message);
    throw e;
  }
  const bins = model.melBins ?? 80;
  const input = new ort.Tensor('float32', features ?? logMel(audio, bins), [1, bins, WHISPER_FRAMES]);
  const encoded = await sessions.encoder.run({ [sessions.encoder.inputNames[0]!]: input });
  const seconds = audio.length / WHISPER_RATE;
  return greedyDecode(sessions.decoder, encoded[sessions.encoder.outputNames[0]!]!, model.layers, {
    prompt,
    end: v.eot,
    limit: maxTokens ?? Math.min(MAX_TOKENS, 8 + Math.ceil(seconds * TOKENS_PER_SECOND)),
    signal,
    // Optimum's Whisper exports take an empty cache shaped [batch, heads, 0, head size].
    emptyPast: [1, model.kvHeads, 0, model.headDim],
    rule: whisperRule(v, timestamps),
  });
}

/** What Whisper hears, in segments timed by its timestamp tokens (ms within `audio`). */
export async function hearWhisper(
  sessions: Sessions,
  model: LocalSpeechModel,
  audio: Float32Array,
  language: string,
  signal: AbortSignal,
): Promise<HeardSegment[]> {
  const tokens = await hearWhisperTokens(sessions, model, audio, language, { signal });
  return whisperSegments(vocabularyOf(sessions), tokens);
}
