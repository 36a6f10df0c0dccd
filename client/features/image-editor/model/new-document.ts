// A new image project's document: a library image as it is, or a blank canvas.
import type { ImageDocument, ImageSource } from '@src/common/contracts/image';
import { NEUTRAL } from './adjust';
import { FULL_CROP } from './geometry';

export const newImageDocument = (source: ImageSource): ImageDocument => ({
  schemaVersion: 1,
  source,
  rotation: 0,
  flipX: false,
  flipY: false,
  ratio: 'free',
  crop: FULL_CROP,
  resize: null,
  adjustments: NEUTRAL,
  filter: null,
  layers: [],
});
