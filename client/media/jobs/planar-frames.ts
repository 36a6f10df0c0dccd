// What the planar compositor needs from the browser: a text or image layer
// drawn once on a transparent canvas by the preview's own code (drawLayer),
// then kept as YUV with alpha (render/planar.ts), and the colour space the
// frames are labelled with for the encoder.
import type { Bitmaps } from '../render/overlays';
import { patchFromRgba, type YuvaPatch, type YuvSpace } from '../render/planar';
import { bitmapPicture, drawLayer, type TimelineLayer } from '../render/timeline';

/** Frames without a video are labelled BT.709, limited range. */
export const DEFAULT_COLOR_SPACE: VideoColorSpaceInit = { primaries: 'bt709', transfer: 'bt709', matrix: 'bt709', fullRange: false };

/** A text or image layer as it looks at full opacity (neither changes during its item), or null when it shows nothing. */
export function patchOfLayer(
  l: Exclude<TimelineLayer, { kind: 'video' }>,
  W: number,
  H: number,
  bitmaps: Bitmaps,
  space: YuvSpace,
): YuvaPatch | null {
  const g = new OffscreenCanvas(W, H).getContext('2d', { willReadFrequently: true })!;
  drawLayer(g, l, l.startMs, W, H, l.kind === 'image' ? bitmapPicture(bitmaps.get(l.image)) : null, bitmaps);
  return patchFromRgba(g.getImageData(0, 0, W, H).data, W, H, space);
}
