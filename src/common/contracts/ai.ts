// The AI layer's inputs and outputs that client and Worker share. Each
// structured output has one zod schema: the JSON schema the model is asked to
// follow is derived from it, and the model's answer is checked against it.
import { z } from 'zod';
import { LOCALES } from '../locales';

export const AI_PROVIDERS = ['offline', 'workers-ai', 'openai'] as const;
export type AiProviderId = (typeof AI_PROVIDERS)[number];

export interface AiStatus {
  provider: AiProviderId;
  /** True for the offline provider: the UI says "offline mode". */
  offline: boolean;
  textModel: string;
  imageModel: string;
}

/**
 * What every AI answer carries besides its content: the logged generation it
 * came from, whether the offline provider wrote it (the UI says so), and the
 * credits it cost.
 */
export interface AiAnswer {
  generationId: string;
  offline: boolean;
  credits: number;
}

export const DRAFT_SLIDES_MIN = 3;
export const DRAFT_SLIDES_MAX = 10;
export const TOPIC_MAX = 200;

/** A brand kit of the organization to write with; none means its default kit. */
export const kitIdSchema = z.string().max(64).nullish();
/** What a draft is about. */
export const topicSchema = z.string().trim().min(1, 'validation.topicRequired').max(TOPIC_MAX, 'validation.topicTooLong');
/** The brief every "new from an AI draft" dialog asks for: the topic, and who it is for (optional). */
export const draftBriefFields = { topic: topicSchema, audience: z.string().trim().max(200, 'validation.textTooLong').default('') };

export const carouselDraftRequestSchema = z.object({
  ...draftBriefFields,
  slides: z.number().int().min(DRAFT_SLIDES_MIN, 'validation.slidesRange').max(DRAFT_SLIDES_MAX, 'validation.slidesRange'),
  locale: z.enum(LOCALES),
  kitId: kitIdSchema,
});
export type CarouselDraftRequest = z.infer<typeof carouselDraftRequestSchema>;

export const SLIDE_ROLES = ['hook', 'body', 'cta'] as const;
export const slideTextSchema = z.object({
  role: z.enum(SLIDE_ROLES),
  heading: z.string().trim().min(1).max(120),
  body: z.string().trim().max(400),
});
export type SlideText = z.infer<typeof slideTextSchema>;

/** What the model returns for a draft: a hook, body slides, a call to action. */
export const carouselDraftSchema = z.object({
  title: z.string().trim().min(1).max(120),
  slides: z.array(slideTextSchema).min(DRAFT_SLIDES_MIN).max(DRAFT_SLIDES_MAX),
});
export type CarouselDraft = z.infer<typeof carouselDraftSchema>;

/**
 * The order a drafted sequence (a carousel's slides, a story's screens) must have, which a JSON
 * schema cannot say: the count asked, the hook first, the call to action last, `middle`'s role
 * between. The answer is what the model is told when it is asked again; `noun` names one item.
 */
export function hookToCtaProblem(
  roles: readonly string[],
  count: number,
  noun: string,
  middle: { role: string; rule: string },
): string | null {
  if (roles.length !== count) return `expected ${count} ${noun}s, got ${roles.length}`;
  if (roles[0] !== 'hook') return `the first ${noun} must be the hook`;
  if (roles.at(-1) !== 'cta') return `the last ${noun} must be the call to action`;
  if (roles.slice(1, -1).some((r) => r !== middle.role)) return middle.rule;
  return null;
}

/** The shape rules the JSON schema cannot say: count, first is the hook, last the call to action. */
export const draftShapeProblem = (draft: CarouselDraft, slides: number): string | null =>
  hookToCtaProblem(
    draft.slides.map((s) => s.role),
    slides,
    'slide',
    { role: 'body', rule: 'the middle slides must be body slides' },
  );

export interface CarouselDraftResult extends AiAnswer {
  draft: CarouselDraft;
  provider: AiProviderId;
}

/** One slide's text written again (the rest of the carousel stays). */
export const slideTextRequestSchema = z.object({
  topic: topicSchema,
  role: z.enum(SLIDE_ROLES),
  heading: z.string().max(400),
  body: z.string().max(2000),
  locale: z.enum(LOCALES),
  kitId: kitIdSchema,
  /** How many times this slide was rewritten: each attempt gets another version. */
  attempt: z.number().int().min(0).max(1000),
});
export type SlideTextRequest = z.infer<typeof slideTextRequestSchema>;

export interface SlideTextResult extends AiAnswer {
  text: SlideText;
}

/** A post caption for a finished clip, from what is said in it (its transcript text only). */
export const CLIP_CAPTION_MAX = 2200;
export const clipCaptionRequestSchema = z.object({
  /** What is said in the clip; the video itself never reaches the AI layer. */
  transcript: z.string().trim().min(1, 'validation.textRequired').max(6000, 'validation.textTooLong'),
  title: z.string().max(200),
  locale: z.enum(LOCALES),
  kitId: kitIdSchema,
});
export type ClipCaptionRequest = z.infer<typeof clipCaptionRequestSchema>;
export const clipCaptionSchema = z.object({
  caption: z.string().min(1).max(CLIP_CAPTION_MAX),
  hashtags: z.array(z.string().regex(/^#[\p{L}\p{N}_]{1,60}$/u)).max(10),
});
export type ClipCaption = z.infer<typeof clipCaptionSchema>;
export interface ClipCaptionResult extends AiAnswer {
  text: ClipCaption;
}

/**
 * The clipper's best candidates, re-ranked and titled by the AI layer from
 * their transcript text only (free: analysis is free). The rules' match goes
 * along so the offline provider keeps it and a model can weigh it.
 */
export const CLIP_MOMENTS_MAX_CANDIDATES = 12;
export const clipMomentsRequestSchema = z.object({
  /** The spoken language, which the titles are written in. */
  language: z.enum(['pt', 'en']),
  kitId: kitIdSchema,
  candidates: z
    .array(
      z.object({
        id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'validation.invalidValue'),
        text: z.string().trim().min(1, 'validation.textRequired').max(1500, 'validation.textTooLong'),
        durationMs: z
          .number()
          .int()
          .min(1)
          .max(10 * 60_000),
        match: z.number().int().min(0).max(100),
      }),
    )
    .min(1, 'validation.required')
    .max(CLIP_MOMENTS_MAX_CANDIDATES, 'validation.tooMany'),
});
export type ClipMomentsRequest = z.infer<typeof clipMomentsRequestSchema>;
export const clipMomentsSchema = z.object({
  moments: z.array(
    z.object({
      id: z.string().max(40),
      /** How likely it works as a short, 0–100, in the model's judgement. */
      score: z.number().int().min(0).max(100),
      title: z.string().trim().min(1).max(80),
    }),
  ),
});
export type ClipMomentsRanking = z.infer<typeof clipMomentsSchema>;
/** Every candidate once, and nothing else: a ranking that drops or invents one is asked again. */
export function rankingProblem(ranking: ClipMomentsRanking, ids: readonly string[]): string | null {
  const seen = ranking.moments.map((m) => m.id);
  if (seen.length !== ids.length || new Set(seen).size !== seen.length || seen.some((id) => !ids.includes(id)))
    return `rank every candidate id exactly once: ${ids.join(', ')}`;
  return null;
}
export interface ClipMomentsResult {
  /** Best first. */
  moments: Array<{ id: string; match: number; title: string }>;
  generationId: string;
  offline: boolean;
}
