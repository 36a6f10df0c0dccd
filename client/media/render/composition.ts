// What a render makes: pieces of source videos one after another, cropped and
// scaled to the output frame, with text, images and captions drawn over them.
// The clipper and the video editor both describe their result this way; the
// worker renders it (jobs/render.ts) and an editor's preview draws the same
// overlays with the same code (render/overlays.ts).
import type { LogoCorner } from './layout';
import type { MediaRef } from '../media-ref';
import type { CaptionStyleId } from '@src/common/contracts/caption-styles';

/** A rectangle as fractions of the frame (or of the source picture, for a crop). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CompositionClip {
  source: MediaRef;
  fromMs: number;
  toMs: number;
  /** The part of the source picture shown; default all of it, cropped to the output's aspect ratio at its centre. */
  crop?: Box;
  /**
   * A crop that moves (a camera following the speaker): boxes at moments of
   * source time, in order, joined by straight lines and held beyond the ends.
   * With two or more it takes the place of `crop`.
   */
  cropPath?: Array<{ atMs: number; box: Box }>;
  /** Two people stacked (split screen): the top and bottom halves of the frame, each its own part of the source. */
  split?: [Box, Box];
}

/** The crop of a clip at a moment of its source time (the render and the previews read the same). */
export function cropAt(clip: Pick<CompositionClip, 'crop' | 'cropPath'>, sourceMs: number): Box | undefined {
  const path = clip.cropPath;
  if (!path || path.length < 2) return clip.crop ?? path?.[0]?.box;
  const after = path.findIndex((k) => k.atMs > sourceMs);
  if (after === 0) return path[0]!.box;
  if (after === -1) return path[path.length - 1]!.box;
  const a = path[after - 1]!;
  const b = path[after]!;
  const t = (sourceMs - a.atMs) / (b.atMs - a.atMs);
  const mix = (k: keyof Box) => a.box[k] + (b.box[k] - a.box[k]) * t;
  return { x: mix('x'), y: mix('y'), width: mix('width'), height: mix('height') };
}

/**
 * What a clip's overlay is to the layout solver (render/arrange.ts, decision
 * 043): the ones that carry it are moved so none covers another; the others
 * stay exactly where they were put (an editor's free text).
 */
export type LayoutRole = { role: 'logo'; corner: LogoCorner } | { role: 'headline' } | { role: 'captions' };

/** How overlaid text looks: what a text overlay and captions both set. */
export interface TextLook {
  /** Wrap width as a fraction of the frame. */
  maxWidth: number;
  /** In output pixels. */
  fontSize: number;
  fontFamily: string;
  fontWeight?: number;
  color: string;
}

export interface TextOverlay extends TextLook {
  kind: 'text';
  layout?: LayoutRole;
  startMs: number;
  endMs: number;
  text: string;
  /** Centre of the text block, as fractions of the frame. */
  x: number;
  y: number;
  /** A box behind the text; none when left out. */
  background?: string;
}

export interface ImageOverlay {
  kind: 'image';
  layout?: LayoutRole;
  startMs: number;
  endMs: number;
  image: Blob;
  box: Box;
}

export interface CaptionWord {
  text: string;
  startMs: number;
  endMs: number;
}

/** Captions with the word being spoken in another colour, as short-video captions do. */
export interface CaptionsOverlay extends TextLook {
  kind: 'captions';
  layout?: LayoutRole;
  /** `lines`: how many words each line holds, when the cue's lines are set (subtitles); else wrapped to `maxWidth`. */
  cues: Array<{ startMs: number; endMs: number; words: CaptionWord[]; lines?: number[] }>;
  /** Centre line of the captions, as a fraction of the frame's height. */
  y: number;
  highlight: string;
  /** Outline that keeps white text readable on any picture. */
  stroke?: string;
  /** How the words move (media/captions); without one, the spoken word is highlighted. */
  style?: CaptionStyleId;
  /** Words the keyword style marks, bare (the kit's words to use). */
  keywords?: string[];
}

export type Overlay = TextOverlay | ImageOverlay | CaptionsOverlay;

export interface Composition {
  width: number;
  height: number;
  fps: number;
  clips: CompositionClip[];
  overlays: Overlay[];
  /** Keep the clips' sound. Default true. */
  audio?: boolean;
  /** Video bits per second; default by size (8 Mbit/s at 1080×1920). */
  videoBitrate?: number;
  /** Web fonts the overlays name (a brand kit's), loaded in the worker before the first frame. */
  fonts?: Array<{ family: string; url: string; weight?: number }>;
}

export const compositionDurationMs = (c: Pick<Composition, 'clips'>) =>
  c.clips.reduce((ms, clip) => ms + Math.max(0, clip.toMs - clip.fromMs), 0);

/** Where each clip starts in the output. */
export function clipOffsets(clips: readonly CompositionClip[]): number[] {
  let at = 0;
  return clips.map((c) => {
    const start = at;
    at += Math.max(0, c.toMs - c.fromMs);
    return start;
  });
}

/** The crop a clip gets when it names none: the source's centre at the output's aspect ratio. */
export function defaultCrop(sourceWidth: number, sourceHeight: number, outWidth: number, outHeight: number): Box {
  const source = sourceWidth / sourceHeight;
  const out = outWidth / outHeight;
  if (source > out) {
    const width = out / source;
    return { x: (1 - width) / 2, y: 0, width, height: 1 };
  }
  const height = source / out;
  return { x: 0, y: (1 - height) / 2, width: 1, height };
}
