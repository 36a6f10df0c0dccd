// Server speech-to-text: one interface over Workers AI and any OpenAI-compatible
// API. The browser sends only compressed audio (never the video), one chunk of
// at most a few minutes per request; what comes back is words with times in
// the chunk, which the browser merges (client/media/transcript/chunks.ts).
import type { TranscriptLanguage, TranscriptWord } from '../../common/contracts/transcript';

export interface SpeechRequest {
  audio: Uint8Array<ArrayBuffer>;
  /** e.g. audio/webm;codecs=opus, audio/ogg, audio/wav. */
  contentType: string;
  /** Detected when left out. */
  language?: TranscriptLanguage;
  /** Words the audio is likely to hold (the organization's vocabulary), for engines that take a prompt. */
  prompt?: string;
}

export interface SpeechResult {
  /** What the model heard, as ISO 639-1 (it may be a language we do not offer; the caller checks). */
  language: string | null;
  durationMs: number | null;
  words: TranscriptWord[];
  model: string;
}

export interface SpeechProvider {
  id: 'workers-ai' | 'openai';
  model: string;
  transcribe(req: SpeechRequest): Promise<SpeechResult>;
}

/** The provider failed or answered something unusable: the request is refunded and answers 503 ai_unavailable. */
export class SpeechUnavailable extends Error {}

const ms = (seconds: unknown): number | null =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) : null;

/** Words from either provider's `{ word | text, start, end, probability? }` items; items without times are dropped. */
export function toWords(items: unknown): TranscriptWord[] {
  if (!Array.isArray(items)) return [];
  const words: TranscriptWord[] = [];
  for (const item of items as Array<Record<string, unknown>>) {
    const text = String(item.word ?? item.text ?? '').trim();
    const startMs = ms(item.start);
    const endMs = ms(item.end);
    if (!text || startMs === null || endMs === null) continue;
    const p = typeof item.probability === 'number' ? item.probability : 1;
    words.push({ text: text.slice(0, 100), startMs, endMs: Math.max(startMs, endMs), confidence: Math.min(1, Math.max(0, p)) });
  }
  return words;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
