// Helpers of the carousel browser tests: the saved project, the editor's
// export menu, and reading what an export produced.
import { readFileSync } from 'node:fs';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import type { Download, Page } from 'playwright-core';
import type { ProjectView } from '../../client/projects/kinds';

export const project = (page: Page, org: string, id: string) =>
  page.evaluate(
    async ([o, p]) => (await (await fetch(`/api/v1/orgs/${o}/projects/${p}?kind=carousel`)).json()) as ProjectView<'carousel'>,
    [org, id] as const,
  );
const bytesOf = async (download: Promise<Download>) => new Uint8Array(readFileSync((await (await download).path())!));

/** Chooses an item of the editor's Export menu and returns the downloaded file. */
export async function exportAs(page: Page, item: string): Promise<Uint8Array> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  return bytesOf(download);
}

/** The RGB of one pixel of a PNG, read by the browser. */
export const pixelAt = (page: Page, png: Uint8Array, x: number, y: number) =>
  page.evaluate(
    async ([b64, px, py]) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const c = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      c.drawImage(bitmap, 0, 0);
      return [...c.getImageData(px, py, 1, 1).data.slice(0, 3)];
    },
    [Buffer.from(png).toString('base64'), x, y] as const,
  );

/** Per PDF page, how many text runs are painted and how many are written invisibly. */
export async function textRuns(pdf: Uint8Array): Promise<{ painted: number; invisible: number; words: string }[]> {
  const doc = await getDocument({ data: pdf.slice(), disableFontFace: true, useSystemFonts: false }).promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const ops = await page.getOperatorList();
    let mode = 0;
    const runs = { painted: 0, invisible: 0 };
    ops.fnArray.forEach((fn, i) => {
      if (fn === OPS.setTextRenderingMode) mode = ops.argsArray[i][0] as number;
      if (fn === OPS.showText || fn === OPS.showSpacedText) runs[mode === 3 ? 'invisible' : 'painted']++;
    });
    const words = (await page.getTextContent()).items
      .map((i) => ('str' in i ? i.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    pages.push({ ...runs, words });
  }
  return pages;
}

/** The base font names a PDF's pages use. */
export async function fontNames(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().flatMap((page) => {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    return (fonts?.values() ?? []).map((ref) => String(doc.context.lookup(ref, PDFDict).get(PDFName.of('BaseFont'))));
  });
}
