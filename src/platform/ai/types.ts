// One interface for generative AI, three implementations chosen by
// configuration (workers-ai, openai, offline). No business rules here: prompts,
// credits and records live in src/features/ai.
import type { AiProviderId } from '../../common/contracts/ai';
import type { Locale } from '../../common/locales';

/** The brand's voice as a prompt (and the offline writer) needs it. */
export interface VoiceBrief {
  tone: string;
  audience: string;
  wordsToUse: string[];
  wordsToAvoid: string[];
  description: string;
  handle: string;
}

/**
 * What is being asked, in data: models read the prompt made from it; the
 * offline provider writes from it directly, since it has no model.
 */
export type AiTask =
  | { kind: 'carousel_draft'; topic: string; audience: string; slides: number; locale: Locale; voice: VoiceBrief | null }
  | {
      kind: 'slide_text';
      topic: string;
      role: 'hook' | 'body' | 'cta';
      heading: string;
      body: string;
      locale: Locale;
      voice: VoiceBrief | null;
      attempt: number;
    }
  | { kind: 'clip_caption'; transcript: string; title: string; locale: Locale; voice: VoiceBrief | null }
  | { kind: 'story_draft'; topic: string; audience: string; screens: number; locale: Locale; voice: VoiceBrief | null }
  | { kind: 'clip_moments'; candidates: Array<{ id: string; text: string; durationMs: number; match: number }> }
  | {
      kind: 'post_captions';
      source: { kind: 'brief' | 'carousel' | 'clip' | 'transcript'; label: string; text: string };
      platforms: Array<'instagram' | 'tiktok' | 'linkedin' | 'youtube_shorts' | 'x'>;
      locale: Locale;
      voice: VoiceBrief | null;
    }
  | {
      kind: 'viral_text_score';
      text: string;
      role: 'hook' | 'caption';
      network: 'instagram' | 'tiktok' | 'linkedin' | 'youtube_shorts' | 'x';
      locale: Locale;
      voice: VoiceBrief | null;
    }
  | { kind: 'subtitles_translate'; from: 'pt' | 'en'; to: 'pt' | 'en'; cues: Array<{ id: string; text: string }>; voice: VoiceBrief | null }
  | { kind: 'title_topics'; titles: Array<{ id: string; title: string }>; max: number; locale: Locale }
  | { kind: 'logo_suggestions'; name: string; tagline: string; about: string; locale: Locale; voice: VoiceBrief | null }
  | {
      kind: 'script_draft';
      topic: string;
      audience: string;
      targetSeconds: number;
      format: 'talking_head' | 'tutorial' | 'story' | 'ad';
      wordsPerMinute: number;
      locale: Locale;
      voice: VoiceBrief | null;
    };

export interface TextRequest {
  task: AiTask;
  system: string;
  prompt: string;
  /** JSON Schema of the answer; models are asked to follow it. */
  schema: Record<string, unknown>;
  schemaName: string;
  maxTokens?: number;
}

export interface TextResult {
  /** The parsed JSON answer, or the raw text when it was not JSON. */
  output: unknown;
  model: string;
}

export interface ImageRequest {
  prompt: string;
  width: number;
  height: number;
  /** Same seed, same image (the offline provider; models that take one). */
  seed?: string;
  colors?: string[];
  /** The language of any words an image carries (the offline placeholder's label). */
  locale?: Locale;
}

export interface ImageResult {
  bytes: Uint8Array;
  contentType: string;
  model: string;
}

export interface AiProvider {
  id: AiProviderId;
  textModel: string;
  imageModel: string;
  generateText(request: TextRequest): Promise<TextResult>;
  generateImage(request: ImageRequest): Promise<ImageResult>;
}

/** The provider could not answer (network, refusal, quota): nothing was made. */
export class AiUnavailable extends Error {}

/** Model answers are JSON in a string more often than not; a fenced block too. */
export function parseJsonAnswer(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```$/, '')
    .trim();
  try {
    return JSON.parse(text);
  } catch {
    return value;
  }
}

export const base64ToBytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
