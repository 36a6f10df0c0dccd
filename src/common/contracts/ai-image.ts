// An AI image from a prompt (issue 34): the request the image editor's "from a
// prompt" form and the Worker both check, and the answer, a library image.
import { z } from 'zod';
import { LOCALES } from '../locales';
import type { AiAnswer } from './ai';
import type { AssetView } from './media';

export const IMAGE_PROMPT_MIN = 3;
/** Well under FLUX schnell's 2048 characters; a longer description does not make a better picture. */
export const IMAGE_PROMPT_MAX = 500;
/**
 * The size asked for. Workers AI's FLUX schnell takes no size and answers
 * 1024 × 1024; every provider is asked the same, so the editor crops or
 * resizes it like any photo.
 */
export const AI_IMAGE_SIDE = 1024;

export const aiImageRequestSchema = z.object({
  prompt: z.string().trim().min(IMAGE_PROMPT_MIN, 'validation.imagePromptTooShort').max(IMAGE_PROMPT_MAX, 'validation.imagePromptTooLong'),
  /** The language of the offline placeholder's label and of the library name. */
  locale: z.enum(LOCALES),
});
export type AiImageRequest = z.infer<typeof aiImageRequestSchema>;

export interface AiImageResult extends AiAnswer {
  /** The generated image, already in the organization's library. */
  asset: AssetView;
}
