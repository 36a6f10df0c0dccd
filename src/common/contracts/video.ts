// The video editor's project document (kind `video`): a frame (aspect and
// frame rate) and tracks of items on one timeline. Video and audio items play
// a stretch of a library video (audio items its sound only); image items show a
// library image; text items are written on the frame. Times are milliseconds
// on the timeline; an item's `inMs` is where it starts in its source.
import { z } from 'zod';
import { localId } from './fields';
import { captionStyleSchema } from './caption-styles';

export const VIDEO_ASPECTS = ['9:16', '1:1', '16:9', '4:5'] as const;
export type VideoAspect = (typeof VIDEO_ASPECTS)[number];
export const VIDEO_FRAME_RATES = [24, 25, 30, 60] as const;
export const TRACK_KINDS = ['video', 'audio', 'text', 'image', 'captions'] as const;
export type TrackKind = (typeof TRACK_KINDS)[number];
export const TRANSITIONS = ['crossfade', 'fade_black'] as const;

export const VIDEO_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
export const VIDEO_TRACKS_MAX = 20;
export const VIDEO_ITEMS_MAX = 2000;
export const VIDEO_SPEED = { min: 0.5, max: 2 } as const;
/** The longest timeline: two hours. */
export const VIDEO_TIMELINE_MAX_MS = 2 * 3600 * 1000;

/** Output size of each aspect, at 1080p (720p exports scale it down). */
export const VIDEO_SIZE: Record<VideoAspect, { width: number; height: number }> = {
  '9:16': { width: 1080, height: 1920 },
  '1:1': { width: 1080, height: 1080 },
  '16:9': { width: 1920, height: 1080 },
  '4:5': { width: 1080, height: 1350 },
};

const ms = z.number().int().min(0).max(VIDEO_TIMELINE_MAX_MS);
const unit = z.number().min(0).max(1);

/** Where an item sits on the frame: its centre, scale of its fitted size, rotation, opacity, and the part of its picture shown. */
const transformSchema = z.object({
  x: z.number().min(-1).max(2),
  y: z.number().min(-1).max(2),
  scale: z.number().min(0.05).max(10),
  rotation: z.number().min(-360).max(360),
  opacity: unit,
  crop: z.object({ x: unit, y: unit, width: z.number().min(0.01).max(1), height: z.number().min(0.01).max(1) }),
});
export type ItemTransform = z.output<typeof transformSchema>;

const base = {
  id: localId,
  /** Where it starts on the timeline. */
  startMs: ms,
  /** How long it lasts on the timeline (after speed). */
  durationMs: ms.min(1),
  transitionIn: z.object({ kind: z.enum(TRANSITIONS), durationMs: ms.min(1).max(5000) }).nullable(),
};

const mediaBase = {
  ...base,
  assetId: z.string().min(1).max(64),
  /** Where it starts in its source. */
  inMs: ms,
  /** The source's length, so a trim never reaches past it. */
  sourceDurationMs: ms.min(1),
  speed: z.number().min(VIDEO_SPEED.min).max(VIDEO_SPEED.max),
  volume: z.number().min(0).max(2),
  fadeInMs: ms.max(10_000),
  fadeOutMs: ms.max(10_000),
};

export const videoItemSchema = z.object({ kind: z.literal('video'), ...mediaBase, transform: transformSchema });
export const audioItemSchema = z.object({ kind: z.literal('audio'), ...mediaBase });
export const imageItemSchema = z.object({
  kind: z.literal('image'),
  ...base,
  assetId: z.string().min(1).max(64),
  transform: transformSchema,
});
export const textItemSchema = z.object({
  kind: z.literal('text'),
  ...base,
  text: z.string().trim().min(1, 'validation.textRequired').max(500, 'validation.textTooLong'),
  style: z.object({
    fontFamily: z.string().max(100),
    fontSize: z.number().int().min(8).max(400),
    fontWeight: z.number().int().min(100).max(900),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalidValue'),
    background: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/, 'validation.invalidValue')
      .nullable(),
  }),
  transform: transformSchema,
});

/** Where animated captions sit; the caption model then keeps them inside every network's safe zone. */
export const CAPTION_POSITIONS = ['top', 'middle', 'bottom'] as const;
export const CAPTION_WORDS_MAX = 80;

/**
 * One caption of animated captions (issue 33): its words timed on the item's
 * own clock, which starts at `inMs` (a trim at the start or a split moves it,
 * as a video's place in its source), and the look every caption of its track
 * shares: an animated style, the brand kit's caption or one of its presets
 * (`presetId`), capitals, position and size (pixels at 1080p).
 */
export const captionsItemSchema = z.object({
  kind: z.literal('captions'),
  ...base,
  inMs: ms,
  words: z
    .array(z.object({ text: z.string().trim().min(1).max(60), startMs: ms, endMs: ms }))
    .min(1, 'validation.textRequired')
    .max(CAPTION_WORDS_MAX, 'validation.textTooLong'),
  look: z.object({
    style: captionStyleSchema,
    presetId: z.string().max(64).nullable(),
    uppercase: z.boolean(),
    position: z.enum(CAPTION_POSITIONS),
    fontSize: z.number().int().min(16).max(200),
  }),
});
export type CaptionsItem = z.output<typeof captionsItemSchema>;
export type CaptionsLook = CaptionsItem['look'];

