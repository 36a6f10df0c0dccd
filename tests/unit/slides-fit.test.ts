// Text that fits its box (issue 33.4, decision 045): measured with the real
// metrics of the bundled fonts (fontkit over the same files the browser draws),
// a text shrinks within its limits until every word is whole and every line in
// its box, then is marked as overflowing; an AI draft is laid out so it fits.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { bundledFontWoffSource } from '../../src/common/brand/fonts';
import type { BrandKitSnapshot } from '../../src/common/contracts/brand-kits';
import { carouselDocumentSchema, type TextElement } from '../../src/common/contracts/carousel';
import { woffToSfnt } from '../../scripts/lib/woff';
import { writeCarouselDraft } from '../../src/platform/ai/offline';
import { draftDocument } from '../../client/features/carousel/model/draft';
import { resolveFont } from '../../client/slides/model/brand';
import { textElement } from '../../client/slides/model/document';
import { fitSlide, fitText, FONT_FLOOR, minFontSize, overflowing, settleFit, wrapText, type Measure } from '../../client/slides/model/fit';

const require = createRequire(import.meta.url);
const fonts = new Map<string, { layout(t: string): { advanceWidth: number }; unitsPerEm: number }>();

/** The browser's measure, from the font files: advance widths with kerning, as the canvas shapes a line. */
const realMeasure: Measure = (text, f) => {
  const id = f.family.replace('palco-font-', '');
  const key = `${id}-${f.weight}`;
  if (!fonts.has(key))
    fonts.set(
      key,
      fontkit.create(Buffer.from(woffToSfnt(new Uint8Array(readFileSync(require.resolve(bundledFontWoffSource(id, f.weight))))))),
    );
  const font = fonts.get(key)!;
  return (font.layout(text).advanceWidth / font.unitsPerEm) * f.size;
};

/** A kit whose heading and body are Poppins: wider than the default Montserrat and Inter. */
const poppins = (() => {
  const font = { ...resolveFont({ bundled: 'poppins' }, null) };
  return { name: 'Wide', fonts: { heading: font, body: font }, colors: {}, logos: {} } as unknown as BrandKitSnapshot;
})();

const heading = (text: string, box = { width: 888, height: 405 }, fontSize = 104): TextElement =>
  textElement('h', { x: 96, y: 405, ...box }, text, { font: 'heading', fontSize, fontWeight: 700, lineHeight: 1.1 }) as TextElement;

const family = (brand: BrandKitSnapshot | null) => resolveFont('heading', brand).cssFamily;

