// The viral clipper's project document (kind `clip`): the long video it cuts,
// the moments the analysis found in it, and the clips the user made of them
// with their edits and render state. The transcript is not copied in: it is
// stored once per asset (contracts/transcript.ts) and read from there.
import { z } from 'zod';
import { captionStyleSchema } from './caption-styles';
import { TRANSCRIPT_LANGUAGES } from './transcript';
import { localId, mediaMs } from './fields';

export const CLIP_ASPECTS = ['9:16', '1:1', '16:9'] as const;
export type ClipAspect = (typeof CLIP_ASPECTS)[number];
/** The corner the brand's logo sits in; the headline and captions make room for it (decision 043). */
export const CLIP_LOGO_CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type ClipLogoCorner = (typeof CLIP_LOGO_CORNERS)[number];
const point = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });

/** Why a moment was chosen, strongest first (the scorer's reasons, worded per locale under clipper.reasons). */
export const MOMENT_REASONS = [
  'question_hook',
  'number_hook',
  'strong_claim',
  'speaks_to_you',
  'complete_thought',
  'question_answered',
  'energy_peak',
  'lively_pace',
  'scene_changes',
  // Heard without a transcript (client/features/clipper/model/signal-moments.ts).
  'voice_lift',
  'applause',
  'face_on_screen',
] as const;
export type MomentReason = (typeof MOMENT_REASONS)[number];

export const CLIP_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
export const CLIP_MOMENTS_MAX = 50;
export const CLIPS_MAX = 50;

const ms = mediaMs;
const range = { startMs: ms, endMs: ms };
const ordered = (r: { startMs: number; endMs: number }) => r.endMs > r.startMs;

export const momentSchema = z
  .object({
    id: localId,
    ...range,
    match: z.number().int().min(0).max(100),
    title: z.string().max(200),
    reasons: z.array(z.enum(MOMENT_REASONS)).max(MOMENT_REASONS.length),
  })
  .refine(ordered, { message: 'validation.rangeOrder', path: ['endMs'] });
export type ClipMoment = z.output<typeof momentSchema>;

export const clipSchema = z
  .object({
    id: localId,
    /** The moment it was made from; null for a clip the user cut by hand. */
    momentId: localId.nullable(),
    name: z.string().trim().max(120),
    ...range,
    /** Stretches cut out inside [startMs, endMs) (deleted words, fillers), in source time. */
    cuts: z.array(z.object(range).refine(ordered, { message: 'validation.rangeOrder' })).max(1000),
    aspect: z.enum(CLIP_ASPECTS),
    /** Where the crop window's centre is (0..1 of the source frame) at times in the clip; the render eases between them. */
    crop: z.array(z.object({ atMs: ms, x: z.number().min(0).max(1), y: z.number().min(0).max(1) })).max(2000),
    captions: z.object({
      enabled: z.boolean(),
      allCaps: z.boolean(),
      position: z.enum(['top', 'middle', 'bottom']),
      /** Words whose text the user changed, by the time they start. */
      edits: z.array(z.object({ startMs: ms, text: z.string().min(1).max(100) })).max(5000),
      /** How the words move (issue 33); without one, the kit's (or preset's) style. */
      style: captionStyleSchema.optional(),
      /** The brand kit preset worn; none for the kit's own caption look. */
      presetId: z.string().max(40).nullable().optional(),
    }),
    headline: z.string().max(200),
    logo: z.boolean(),
    logoCorner: z.enum(CLIP_LOGO_CORNERS).default('top-right'),
    /** Two people on screen, stacked in two crops centred on their faces (top, bottom); null: one crop (decision 043). */
    split: z.object({ top: point, bottom: point }).nullable().default(null),
    /** A gentle push-in at each moment of emphasis (source time, found in the sound); null: off (decision 043). */
    autoZoom: z
      .object({ peaks: z.array(ms).max(100) })
      .nullable()
      .default(null),
    /** The post's text for the social network, written by the AI layer (1 credit) and edited by the user. */
    post: z.object({ caption: z.string().max(2200), hashtags: z.array(z.string().max(61)).max(10) }).optional(),
    render: z.object({
      state: z.enum(['none', 'rendering', 'done', 'failed']),
      /** The finished MP4 in the library. */
      assetId: z.string().max(64).nullable(),
    }),
  })
  .refine(ordered, { message: 'validation.rangeOrder', path: ['endMs'] });
export type Clip = z.output<typeof clipSchema>;

