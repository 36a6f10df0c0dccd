// The logo maker's suggestions as an ask to the AI layer: other names, taglines
// and icons for a brand. The icons are the curated set's ids (an enum in the
// answer's JSON Schema), so whatever the model picks, the maker can draw.
import { z } from 'zod';
import { logoSuggestionsSchema, type LogoSuggestInput } from '../../common/contracts/logo-suggest';
import type { BrandKitSnapshot } from '../../common/contracts/brand-kits';
import type { TextRequest } from '../../platform/ai/types';
import { structuredAsk, systemFor, voiceOf } from './prompts';

const JSON_SCHEMA = z.toJSONSchema(logoSuggestionsSchema) as Record<string, unknown>;

export function logoSuggestPrompt(req: LogoSuggestInput, kit: BrandKitSnapshot | null): TextRequest {
  const voice = voiceOf(kit);
  return structuredAsk(
    { kind: 'logo_suggestions', name: req.name, tagline: req.tagline, about: req.about, locale: req.locale, voice },
    systemFor(['You are a brand designer naming small businesses and writing their logo taglines.'], voice, { locale: req.locale }),
    [
      `Brand name: ${req.name}`,
      req.tagline ? `Current tagline: ${req.tagline}` : '',
      req.about ? `What the brand does: ${req.about}` : '',
      'Suggest up to 5 other names (variants of this one a logo could carry, at most 40 characters each),',
      'up to 5 short taglines (at most 60 characters, no hashtags, no emoji),',
      'and up to 6 icons from the allowed list that say what the brand does, the most fitting first.',
    ],
    JSON_SCHEMA,
    600,
  );
}
