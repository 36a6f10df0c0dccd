// The PDF export (LinkedIn document posts): one page per slide, the slide drawn
// without its text as the page's picture, and every text line written on top
// as real text in the embedded font, where Konva's own text layout puts it, so
// the words can be selected, searched and read aloud. A text the embedded file
// cannot draw as the browser did stays in the picture, and its words are
// written invisibly over it (still selectable and searchable): one whose font
// lacks a character (an arrow, an emoji: the browser used a fallback font), or
// whose italic or bold the browser synthesised because the font has no such file,
// or in an uploaded WOFF2 font (see fontFile).
import Konva from 'konva';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { bundledFontTtfUrl } from '@src/common/brand/fonts';
import type { ResolvedFont } from '@src/common/contracts/brand-kits';
import type { CarouselDocument, TextElement } from '@src/common/contracts/carousel';
import { resolveColor, resolveFont } from '../../../slides/model/brand';
import { sizeOf } from '../../../slides/model/document';
import type { DrawContext } from '../../../slides/canvas/elements';
import { slideRgbDeflated, type Progress } from '../../../slides/canvas/export';
import { measuredFits } from '../../../slides/canvas/measure';
import { fittedSlide, listText } from '../../../slides/model/fit';
import { drawPicture, drawPlacedLine, glyphOffsets } from './pdf-draw';

/**
 * The file to embed: bundled fonts as their TrueType copies, uploaded ones as
 * sent. `paints` says whether its glyphs come out right: pdf-lib subsets a
 * WOFF2 file into empty outlines (the text extracts, nothing shows), so text
 * in an uploaded WOFF2 font is only ever written invisibly over the picture.
 */
function fontFile(font: ResolvedFont, weight: 400 | 700): { url: string; paints: boolean } {
  const files = font.files;
  const file = files.find((f) => f.weight === weight) ?? files.find((f) => f.weight === 400) ?? files[0]!;
  if (font.source === 'bundled') return { url: bundledFontTtfUrl(font.id, file.weight), paints: true };
  // Invisible text needs a sound font program, not its look (the TJ offsets place it):
  // a broken embedded font makes some PDF readers complain, so Inter stands in.
  if (file.format === 'woff2') return { url: bundledFontTtfUrl('inter', 400), paints: false };
  return { url: file.url, paints: true };
}

const rgbOf = (c: string): [number, number, number] => [
  parseInt(c.slice(1, 3), 16) / 255,
  parseInt(c.slice(3, 5), 16) / 255,
  parseInt(c.slice(5, 7), 16) / 255,
];

interface TextLayout {
  lines: { text: string; width: number; offsets: number[] }[];
  /** From the top of a line box to its baseline, as Konva draws it. */
  baseline: number;
}

/**
 * Konva's own layout of a text element: its line breaks (and the lines a fixed
 * height cuts off), and where it puts the baseline. Konva centres the font's
 * ascent-to-descent box in each line box, measured by the browser's canvas from
 * the font's metrics, so the PDF asks the same canvas rather than guessing.
 */
function layout(el: TextElement, font: ResolvedFont, overflow: boolean): TextLayout {
  const node = new Konva.Text({
    text: listText(el.text, el.list),
    width: el.width,
    // As the canvas draws it (elements.tsx): a text that does not fit is drawn whole, past its box.
    height: overflow ? undefined : el.height,
    fontFamily: `'${font.cssFamily}', sans-serif`,
    fontSize: el.fontSize,
    fontStyle: `${el.italic ? 'italic ' : ''}${el.fontWeight === 700 ? 'bold' : 'normal'}`,
    lineHeight: el.lineHeight,
    wrap: 'word',
  });
  const cssFont = node._getContextFont();
  const lines = (node as unknown as { textArr: { text: string; width: number }[] }).textArr.map((l) => ({
    text: l.text,
    width: l.width,
    offsets: glyphOffsets(cssFont, l.text),
  }));
  const m = node.measureSize('M');
  node.destroy();
  return { lines, baseline: (el.fontSize * el.lineHeight) / 2 + (m.fontBoundingBoxAscent - m.fontBoundingBoxDescent) / 2 };
}

