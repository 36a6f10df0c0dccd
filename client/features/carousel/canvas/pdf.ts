// The PDF export (LinkedIn document posts): one page per slide, the slide drawn
// without its text as the page's picture, and every text line written on top
// as real text in the embedded font, where Konva's own text layout puts it, so
// the words can be selected, searched and read aloud.
import Konva from 'konva';
import { PDFDocument, degrees, rgb, type PDFFont } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { bundledFontTtfUrl } from '../../../../src/common/brand/fonts';
import type { ResolvedFont } from '../../../../src/common/contracts/brand-kits';
import type { CarouselDocument, TextElement } from '../../../../src/common/contracts/carousel';
import { resolveColor, resolveFont } from '../model/brand';
import { sizeOf } from '../model/document';
import { listText, type DrawContext } from './elements';
import { slidePngs, type Progress } from './export';

/** The file to embed: bundled fonts as TrueType (WOFF2 does not embed well), uploaded ones as sent. */
function fontFile(font: ResolvedFont, weight: 400 | 700): string {
  const files = font.files;
  const file = files.find((f) => f.weight === weight) ?? files.find((f) => f.weight === 400) ?? files[0]!;
  return font.source === 'bundled' ? bundledFontTtfUrl(font.id, file.weight) : file.url;
}

const hex = (c: string) => rgb(parseInt(c.slice(1, 3), 16) / 255, parseInt(c.slice(3, 5), 16) / 255, parseInt(c.slice(5, 7), 16) / 255);

/** Konva's line breaks for a text element, so the PDF lines match the canvas. */
function layout(el: TextElement, font: ResolvedFont): { text: string; width: number }[] {
  const node = new Konva.Text({
    text: listText(el.text, el.list),
    width: el.width,
    fontFamily: `'${font.cssFamily}', sans-serif`,
    fontSize: el.fontSize,
    fontStyle: `${el.italic ? 'italic ' : ''}${el.fontWeight === 700 ? 'bold' : 'normal'}`,
    lineHeight: el.lineHeight,
    wrap: 'word',
  });
  const lines = (node as unknown as { textArr: { text: string; width: number }[] }).textArr.map((l) => ({ text: l.text, width: l.width }));
  node.destroy();
  return lines;
}

export async function slidesPdf(doc: CarouselDocument, ctx: DrawContext, title: string, onProgress: Progress = () => {}): Promise<Blob> {
  const { width: W, height: H } = sizeOf(doc);
  const pictures = await slidePngs(doc, ctx, (done, total) => onProgress(done, total + 1), undefined, true);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(title);
  pdf.setCreator('Palco');
  const embedded = new Map<string, Promise<PDFFont>>();
  const embed = (url: string) => {
    if (!embedded.has(url)) embedded.set(url, fetch(url).then(async (r) => pdf.embedFont(new Uint8Array(await r.arrayBuffer()), { subset: true })));
    return embedded.get(url)!;
  };

  for (const [i, slide] of doc.slides.entries()) {
    const page = pdf.addPage([W, H]);
    page.drawImage(await pdf.embedPng(new Uint8Array(await pictures[i]!.arrayBuffer())), { x: 0, y: 0, width: W, height: H });
    for (const el of slide.elements) {
      if (el.type !== 'text' || !el.text.trim()) continue;
      const font = resolveFont(el.font, doc.brand);
      const pdfFont = await embed(fontFile(font, el.fontWeight));
      const lineHeight = el.fontSize * el.lineHeight;
      const angle = (el.rotation * Math.PI) / 180;
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      for (const [n, line] of layout(el, font).entries()) {
        if (!line.text.trim()) continue;
        const dx = el.align === 'center' ? (el.width - line.width) / 2 : el.align === 'right' ? el.width - line.width : 0;
        // Konva centres each line in its line box; the baseline sits ~0.35 em below that centre.
        const dy = n * lineHeight + lineHeight / 2 + el.fontSize * 0.35;
        const x = el.x + dx * cos - dy * sin;
        const y = el.y + dx * sin + dy * cos;
        page.drawText(line.text, { x, y: H - y, size: el.fontSize, font: pdfFont, color: hex(resolveColor(el.color, doc.brand)), opacity: el.opacity, rotate: degrees(-el.rotation) });
      }
    }
  }
  const bytes = await pdf.save();
  onProgress(doc.slides.length + 1, doc.slides.length + 1);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
