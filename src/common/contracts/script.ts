// The script creator's document (kind `script`) and its AI draft. A script is a
// hook, beats and a call to action; each part has what is said, the text shown
// on screen and a note for the b-roll. Its length is estimated from the words
// said at a speaking rate (words per minute), per part and in total, against a
// target of 15 s to 10 min. Named versions live inside the document because the
// project service keeps only the latest document (decision 027).
import { z } from 'zod';
import { LOCALES, type Locale } from '../locales';
import { draftBriefFields, kitIdSchema, type AiAnswer, type AiProviderId } from './ai';
import { localId } from './fields';

export const SCRIPT_FORMATS = ['talking_head', 'tutorial', 'story', 'ad'] as const;
export type ScriptFormat = (typeof SCRIPT_FORMATS)[number];

/** Target length, in seconds: 15 s to 10 min. */
export const SCRIPT_SECONDS = { min: 15, max: 600 } as const;
/** Speaking rates a person can keep; the teleprompter and every estimate use the script's own. */
export const SCRIPT_WPM = { min: 80, max: 240 } as const;
/**
 * Default speaking rate per language (decision 027): social video is spoken a
 * little faster than conversation; Portuguese words are longer (more syllables
 * a word), so fewer of them fit in a minute at the same pace.
 */
export const DEFAULT_WPM: Record<Locale, number> = { 'pt-BR': 140, en: 155 };
/** On-screen text with nothing said still needs time to be read. */
export const MIN_SHOWN_SECONDS = 1.5;

export const SCRIPT_BEATS_MAX = 30;
export const SCRIPT_VERSIONS_MAX = 20;
export const SPOKEN_MAX = 2000;
export const ON_SCREEN_MAX = 200;
export const BROLL_MAX = 300;
export const SCRIPT_DOCUMENT_MAX_BYTES = 1024 * 1024;

const text = (max: number) => z.string().max(max, 'validation.textTooLong');

/** One part of the script: what is said, what is shown, what is filmed. */
export const scriptPartSchema = z.object({
  spoken: text(SPOKEN_MAX),
  onScreen: text(ON_SCREEN_MAX),
  broll: text(BROLL_MAX),
});
export type ScriptPart = z.output<typeof scriptPartSchema>;
export const scriptBeatSchema = scriptPartSchema.extend({ id: localId });
export type ScriptBeat = z.output<typeof scriptBeatSchema>;

/** What a version keeps: the words and the rate they were timed at. */
export const scriptContentSchema = z.object({
  hook: scriptPartSchema,
  beats: z.array(scriptBeatSchema).max(SCRIPT_BEATS_MAX, 'validation.tooMany'),
  cta: scriptPartSchema,
  wordsPerMinute: z.number().int().min(SCRIPT_WPM.min, 'validation.speakingRateRange').max(SCRIPT_WPM.max, 'validation.speakingRateRange'),
});
export type ScriptContent = z.output<typeof scriptContentSchema>;

export const scriptVersionSchema = z.object({
  id: localId,
  name: z.string().trim().min(1, 'validation.nameRequired').max(80, 'validation.nameTooLong'),
  savedAt: z.iso.datetime(),
  content: scriptContentSchema,
});
export type ScriptVersion = z.output<typeof scriptVersionSchema>;

const targetSeconds = z
  .number()
  .int('validation.scriptLengthRange')
  .min(SCRIPT_SECONDS.min, 'validation.scriptLengthRange')
  .max(SCRIPT_SECONDS.max, 'validation.scriptLengthRange');

export const scriptDocumentSchema = scriptContentSchema
  .extend({
    schemaVersion: z.literal(1),
    topic: text(200),
    audience: text(200),
    format: z.enum(SCRIPT_FORMATS),
    language: z.enum(LOCALES),
    targetSeconds,
    brandKitId: z.string().max(64).nullable(),
    /** Oldest first, at most SCRIPT_VERSIONS_MAX. */
    versions: z.array(scriptVersionSchema).max(SCRIPT_VERSIONS_MAX, 'validation.tooMany'),
  })
  .strict()
  .superRefine((doc, ctx) => {
    const ids = new Set<string>();
    doc.beats.forEach((b, i) => {
      if (ids.has(b.id)) ctx.addIssue({ code: 'custom', message: 'validation.duplicateId', path: ['beats', i, 'id'] });
      ids.add(b.id);
    });
  });
export type ScriptDocument = z.output<typeof scriptDocumentSchema>;

export const emptyPart = (): ScriptPart => ({ spoken: '', onScreen: '', broll: '' });

export function newScriptDocument(brief: {
  topic?: string;
  audience?: string;
  format: ScriptFormat;
  language: Locale;
  targetSeconds: number;
  wordsPerMinute?: number;
  brandKitId?: string | null;
}): ScriptDocument {
  return {
    schemaVersion: 1,
    topic: brief.topic ?? '',
    audience: brief.audience ?? '',
    format: brief.format,
    language: brief.language,
    targetSeconds: brief.targetSeconds,
    wordsPerMinute: brief.wordsPerMinute ?? DEFAULT_WPM[brief.language],
    brandKitId: brief.brandKitId ?? null,
    hook: emptyPart(),
    beats: [],
    cta: emptyPart(),
    versions: [],
  };
}

// ---- timing -------------------------------------------------------------------

/** Words as a speaker says them: runs of letters or digits ("5", "é", "don't" is one). */
export const countWords = (s: string): number => s.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;

