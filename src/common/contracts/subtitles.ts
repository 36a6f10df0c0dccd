// The auto subtitles project document (kind `subtitles`): one library video,
// the layout limits its cues are built with, one cue track per language (the
// transcript's, and a translation), and the caption style taken from the brand
// kit. Cues on a track never overlap and never go past the video: the schema
// refuses them by field, so a bad save says which cue is wrong.
import { z } from 'zod';
import type { AiAnswer } from './ai';
import { captionStyleSchema } from './caption-styles';
import { TRANSCRIPT_LANGUAGES } from './transcript';
import { localId, mediaMs } from './fields';

export const SUBTITLES_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
export const SUBTITLE_CUES_MAX = 5000;
export const SUBTITLE_CUE_TEXT_MAX = 500;
export const SUBTITLE_LANGUAGES = TRANSCRIPT_LANGUAGES;
export type SubtitleLanguage = (typeof SUBTITLE_LANGUAGES)[number];

const ms = mediaMs;

/**
 * Defaults for social video (9:16 read on a phone): 32 characters a line fit
 * the narrow frame at a readable size, two lines a cue, a cue on screen 0.8 to
 * 3 s (longer ones lose the viewer's eye), a pause of 0.5 s starts a new cue.
 */
export const DEFAULT_LAYOUT = { maxLineChars: 32, maxLines: 2, minCueMs: 800, maxCueMs: 3000, pauseMs: 500 } as const;

export const subtitleLayoutSchema = z
  .object({
    maxLineChars: z.number().int().min(12).max(80),
    maxLines: z.number().int().min(1).max(3),
    minCueMs: z.number().int().min(200).max(5000),
    maxCueMs: z.number().int().min(1000).max(15000),
    pauseMs: z.number().int().min(100).max(5000),
  })
  .refine((l) => l.maxCueMs > l.minCueMs, { message: 'validation.rangeOrder', path: ['maxCueMs'] });
export type SubtitleLayout = z.output<typeof subtitleLayoutSchema>;

export const subtitleCueSchema = z
  .object({
    id: localId,
    startMs: ms,
    endMs: ms,
    /** Lines joined by "\n". */
    text: z.string().trim().min(1, 'validation.required').max(SUBTITLE_CUE_TEXT_MAX, 'validation.textTooLong'),
    /** Who speaks, when the user marked it: a change of speaker always starts a new cue. */
    speaker: z.string().trim().max(40).nullable(),
  })
  .refine((c) => c.endMs > c.startMs, { message: 'validation.rangeOrder', path: ['endMs'] });
export type SubtitleCue = z.output<typeof subtitleCueSchema>;

export const subtitleTrackSchema = z.object({
  language: z.enum(SUBTITLE_LANGUAGES),
  /** Heard from the video, or translated from the other track. */
  origin: z.enum(['transcript', 'translation']),
  /** A translation drafted by the offline writer (word for word from a glossary), which the UI says. */
  offline: z.boolean(),
  cues: z.array(subtitleCueSchema).max(SUBTITLE_CUES_MAX),
});
export type SubtitleTrack = z.output<typeof subtitleTrackSchema>;

export const SUBTITLE_SIZES = ['small', 'medium', 'large'] as const;
export const subtitleStyleSchema = z.object({
  position: z.enum(['top', 'middle', 'bottom']),
  uppercase: z.boolean(),
  /** The word being spoken in the kit's highlight colour. */
  highlight: z.boolean(),
  size: z.enum(SUBTITLE_SIZES),
  /** How the words move (issue 33); projects from before styles read `highlight` instead. */
  animation: captionStyleSchema.optional(),
  /** The brand kit preset the captions wear; none for the kit's own caption look. */
  presetId: z.string().max(40).nullable().optional(),
});

/** The style a project's captions move in. */
export const subtitleAnimation = (s: Pick<SubtitleStyle, 'animation' | 'highlight'>) =>
  s.animation ?? (s.highlight ? 'highlight' : 'plain');
export type SubtitleStyle = z.output<typeof subtitleStyleSchema>;