export const timelineItemSchema = z.discriminatedUnion('kind', [
  videoItemSchema,
  audioItemSchema,
  imageItemSchema,
  textItemSchema,
  captionsItemSchema,
]);
export type TimelineItem = z.output<typeof timelineItemSchema>;
export type MediaItem = Extract<TimelineItem, { kind: 'video' | 'audio' }>;

export const trackSchema = z.object({
  id: localId,
  kind: z.enum(TRACK_KINDS),
  muted: z.boolean(),
  hidden: z.boolean(),
  /** In time order, never overlapping. */
  items: z.array(timelineItemSchema).max(VIDEO_ITEMS_MAX),
});
export type Track = z.output<typeof trackSchema>;

export const videoDocumentSchema = z
  .object({
    version: z.literal(1),
    aspect: z.enum(VIDEO_ASPECTS),
    fps: z.union(
      VIDEO_FRAME_RATES.map((f) => z.literal(f)) as unknown as [z.ZodLiteral<24>, z.ZodLiteral<25>, z.ZodLiteral<30>, z.ZodLiteral<60>],
    ),
    /** Top track first: it is drawn over the ones below. */
    tracks: z.array(trackSchema).min(1).max(VIDEO_TRACKS_MAX),
    brandKitId: z.string().max(64).nullable(),
  })
  .superRefine((doc, ctx) => {
    const ids = new Set<string>();
    let count = 0;
    doc.tracks.forEach((track, t) => {
      if (ids.has(track.id)) ctx.addIssue({ code: 'custom', message: 'validation.duplicateId', path: ['tracks', t, 'id'] });
      ids.add(track.id);
      let end = 0;
      track.items.forEach((item, i) => {
        count++;
        const at = ['tracks', t, 'items', i];
        if (ids.has(item.id)) ctx.addIssue({ code: 'custom', message: 'validation.duplicateId', path: [...at, 'id'] });
        ids.add(item.id);
        if (item.kind !== track.kind) ctx.addIssue({ code: 'custom', message: 'validation.wrongTrack', path: [...at, 'kind'] });
        if (item.startMs < end) ctx.addIssue({ code: 'custom', message: 'validation.overlap', path: [...at, 'startMs'] });
        end = item.startMs + item.durationMs;
        if (end > VIDEO_TIMELINE_MAX_MS) ctx.addIssue({ code: 'custom', message: 'validation.tooLong', path: [...at, 'durationMs'] });
        if (item.kind === 'video' || item.kind === 'audio') {
          if (item.inMs + item.durationMs * item.speed > item.sourceDurationMs + 1)
            ctx.addIssue({ code: 'custom', message: 'validation.rangeOutsideVideo', path: [...at, 'durationMs'] });
          if (item.fadeInMs + item.fadeOutMs > item.durationMs)
            ctx.addIssue({ code: 'custom', message: 'validation.fadesTooLong', path: [...at, 'fadeOutMs'] });
        }
      });
    });
    if (count > VIDEO_ITEMS_MAX) ctx.addIssue({ code: 'custom', message: 'validation.tooMany', path: ['tracks'] });
  });
export type VideoDocument = z.output<typeof videoDocumentSchema>;

/** A new, empty project: one track of each kind, text on top. */
export function newVideoDocument(aspect: VideoAspect, fps: VideoDocument['fps']): VideoDocument {
  const track = (id: string, kind: TrackKind): Track => ({ id, kind, muted: false, hidden: false, items: [] });
  return {
    version: 1,
    aspect,
    fps,
    tracks: [track('t-text', 'text'), track('t-image', 'image'), track('t-video', 'video'), track('t-audio', 'audio')],
    brandKitId: null,
  };
}

/** The timeline's length: where its last item ends. */
export const timelineDurationMs = (doc: Pick<VideoDocument, 'tracks'>) =>
  Math.max(0, ...doc.tracks.flatMap((t) => t.items.map((i) => i.startMs + i.durationMs)));

/** What a projects list shows of a video project without loading its document. */
export type VideoSummary = {
  aspect: VideoAspect;
  fps: number;
  durationMs: number;
  itemCount: number;
  /** The first video or image on the timeline, for the card's cover. */
  coverAssetId: string | null;
};

export const videoSummary = (doc: VideoDocument): VideoSummary => {
  const visual = doc.tracks
    .flatMap((t) => t.items)
    .filter((i): i is Extract<TimelineItem, { kind: 'video' | 'image' }> => i.kind === 'video' || i.kind === 'image')
    .sort((a, b) => a.startMs - b.startMs)[0];
  return {
    aspect: doc.aspect,
    fps: doc.fps,
    durationMs: timelineDurationMs(doc),
    itemCount: doc.tracks.reduce((n, t) => n + t.items.length, 0),
    coverAssetId: visual?.assetId ?? null,
  };
};
