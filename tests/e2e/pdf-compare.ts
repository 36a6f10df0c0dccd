// Renders PDF pages in Chromium with pdf.js and compares each with a PNG, pixel
// by pixel. pdf.js draws a PDF's embedded fonts with the browser's own text
// rasteriser, so a page whose text sits where the canvas drew it differs from
// the canvas export only in anti-aliasing; a line placed a few pixels off
// shows up as a band of changed pixels along every glyph.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';

const require = createRequire(import.meta.url);
const ORIGIN = 'http://pdf-compare.test';

export interface PageDifference {
  width: number;
  height: number;
  /** Share of pixels whose largest channel difference is over 64 (of 255). */
  changed: number;
  /** Rows (top, bottom) holding changed pixels, to say where a mismatch is. */
  rows: [number, number] | null;
}

/** One comparison per page: page i of the PDF against pngs[i], drawn at scale 1. */
export async function comparePdfWithPngs(browser: Browser, pdf: Uint8Array, pngs: Uint8Array[]): Promise<PageDifference[]> {
  const context = await browser.newContext();
  try {
    // A page of its own, offline: the harness and pdf.js are served from memory.
    const files: Record<string, [string, string]> = {
      '/': ['text/html', '<!doctype html><meta charset="utf-8"><script type="module" src="/harness.mjs"></script>'],
      '/harness.mjs': ['text/javascript', harness],
      '/pdf.mjs': ['text/javascript', readFileSync(require.resolve('pdfjs-dist/build/pdf.mjs'), 'utf8')],
      '/pdf.worker.mjs': ['text/javascript', readFileSync(require.resolve('pdfjs-dist/build/pdf.worker.mjs'), 'utf8')],
    };
    await context.route(`${ORIGIN}/**`, (route) => {
      const file = files[new URL(route.request().url()).pathname];
      return file ? route.fulfill({ contentType: file[0], body: file[1] }) : route.fulfill({ status: 404 });
    });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'comparePages' in window);
    const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
    return await page.evaluate(
      ([p, images]) =>
        (window as unknown as { comparePages: (p: string, i: string[]) => Promise<PageDifference[]> }).comparePages(p, images),
      [b64(pdf), pngs.map(b64)] as const,
    );
  } finally {
    await context.close();
  }
}

const harness = `
import * as pdfjs from '/pdf.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const pixels = (canvas) => canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
window.comparePages = async (pdfB64, pngsB64) => {
  const doc = await pdfjs.getDocument({ data: bytes(pdfB64) }).promise;
  const out = [];
  for (let i = 0; i < pngsB64.length; i++) {
    const page = await doc.getPage(i + 1);
    const viewport = page.getViewport({ scale: 1 });
    const drawn = document.createElement('canvas');
    drawn.width = viewport.width;
    drawn.height = viewport.height;
    await page.render({ canvasContext: drawn.getContext('2d'), viewport }).promise;
    const bitmap = await createImageBitmap(new Blob([bytes(pngsB64[i])], { type: 'image/png' }));
    const expected = document.createElement('canvas');
    expected.width = bitmap.width;
    expected.height = bitmap.height;
    expected.getContext('2d').drawImage(bitmap, 0, 0);
    const a = pixels(drawn), b = pixels(expected);
    let changed = 0, top = -1, bottom = -1;
    for (let p = 0; p < a.length; p += 4) {
      const d = Math.max(Math.abs(a[p] - b[p]), Math.abs(a[p + 1] - b[p + 1]), Math.abs(a[p + 2] - b[p + 2]));
      if (d > 64) {
        changed++;
        const row = Math.floor(p / 4 / drawn.width);
        if (top < 0) top = row;
        bottom = row;
      }
    }
    out.push({ width: drawn.width, height: drawn.height, changed: changed / (a.length / 4), rows: top < 0 ? null : [top, bottom] });
  }
  return out;
};
`;
