// The browser's measure for the fit step: the canvas measures each line in the
// same CSS font Konva sets (its `_getContextFont`: style, variant, size,
// family), so the fitted lines are the lines Konva draws. A width is kept only
// once its font has loaded (a width measured in the fallback font is not the
// kit font's), and so is a slide's fit.
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { Slide } from '@src/common/contracts/carousel';
import { fitSlide, type FontSpec, type Measure, type TextFit } from '../model/fit';

/** The family list a text is drawn with (the kit font, then a fallback for missing glyphs). */
export const fontFamilyCss = (family: string) => `'${family}', sans-serif`;

/** Konva's fontStyle for a text. */
export const konvaFontStyle = (f: Pick<FontSpec, 'italic' | 'weight'>) =>
  `${f.italic ? 'italic ' : ''}${f.weight === 700 ? 'bold' : 'normal'}`;

const cssFont = (f: FontSpec) => `${konvaFontStyle(f)} normal ${f.size}px ${fontFamilyCss(f.family)}`;

let context: CanvasRenderingContext2D | null = null;
const widths = new Map<string, number>();
const WIDTHS_MAX = 20_000;
/** Set when a width was measured before its font loaded. */
let unsettled = false;

export const canvasMeasure: Measure = (text, font) => {
  const css = cssFont(font);
  const key = `${css}\u0000${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  // Rendered on the server (a dialog's template gallery, a cover) there is no
  // canvas: an estimate that is never kept; the browser measures on hydration,
  // and Konva draws nothing before it.
  if (typeof document === 'undefined') {
    unsettled = true;
    return text.length * font.size * 0.55;
  }
  context ??= document.createElement('canvas').getContext('2d')!;
  context.font = css;
  const width = context.measureText(text).width;
  if (!document.fonts.check(css, text)) {
    unsettled = true;
    return width;
  }
  if (widths.size >= WIDTHS_MAX) widths.clear();
  widths.set(key, width);
  return width;
};

const fits = new WeakMap<Slide, { brand: BrandKitSnapshot | null; fits: Map<string, TextFit> }>();

/** A slide's texts fitted with the canvas's measure; shared by its stage, its thumbnail and the warnings. */
export function measuredFits(slide: Slide, brand: BrandKitSnapshot | null): Map<string, TextFit> {
  const known = fits.get(slide);
  if (known && known.brand === brand) return known.fits;
  unsettled = false;
  const result = fitSlide(slide, brand, canvasMeasure);
  if (!unsettled) fits.set(slide, { brand, fits: result });
  return result;
}

/**
 * Loads fonts (declared here if the page has not declared them) before a
 * measure that must be exact, such as laying out a new draft.
 */
export async function loadFonts(list: readonly { cssFamily: string; files: readonly { url: string; weight: number }[] }[]): Promise<void> {
  await Promise.all(
    list.flatMap((f) =>
      f.files.map(async (file) => {
        const face = new FontFace(f.cssFamily, `url('${file.url}')`, { weight: String(file.weight) });
        document.fonts.add(face);
        await face.load().catch(() => undefined);
      }),
    ),
  );
}
