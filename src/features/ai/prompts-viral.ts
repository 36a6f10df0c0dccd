// The viral predictor's text score as an ask to the AI layer: the model judges
// a hook or caption for one network against the same checklist the rules score
// (decision 054); offline, the rules answer for it.
import { z } from 'zod';
import { viralJudgementSchema, type ViralTextInput } from '../../common/contracts/viral';
import type { BrandKitSnapshot } from '../../common/contracts/brand-kits';
import type { TextRequest } from '../../platform/ai/types';
import { systemFor, voiceOf } from './prompts';

const JSON_SCHEMA = z.toJSONSchema(viralJudgementSchema) as Record<string, unknown>;
const NAMES = { instagram: 'Instagram Reels', tiktok: 'TikTok', linkedin: 'LinkedIn', youtube_shorts: 'YouTube Shorts', x: 'X' } as const;

export function viralTextPrompt(req: ViralTextInput, kit: BrandKitSnapshot | null): TextRequest {
  const voice = voiceOf(kit);
  return {
    task: { kind: 'viral_text_score', text: req.text, role: req.role, network: req.network, locale: req.language, voice },
    system: systemFor(['You review short-video hooks and post captions against known practices. You never promise views.'], voice, {
      locale: req.language,
    }),
    prompt: [
      `Score this ${req.role === 'hook' ? 'opening hook' : 'post caption'} for ${NAMES[req.network]} from 0 to 100, as a checklist of known practices:`,
      'a first sentence that opens with a question, a number or "you" within about 12 words; a length that reads well on the network;',
      "the network's usual number of hashtags; the brand's words used and its words to avoid left out.",
      'Give up to three short reasons and a "rewrite" of the text that follows them.',
      '',
      req.text,
    ].join('\n'),
    schema: JSON_SCHEMA,
    schemaName: 'viral_text_score',
    maxTokens: 700,
  };
}
