// Export in the browser: each slide drawn by the same SlideStage at full size
// (1080 px wide) on a stage outside the page, once its fonts and images are
// loaded, then saved as PNG; all slides go into one ZIP. Nothing is uploaded.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type Konva from 'konva';
import { zipSync, zlibSync } from 'fflate';
import type { CarouselDocument, CarouselElement } from '@src/common/contracts/carousel';
import { fontsOf, fontValuesOf } from '../model/brand';
import { sizeOf } from '../model/document';
import type { DrawContext } from './elements';
import { loadImage } from './use-image';
import { SlideStage } from './slide-stage';

export type Progress = (done: number, total: number) => void;

/** Every font and image a document draws with, loaded before anything is drawn. */
export async function ready(doc: CarouselDocument, ctx: DrawContext): Promise<void> {
  const fonts = fontsOf(doc.brand, fontValuesOf(doc.slides));
  const urls = doc.slides.flatMap((s) =>
    s.elements.flatMap((e) =>
      e.type === 'image' && e.assetId
        ? [ctx.imageUrl(e.assetId)]
        : e.type === 'logo' && doc.brand?.logos[e.variant]
          ? [doc.brand.logos[e.variant]!.url]
          : [],
    ),
  );
  await Promise.all([
    ...fonts.flatMap((f) => f.files.map((file) => document.fonts.load(`${file.weight} 40px '${f.cssFamily}'`).catch(() => []))),
    ...urls.map((u) => loadImage(u)),
  ]);
}

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(null)));

/**
 * Each slide drawn at the format's full size, in order, and handed to
 * `capture` while its stage is mounted: PNG files for the ZIP, raw pixels for the PDF.
 */
async function renderSlides<T>(
  doc: CarouselDocument,
  ctx: DrawContext,
  capture: (stage: Konva.Stage) => Promise<T>,
  onProgress: Progress,
  only?: number,
  hide?: (el: CarouselElement) => boolean,
): Promise<T[]> {
  await ready(doc, ctx);
  const { width } = sizeOf(doc);
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:fixed;left:-20000px;top:0;pointer-events:none';
  document.body.append(host);
  const root = createRoot(host);
  const indexes = only === undefined ? doc.slides.map((_, i) => i) : [only];
  const out: T[] = [];
  try {
    for (const [n, i] of indexes.entries()) {
      let stage: Konva.Stage | null = null;
      const keep = (s: Konva.Stage | null) => {
        stage = s;
      };
      flushSync(() =>
        root.render(
          <SlideStage format={doc.format} slide={doc.slides[i]!} width={width} ctx={ctx} fontsReady={1} stageRef={keep} hide={hide} />,
        ),
      );
      await nextFrame();
      const drawn = stage as Konva.Stage | null;
      if (!drawn) throw new Error('slide stage did not mount');
      out.push(await capture(drawn));
      onProgress(n + 1, indexes.length);
    }
  } finally {
    root.unmount();
    host.remove();
  }
  return out;
}

/** One PNG per slide, in order, at the format's full size. */
export function slidePngs(doc: CarouselDocument, ctx: DrawContext, onProgress: Progress = () => {}, only?: number): Promise<Blob[]> {
  return renderSlides(doc, ctx, async (stage) => (await stage.toBlob({ pixelRatio: 1, mimeType: 'image/png' })) as Blob, onProgress, only);
}

/**
 * Each slide's pixels as 8-bit RGB, zlib-compressed, for a PDF image. Slides
 * are opaque, so alpha is dropped; a PNG would be decoded and deflated again
 * by pdf-lib, which took ~0.3 s a slide.
 */
export function slideRgbDeflated(
  doc: CarouselDocument,
  ctx: DrawContext,
  onProgress: Progress,
  hide: (el: CarouselElement) => boolean,
): Promise<Uint8Array[]> {
  return renderSlides(
    doc,
    ctx,
    async (stage) => {
      const canvas = stage.toCanvas({ pixelRatio: 1 });
      const rgba = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      const rgb = new Uint8Array((rgba.length / 4) * 3);
      for (let p = 0, q = 0; p < rgba.length; p += 4, q += 3) {
        rgb[q] = rgba[p]!;
        rgb[q + 1] = rgba[p + 1]!;
        rgb[q + 2] = rgba[p + 2]!;
      }
      return zlibSync(rgb, { level: 1 });
    },
    onProgress,
    undefined,
    hide,
  );
}

export const slideFileName = (i: number) => `slide-${String(i + 1).padStart(2, '0')}.png`;

/** All slides as slide-01.png, slide-02.png, ... in a ZIP (stored: PNG is compressed already). */
export async function slidesZip(doc: CarouselDocument, ctx: DrawContext, onProgress: Progress = () => {}): Promise<Blob> {
  const pngs = await slidePngs(doc, ctx, onProgress);
  const files: Record<string, Uint8Array> = {};
  for (const [i, png] of pngs.entries()) files[slideFileName(i)] = new Uint8Array(await png.arrayBuffer());
  return new Blob([zipSync(files, { level: 0 }) as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
}
