// The caption generator's contract: what the page asks the AI layer for (post
// captions per platform from a source text), what the model must answer, and
// the saved caption (a project of kind `caption`, one per history entry).
import { z } from 'zod';
import { kitIdSchema, type AiAnswer } from './ai';
import { LOCALES } from '../locales';
import {
  composePost,
  measure,
  PLATFORMS,
  PLATFORM_RULES,
  POST_TEXT_MAX,
  postProblem,
  TITLE_MAX,
  wordsIn,
  type Platform,
} from './caption-platforms';

export const CAPTION_SOURCE_KINDS = ['brief', 'carousel', 'clip', 'transcript'] as const;
export type CaptionSourceKind = (typeof CAPTION_SOURCE_KINDS)[number];
/** The source text the client gathers (a brief, a carousel's slides, a clip's words, a transcript) is bounded here. */
export const CAPTION_SOURCE_MAX = 8000;
export const CAPTION_VARIANTS = 3;

export const captionSourceSchema = z.object({
  kind: z.enum(CAPTION_SOURCE_KINDS),
  /** What the source is called (a project's or a video's name), shown in the history; empty for a brief. */
  label: z.string().trim().max(200, 'validation.textTooLong').default(''),
  text: z.string().trim().min(1, 'validation.captionSourceRequired').max(CAPTION_SOURCE_MAX, 'validation.captionSourceTooLong'),
});
export type CaptionSource = z.output<typeof captionSourceSchema>;

export const postCaptionsRequestSchema = z.object({
  source: captionSourceSchema,
  platforms: z
    .array(z.enum(PLATFORMS, { message: 'validation.invalidValue' }))
    .min(1, 'validation.platformsRequired')
    .max(PLATFORMS.length)
    .refine((p) => new Set(p).size === p.length, 'validation.duplicateId'),
  language: z.enum(LOCALES),
  kitId: kitIdSchema,
});
export type PostCaptionsRequest = z.input<typeof postCaptionsRequestSchema>;
export type PostCaptionsInput = z.output<typeof postCaptionsRequestSchema>;

const hashtag = z.string().regex(/^#[\p{L}\p{N}_]{1,60}$/u);
export const captionVariantSchema = z.object({
  /** YouTube Shorts only (its title); empty elsewhere. */
  title: z.string().trim().max(TITLE_MAX),
  text: z.string().trim().min(1).max(POST_TEXT_MAX),
  cta: z.string().trim().max(300),
  hashtags: z.array(hashtag).max(60),
});
export type CaptionVariant = z.output<typeof captionVariantSchema>;

/** What the model answers: every platform asked, each with its variants. */
export const postCaptionsSchema = z.object({
  platforms: z.array(z.object({ platform: z.enum(PLATFORMS), variants: z.array(captionVariantSchema).min(1).max(CAPTION_VARIANTS) })),
});
export type PostCaptions = z.output<typeof postCaptionsSchema>;

export const variantPost = (v: CaptionVariant) => composePost(v);

/**
 * The rules the schema cannot say, so the layer asks once more when broken:
 * every platform asked exactly once with all its variants, each within its
 * platform's limits and free of the words the brand avoids.
 */
export function postCaptionsProblem(value: PostCaptions, platforms: readonly Platform[], avoid: readonly string[]): string | null {
  const seen = value.platforms.map((p) => p.platform);
  if (seen.length !== platforms.length || platforms.some((p) => !seen.includes(p)))
    return `answer for exactly these platforms, once each: ${platforms.join(', ')}`;
  for (const { platform, variants } of value.platforms) {
    if (variants.length !== CAPTION_VARIANTS) return `${platform}: write exactly ${CAPTION_VARIANTS} variants`;
    for (const [i, v] of variants.entries()) {
      const problem = postProblem(platform, variantPost(v), v.title, avoid);
      if (problem) return `variant ${i + 1} of ${problem}`;
    }
  }
  return null;
}

export interface PostCaptionsResult extends AiAnswer {
  captions: PostCaptions;
  /** The brand's words to avoid the captions still use after they were asked again (decision 033); shown, not refused. */
  avoidedWords: string[];
}

/** The words of `avoid` any variant uses (its title and whole post), in the order given. */
export function avoidedWordsInCaptions(value: PostCaptions, avoid: readonly string[]): string[] {
  const all = value.platforms.flatMap((p) => p.variants.map((v) => `${v.title}\n${variantPost(v)}`)).join('\n');
  return wordsIn(all, avoid);
}

// The saved caption: one history entry, its source summarised (not copied whole).
export const CAPTION_DOCUMENT_MAX_BYTES = 64 * 1024;
export const CAPTION_EXCERPT_MAX = 300;

export const captionDocumentSchema = z
  .object({
    version: z.literal(1),
    source: z.object({
      kind: z.enum(CAPTION_SOURCE_KINDS),
      label: z.string().max(200),
      excerpt: z.string().max(CAPTION_EXCERPT_MAX),
    }),
    platform: z.enum(PLATFORMS),
    language: z.enum(LOCALES),
    title: z.string().max(TITLE_MAX, 'validation.captionTitleTooLong'),
    text: z.string().trim().min(1, 'validation.textRequired').max(POST_TEXT_MAX, 'validation.captionOverLimit'),
    hashtags: z.array(z.string().max(61)).max(60),
    generationId: z.string().max(64).nullable(),
  })
  .superRefine((doc, ctx) => {
    // A saved caption may lack a YouTube title (a draft), but never breaks a limit.
    const m = measure(doc.platform, doc.text, doc.title);
    if (m.over || m.hashtagsOver) ctx.addIssue({ code: 'custom', message: 'validation.captionOverLimit', path: ['text'] });
    if (m.titleOver) ctx.addIssue({ code: 'custom', message: 'validation.captionTitleTooLong', path: ['title'] });
  });
export type CaptionDocument = z.output<typeof captionDocumentSchema>;

// A type, not an interface: the projects list reads summaries as records.
export type CaptionSummary = {
  platform: Platform;
  language: CaptionDocument['language'];
  sourceKind: CaptionSourceKind;
  sourceLabel: string;
  excerpt: string;
  hashtags: number;
};

/** What the history list shows without loading the document. */
export const captionSummary = (doc: CaptionDocument): CaptionSummary => ({
  platform: doc.platform,
  language: doc.language,
  sourceKind: doc.source.kind,
  sourceLabel: doc.source.label,
  excerpt: (doc.title ? `${doc.title} — ${doc.text}` : doc.text).slice(0, 160),
  hashtags: doc.hashtags.length,
});

export { PLATFORMS, PLATFORM_RULES };