/** Seconds a part lasts: its words at the rate, or the time to read its on-screen text when nothing is said. */
export function partSeconds(part: ScriptPart, wordsPerMinute: number): number {
  const spoken = (countWords(part.spoken) * 60) / wordsPerMinute;
  return Math.max(spoken, part.onScreen.trim() ? MIN_SHOWN_SECONDS : 0);
}

/** The parts in the order they are said. */
type Parts = { hook: ScriptPart; beats: (ScriptPart & { id?: string })[]; cta: ScriptPart };
export const scriptParts = (s: Parts): ScriptPart[] => [s.hook, ...s.beats, s.cta];

export interface ScriptTiming {
  /** Seconds of each part, hook first and call to action last. */
  parts: number[];
  /** Where each part starts, in seconds. */
  starts: number[];
  total: number;
  words: number;
}

export function scriptTiming(s: Parts & { wordsPerMinute: number }): ScriptTiming {
  const parts = scriptParts(s).map((p) => partSeconds(p, s.wordsPerMinute));
  const starts: number[] = [];
  let at = 0;
  for (const p of parts) {
    starts.push(at);
    at += p;
  }
  return { parts, starts, total: at, words: scriptParts(s).reduce((n, p) => n + countWords(p.spoken), 0) };
}

/** How far an estimate may be from the target and still count as on target: 25 %, or 5 s for the shortest. */
export const targetTolerance = (targetSeconds: number) => Math.max(5, targetSeconds * 0.25);

export type TargetFit = 'short' | 'on_target' | 'long';
export function targetFit(totalSeconds: number, targetSeconds: number): TargetFit {
  const d = totalSeconds - targetSeconds;
  if (Math.abs(d) <= targetTolerance(targetSeconds)) return 'on_target';
  return d < 0 ? 'short' : 'long';
}

/** The word budget of a target at a rate. */
export const wordsFor = (seconds: number, wordsPerMinute: number) => Math.round((seconds * wordsPerMinute) / 60);

// ---- the AI draft -------------------------------------------------------------

export const scriptDraftRequestSchema = z.object({
  ...draftBriefFields,
  targetSeconds,
  format: z.enum(SCRIPT_FORMATS, 'validation.invalidValue'),
  locale: z.enum(LOCALES),
  /** The rate the draft is timed at; the language's default when left out. */
  wordsPerMinute: z
    .number()
    .int()
    .min(SCRIPT_WPM.min, 'validation.speakingRateRange')
    .max(SCRIPT_WPM.max, 'validation.speakingRateRange')
    .optional(),
  kitId: kitIdSchema,
});
export type ScriptDraftRequest = z.infer<typeof scriptDraftRequestSchema>;

const draftPart = z.object({
  spoken: z.string().trim().min(1).max(SPOKEN_MAX),
  onScreen: z.string().trim().max(120),
  broll: z.string().trim().max(BROLL_MAX),
});
/** What the model returns: a title, the hook, one or more beats, the call to action. */
export const scriptDraftSchema = z.object({
  title: z.string().trim().min(1).max(100),
  hook: draftPart,
  beats: z.array(draftPart).min(1).max(SCRIPT_BEATS_MAX),
  cta: draftPart,
});
export type ScriptDraft = z.infer<typeof scriptDraftSchema>;

/** A whole word, whatever its case: "hábito" is in "um hábito." but not in "hábitos". */
export function usesWord(textToSearch: string, word: string): boolean {
  const w = word.trim();
  if (!w) return false;
  const escaped = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(textToSearch);
}

/** The words of `avoid` a draft uses, in the order given. */
export const avoidedWordsIn = (draft: ScriptDraft, avoid: readonly string[]): string[] => {
  const all = [draft.title, ...scriptParts(draft).flatMap((p) => [p.spoken, p.onScreen, p.broll])].join('\n');
  return avoid.filter((w) => usesWord(all, w));
};

/**
 * The rules the JSON schema cannot say, worded for a model asked again: the
 * estimated length must be near the target and no avoided word may appear.
 */
export function scriptDraftProblem(draft: ScriptDraft, target: number, wordsPerMinute: number, avoid: readonly string[]): string | null {
  const total = scriptTiming({ ...draft, wordsPerMinute }).total;
  const fit = targetFit(total, target);
  if (fit !== 'on_target') {
    const want = wordsFor(target, wordsPerMinute);
    return `the spoken text runs about ${Math.round(total)} s at ${wordsPerMinute} words per minute; it must run ${target} s (about ${want} spoken words in total)`;
  }
  const used = avoidedWordsIn(draft, avoid);
  if (used.length) return `never use these words: ${used.join(', ')}`;
  return null;
}

export interface ScriptDraftResult extends AiAnswer {
  draft: ScriptDraft;
  wordsPerMinute: number;
  provider: AiProviderId;
  /** The brand's words to avoid the draft still uses after it was asked again (decision 033); shown, not refused. */
  avoidedWords: string[];
}

// ---- list ---------------------------------------------------------------------

export type ScriptSummary = {
  format: ScriptFormat;
  language: Locale;
  targetSeconds: number;
  estimatedSeconds: number;
  beatCount: number;
  hook: string;
  versionCount: number;
};

/** What the projects list shows without loading the document. */
export const scriptSummary = (doc: ScriptDocument): ScriptSummary => ({
  format: doc.format,
  language: doc.language,
  targetSeconds: doc.targetSeconds,
  estimatedSeconds: Math.round(scriptTiming(doc).total),
  beatCount: doc.beats.length,
  hook: doc.hook.spoken.slice(0, 140),
  versionCount: doc.versions.length,
});