describe('fitting text to its box', () => {
  it('keeps the set size when the text fits', () => {
    const fit = fitText(heading('Short title'), family(null), realMeasure);
    expect(fit).toMatchObject({ fontSize: 104, overflow: false, lines: ['Short title'] });
  });

  it('shrinks a title a wider kit font would cut, to the largest size that keeps every line in the box', () => {
    const el = heading('Pare de errar em crescer no Instagram com Reels');
    const fit = fitText(el, family(poppins), realMeasure);
    expect(fit.overflow).toBe(false);
    expect(fit.fontSize).toBeLessThan(104);
    expect(fit.fontSize).toBeGreaterThanOrEqual(minFontSize(104));
    // Every word is drawn, "Reels" on the last line, and the lines fit the height...
    expect(fit.lines.join(' ')).toBe(el.text);
    expect(fit.lines.at(-1)).toMatch(/Reels$/);
    expect(fit.lines.length * fit.fontSize * el.lineHeight).toBeLessThanOrEqual(el.height);
    // ...and one size larger they would not: it is the largest.
    const bigger = wrapText(
      el.text,
      el.width,
      { family: family(poppins), size: fit.fontSize + 1, weight: 700, italic: false },
      realMeasure,
    );
    expect(bigger === null || bigger.length * (fit.fontSize + 1) * el.lineHeight > el.height).toBe(true);
  });

  it('shrinks a word wider than the box rather than breaking it between letters', () => {
    const el = heading('Empreendedorismo', { width: 700, height: 400 }, 120);
    const atSet = wrapText(el.text, el.width, { family: family(poppins), size: 120, weight: 700, italic: false }, realMeasure);
    expect(atSet).toBeNull();
    const fit = fitText(el, family(poppins), realMeasure);
    expect(fit).toMatchObject({ overflow: false, lines: ['Empreendedorismo'] });
    expect(
      realMeasure('Empreendedorismo', { family: family(poppins), size: fit.fontSize, weight: 700, italic: false }),
    ).toBeLessThanOrEqual(700);
  });

  it('marks a text that does not fit even at its floor as overflowing, at the floor', () => {
    const el = heading('word '.repeat(30).trim(), { width: 400, height: 120 }, 60);
    const fit = fitText(el, family(null), realMeasure);
    expect(fit).toMatchObject({ overflow: true, fontSize: minFontSize(60) });
    expect(minFontSize(60)).toBe(30);
    expect(minFontSize(40)).toBe(FONT_FLOOR);
    expect(minFontSize(20)).toBe(20); // a text set below the floor is never enlarged
    const slide = { id: 's', background: 'background' as const, elements: [el, { ...heading('ok'), id: 'fits' }] };
    const fits = fitSlide(slide, null, realMeasure);
    expect(overflowing(fits)).toEqual([el.id]);
  });

  it('measures list texts with their bullets, and keeps empty lines', () => {
    const measured: string[] = [];
    const spy: Measure = (t, f) => (measured.push(t), realMeasure(t, f));
    const el = textElement('b', { x: 0, y: 0, width: 900, height: 600 }, 'One\n\nTwo', { list: 'bullet' }) as TextElement;
    expect(fitText(el, family(null), spy).lines).toEqual(['• One', '', '• Two']);
    expect(measured).toContain('• One');
  });
});

describe('an AI draft laid out so it fits', () => {
  const task = {
    kind: 'carousel_draft',
    topic: 'crescer no Instagram com Reels',
    audience: '',
    slides: 6,
    locale: 'pt-BR',
    voice: null,
  } as const;

  it('gives the offline cover title, in a Poppins kit, a size at which "Reels" is drawn', () => {
    const draft = writeCarouselDraft(task);
    expect(draft.slides[0]!.heading).toBe('Pare de errar em crescer no Instagram com Reels');
    const loose = draftDocument(draft, 'portrait', poppins, ids());
    const cover = loose.slides[0]!.elements.find((e): e is TextElement => e.type === 'text' && e.fontWeight === 700)!;
    // Laid out at the look's size the title needs more lines than its box holds: the last word was cut.
    const unfitted = wrapText(
      cover.text,
      cover.width,
      { family: family(poppins), size: cover.fontSize, weight: 700, italic: false },
      realMeasure,
    )!;
    expect(unfitted.length * cover.fontSize * cover.lineHeight).toBeGreaterThan(cover.height);

    const doc = draftDocument(draft, 'portrait', poppins, ids(), realMeasure);
    // The kit here is only its fonts; the rest of the document is what the Worker stores.
    carouselDocumentSchema.parse({ ...doc, brand: null });
    const fitted = doc.slides[0]!.elements.find((e): e is TextElement => e.type === 'text' && e.fontWeight === 700)!;
    expect(fitted.fontSize).toBeLessThan(cover.fontSize);
    const fit = fitText(fitted, family(poppins), realMeasure);
    expect(fit).toMatchObject({ fontSize: fitted.fontSize, overflow: false });
    expect(fit.lines.join(' ')).toBe(draft.slides[0]!.heading);
    // Nothing in the draft overflows, and fitting it again changes nothing.
    for (const s of doc.slides) expect(overflowing(fitSlide(s, poppins, realMeasure))).toEqual([]);
    expect(settleFit(doc, realMeasure)).toEqual(doc);
  });
});

function ids() {
  let n = 0;
  return () => `id${++n}`;
}
