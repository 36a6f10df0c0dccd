// The script creator's prompt: the brief, the format's shape, the word budget
// of the target length at the speaking rate, and the brand kit's voice (its
// words to avoid are also checked on the answer, see routes.ts).
import { z } from 'zod';
import type { BrandKitSnapshot } from '../../common/contracts/brand-kits';
import { scriptDraftSchema, wordsFor, type ScriptDraftRequest, type ScriptFormat } from '../../common/contracts/script';
import type { TextRequest } from '../../platform/ai/types';
import { beatCountFor } from '../../platform/ai/offline-script';
import { structuredAsk, systemFor, voiceOf } from './prompts';

const FORMAT_BRIEF: Record<ScriptFormat, string> = {
  talking_head: 'a talking-head video: one person speaking straight to camera, one idea per beat',
  tutorial: 'a tutorial: numbered steps the viewer can follow, one step per beat, on-screen text names the step',
  story: 'a story: setup, problem, turning point, result, lesson, told in the first person',
  ad: 'an ad: problem, solution, why it works, proof, offer; the call to action asks to buy or try',
};

export const SCRIPT_DRAFT_JSON_SCHEMA = z.toJSONSchema(scriptDraftSchema) as Record<string, unknown>;

export function scriptDraftPrompt(req: ScriptDraftRequest, wordsPerMinute: number, kit: BrandKitSnapshot | null): TextRequest {
  const voice = voiceOf(kit);
  const words = wordsFor(req.targetSeconds, wordsPerMinute);
  return structuredAsk(
    {
      kind: 'script_draft',
      topic: req.topic,
      audience: req.audience,
      targetSeconds: req.targetSeconds,
      format: req.format,
      wordsPerMinute,
      locale: req.locale,
      voice,
    },
    systemFor(['You write scripts for short and long social videos (Reels, TikTok, Shorts, YouTube) for brands.'], voice, {
      locale: req.locale,
      avoid: 'Never use these words, in any field',
    }),
    [
      `Topic: ${req.topic}`,
      req.audience ? `Audience: ${req.audience}` : '',
      `Format: ${FORMAT_BRIEF[req.format]}.`,
      `Length: ${req.targetSeconds} seconds spoken at ${wordsPerMinute} words per minute, so about ${words} spoken words in total (hook, beats and call to action together).`,
      `Write a hook (the first 3 seconds that stop the scroll), about ${beatCountFor(req.targetSeconds)} beats, and a call to action.`,
      'For each part: "spoken" is exactly what is said aloud; "onScreen" is a short text shown on screen (at most 6 words); "broll" is a note for the footage to film or show.',
      'Also give the script a short title.',
    ],
    SCRIPT_DRAFT_JSON_SCHEMA,
    4096,
  );
}
