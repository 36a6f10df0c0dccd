// The image editor's commands: pure document → document steps for the kernel's
// history (undo, redo, autosave). A slider's drag is one undo step (its merge key).
import {
  ADJUSTMENT_RANGE,
  CROP_RATIOS,
  type AdjustmentId,
  type Crop,
  type CropRatio,
  type ImageDocument,
} from '@src/common/contracts/image';
import type { Command } from '@client/editor/history';
import { filterAdjustments, type FilterId } from './filters';
import {
  cropToAspect,
  cropToRatio,
  flipCropX,
  flipCropY,
  FULL_CROP,
  moveCrop,
  orientedSize,
  presetRatio,
  RATIO_VALUES,
  turnCrop,
} from './geometry';

type C = Command<ImageDocument>;

export const setRatio = (ratio: CropRatio): C => ({
  apply: (d) =>
    CROP_RATIOS.includes(ratio) ? { ...d, ratio, crop: cropToRatio(ratio === 'free' ? d.crop : FULL_CROP, ratio, orientedSize(d)) } : d,
});

export const dragCrop = (dx: number, dy: number): C => ({
  mergeKey: 'crop-move',
  apply: (d) => ({ ...d, crop: moveCrop(d.crop, dx, dy) }),
});

/**
 * A crop box the user drew or resized (crop-box.ts keeps a preset ratio already; a box of another
 * shape under a preset is fitted to it). A network size stays only while the box has its shape:
 * a free box exports at its own size rather than stretched to one it no longer matches.
 */
export const setCrop = (crop: Crop): C => ({
  mergeKey: 'crop-draw',
  apply: (d) => {
    const size = orientedSize(d);
    const shaped = d.ratio === 'free' || sameAspect(crop, RATIO_VALUES[d.ratio], size) ? crop : cropToRatio(crop, d.ratio, size);
    const resize = d.resize && sameAspect(shaped, d.resize.width / d.resize.height, size) ? d.resize : null;
    return { ...d, crop: shaped, resize };
  },
});

/** Whether a crop's pixels are `want` wide for one high, within a pixel (boxes are snapped to whole ones). */
const sameAspect = (c: Crop, want: number, size: { width: number; height: number }) =>
  Math.abs(c.width * size.width - c.height * size.height * want) <= 1 + 1e-6;

export const resetCrop: C = { apply: (d) => ({ ...d, ratio: 'free', crop: FULL_CROP }) };

/** A quarter turn clockwise; a resize turns with the picture. */
export const turn: C = {
  apply: (d) => ({
    ...d,
    rotation: ((d.rotation + 90) % 360) as ImageDocument['rotation'],
    crop: turnCrop(d.crop),
    resize: d.resize ? { width: d.resize.height, height: d.resize.width } : null,
  }),
};
export const flipX: C = { apply: (d) => ({ ...d, flipX: !d.flipX, crop: flipCropX(d.crop) }) };
export const flipY: C = { apply: (d) => ({ ...d, flipY: !d.flipY, crop: flipCropY(d.crop) }) };

/**
 * Resize to a network size: the crop takes the size's ratio first (so nothing is stretched),
 * then the export is that many pixels.
 */
export const resizeTo = (width: number, height: number): C => ({
  apply: (d) => {
    const want = width / height;
    return { ...d, ratio: presetRatio(want), crop: cropToAspect(FULL_CROP, want, orientedSize(d)), resize: { width, height } };
  },
});
export const keepCroppedSize: C = { apply: (d) => (d.resize ? { ...d, resize: null } : d) };

export const setAdjustment = (id: AdjustmentId, value: number): C => ({
  mergeKey: `adjust-${id}`,
  apply: (d) => {
    const { min, max } = ADJUSTMENT_RANGE[id];
    const v = Math.min(max, Math.max(min, Math.round(value)));
    return d.adjustments[id] === v ? d : { ...d, adjustments: { ...d.adjustments, [id]: v } };
  },
});

export const applyFilter = (id: FilterId): C => ({
  apply: (d) => ({ ...d, adjustments: filterAdjustments(id), filter: id === 'original' ? null : id }),
});
