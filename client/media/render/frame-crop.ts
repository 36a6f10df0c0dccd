// The part of a decoded frame a crop needs, cut out before it is drawn
// (issue 33): a VideoFrame made over just that rectangle of the decoded planes
// (no copy) lets the browser convert to RGB only the pixels that are shown,
// about a third of a 16:9 frame for a 9:16 clip, instead of all of it. Planes
// of 4:2:0 video start on even pixels, so the cut is widened to even edges and
// the exact (sub-pixel) crop drawn from inside it.

export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * `crop` (source pixels, fractional) inside a picture of `bounds`: the
 * even-aligned rectangle to cut (covering the crop, inside the bounds) and
 * where the crop sits inside that cut. Null when the crop is empty.
 */
export function alignedCut(crop: PixelRect, bounds: PixelRect): { cut: PixelRect; inner: PixelRect } | null {
  const even = (v: number, round: (n: number) => number) => round(v / 2) * 2;
  const left = Math.max(bounds.x, even(bounds.x + crop.x, Math.floor));
  const top = Math.max(bounds.y, even(bounds.y + crop.y, Math.floor));
  const right = Math.min(bounds.x + bounds.width, even(bounds.x + crop.x + crop.width, Math.ceil));
  const bottom = Math.min(bounds.y + bounds.height, even(bounds.y + crop.y + crop.height, Math.ceil));
  if (right - left <= 0 || bottom - top <= 0) return null;
  const cut = { x: left, y: top, width: right - left, height: bottom - top };
  const innerX = Math.max(0, bounds.x + crop.x - left);
  const innerY = Math.max(0, bounds.y + crop.y - top);
  return {
    cut,
    inner: {
      x: innerX,
      y: innerY,
      width: Math.min(crop.width, cut.width - innerX),
      height: Math.min(crop.height, cut.height - innerY),
    },
  };
}
