// Draws part of a decoded frame into the output (a crop that follows the
// speaker, a split screen's pane). Where the frame allows it, only the shown
// rectangle is handed to the canvas (render/frame-crop.ts): the browser
// converts the shown third of the picture to RGB instead of all of it.
import type { VideoSample } from 'mediabunny';
import { alignedCut, type PixelRect } from '../render/frame-crop';

/** `from`: source pixels of the sample's picture; `to`: output pixels. */
export function drawPart(g: OffscreenCanvasRenderingContext2D, sample: VideoSample, from: PixelRect, to: PixelRect): void {
  // Rotated or flipped pictures, and pixels that are not square, keep mediabunny's own mapping.
  if (sample.rotation !== 0 || (sample as { flip?: boolean }).flip) return drawWhole(g, sample, from, to);
  const frame = sample.toVideoFrame();
  let cut: VideoFrame | null = null;
  try {
    const visible = frame.visibleRect;
    if (!visible || frame.displayWidth !== visible.width || frame.displayHeight !== visible.height) return drawWhole(g, sample, from, to);
    const part = alignedCut(from, { x: visible.x, y: visible.y, width: visible.width, height: visible.height });
    if (!part) return;
    cut = new VideoFrame(frame, { visibleRect: part.cut });
    g.drawImage(cut, part.inner.x, part.inner.y, part.inner.width, part.inner.height, to.x, to.y, to.width, to.height);
  } catch {
    // A frame this browser will not view in part: the whole one, as before.
    drawWhole(g, sample, from, to);
  } finally {
    cut?.close();
    frame.close();
  }
}

function drawWhole(g: OffscreenCanvasRenderingContext2D, sample: VideoSample, from: PixelRect, to: PixelRect) {
  sample.draw(g, from.x, from.y, from.width, from.height, to.x, to.y, to.width, to.height);
}
