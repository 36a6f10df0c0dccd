// What a layered render makes (the video editor's timeline): visual layers
// drawn bottom to top, each at its place on the frame, and sounds mixed with
// their volumes and fades. The worker renders it (jobs/render-timeline.ts) and
// the editor's preview draws each frame with the same function, so what the
// user sees is what the file gets.
import type { MediaRef } from '../media-ref';
import type { Box, CaptionsOverlay, TextOverlay } from './composition';
import { drawOverlays, type Bitmaps } from './overlays';

type Ctx = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

interface LayerBase {
  id: string;
  startMs: number;
  durationMs: number;
  /** Where its picture goes, as fractions of the frame (may reach outside it). */
  box: Box;
  /** Degrees clockwise about the box's centre. */
  rotation: number;
  opacity: number;
  /** How it comes in: dissolving from what is below, or from black. */
  transitionIn: { kind: 'crossfade' | 'fade_black'; durationMs: number } | null;
}

export type TimelineLayer =
  | (LayerBase & {
      kind: 'video';
      source: MediaRef;
      /** Where it starts in its source, and how fast it plays it. */
      inMs: number;
      speed: number;
      /** The part of its picture shown, fractions of the source frame. */
      crop: Box;
    })
  | (LayerBase & { kind: 'image'; image: Blob; crop: Box })
  | (LayerBase & { kind: 'text'; text: Omit<TextOverlay, 'kind' | 'startMs' | 'endMs'> })
  /** Animated captions, timed on the timeline, drawn by the caption model (media/captions) over the whole frame. */
  | (LayerBase & { kind: 'captions'; captions: CaptionsOverlay });

export interface TimelineSound {
  id: string;
  source: MediaRef;
  startMs: number;
  durationMs: number;
  inMs: number;
  speed: number;
  volume: number;
  fadeInMs: number;
  fadeOutMs: number;
}

export interface TimelineComposition {
  width: number;
  height: number;
  fps: number;
  durationMs: number;
  /** Bottom first. */
  layers: TimelineLayer[];
  sounds: TimelineSound[];
  fonts?: Array<{ family: string; url: string; weight?: number }>;
  videoBitrate?: number;
}

export const activeAt = (l: { startMs: number; durationMs: number }, atMs: number) => atMs >= l.startMs && atMs < l.startMs + l.durationMs;

/** Where a layer's source is read at a moment of the timeline (ms of source time). */
export const sourceTimeAt = (l: { startMs: number; inMs: number; speed: number }, atMs: number) => l.inMs + (atMs - l.startMs) * l.speed;

/** A sound's gain at a moment: its volume, ramped up over its fade in and down over its fade out. */
export function gainAt(s: Pick<TimelineSound, 'startMs' | 'durationMs' | 'volume' | 'fadeInMs' | 'fadeOutMs'>, atMs: number): number {
  const into = atMs - s.startMs;
  const left = s.startMs + s.durationMs - atMs;
  if (into < 0 || left <= 0) return 0;
  const up = s.fadeInMs > 0 ? Math.min(1, into / s.fadeInMs) : 1;
  const down = s.fadeOutMs > 0 ? Math.min(1, left / s.fadeOutMs) : 1;
  return s.volume * Math.min(up, down);
}

/**
 * The box a picture of w×h gets on a W×H frame: fitted whole (contain), scaled
 * by `scale`, centred at (x, y) of the frame; fractions of the frame.
 */
export function placeBox(W: number, H: number, w: number, h: number, t: { x: number; y: number; scale: number }): Box {
  const fit = Math.min(W / w, H / h) * t.scale;
  const width = (w * fit) / W;
  const height = (h * fit) / H;
  return { x: t.x - width / 2, y: t.y - height / 2, width, height };
}

/** How far a layer's entrance has come, 0..1 (1 without a transition). */
export const entrance = (l: TimelineLayer, atMs: number) =>
  l.transitionIn ? Math.min(1, Math.max(0, (atMs - l.startMs) / l.transitionIn.durationMs)) : 1;

/**
 * One frame of the timeline at `atMs`: black, then every layer active then,
 * bottom to top. `pictureOf` gives a video layer's current picture (null while
 * it has none); images come decoded in `bitmaps`.
 */
export function drawTimelineFrame(
  g: Ctx,
  comp: Pick<TimelineComposition, 'width' | 'height' | 'layers'>,
  atMs: number,
  pictureOf: (layer: Extract<TimelineLayer, { kind: 'video' }>) => { source: CanvasImageSource; width: number; height: number } | null,
  bitmaps: Bitmaps,
): void {
  const { width: W, height: H } = comp;
  g.save();
  g.globalAlpha = 1;
  g.fillStyle = '#000';
  g.fillRect(0, 0, W, H);
  for (const l of comp.layers) {
    if (!activeAt(l, atMs)) continue;
    const come = entrance(l, atMs);
    g.save();
    g.globalAlpha = layerAlpha(l, come);
    drawLayer(
      g,
      l,
      atMs,
      W,
      H,
      l.kind === 'video' ? pictureOf(l) : l.kind === 'image' ? bitmapPicture(bitmaps.get(l.image)) : null,
      bitmaps,
    );
    g.restore();
    if (l.transitionIn?.kind === 'fade_black' && come < 1) {
      g.save();
      g.globalAlpha = 1 - come;
      g.fillStyle = '#000';
      g.fillRect(0, 0, W, H);
      g.restore();
    }
  }
  g.restore();
}

/** A layer's opacity at a moment: its own, times how far a cross-fade has come. */
export const layerAlpha = (l: TimelineLayer, come: number) =>
  Math.max(0, Math.min(1, l.opacity * (l.transitionIn?.kind === 'crossfade' ? come : 1)));

type Picture = { source: CanvasImageSource; width: number; height: number } | null;

/** One layer's picture at its place, turned and cropped; the caller sets its alpha. */
export function drawLayer(g: Ctx, l: TimelineLayer, atMs: number, W: number, H: number, picture: Picture, bitmaps: Bitmaps): void {
  g.save();
  const cx = (l.box.x + l.box.width / 2) * W;
  const cy = (l.box.y + l.box.height / 2) * H;
  g.translate(cx, cy);
  if (l.rotation) g.rotate((l.rotation * Math.PI) / 180);
  const dw = l.box.width * W;
  const dh = l.box.height * H;
  if (l.kind === 'captions') {
    g.translate(-W / 2, -H / 2);
    drawOverlays(g, [l.captions], atMs, W, H, bitmaps);
  } else if (l.kind === 'text') {
    g.translate(-W / 2, -H / 2);
    drawOverlays(
      g,
      [{ kind: 'text', startMs: l.startMs, endMs: l.startMs + l.durationMs, ...l.text, x: 0.5, y: 0.5 }],
      atMs,
      W,
      H,
      bitmaps,
    );
  } else if (picture) {
    const c = l.crop;
    g.drawImage(
      picture.source,
      c.x * picture.width,
      c.y * picture.height,
      c.width * picture.width,
      c.height * picture.height,
      -dw / 2,
      -dh / 2,
      dw,
      dh,
    );
  }
  g.restore();
}

export const bitmapPicture = (b: ImageBitmap | undefined) => (b ? { source: b, width: b.width, height: b.height } : null);
