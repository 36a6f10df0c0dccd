// A transcript of one media asset: what was said, the time of every word, and
// which engine heard it. The same shape comes from every speech provider (the
// browser's local model, Workers AI, an OpenAI-compatible API), is stored once
// per asset and is what captions, the clipper and the editor read.
import { z } from 'zod';

/** Languages the product transcribes: ISO 639-1, as speech models name them. */
export const TRANSCRIPT_LANGUAGES = ['pt', 'en'] as const;
export type TranscriptLanguage = (typeof TRANSCRIPT_LANGUAGES)[number];

export const SPEECH_PROVIDERS = ['local', 'workers-ai', 'openai'] as const;
export type SpeechProvider = (typeof SPEECH_PROVIDERS)[number];

/** Milliseconds from the start of the media; whole numbers so documents compare exactly. */
const ms = z.number().int().min(0).max(24 * 3600 * 1000);

export const transcriptWordSchema = z
  .object({
    text: z.string().min(1).max(100),
    startMs: ms,
    endMs: ms,
    /** 0..1; a provider that gives none says 1. */
    confidence: z.number().min(0).max(1),
  })
  .refine((w) => w.endMs >= w.startMs, { message: 'endMs before startMs', path: ['endMs'] });
export type TranscriptWord = z.output<typeof transcriptWordSchema>;

export const transcriptSegmentSchema = z
  .object({
    startMs: ms,
    endMs: ms,
    text: z.string().max(5000),
    words: z.array(transcriptWordSchema).max(2000),
  })
  .refine((s) => s.endMs >= s.startMs, { message: 'endMs before startMs', path: ['endMs'] });
export type TranscriptSegment = z.output<typeof transcriptSegmentSchema>;

export const transcriptSchema = z.object({
  version: z.literal(1),
  language: z.enum(TRANSCRIPT_LANGUAGES),
  durationMs: ms,
  engine: z.object({ provider: z.enum(SPEECH_PROVIDERS), model: z.string().min(1).max(200) }),
  /** Sentences in time order; a long recording has thousands (an hour is ~10,000 words). */
  segments: z.array(transcriptSegmentSchema).max(20_000),
});
export type Transcript = z.output<typeof transcriptSchema>;
