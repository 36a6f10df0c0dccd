// Text that fits its box (decision 045). Konva cuts a text silently: past the
// box's height it drops the lines that do not fit, and a word wider than the box
// is broken between letters. So before anything is drawn (canvas, thumbnails,
// PNG, ZIP, PDF), each text is fitted: the set size is the largest it may be
// drawn at, shrunk until every word stays whole and every line is inside the
// box, never below its floor. What still does not fit is marked as overflowing,
// drawn whole below its box and warned about. The measuring is injected (the
// browser's canvas; a font file's metrics under test), so the model stays pure.
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { CarouselDocument, Slide, TextElement } from '@src/common/contracts/carousel';
import { resolveFont } from './brand';

/** The font a text is measured in: the kit's font resolved, as the canvas is told. */
export interface FontSpec {
  /** The CSS family it is declared under (`palco-font-poppins`, an uploaded font's name). */
  family: string;
  size: number;
  weight: 400 | 700;
  italic: boolean;
}

/** The advance width, in slide pixels, of one line of text in a font. */
export type Measure = (text: string, font: FontSpec) => number;

export interface TextFit {
  /** The size to draw at: the set size, or smaller so the text fits. */
  fontSize: number;
  /** Even at the floor a word or a line does not fit the box. */
  overflow: boolean;
  /** The lines the text wraps into at that size. */
  lines: string[];
}

/** Below this a slide's text stops being readable on a phone (a 1080 px slide shown 390 px wide). */
export const FONT_FLOOR = 24;
/** A text shrinks to at most half its set size: past that the design is no longer the one chosen. */
export const SHRINK_LIMIT = 0.5;

/** The smallest size a text may be fitted down to. */
export const minFontSize = (set: number): number => Math.min(set, Math.max(FONT_FLOOR, Math.ceil(set * SHRINK_LIMIT)));

/** List lines get their bullet or number when drawn; the model keeps plain lines. */
export function listText(text: string, list: 'none' | 'bullet' | 'number'): string {
  if (list === 'none') return text;
  return text
    .split('\n')
    .map((line, i) => (line.trim() ? `${list === 'bullet' ? '•' : `${i + 1}.`} ${line}` : line))
    .join('\n');
}

/**
 * The lines a paragraph wraps into as Konva wraps it (`wrap: 'word'`): as many
 * whole words as fit the width; null when one word alone is wider than the box,
 * which Konva would break between letters.
 */
function wrapParagraph(paragraph: string, width: number, widthOf: (s: string) => number): string[] | null {
  if (widthOf(paragraph) <= width) return [paragraph];
  const words = paragraph.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (!line) {
      if (!word) continue; // the spaces after a break start no line
      if (widthOf(word) > width) return null;
      line = word;
      continue;
    }
    const longer = `${line} ${word}`;
    if (widthOf(longer.trimEnd()) <= width) {
      line = longer;
      continue;
    }
    lines.push(line.trimEnd());
    if (word && widthOf(word) > width) return null;
    line = word;
  }
  if (line) lines.push(line.trimEnd());
  return lines;
}

/** The lines a text wraps into at a size, or null when a word does not fit the width. */
export function wrapText(text: string, width: number, font: FontSpec, measure: Measure): string[] | null {
  const widthOf = (s: string) => measure(s, font);
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    const lines = wrapParagraph(paragraph, width, widthOf);
    if (!lines) return null;
    out.push(...(lines.length ? lines : ['']));
  }
  return out;
}

/** Whether a text's lines fit its box at a size, and those lines. */
function tryAt(el: TextElement, family: string, size: number, measure: Measure): { fits: boolean; lines: string[] } {
  const font: FontSpec = { family, size, weight: el.fontWeight, italic: el.italic };
  const lines = wrapText(listText(el.text, el.list), el.width, font, measure);
  if (!lines) return { fits: false, lines: [] };
  // Konva keeps a line while the lines so far stay within the height.
  return { fits: lines.length * size * el.lineHeight <= el.height + 0.5, lines };
}

/** The largest whole size, from the set one down to its floor, at which the text fits its box. */
export function fitText(el: TextElement, family: string, measure: Measure): TextFit {
  const set = el.fontSize;
  const first = tryAt(el, family, set, measure);
  if (first.fits || !el.text.trim()) return { fontSize: set, overflow: false, lines: first.lines };
  const floor = minFontSize(set);
  const atFloor = tryAt(el, family, floor, measure);
  if (!atFloor.fits) return { fontSize: floor, overflow: true, lines: atFloor.lines };
  // Binary search: `low` fits, `high` does not.
  let [low, high, lines] = [floor, set, atFloor.lines];
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    const at = tryAt(el, family, mid, measure);
    if (at.fits) [low, lines] = [mid, at.lines];
    else high = mid;
  }
  return { fontSize: low, overflow: false, lines };
}

/** Every text of a slide fitted in the applied kit's fonts, by element id. */
export function fitSlide(slide: Slide, brand: BrandKitSnapshot | null, measure: Measure): Map<string, TextFit> {
  const fits = new Map<string, TextFit>();
  for (const el of slide.elements) if (el.type === 'text') fits.set(el.id, fitText(el, resolveFont(el.font, brand).cssFamily, measure));
  return fits;
}

/** The ids of a slide's texts that do not fit even at their floor. */
export const overflowing = (fits: ReadonlyMap<string, TextFit>): string[] => [...fits].filter(([, f]) => f.overflow).map(([id]) => id);

/** The slide as drawn: each text at its fitted size. */
export function fittedSlide(slide: Slide, fits: ReadonlyMap<string, TextFit>): Slide {
  return {
    ...slide,
    elements: slide.elements.map((e) => {
      const fit = e.type === 'text' ? fits.get(e.id) : undefined;
      return fit && e.type === 'text' && fit.fontSize !== e.fontSize ? { ...e, fontSize: fit.fontSize } : e;
    }),
  };
}

/**
 * A new document laid out so it fits (an AI draft, a template): each text's set
 * size becomes its fitted one, so the inspector shows the size that is drawn.
 */
export const settleFit = <D extends CarouselDocument>(doc: D, measure: Measure): D => ({
  ...doc,
  slides: doc.slides.map((s) => fittedSlide(s, fitSlide(s, doc.brand, measure))),
});