export const subtitlesDocumentSchema = z
  .object({
    version: z.literal(1),
    source: z.object({
      assetId: z.string().min(1).max(64),
      name: z.string().max(255),
      durationMs: ms.min(1),
      width: z.number().int().min(1).max(8192),
      height: z.number().int().min(1).max(8192),
    }),
    /** What is spoken in the video, once chosen. */
    language: z.enum(SUBTITLE_LANGUAGES).nullable(),
    layout: subtitleLayoutSchema,
    tracks: z.array(subtitleTrackSchema).max(SUBTITLE_LANGUAGES.length),
    /** The track the editor shows and exports. */
    active: z.enum(SUBTITLE_LANGUAGES).nullable(),
    brandKitId: z.string().max(64).nullable(),
    style: subtitleStyleSchema,
  })
  .superRefine((doc, ctx) => {
    if (new Set(doc.tracks.map((t) => t.language)).size !== doc.tracks.length)
      ctx.addIssue({ code: 'custom', message: 'validation.duplicateId', path: ['tracks'] });
    doc.tracks.forEach((track, t) => {
      const ids = new Set<string>();
      track.cues.forEach((cue, i) => {
        const at = ['tracks', t, 'cues', i];
        if (ids.has(cue.id)) ctx.addIssue({ code: 'custom', message: 'validation.duplicateId', path: [...at, 'id'] });
        ids.add(cue.id);
        const before = track.cues[i - 1];
        if (before && cue.startMs < before.endMs)
          ctx.addIssue({ code: 'custom', message: 'validation.cueOverlap', path: [...at, 'startMs'] });
        if (cue.endMs > doc.source.durationMs)
          ctx.addIssue({ code: 'custom', message: 'validation.rangeOutsideVideo', path: [...at, 'endMs'] });
      });
    });
  });
export type SubtitlesDocument = z.output<typeof subtitlesDocumentSchema>;

export function newSubtitlesDocument(source: SubtitlesDocument['source']): SubtitlesDocument {
  return {
    version: 1,
    source,
    language: null,
    layout: { ...DEFAULT_LAYOUT },
    tracks: [],
    active: null,
    brandKitId: null,
    style: { position: 'bottom', uppercase: false, highlight: true, size: 'medium' },
  };
}

/** What the projects list shows without loading the document. */
export type SubtitlesSummary = {
  sourceAssetId: string;
  durationMs: number;
  cueCount: number;
  languages: SubtitleLanguage[];
};

export const subtitlesSummary = (doc: SubtitlesDocument): SubtitlesSummary => ({
  sourceAssetId: doc.source.assetId,
  durationMs: doc.source.durationMs,
  cueCount: doc.tracks.find((t) => t.origin === 'transcript')?.cues.length ?? doc.tracks[0]?.cues.length ?? 0,
  languages: doc.tracks.map((t) => t.language),
});

// ---- Translation through the AI layer (price `ai_text`: 1 credit a call) ----

/** Cues a call carries: a few minutes of social video in one credit; longer videos are sent in batches. */
export const TRANSLATE_BATCH_MAX = 120;

export const subtitlesTranslateRequestSchema = z
  .object({
    kitId: z.string().max(64).nullable().optional(),
    from: z.enum(SUBTITLE_LANGUAGES),
    to: z.enum(SUBTITLE_LANGUAGES),
    cues: z
      .array(
        z.object({
          id: localId,
          text: z.string().trim().min(1).max(SUBTITLE_CUE_TEXT_MAX),
          durationMs: z.number().int().min(1).max(60_000),
        }),
      )
      .min(1)
      .max(TRANSLATE_BATCH_MAX),
  })
  .refine((r) => r.from !== r.to, { message: 'validation.sameLanguage', path: ['to'] })
  .refine((r) => new Set(r.cues.map((c) => c.id)).size === r.cues.length, { message: 'validation.duplicateId', path: ['cues'] });
export type SubtitlesTranslateRequest = z.output<typeof subtitlesTranslateRequestSchema>;

export const subtitlesTranslationSchema = z.object({
  cues: z.array(z.object({ id: z.string(), text: z.string().trim().min(1).max(SUBTITLE_CUE_TEXT_MAX) })).max(TRANSLATE_BATCH_MAX),
});
export type SubtitlesTranslation = z.output<typeof subtitlesTranslationSchema>;

/** A translation must give back every cue once, in order: its timings are the original's. */
export function translationProblem(answer: SubtitlesTranslation, ids: readonly string[]): string | null {
  if (answer.cues.length !== ids.length) return `expected ${ids.length} cues, got ${answer.cues.length}`;
  const wrong = answer.cues.findIndex((c, i) => c.id !== ids[i]);
  return wrong === -1 ? null : `cue ${wrong + 1} must have id "${ids[wrong]}"`;
}

export interface SubtitlesTranslateResult extends AiAnswer {
  cues: SubtitlesTranslation['cues'];
}
