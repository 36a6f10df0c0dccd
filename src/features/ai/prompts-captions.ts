// The caption generator's prompt and its whole ask to the AI layer: built from
// the source text, the platforms' rules and the brand kit's voice; the check
// refuses (so the layer asks once more) a variant over its platform's limit; a
// word the brand avoids is asked away once, then flagged (decision 033).
import { z } from 'zod';
import {
  avoidedWordsInCaptions,
  CAPTION_VARIANTS,
  postCaptionsProblem,
  postCaptionsSchema,
  type PostCaptions,
  type PostCaptionsInput,
} from '../../common/contracts/caption';
import { PLATFORM_RULES, type Platform } from '../../common/contracts/caption-platforms';
import type { BrandKitSnapshot } from '../../common/contracts/brand-kits';
import type { TextRequest } from '../../platform/ai/types';
import { systemFor, voiceOf } from './prompts';

const NAMES: Record<Platform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  youtube_shorts: 'YouTube Shorts',
  x: 'X',
};
const SOURCES = {
  brief: 'a brief written by the user',
  carousel: "a carousel's slide texts",
  clip: "a short video clip's headline and spoken words",
  transcript: "a video's transcript",
} as const;

function platformLine(p: Platform): string {
  const r = PLATFORM_RULES[p];
  const limit =
    p === 'x'
      ? `at most ${r.maxLength} characters as X counts them (a URL 23, an emoji or CJK character 2)`
      : `at most ${r.maxLength} characters`;
  const title = r.titleMax ? `; a "title" of at most ${r.titleMax} characters (required), the rest is the description` : '; "title" empty';
  const tags = `${r.suggestedHashtags} hashtags${r.maxHashtags ? ` (never more than ${r.maxHashtags})` : ''}`;
  return `- ${p} (${NAMES[p]}): the whole post (text, call to action and hashtags joined by blank lines) ${limit}${title}; ${tags}.`;
}

export const POST_CAPTIONS_JSON_SCHEMA = z.toJSONSchema(postCaptionsSchema) as Record<string, unknown>;

export function postCaptionsPrompt(req: PostCaptionsInput, kit: BrandKitSnapshot | null): TextRequest {
  const voice = voiceOf(kit);
  return {
    task: { kind: 'post_captions', source: req.source, platforms: req.platforms, locale: req.language, voice },
    system: systemFor(['You write social media post captions for brands, fitted to each platform.'], voice, { locale: req.language }),
    prompt: [
      `Source (${SOURCES[req.source.kind]})${req.source.label ? `, "${req.source.label}"` : ''}:`,
      req.source.text,
      '',
      `For each platform below write exactly ${CAPTION_VARIANTS} different variants. Each variant has "text" (the caption, no hashtags in it), "cta" (one call to action sentence), "hashtags" (each starting with #, no spaces) and "title".`,
      ...req.platforms.map(platformLine),
      'Answer with one entry per platform, in the order given.',
    ].join('\n'),
    schema: POST_CAPTIONS_JSON_SCHEMA,
    schemaName: 'post_captions',
    maxTokens: 900 * req.platforms.length,
  };
}

/** What the route hands to generateForOrg: the prompt from the kit, the schema, and the rules it cannot say. */
export function postCaptionsAsk(req: PostCaptionsInput) {
  return {
    tool: 'captions',
    kitId: req.kitId,
    item: 'ai_text' as const,
    prompt: (kit: BrandKitSnapshot | null) => postCaptionsPrompt(req, kit),
    schema: postCaptionsSchema,
    // The platforms' limits are rules; the kit's words to avoid are asked away once, then flagged (decision 033).
    check: (value: PostCaptions, _kit: BrandKitSnapshot | null) => postCaptionsProblem(value, req.platforms, []),
    avoided: (value: PostCaptions, kit: BrandKitSnapshot | null) => avoidedWordsInCaptions(value, kit?.voice.wordsToAvoid ?? []),
  };
}
