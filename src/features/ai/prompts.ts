// Prompts are built from the user's brief plus the brand kit snapshot, so every
// model writes in the brand's voice; the offline writer reads the same task.
import { z } from 'zod';
import {
  carouselDraftSchema,
  clipCaptionSchema,
  clipMomentsSchema,
  type ClipMomentsRequest,
  slideTextSchema,
  type CarouselDraftRequest,
  type ClipCaptionRequest,
  type SlideTextRequest,
} from '../../common/contracts/ai';
import type { BrandKitSnapshot } from '../../common/contracts/brand-kits';
import type { AiTask, TextRequest, VoiceBrief } from '../../platform/ai/types';

export const LANGUAGE = { 'pt-BR': 'Brazilian Portuguese', en: 'English' } as const;

export function voiceOf(kit: BrandKitSnapshot | null): VoiceBrief | null {
  if (!kit) return null;
  return { ...kit.voice, handle: kit.social.handle };
}

/** The brand's voice as lines of a system message; `avoid` leads the words to avoid (the script says "in any field"). */
export function voiceLines(voice: VoiceBrief | null, avoid = 'Never use these words'): string[] {
  if (!voice) return ['No brand kit: write in a clear, friendly voice.'];
  return [
    `Brand tone: ${voice.tone}.`,
    voice.description ? `How the brand speaks: ${voice.description}` : '',
    voice.audience ? `Brand audience: ${voice.audience}.` : '',
    voice.wordsToUse.length ? `Prefer these words: ${voice.wordsToUse.join(', ')}.` : '',
    voice.wordsToAvoid.length ? `${avoid}: ${voice.wordsToAvoid.join(', ')}.` : '',
    voice.handle ? `Social handle for the call to action: ${voice.handle}.` : '',
  ].filter(Boolean);
}

/**
 * The system message of a structured ask: who the model is (`role` lines), the
 * brand's voice, and JSON only; `locale` adds the language to write in after the role.
 */
export function systemFor(role: string[], voice: VoiceBrief | null, opts: { locale?: keyof typeof LANGUAGE; avoid?: string } = {}): string {
  const language = opts.locale ? [`Write in ${LANGUAGE[opts.locale]}.`] : [];
  return [...role, ...language, ...voiceLines(voice, opts.avoid), 'Answer only with JSON that follows the given schema.'].join('\n');
}

/** A structured ask: its prompt is the brief's lines (an empty one, a field left blank, is left out); the answer's schema is named after the task. */
export function structuredAsk(
  task: AiTask,
  system: string,
  lines: string[],
  schema: Record<string, unknown>,
  maxTokens: number,
): TextRequest {
  return { task, system, prompt: lines.filter(Boolean).join('\n'), schema, schemaName: task.kind, maxTokens };
}

export const CAROUSEL_DRAFT_JSON_SCHEMA = z.toJSONSchema(carouselDraftSchema) as Record<string, unknown>;

export function carouselDraftPrompt(req: CarouselDraftRequest, kit: BrandKitSnapshot | null): TextRequest {
  const voice = voiceOf(kit);
  const bodies = req.slides - 2;
  return structuredAsk(
    { kind: 'carousel_draft', topic: req.topic, audience: req.audience, slides: req.slides, locale: req.locale, voice },
    systemFor(['You write social media carousels (Instagram, LinkedIn) for brands.'], voice, { locale: req.locale }),
    [
      `Topic: ${req.topic}`,
      req.audience ? `Audience of this carousel: ${req.audience}` : '',
      `Exactly ${req.slides} slides: slide 1 has role "hook" (a scroll-stopping promise), slides 2 to ${req.slides - 1} have role "body" (${bodies} concrete points, one per slide), slide ${req.slides} has role "cta" (a call to action).`,
      'Each heading at most 8 words (120 characters); each body at most 2 short sentences (400 characters).',
      'Also give the carousel a short title.',
    ],
    CAROUSEL_DRAFT_JSON_SCHEMA,
    2048,
  );
}

export const SLIDE_TEXT_JSON_SCHEMA = z.toJSONSchema(slideTextSchema) as Record<string, unknown>;

export function slideTextPrompt(req: SlideTextRequest, kit: BrandKitSnapshot | null): TextRequest {
  const voice = voiceOf(kit);
  return structuredAsk(
    {
      kind: 'slide_text',
      topic: req.topic,
      role: req.role,
      heading: req.heading,
      body: req.body,
      locale: req.locale,
      voice,
      attempt: req.attempt,
    },
    systemFor(['You write social media carousels (Instagram, LinkedIn) for brands.'], voice, { locale: req.locale }),
    [
      `Carousel topic: ${req.topic}`,
      `Rewrite one slide with role "${req.role}" so it says the same kind of thing differently.`,
      `Current heading: ${req.heading}`,
      `Current body: ${req.body}`,
      'Keep the role. Heading at most 8 words (120 characters); body at most 2 short sentences (400 characters). Keep a leading number like "2." in the heading.',
    ],
    SLIDE_TEXT_JSON_SCHEMA,
    512,
  );
}

export const CLIP_CAPTION_JSON_SCHEMA = z.toJSONSchema(clipCaptionSchema) as Record<string, unknown>;

export function clipCaptionPrompt(req: ClipCaptionRequest, kit: BrandKitSnapshot | null): TextRequest {
  const voice = voiceOf(kit);
  return structuredAsk(
    { kind: 'clip_caption', transcript: req.transcript, title: req.title, locale: req.locale, voice },
    systemFor(['You write the post text for short vertical videos (Reels, TikTok, Shorts) for brands.'], voice, {
      locale: req.locale,
    }),
    [
      req.title ? `The clip's hook: ${req.title}` : '',
      `What is said in the clip: ${req.transcript}`,
      'Write a caption of 2 to 4 short sentences that makes people watch, ending with a call to action, and up to 5 hashtags (each starting with #, no spaces).',
    ],
    CLIP_CAPTION_JSON_SCHEMA,
    700,
  );
}

export const CLIP_MOMENTS_JSON_SCHEMA = z.toJSONSchema(clipMomentsSchema) as Record<string, unknown>;

/** The clipper's candidates, by their words only: which would work best as a short, and a title for each. */
export function clipMomentsPrompt(req: ClipMomentsRequest, kit: BrandKitSnapshot | null): TextRequest {
  const voice = voiceOf(kit);
  const language = req.language === 'pt' ? LANGUAGE['pt-BR'] : LANGUAGE.en;
  return structuredAsk(
    { kind: 'clip_moments', candidates: req.candidates },
    systemFor(
      [
        'You pick the moments of a long video that will work best as short vertical clips (Reels, TikTok, Shorts).',
        'A good clip hooks in its first seconds (a question, a number, a bold claim, speaking to the viewer), makes one complete point with a payoff, and stands on its own without the rest of the video.',
        `Write the titles in ${language}, at most 60 characters, as a hook a viewer would click, true to what is said.`,
      ],
      voice,
    ),
    [
      "Candidates (id, length, the rules' match 0-100, what is said):",
      ...req.candidates.map((c) => `- ${c.id} (${Math.round(c.durationMs / 1000)} s, match ${c.match}): ${c.text}`),
      'Give every candidate id exactly once, best first, each with a score 0-100 (how likely it works as a short) and a title.',
    ],
    CLIP_MOMENTS_JSON_SCHEMA,
    1200,
  );
}
