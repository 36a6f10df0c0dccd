// A transcript of one media asset: what was said, the time of every word, and
// which engine heard it. The same shape comes from every speech provider (the
// browser's local model, Workers AI, an OpenAI-compatible API), is stored once
// per asset and is what captions, the clipper and the editor read.
import { z } from 'zod';
import { mediaMs } from './fields';

/** Languages the product transcribes: ISO 639-1, as speech models name them. */
export const TRANSCRIPT_LANGUAGES = ['pt', 'en'] as const;
export type TranscriptLanguage = (typeof TRANSCRIPT_LANGUAGES)[number];

export const SPEECH_PROVIDERS = ['local', 'workers-ai', 'openai'] as const;
export type SpeechProvider = (typeof SPEECH_PROVIDERS)[number];

const ms = mediaMs;

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

/** Server speech takes compressed audio only, a chunk of at most 10 minutes per request. */
export const SPEECH_CHUNK_MAX_MS = 10 * 60_000;
/** Base64 of a 10-minute chunk at up to 64 kbit/s, with room. */
export const SPEECH_AUDIO_MAX_CHARS = 8 * 1024 * 1024;
/**
 * Bytes a request may carry per billed minute of audio (decision 032): Opus at
 * up to ~280 kbit/s, or 16 kHz mono 16-bit WAV. What the browser sends (Opus at
 * 24 kbit/s) is about a tenth of it.
 */
export const SPEECH_BYTES_PER_MINUTE = 2 * 1024 * 1024;
export const SPEECH_AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/wav', 'audio/mpeg', 'audio/mp4', 'audio/flac'] as const;

export const transcribeChunkSchema = z.object({
  /** The chunk's audio, base64 (JSON keeps the request's fingerprint exact for Idempotency-Key). */
  audio: z
    .string()
    .min(16)
    .max(SPEECH_AUDIO_MAX_CHARS)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
  contentType: z.enum(SPEECH_AUDIO_TYPES),
  language: z.enum(TRANSCRIPT_LANGUAGES).optional(),
  /** Where the chunk starts in the media, so the words come back in media time. */
  offsetMs: ms,
  /** The chunk's length as the client saw it: kept for the record; the charge is on the length read from the audio itself. */
  durationMs: z.number().int().min(1).max(SPEECH_CHUNK_MAX_MS),
});
export type TranscribeChunkRequest = z.output<typeof transcribeChunkSchema>;

export interface TranscribeChunkResult {
  words: TranscriptWord[];
  language: string | null;
  model: string;
  credits: number;
}

/**
 * A speech model the browser runs itself (scripts/speech-models.mjs installs
 * them; the build serves their files under content-hashed URLs). Free: it runs
 * on the user's machine.
 */
export const LOCAL_SPEECH_ENGINES = ['moonshine', 'whisper'] as const;

export interface LocalSpeechModel {
  id: string;
  label: string;
  /** Which runner hears it (client/media/speech): Moonshine's or Whisper's (decision 036). */
  engine: (typeof LOCAL_SPEECH_ENGINES)[number];
  languages: TranscriptLanguage[];
  /** The decoder's shape, for its key/value cache. */
  layers: number;
  kvHeads: number;
  headDim: number;
  /** Each file's parts in order: the build splits a file over the static-asset limit (25 MiB). */
  encoderUrls: string[];
  decoderUrls: string[];
  /** Whisper: its tokenizer.json (Moonshine's vocabulary ships with the app). */
  tokenizerUrls?: string[];
  /** Whisper: the encoder's mel bins (80; large-v3 has 128). */
  melBins?: number;
  /** The model files together: what the first use downloads (then cached for good). */
  bytes: number;
}

/** Where the client build lists the browser's speech models (written by the build, read by the Worker). */
export const SPEECH_MODELS_MANIFEST = '/speech-models.json';

/** Which speech engines there are: the browser's models by language, and the server's. The UI says plainly when there is none. */
export interface SpeechStatus {
  local: LocalSpeechModel[];
  server: { provider: Exclude<SpeechProvider, 'local'>; model: string; creditsPerMinute: number } | null;
}

/** The browser model for a language, if one is installed: the first listed that hears it. */
export const localModelFor = (status: SpeechStatus | undefined, language: TranscriptLanguage) =>
  status?.local.find((m) => m.languages.includes(language)) ?? null;

/** Every language a model installed in the browser hears (from the models' manifests: Moonshine's, an operator's Whisper). */
export const languagesHeardLocally = (status: SpeechStatus | undefined): TranscriptLanguage[] =>
  TRANSCRIPT_LANGUAGES.filter((l) => status?.local.some((m) => m.languages.includes(l)));

/**
 * How a video's speech in `language` will be heard, decided before any analysis
 * (decision 037): its stored transcript, else a browser model (free), else the
 * server engine, offered with its price and used only when the user says so,
 * else nothing (moments from sound and scenes, no captions).
 */
export type SpeechPlan =
  | { kind: 'stored' }
  | { kind: 'local'; model: LocalSpeechModel }
  | { kind: 'server'; provider: Exclude<SpeechProvider, 'local'>; creditsPerMinute: number; credits: number }
  | { kind: 'none' };

export function speechPlan(
  status: SpeechStatus | undefined,
  language: TranscriptLanguage,
  /** Minutes the server would bill for the whole video (each chunk's started minutes: library/api/transcribe serverMinutes). */
  { stored, billedMinutes }: { stored: boolean; billedMinutes: number },
): SpeechPlan {
  if (stored) return { kind: 'stored' };
  const model = localModelFor(status, language);
  if (model) return { kind: 'local', model };
  const server = status?.server;
  if (!server) return { kind: 'none' };
  const credits = server.creditsPerMinute * Math.max(1, billedMinutes);
  return { kind: 'server', provider: server.provider, creditsPerMinute: server.creditsPerMinute, credits };
}
