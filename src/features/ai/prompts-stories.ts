// The story draft's prompt: the brief plus the brand kit snapshot, so every
// model writes the screens in the brand's voice; the offline writer reads the same task.
import { z } from 'zod';
import { STORY_DURATION, storyDraftSchema, type StoryDraftRequest } from '../../common/contracts/story';
import type { BrandKitSnapshot } from '../../common/contracts/brand-kits';
import type { TextRequest } from '../../platform/ai/types';
import { voiceOf } from './prompts';

const LANGUAGE = { 'pt-BR': 'Brazilian Portuguese', en: 'English' } as const;

export const STORY_DRAFT_JSON_SCHEMA = z.toJSONSchema(storyDraftSchema) as Record<string, unknown>;

export function storyDraftPrompt(req: StoryDraftRequest, kit: BrandKitSnapshot | null): TextRequest {
  const voice = voiceOf(kit);
  const points = req.slides - 2;
  return {
    task: { kind: 'story_draft', topic: req.topic, audience: req.audience, screens: req.slides, locale: req.locale, voice },
    system: [
      'You write vertical stories (Instagram and Facebook Stories, 9:16 screens shown a few seconds each) for brands.',
      `Write in ${LANGUAGE[req.locale]}.`,
      voice
        ? [
            `Brand tone: ${voice.tone}.`,
            voice.description ? `How the brand speaks: ${voice.description}` : '',
            voice.audience ? `Brand audience: ${voice.audience}.` : '',
            voice.wordsToUse.length ? `Prefer these words: ${voice.wordsToUse.join(', ')}.` : '',
            voice.wordsToAvoid.length ? `Never use these words: ${voice.wordsToAvoid.join(', ')}.` : '',
            voice.handle ? `Social handle for the call to action: ${voice.handle}.` : '',
          ]
            .filter(Boolean)
            .join('\n')
        : 'No brand kit: write in a clear, friendly voice.',
      'Answer only with JSON that follows the given schema.',
    ].join('\n'),
    prompt: [
      `Topic: ${req.topic}`,
      req.audience ? `Audience of this story: ${req.audience}` : '',
      `Exactly ${req.slides} screens: screen 1 has role "hook" (stops the tap-through), screens 2 to ${req.slides - 1} have role "point" (${points} points, one per screen), screen ${req.slides} has role "cta" (a call to action: reply, follow, tap the link).`,
      'Each heading at most 6 words (80 characters); each body one short sentence (200 characters): a screen is read in seconds.',
      `Give each screen the seconds it needs to be read, between ${STORY_DURATION.min} and ${STORY_DURATION.max} (usually 3 to 7).`,
      'Also give the story a short title.',
    ]
      .filter(Boolean)
      .join('\n'),
    schema: STORY_DRAFT_JSON_SCHEMA,
    schemaName: 'story_draft',
    maxTokens: 1500,
  };
}
