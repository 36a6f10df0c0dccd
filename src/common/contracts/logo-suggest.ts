// The logo maker's AI suggestions (issue 34): from the brand's name, tagline and
// a few words on what it does, other names, taglines and icons of the curated
// set. 1 credit with a model (ai_text); offline, rules write them (labelled).
// The request is what the "Suggest" form and the Worker both check.
import { z } from 'zod';
import { LOCALES } from '../locales';
import { LOGO_ICON_IDS } from '../brand/logo-icons';
import type { AiAnswer } from './ai';
import { kitIdSchema } from './ai';
import { LOGO_NAME_MAX, LOGO_TAGLINE_MAX } from './logo';

export const LOGO_ABOUT_MAX = 120;

export const logoSuggestRequestSchema = z.object({
  name: z.string().trim().min(1, 'validation.logoNameRequired').max(LOGO_NAME_MAX, 'validation.logoNameTooLong'),
  tagline: z.string().trim().max(LOGO_TAGLINE_MAX, 'validation.logoTaglineTooLong').default(''),
  /** What the brand does, in the user's words ("cafeteria", "dog grooming"): where icons and taglines come from. */
  about: z.string().trim().max(LOGO_ABOUT_MAX, 'validation.logoAboutTooLong').default(''),
  locale: z.enum(LOCALES),
  kitId: kitIdSchema,
});
export type LogoSuggestRequest = z.input<typeof logoSuggestRequestSchema>;
export type LogoSuggestInput = z.output<typeof logoSuggestRequestSchema>;

/** What the model answers: every field fits the logo document, and icons are ids of the curated set (an enum in the JSON Schema). */
export const logoSuggestionsSchema = z.object({
  names: z.array(z.string().trim().min(1).max(LOGO_NAME_MAX)).min(1).max(5),
  taglines: z.array(z.string().trim().min(1).max(LOGO_TAGLINE_MAX)).min(1).max(5),
  icons: z
    .array(z.enum(LOGO_ICON_IDS as [string, ...string[]]))
    .min(1)
    .max(6),
});
export type LogoSuggestions = z.output<typeof logoSuggestionsSchema>;

export interface LogoSuggestResult extends AiAnswer {
  suggestions: LogoSuggestions;
}