export const clipDocumentSchema = z
  .object({
    version: z.literal(1),
    /**
     * The long video. A file chosen from the computer is analysed while it
     * uploads: until the upload finishes the source is that upload (uploadId),
     * then the library video it became (assetId).
     */
    source: z
      .object({
        assetId: z.string().min(1).max(64).nullable(),
        uploadId: z.string().min(1).max(64).nullable().default(null),
        name: z.string().max(255),
        durationMs: ms.min(1),
      })
      .refine((s) => s.assetId !== null || s.uploadId !== null, { message: 'validation.required', path: ['assetId'] }),
    /** The spoken language of the source, once known. */
    language: z.enum(TRANSCRIPT_LANGUAGES).nullable(),
    analysis: z.object({
      state: z.enum(['pending', 'analyzing', 'complete', 'failed']),
      /** False when no speech model heard the video: moments then come from sound and scene signals only. */
      withTranscript: z.boolean(),
      rankedBy: z.enum(['rules', 'ai']),
    }),
    moments: z.array(momentSchema).max(CLIP_MOMENTS_MAX),
    clips: z.array(clipSchema).max(CLIPS_MAX),
    brandKitId: z.string().max(64).nullable(),
  })
  .superRefine((doc, ctx) => {
    const end = doc.source.durationMs;
    const outside = (r: { endMs: number }) => r.endMs > end;
    doc.moments.forEach((m, i) => {
      if (outside(m)) ctx.addIssue({ code: 'custom', message: 'validation.rangeOutsideVideo', path: ['moments', i, 'endMs'] });
    });
    const momentIds = new Set(doc.moments.map((m) => m.id));
    if (momentIds.size !== doc.moments.length) ctx.addIssue({ code: 'custom', message: 'validation.duplicateId', path: ['moments'] });
    if (new Set(doc.clips.map((c) => c.id)).size !== doc.clips.length)
      ctx.addIssue({ code: 'custom', message: 'validation.duplicateId', path: ['clips'] });
    doc.clips.forEach((c, i) => {
      if (outside(c)) ctx.addIssue({ code: 'custom', message: 'validation.rangeOutsideVideo', path: ['clips', i, 'endMs'] });
      if (c.momentId !== null && !momentIds.has(c.momentId))
        ctx.addIssue({ code: 'custom', message: 'validation.unknownMoment', path: ['clips', i, 'momentId'] });
      c.cuts.forEach((cut, k) => {
        if (cut.startMs < c.startMs || cut.endMs > c.endMs)
          ctx.addIssue({ code: 'custom', message: 'validation.rangeOutsideClip', path: ['clips', i, 'cuts', k] });
      });
    });
  });
export type ClipDocument = z.output<typeof clipDocumentSchema>;

/** A new clipper project on a library video (or one still uploading), before its analysis. */
export function newClipDocument(source: { name: string; durationMs: number } & ({ assetId: string } | { uploadId: string })): ClipDocument {
  return {
    version: 1,
    source: {
      assetId: 'assetId' in source ? source.assetId : null,
      uploadId: 'uploadId' in source ? source.uploadId : null,
      name: source.name,
      durationMs: source.durationMs,
    },
    language: null,
    analysis: { state: 'pending', withTranscript: false, rankedBy: 'rules' },
    moments: [],
    clips: [],
    brandKitId: null,
  };
}

/** The rendered clip is in the library, from the upload made for that render (decision 032). */
export const renderDoneSchema = z.object({ assetId: z.string().min(1).max(64) });

/** What a projects list shows of a clipper project without loading its document. */
export type ClipSummary = {
  /** Null while the video is still uploading. */
  sourceAssetId: string | null;
  sourceName: string;
  durationMs: number;
  state: ClipDocument['analysis']['state'];
  momentCount: number;
  clipCount: number;
};

export const clipSummary = (doc: ClipDocument): ClipSummary => ({
  sourceAssetId: doc.source.assetId,
  sourceName: doc.source.name,
  durationMs: doc.source.durationMs,
  state: doc.analysis.state,
  momentCount: doc.moments.length,
  clipCount: doc.clips.length,
});

/** A clip's paid first render, as the server records it. */
export interface ClipRenderView {
  clipId: string;
  status: 'rendering' | 'done' | 'failed';
  /** The finished MP4 in the library. */
  assetId: string | null;
  /** The clip's 50 credits were taken (at its first render's start): every render of it is free. */
  paid: boolean;
}

export interface RenderStart {
  clipId: string;
  /** Credits this start took: 0 for a clip already paid for (a retry, a re-render, a second confirm). */
  charged: number;
  balance: number;
}
