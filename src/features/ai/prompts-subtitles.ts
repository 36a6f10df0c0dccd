// The subtitles' translation prompt: every cue by id, so the answer maps back
// onto the original timings; short lines, because a cue is read in seconds.
import { z } from 'zod';
import type { BrandKitSnapshot } from '../../common/contracts/brand-kits';
import { subtitlesTranslationSchema, type SubtitlesTranslateRequest } from '../../common/contracts/subtitles';
import type { TextRequest } from '../../platform/ai/types';
import { systemFor, voiceOf } from './prompts';

const LANGUAGE = { pt: 'Brazilian Portuguese', en: 'English' } as const;

export const SUBTITLES_TRANSLATION_JSON_SCHEMA = z.toJSONSchema(subtitlesTranslationSchema) as Record<string, unknown>;

export function subtitlesTranslatePrompt(req: SubtitlesTranslateRequest, kit: BrandKitSnapshot | null): TextRequest {
  const voice = voiceOf(kit);
  return {
    task: { kind: 'subtitles_translate', from: req.from, to: req.to, cues: req.cues.map((c) => ({ id: c.id, text: c.text })), voice },
    system: systemFor(
      [
        `You translate video subtitles from ${LANGUAGE[req.from]} to ${LANGUAGE[req.to]} for a brand.`,
        'Keep the meaning and the tone; keep each cue about as long as the original, since it is read while it is on screen.',
      ],
      voice,
    ),
    prompt: [
      'Cues (id, seconds on screen, text; "\\n" separates lines):',
      ...req.cues.map((c) => `- ${c.id} (${(c.durationMs / 1000).toFixed(1)} s): ${JSON.stringify(c.text)}`),
      `Give back every cue id exactly once, in the same order, each with its text in ${LANGUAGE[req.to]}.`,
    ].join('\n'),
    schema: SUBTITLES_TRANSLATION_JSON_SCHEMA,
    schemaName: 'subtitles_translation',
    maxTokens: Math.min(8000, 400 + req.cues.length * 80),
  };
}