/** Whether a font file has a glyph for every visible character of a text. */
function covers(font: { hasGlyphForCodePoint(cp: number): boolean }, text: string): boolean {
  try {
    return [...text].every((c) => /\s/.test(c) || font.hasGlyphForCodePoint(c.codePointAt(0)!));
  } catch {
    return false; // a font whose character map cannot be read paints nothing
  }
}

export async function slidesPdf(doc: CarouselDocument, ctx: DrawContext, title: string, onProgress: Progress = () => {}): Promise<Blob> {
  const { width: W, height: H } = sizeOf(doc);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(title);
  pdf.setCreator('Palco');
  const files = new Map<string, Promise<Uint8Array>>();
  const bytesOf = (url: string) => {
    if (!files.has(url))
      files.set(
        url,
        fetch(url).then(async (r) => new Uint8Array(await r.arrayBuffer())),
      );
    return files.get(url)!;
  };
  // An uploaded font the browser could draw but fontkit cannot read (or none at
  // all, if the file would not load) must not sink the export: its texts stay in
  // the picture, unselectable, rather than the user getting no PDF.
  const embedded = new Map<string, Promise<PDFFont | null>>();
  const embed = (url: string) => {
    if (!embedded.has(url))
      embedded.set(
        url,
        bytesOf(url)
          .then((bytes) => pdf.embedFont(bytes, { subset: true }))
          .catch(() => null),
      );
    return embedded.get(url)!;
  };
  const fileOf = (el: TextElement) => fontFile(resolveFont(el.font, doc.brand), el.fontWeight);

  // Texts the embedded font can write as drawn are left out of the picture.
  const written = new Set<string>();
  const checked = new Map<string, Promise<{ hasGlyphForCodePoint(cp: number): boolean } | null>>();
  for (const el of doc.slides.flatMap((s) => s.elements)) {
    if (el.type !== 'text' || el.italic || !resolveFont(el.font, doc.brand).files.some((f) => f.weight === el.fontWeight)) continue;
    const { url, paints } = fileOf(el);
    if (!paints) continue;
    if (!checked.has(url))
      checked.set(
        url,
        bytesOf(url)
          .then((bytes) => fontkit.create(bytes))
          .catch(() => null),
      );
    const parsed = await checked.get(url)!;
    if (parsed && (await embed(url)) && covers(parsed, listText(el.text, el.list))) written.add(el.id);
  }
  const pictures = await slideRgbDeflated(
    doc,
    ctx,
    (done, total) => onProgress(done, total + 1),
    (el) => written.has(el.id),
  );

  for (const [i, slide] of doc.slides.entries()) {
    const page = pdf.addPage([W, H]);
    drawPicture(pdf, page, pictures[i]!, W, H);
    // The texts at the sizes the picture drew them (the fit step), so the real text lies on the drawn one.
    const fits = measuredFits(slide, doc.brand);
    for (const el of fittedSlide(slide, fits).elements) {
      if (el.type !== 'text' || !el.text.trim()) continue;
      const font = resolveFont(el.font, doc.brand);
      const pdfFont = await embed(fileOf(el).url);
      if (!pdfFont) continue;
      const lineHeight = el.fontSize * el.lineHeight;
      const angle = (el.rotation * Math.PI) / 180;
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      const { lines, baseline } = layout(el, font, fits.get(el.id)?.overflow === true);
      for (const [n, line] of lines.entries()) {
        if (!line.text.trim()) continue;
        const dx = el.align === 'center' ? (el.width - line.width) / 2 : el.align === 'right' ? el.width - line.width : 0;
        const dy = n * lineHeight + baseline;
        const x = el.x + dx * cos - dy * sin;
        const y = el.y + dx * sin + dy * cos;
        drawPlacedLine(pdf, page, pdfFont, {
          text: line.text,
          offsets: line.offsets,
          x,
          y: H - y,
          size: el.fontSize,
          rotation: -angle,
          color: rgbOf(resolveColor(el.color, doc.brand)),
          opacity: el.opacity,
          invisible: !written.has(el.id),
        });
      }
    }
  }
  const bytes = await pdf.save();
  onProgress(doc.slides.length + 1, doc.slides.length + 1);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
