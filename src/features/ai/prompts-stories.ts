// The story draft's prompt: the brief plus the brand kit snapshot, so every
// model writes the screens in the brand's voice; the offline writer reads the same task.
import { z } from 'zod';
import { STORY_DURATION, storyDraftSchema, type StoryDraftRequest } from '../../common/contracts/story';
import type { BrandKitSnapshot } from '../../common/contracts/brand-kits';
import type { TextRequest } from '../../platform/ai/types';
import { structuredAsk, systemFor, voiceOf } from './prompts';

export const STORY_DRAFT_JSON_SCHEMA = z.toJSONSchema(storyDraftSchema) as Record<string, unknown>;

export function storyDraftPrompt(req: StoryDraftRequest, kit: BrandKitSnapshot | null): TextRequest {
  const voice = voiceOf(kit);
  const points = req.slides - 2;
  return structuredAsk(
    { kind: 'story_draft', topic: req.topic, audience: req.audience, screens: req.slides, locale: req.locale, voice },
    systemFor(['You write vertical stories (Instagram and Facebook Stories, 9:16 screens shown a few seconds each) for brands.'], voice, {
      locale: req.locale,
    }),
    [
      `Topic: ${req.topic}`,
      req.audience ? `Audience of this story: ${req.audience}` : '',
      `Exactly ${req.slides} screens: screen 1 has role "hook" (stops the tap-through), screens 2 to ${req.slides - 1} have role "point" (${points} points, one per screen), screen ${req.slides} has role "cta" (a call to action: reply, follow, tap the link).`,
      'Each heading at most 6 words (80 characters); each body one short sentence (200 characters): a screen is read in seconds.',
      `Give each screen the seconds it needs to be read, between ${STORY_DURATION.min} and ${STORY_DURATION.max} (usually 3 to 7).`,
      'Also give the story a short title.',
    ],
    STORY_DRAFT_JSON_SCHEMA,
    1500,
  );
}
