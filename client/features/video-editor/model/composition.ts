// A video project as the engine renders it (media/render/timeline.ts): its
// tracks bottom to top as layers (hidden tracks left out), every video and
// audio item of an unmuted track as a sound, sizes for the chosen resolution.
// Pure: the preview and the export build it the same way.
import { VIDEO_SIZE, type TimelineItem, type VideoDocument } from '@src/common/contracts/video';
import type { MediaRef } from '@client/media/protocol';
import { placeBox, type TimelineComposition, type TimelineLayer, type TimelineSound } from '@client/media/render/timeline';
import { captionFonts, captionsOverlay, type CaptionKit } from './captions';

export type Resolution = 720 | 1080;

/** What the composition needs of each library file on the timeline. */
export interface SourceInfo {
  ref: MediaRef;
  width: number;
  height: number;
}

export interface CompositionInputs {
  sources: ReadonlyMap<string, SourceInfo>;
  /** Library images, fetched (the worker draws Blobs). */
  images: ReadonlyMap<string, Blob>;
  fonts?: TimelineComposition['fonts'];
  /** The brand kit captions take their font, colours and presets from (none: the defaults). */
  kit?: CaptionKit;
}

/** The output frame for a resolution: the short side at 720 or 1080, even numbers (H.264 wants them). */
export function outputSize(doc: Pick<VideoDocument, 'aspect'>, resolution: Resolution): { width: number; height: number; scale: number } {
  const full = VIDEO_SIZE[doc.aspect];
  const scale = resolution / Math.min(full.width, full.height);
  const even = (v: number) => Math.round((v * scale) / 2) * 2;
  return { width: even(full.width), height: even(full.height), scale };
}

export function timelineComposition(doc: VideoDocument, inputs: CompositionInputs, resolution: Resolution = 1080): TimelineComposition {
  const { width, height, scale } = outputSize(doc, resolution);
  const layers: TimelineLayer[] = [];
  const sounds: TimelineSound[] = [];
  let durationMs = 0;
  for (const track of [...doc.tracks].reverse()) {
    for (const item of track.items) {
      durationMs = Math.max(durationMs, item.startMs + item.durationMs);
      if ((item.kind === 'video' || item.kind === 'audio') && !track.muted && item.volume > 0) {
        const source = inputs.sources.get(item.assetId);
        if (source)
          sounds.push({
            id: item.id,
            source: source.ref,
            startMs: item.startMs,
            durationMs: item.durationMs,
            inMs: item.inMs,
            speed: item.speed,
            volume: item.volume,
            fadeInMs: item.fadeInMs,
            fadeOutMs: item.fadeOutMs,
          });
      }
      if (track.hidden || item.kind === 'audio') continue;
      const tail = crossfadeTail(track.items, item, inputs, width, height, scale);
      if (tail) layers.push(tail);
      const layer = layerOf(item, inputs, width, height, scale);
      if (layer) layers.push(layer);
    }
  }
  const fonts = [...(inputs.fonts ?? []), ...captionFonts(doc, inputs.kit ?? null)];
  return { width, height, fps: doc.fps, durationMs, layers, sounds, fonts };
}

/** The id a crossfade's outgoing picture has: the item's own, marked. */
export const TAIL = '~tail';

/**
 * A crossfade into `item`: the item just before it on its track goes on past
 * its end, under it, while it fades in (its source's next frames for a video;
 * the same picture or text otherwise). Without that much source left, the
 * crossfade is shorter; with none, it dissolves over what is below.
 */
function crossfadeTail(
  items: readonly TimelineItem[],
  item: TimelineItem,
  inputs: CompositionInputs,
  W: number,
  H: number,
  scale: number,
): TimelineLayer | null {
  if (item.transitionIn?.kind !== 'crossfade') return null;
  const before = items.find((i) => i.kind === item.kind && Math.abs(i.startMs + i.durationMs - item.startMs) <= 1);
  if (!before || before.kind === 'audio' || before.kind === 'captions') return null;
  let durationMs = Math.min(item.transitionIn.durationMs, item.durationMs);
  if (before.kind === 'video') {
    const left = (before.sourceDurationMs - before.inMs) / before.speed - before.durationMs;
    durationMs = Math.min(durationMs, Math.floor(left));
  }
  if (durationMs <= 0) return null;
  const layer = layerOf(before, inputs, W, H, scale);
  if (!layer) return null;
  const shift = item.startMs - before.startMs;
  const moved = { ...layer, id: `${before.id}${TAIL}`, startMs: item.startMs, durationMs, transitionIn: null };
  return moved.kind === 'video' ? { ...moved, inMs: Math.round(moved.inMs + shift * moved.speed) } : moved;
}

function layerOf(
  item: Exclude<TimelineItem, { kind: 'audio' }>,
  inputs: CompositionInputs,
  W: number,
  H: number,
  scale: number,
): TimelineLayer | null {
  if (item.kind === 'captions') {
    // The whole frame: the caption model places the words (inside every network's safe zone).
    const frame = { x: 0, y: 0, width: 1, height: 1 };
    const { id, startMs, durationMs, transitionIn } = item;
    return {
      id,
      startMs,
      durationMs,
      transitionIn,
      rotation: 0,
      opacity: 1,
      box: frame,
      kind: 'captions',
      captions: captionsOverlay(item, inputs.kit ?? null, scale),
    };
  }
  const common = {
    id: item.id,
    startMs: item.startMs,
    durationMs: item.durationMs,
    rotation: item.transform.rotation,
    opacity: item.transform.opacity,
    transitionIn: item.transitionIn,
  };
  if (item.kind === 'text') {
    return {
      ...common,
      kind: 'text',
      box: { x: item.transform.x, y: item.transform.y, width: 0, height: 0 },
      text: {
        text: item.text,
        x: item.transform.x,
        y: item.transform.y,
        maxWidth: 0.9,
        fontSize: Math.max(1, Math.round(item.style.fontSize * scale * item.transform.scale)),
        fontFamily: `'${item.style.fontFamily}', sans-serif`,
        fontWeight: item.style.fontWeight,
        color: item.style.color,
        ...(item.style.background ? { background: item.style.background } : {}),
      },
    };
  }
  const source = inputs.sources.get(item.assetId);
  if (!source) return null;
  const c = item.transform.crop;
  const box = placeBox(W, H, source.width * c.width, source.height * c.height, item.transform);
  if (item.kind === 'video') return { ...common, kind: 'video', source: source.ref, inMs: item.inMs, speed: item.speed, crop: c, box };
  const image = inputs.images.get(item.assetId);
  return image ? { ...common, kind: 'image', image, crop: c, box } : null;
}
