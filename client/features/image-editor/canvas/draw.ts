// Draws the image document on a canvas: the only place that touches pixels in
// the DOM. The preview and the export are the same call at two sizes (the
// preview at most PREVIEW_SIDE px on its longer side, the export at full size),
// so what the user sees is what is saved.
import { imageOutputSize, type ImageDocument } from '@src/common/contracts/image';
import { applyAdjustments, isNeutral } from '../model/adjust';
import { cropPixels, orientedSize } from '../model/geometry';
import { fontCss, textBox, type MeasureLine } from '../model/text';

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
) {
  if (canvas.width !== size.width) canvas.width = size.width;
  if (canvas.height !== size.height) canvas.height = size.height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return;
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
  } else ctx.drawImage(picture, -width / 2, -height / 2, width, height);
  ctx.restore();
  if (!isNeutral(doc.adjustments)) {
    const pixels = ctx.getImageData(0, 0, size.width, size.height);
    const out = applyAdjustments(pixels, doc.adjustments);
    pixels.data.set(out.data);
    ctx.putImageData(pixels, 0, 0);
  }
  drawTexts(ctx, doc, size);
}

/** A line's width measured by this context's font engine. */
export const measureIn =
  (ctx: CanvasRenderingContext2D): MeasureLine =>
  (line, text, px) => {
    ctx.font = fontCss(text, px);
    return ctx.measureText(line).width;
  };

/** The texts over the adjusted picture (never adjusted themselves: a filter does not tint a caption). */
function drawTexts(ctx: CanvasRenderingContext2D, doc: ImageDocument, size: { width: number; height: number }) {
  const measure = measureIn(ctx);
  for (const t of doc.texts) {
    if (!t.text.trim()) continue;
    const box = textBox(t, size, measure);
    ctx.save();
    ctx.font = fontCss(t, box.px);
    ctx.fillStyle = t.color;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (t.shadow) {
      ctx.shadowColor = 'rgba(0, 0, 0, 0.55)';
      ctx.shadowBlur = box.px * 0.12;
      ctx.shadowOffsetY = box.px * 0.04;
    }
    const lineHeight = box.height / box.lines.length;
    box.lines.forEach((line, i) => ctx.fillText(line, t.x * size.width, box.y + lineHeight * (i + 0.5)));
    ctx.restore();
  }
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

/** Decodes an image file or a library image's bytes; null when the browser cannot. */
export async function decodePicture(data: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(data, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}
