// The story project document (kind `story`): 9:16 screens (1080×1920) in the
// carousel's element model, so the carousel's canvas, templates and export
// draw them unchanged, plus what only a story has: how long each screen stays
// and how it comes in. The AI draft's request and answer live here too.
import { z } from 'zod';
import { draftBriefFields, hookToCtaProblem, kitIdSchema, TOPIC_MAX, type AiAnswer } from './ai';
import { LOCALES } from '../locales';
import { kitSnapshotSchema } from './brand-kits';
import { CAROUSEL_FORMATS, checkUniqueIds, slideSchema, SLIDES_MAX, type Slide } from './carousel';

export const STORY_SIZE = CAROUSEL_FORMATS.story;
export const STORY_DOCUMENT_MAX_BYTES = 512 * 1024;
export const STORY_SLIDES_MAX = SLIDES_MAX;

/** Seconds a screen stays: Instagram and TikTok stories show an image 5 s by default. */
export const STORY_DURATION = { min: 1, max: 15, default: 5, step: 0.5 } as const;
export const STORY_TRANSITIONS = ['cut', 'fade', 'slide'] as const;
export type StoryTransition = (typeof STORY_TRANSITIONS)[number];
export const DEFAULT_TRANSITION: StoryTransition = 'fade';
/** The longest a transition takes; never more than half of the screen it brings in. */
export const TRANSITION_MS = 500;
/** Frames per second of the MP4 slideshow. */
export const STORY_FPS = 30;

export const storySlideSchema = slideSchema.extend({
  /** Seconds on screen, the transition into it included. */
  duration: z.number().finite().min(STORY_DURATION.min, 'validation.storyDuration').max(STORY_DURATION.max, 'validation.storyDuration'),
  /** How it comes in over the screen before it (the first screen just starts). */
  transition: z.enum(STORY_TRANSITIONS),
});
export type StorySlide = z.output<typeof storySlideSchema>;

export const storyDocumentSchema = z
  .object({
    version: z.literal(1),
    /** Always the carousel's 9:16 format, so carousel drawing and export read a story as they read a carousel. */
    format: z.literal('story'),
    slides: z.array(storySlideSchema).min(1, 'validation.slidesMin').max(STORY_SLIDES_MAX, 'validation.storySlidesMax'),
    /** The brand kit applied, as a snapshot (decision 009). */
    brand: kitSnapshotSchema.nullable(),
  })
  .superRefine((doc, ctx) => checkUniqueIds(doc.slides, ctx));
export type StoryDocument = z.output<typeof storyDocumentSchema>;

export const slideDurationMs = (s: Pick<StorySlide, 'duration'>) => Math.round(s.duration * 1000);
export const storyDurationMs = (doc: Pick<StoryDocument, 'slides'>) => doc.slides.reduce((n, s) => n + slideDurationMs(s), 0);

export type StorySummary = {
  slideCount: number;
  durationMs: number;
  /** The first screen and the kit: enough to draw the thumbnail. */
  cover: { slide: Slide; brand: StoryDocument['brand'] };
};

/** What the projects list shows without loading the document. */
export const storySummary = (doc: StoryDocument): StorySummary => {
  const { duration: _d, transition: _t, ...first } = doc.slides[0]!;
  return { slideCount: doc.slides.length, durationMs: storyDurationMs(doc), cover: { slide: first, brand: doc.brand } };
};

/** The library images a story draws (image elements); each must be the organization's. */
export const storyAssetIds = (doc: StoryDocument): string[] => [
  ...new Set(doc.slides.flatMap((s) => s.elements.flatMap((e) => (e.type === 'image' && e.assetId ? [e.assetId] : [])))),
];

// The AI draft: a hook screen, a few screens of one point each, a call to
// action; short texts, since a story screen is read in a few seconds.
export const STORY_DRAFT_SLIDES = { min: 3, max: 10, default: 5 } as const;
export const STORY_TOPIC_MAX = TOPIC_MAX;

export const storyDraftRequestSchema = z.object({
  ...draftBriefFields,
  slides: z
    .number()
    .int('validation.slidesRange')
    .min(STORY_DRAFT_SLIDES.min, 'validation.slidesRange')
    .max(STORY_DRAFT_SLIDES.max, 'validation.slidesRange'),
  locale: z.enum(LOCALES),
  kitId: kitIdSchema,
});
export type StoryDraftRequest = z.infer<typeof storyDraftRequestSchema>;

export const STORY_ROLES = ['hook', 'point', 'cta'] as const;
export const storyScreenSchema = z.object({
  role: z.enum(STORY_ROLES),
  heading: z.string().trim().min(1).max(80),
  body: z.string().trim().max(200),
  /** Seconds the screen needs to be read (the editor keeps it within 1–15). */
  seconds: z.number().min(STORY_DURATION.min).max(STORY_DURATION.max),
});
export type StoryScreen = z.infer<typeof storyScreenSchema>;

export const storyDraftSchema = z.object({
  title: z.string().trim().min(1).max(120),
  screens: z.array(storyScreenSchema).min(STORY_DRAFT_SLIDES.min).max(STORY_DRAFT_SLIDES.max),
});
export type StoryDraft = z.infer<typeof storyDraftSchema>;

/** The rules a JSON schema cannot say: the count asked, the hook first, the call to action last, points between. */
export const storyDraftProblem = (draft: StoryDraft, screens: number): string | null =>
  hookToCtaProblem(
    draft.screens.map((s) => s.role),
    screens,
    'screen',
    { role: 'point', rule: 'the screens between must be points' },
  );

export interface StoryDraftResult extends AiAnswer {
  draft: StoryDraft;
}
