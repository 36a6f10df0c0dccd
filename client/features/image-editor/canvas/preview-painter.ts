// Paints the live preview in three stages that change at different speeds: the
// picture turned and cropped (kept until the crop, turn, size or source changes),
// the adjustments (in a worker, or on a graphics card, kept per set of values),
// then what lies over them (the layers), drawn on every paint. A slider's step thus
// costs the main thread a message and a bitmap's paint, not the pixel math; a layer's edit
// costs no adjustment at all. While the worker works, the canvas keeps showing
// the previous result rather than flashing the unadjusted picture.
import type { ImageDocument } from '@src/common/contracts/image';
import { isNeutral } from '../model/adjust';
import { drawBase, drawOverlays, type SourcePicture } from './draw';
import { adjustOnGpu, gpuAvailable } from './gl-adjust';
import { PreviewAdjuster, type Adjusted } from './preview-adjuster';

type Size = { width: number; height: number };
interface Job {
  canvas: HTMLCanvasElement;
  doc: ImageDocument;
  size: Size;
  after: () => void;
}

const ids = new WeakMap<object, number>();
let lastId = 0;
const idOf = (picture: SourcePicture) => {
  if (!picture) return 0;
  if (!ids.has(picture)) ids.set(picture, ++lastId);
  return ids.get(picture)!;
};

export class PreviewPainter {
  private adjuster = new PreviewAdjuster();
  private work: HTMLCanvasElement | null = null;
  private baseKey = '';
  private base: ImageData | null = null;
  private adjustedKey = '';
  private adjusted: Adjusted | null = null;
  private latest: Job | null = null;

  paint(canvas: HTMLCanvasElement, picture: SourcePicture, doc: ImageDocument, size: Size, after: () => void): void {
    this.latest = { canvas, doc, size, after };
    const { adjustments, layers, ...placement } = doc;
    void layers;
    const baseKey = JSON.stringify([idOf(picture), placement, size]);
    if (baseKey !== this.baseKey || !this.base) {
      this.base = this.drawBase(picture, doc, size);
      this.baseKey = baseKey;
    }
    const base = this.base;
    if (isNeutral(adjustments)) return this.show(base);
    const key = `${baseKey}|${JSON.stringify(adjustments)}`;
    if (key === this.adjustedKey && this.adjusted) return this.show(this.adjusted);
    if (this.onGpu(base, doc)) return;
    // Until the worker answers: the last adjusted picture if it is of this size, else the plain one.
    const stale = this.adjusted;
    if (!stale || stale.width !== size.width || stale.height !== size.height) this.show(base);
    this.adjuster.adjust(baseKey, base, adjustments, (picture) => {
      if (this.baseKey !== baseKey) return;
      if (this.adjusted instanceof ImageBitmap) this.adjusted.close();
      this.adjusted = picture;
      this.adjustedKey = key;
      // Shown even if a newer value waits (it is newer than the screen), with the latest overlays.
      this.show(this.adjusted);
    });
  }

  dispose(): void {
    this.adjuster.dispose();
  }

  /** On a graphics card the adjustments take a few milliseconds in the page: no worker, no wait. */
  private onGpu(base: ImageData, doc: ImageDocument): boolean {
    if (!gpuAvailable()) return false;
    const job = this.latest!;
    const ctx = this.context(job);
    if (!ctx) return true;
    ctx.putImageData(base, 0, 0);
    if (!adjustOnGpu(ctx, doc.adjustments, base.width, base.height)) return false;
    drawOverlays(ctx, job.doc, job.size);
    job.after();
    return true;
  }

  private show(picture: Adjusted): void {
    const job = this.latest!;
    const ctx = this.context(job);
    if (!ctx) return;
    if (picture instanceof ImageData) ctx.putImageData(picture, 0, 0);
    else {
      // A bitmap is drawn over what is there: cleared first, so a cut-out's transparency shows.
      ctx.clearRect(0, 0, picture.width, picture.height);
      ctx.drawImage(picture, 0, 0);
    }
    drawOverlays(ctx, job.doc, job.size);
    job.after();
  }

  private context({ canvas, size }: Job) {
    if (canvas.width !== size.width) canvas.width = size.width;
    if (canvas.height !== size.height) canvas.height = size.height;
    return canvas.getContext('2d', { willReadFrequently: true });
  }

  private drawBase(picture: SourcePicture, doc: ImageDocument, size: Size): ImageData {
    this.work ??= document.createElement('canvas');
    this.work.width = size.width;
    this.work.height = size.height;
    const ctx = this.work.getContext('2d', { willReadFrequently: true })!;
    drawBase(ctx, picture, doc, size);
    return ctx.getImageData(0, 0, size.width, size.height);
  }
}
