// Draws the image document on a canvas: the only place that touches pixels in
// the DOM. The preview and the export are the same call at two sizes (the
// preview at most PREVIEW_SIDE px on its longer side, the export at full size),
// so what the user sees is what is saved.
import { imageOutputSize, type ImageDocument } from '@src/common/contracts/image';
import { applyAdjustments, isNeutral } from '../model/adjust';
import { adjustOnGpu } from './gl-adjust';
import { cropPixels, orientedSize } from '../model/geometry';
import { drawLayers, measureIn, type LayerPictures } from './layers';
import { layerPictures } from './layer-pictures';

export { measureIn };

export const PREVIEW_SIDE = 720;
export type ExportFormat = 'png' | 'jpeg' | 'webp';
export const EXPORT_TYPES: Record<ExportFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/** The picture a document starts from: a decoded library image, or nothing for a blank canvas. */
export type SourcePicture = ImageBitmap | null;

export function drawDocument(
  canvas: HTMLCanvasElement,
  picture: SourcePicture,
  doc: ImageDocument,
  size: { width: number; height: number },
  pictures: LayerPictures = layerPictures,
) {
  if (canvas.width !== size.width) canvas.width = size.width;
  if (canvas.height !== size.height) canvas.height = size.height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return;
  drawBase(ctx, picture, doc, size);
  if (!isNeutral(doc.adjustments) && !adjustOnGpu(ctx, doc.adjustments, size.width, size.height)) {
    const pixels = ctx.getImageData(0, 0, size.width, size.height);
    const out = applyAdjustments(pixels, doc.adjustments);
    pixels.data.set(out.data);
    ctx.putImageData(pixels, 0, 0);
  }
  drawOverlays(ctx, doc, size, pictures);
}

/** The picture turned, mirrored and cropped to the output: what the adjustments then apply to. */
export function drawBase(
  ctx: CanvasRenderingContext2D,
  picture: SourcePicture,
  doc: ImageDocument,
  size: { width: number; height: number },
) {
  const oriented = orientedSize(doc);
  const crop = cropPixels(doc.crop, oriented);
  const sx = size.width / crop.width;
  const sy = size.height / crop.height;
  ctx.save();
  ctx.clearRect(0, 0, size.width, size.height);
  ctx.imageSmoothingQuality = 'high';
  // Oriented-image coordinates onto the canvas (the crop's corner at 0, 0), then the source
  // turned and mirrored about the oriented image's centre (the flips are of the turned picture).
  ctx.setTransform(sx, 0, 0, sy, -crop.x * sx, -crop.y * sy);
  ctx.translate(oriented.width / 2, oriented.height / 2);
  ctx.scale(doc.flipX ? -1 : 1, doc.flipY ? -1 : 1);
  ctx.rotate((doc.rotation * Math.PI) / 180);
  const { width, height } = doc.source;
  if (doc.source.type === 'blank' || !picture) {
    ctx.fillStyle = doc.source.type === 'blank' ? doc.source.color : '#000000';
    ctx.fillRect(-width / 2, -height / 2, width, height);
  } else ctx.drawImage(atScale(picture, Math.min(sx, sy)), -width / 2, -height / 2, width, height);
  ctx.restore();
}

/** The layers, over the adjusted picture: a filter never tints a caption, a logo or a shape. */
export function drawOverlays(
  ctx: CanvasRenderingContext2D,
  doc: ImageDocument,
  size: { width: number; height: number },
  pictures: LayerPictures = layerPictures,
) {
  drawLayers(ctx, doc, size, pictures);
}

const smaller = new WeakMap<ImageBitmap, { level: number; copy: HTMLCanvasElement }>();

/**
 * The picture to draw at `k` canvas pixels per source pixel: the source itself, or for a preview
 * far smaller than it a copy at the next power of two above k, made once per source and level.
 * Scaling a 12-megapixel photo down on every frame of a slider's drag is what would cost the
 * frame; the copy is then a few hundred thousand pixels. The export (k near 1) draws the source.
 */
function atScale(picture: ImageBitmap, k: number): CanvasImageSource {
  const level = 2 ** Math.ceil(Math.log2(Math.max(k, 1e-3)));
  if (level >= 1) return picture;
  const known = smaller.get(picture);
  if (known?.level === level) return known.copy;
  const copy = document.createElement('canvas');
  copy.width = Math.max(1, Math.round(picture.width * level));
  copy.height = Math.max(1, Math.round(picture.height * level));
  const c = copy.getContext('2d')!;
  c.imageSmoothingQuality = 'high';
  c.drawImage(picture, 0, 0, copy.width, copy.height);
  smaller.set(picture, { level, copy });
  return copy;
}

/** The full-size file of the document in a format (quality 1..100 for JPEG and WebP). */
export async function exportImage(picture: SourcePicture, doc: ImageDocument, format: ExportFormat, quality: number) {
  const size = imageOutputSize(doc);
  const canvas = document.createElement('canvas');
  drawDocument(canvas, picture, doc, size);
  // JPEG has no alpha: what is transparent (a cut-out's background) turns white, not the encoder's black.
  if (format === 'jpeg') underlay(canvas, '#ffffff');
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, EXPORT_TYPES[format], quality / 100));
  // A browser that cannot encode a type falls back to PNG: the file then says what it is.
  if (!blob) throw new Error('encode failed');
  return { blob, ...size };
}

/** Paints `color` under what the canvas holds (its transparent parts take it). */
function underlay(canvas: HTMLCanvasElement, color: string) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.save();
  ctx.globalCompositeOperation = 'destination-over';
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.restore();
}
