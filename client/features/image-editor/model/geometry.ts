// Orient, crop and resize of the image document, as pure functions. The crop is
// kept in fractions of the oriented image (its sides after the quarter turns), so
// a turn swaps the crop's axes and a flip mirrors it: the same part of the photo
// stays chosen whatever the user does in between.
import type { Crop, CropRatio, ImageDocument } from '@src/common/contracts/image';

/** Width over height of each preset ratio; `free` has none. */
export const RATIO_VALUES: Record<Exclude<CropRatio, 'free'>, number> = {
  '1:1': 1,
  '4:5': 4 / 5,
  '9:16': 9 / 16,
  '16:9': 16 / 9,
  '1.91:1': 1.91,
};

/** The preset ratio a width-over-height is (within rounding of a network's pixel size), else 'free'. */
export const presetRatio = (want: number): CropRatio =>
  (Object.keys(RATIO_VALUES) as (keyof typeof RATIO_VALUES)[]).find((r) => Math.abs(RATIO_VALUES[r] - want) < 0.005) ?? 'free';

export const FULL_CROP: Crop = { x: 0, y: 0, width: 1, height: 1 };

/** The source's size once turned. */
export function orientedSize(doc: Pick<ImageDocument, 'source' | 'rotation'>): { width: number; height: number } {
  const turned = doc.rotation % 180 !== 0;
  return turned ? { width: doc.source.height, height: doc.source.width } : { width: doc.source.width, height: doc.source.height };
}

/**
 * The largest crop of `ratio` centred on the current crop's centre, inside the image of `size`
 * (fractions, so the ratio is one of pixels: a 1:1 crop of a 4:3 photo is 0.75 wide).
 */
export function cropToRatio(crop: Crop, ratio: CropRatio, size: { width: number; height: number }): Crop {
  return ratio === 'free' ? crop : cropToAspect(crop, RATIO_VALUES[ratio], size);
}

/** The same for any width-over-height `want` (a network size's). */
export function cropToAspect(crop: Crop, want: number, size: { width: number; height: number }): Crop {
  // In pixels: as wide as the image allows at this ratio, then fitted in height.
  let w = size.width;
  let h = w / want;
  if (h > size.height) {
    h = size.height;
    w = h * want;
  }
  const fw = w / size.width;
  const fh = h / size.height;
  const cx = crop.x + crop.width / 2;
  const cy = crop.y + crop.height / 2;
  return { x: clamp(cx - fw / 2, 0, 1 - fw), y: clamp(cy - fh / 2, 0, 1 - fh), width: fw, height: fh };
}

/** A crop moved by a drag (fractions), kept inside the image. */
export const moveCrop = (c: Crop, dx: number, dy: number): Crop => ({
  ...c,
  x: clamp(c.x + dx, 0, 1 - c.width),
  y: clamp(c.y + dy, 0, 1 - c.height),
});

/** A quarter turn clockwise: the crop's rectangle turns with the picture. */
export const turnCrop = (c: Crop): Crop => ({ x: 1 - c.y - c.height, y: c.x, width: c.height, height: c.width });
export const flipCropX = (c: Crop): Crop => ({ ...c, x: 1 - c.x - c.width });
export const flipCropY = (c: Crop): Crop => ({ ...c, y: 1 - c.y - c.height });

/** The crop in pixels of the oriented image of `size` (whole pixels, at least one). */
export function cropPixels(crop: Crop, size: { width: number; height: number }) {
  const x = Math.round(crop.x * size.width);
  const y = Math.round(crop.y * size.height);
  const width = Math.max(1, Math.min(size.width - x, Math.round(crop.width * size.width)));
  const height = Math.max(1, Math.min(size.height - y, Math.round(crop.height * size.height)));
  return { x, y, width, height };
}

/** A size scaled to fit in `max` on its longer side (a preview), never larger than it was. */
export function fitWithin(size: { width: number; height: number }, max: number) {
  const k = Math.min(1, max / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * k)), height: Math.max(1, Math.round(size.height * k)) };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
