// The logo maker's pure model: every proposal for a name, nothing outside the
// viewBox even for long names, monograms from Brazilian names with accents,
// icon search and suggestion in both languages, and an SVG that, parsed back,
// has no <text> (the words are glyph paths of the bundled font) and the kit's colours.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DOMParser } from '@xmldom/xmldom';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { LOGO_LAYOUTS, logoDocumentSchema, type LogoColors } from '../../src/common/contracts/logo';
import { bundledFontWoffSource } from '../../src/common/brand/fonts';
import { woffToSfnt } from '../../scripts/lib/woff';
import { bounds, drawLayout, drawMark, proposals, VIEW, type Measure } from '../../client/features/logo-maker/model/layout';
import { monogram } from '../../client/features/logo-maker/model/initials';
import { LOGO_ICON_IDS, searchIcons, suggestIcons } from '../../src/common/brand/logo-icons';
import { ICON_NODES } from '../../client/media/icons/icon-nodes';
import { drawingSvg } from '../../client/features/logo-maker/model/svg';
import { measureWith, outlineWith, type FontPair, type GlyphFont } from '../../client/features/logo-maker/model/outline';

// A deterministic measure: every character 0.6 of the size wide, bold 10 % wider.
const measure: Measure = (text, size, weight) => [...text].length * size * (weight === 700 ? 0.66 : 0.6);
const words = { name: 'Café Aroma', tagline: 'Torrado na hora' };

function inside(elements: ReturnType<typeof drawLayout>['elements'], view: { width: number; height: number }) {
  for (const e of elements) {
    const b = bounds(e);
    expect(b.x0, `${e.type} left`).toBeGreaterThanOrEqual(-1e-6);
    expect(b.y0, `${e.type} top`).toBeGreaterThanOrEqual(-1e-6);
    expect(b.x1, `${e.type} right`).toBeLessThanOrEqual(view.width + 1e-6);
    expect(b.y1, `${e.type} bottom`).toBeLessThanOrEqual(view.height + 1e-6);
  }
}

describe('logo proposals', () => {
  it('are at least twelve, one per layout, each different', () => {
    const all = proposals(words, measure);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.map((p) => p.layout)).toEqual([...LOGO_LAYOUTS]);
    const drawn = new Set(all.map((p) => JSON.stringify(p.drawing.elements)));
    expect(drawn.size).toBe(all.length);
  });

  it('keep every element inside the viewBox, for short, long and accented names, with and without a tagline', () => {
    const names = ['Zé', 'Padaria e Confeitaria São João Batista', 'ÂNGELA ÁVILA', 'W'.repeat(40)];
    for (const name of names)
      for (const tagline of ['', 'Desde 1987, com carinho e fermentação natural'])
        for (const p of proposals({ name, tagline }, measure)) inside(p.drawing.elements, VIEW);
  });

  it('shrinks a long name to fit instead of overflowing, and keeps a short one at its largest', () => {
    const long = drawLayout('wordmark', { name: 'W'.repeat(40), tagline: '' }, measure).elements[0]!;
    const short = drawLayout('wordmark', { name: 'Zé', tagline: '' }, measure).elements[0]!;
    expect(long.type === 'text' && short.type === 'text').toBe(true);
    if (long.type !== 'text' || short.type !== 'text') return;
    expect(long.width).toBeCloseTo(VIEW.width - 32, 6);
    expect(short.size).toBe(96);
  });

  it('draws the tagline only in the layouts that take one, and only when there is one', () => {
    const roles = (layout: (typeof LOGO_LAYOUTS)[number], tagline: string) =>
      drawLayout(layout, { name: 'Aroma', tagline }, measure).elements.flatMap((e) => (e.type === 'text' ? [e.role] : []));
    expect(roles('wordmark-tagline', 'Torrado na hora')).toEqual(['name', 'tagline']);
    expect(roles('wordmark-tagline', '')).toEqual(['name']);
    expect(roles('wordmark', 'Torrado na hora')).toEqual(['name']);
  });

  it('makes an icon-only mark: the icon, or the monogram of a monogram layout, inside its square', () => {
    const mark = drawMark('icon-left', words, measure);
    expect(mark.elements.map((e) => e.type)).toEqual(['icon']);
    const mono = drawMark('monogram-circle', words, measure);
    expect(mono.elements.map((e) => e.type)).toEqual(['circle', 'text']);
    inside(mono.elements, mono.view);
    inside(mark.elements, mark.view);
  });
});

describe('monogram', () => {
  it('takes the first letters of two words, keeping accents and skipping linking words', () => {
    expect(monogram('Ângela Ávila')).toBe('ÂÁ');
    expect(monogram('padaria da ana')).toBe('PA');
    expect(monogram('Estúdio Ótica Luz')).toBe('EÓ');
    expect(monogram('Óleo')).toBe('Ó');
    expect(monogram('João e Maria')).toBe('JM');
    // Decomposed accents (as some keyboards type them) come out composed.
    expect(monogram('E\u0301rica Souza')).toBe('ÉS');
    expect(monogram('  -- ')).toBe('?');
  });
});

describe('icons', () => {
  it('has about sixty icons, each drawable', () => {
    expect(LOGO_ICON_IDS.length).toBeGreaterThanOrEqual(60);
    for (const id of LOGO_ICON_IDS) expect(ICON_NODES[id]?.length, id).toBeGreaterThan(0);
  });

  it('finds icons by Portuguese or English words, accents and case ignored', () => {
    expect(searchIcons('café')[0]).toBe('coffee');
    expect(searchIcons('CAFE')[0]).toBe('coffee');
    expect(searchIcons('coffee')[0]).toBe('coffee');
    expect(searchIcons('padaria')).toContain('croissant');
    expect(searchIcons('bakery')).toContain('croissant');
    expect(searchIcons('cachorro')).toEqual(['paw-print']);
    expect(searchIcons('advog')).toContain('scale');
    expect(searchIcons('xyzzy')).toEqual([]);
    expect(searchIcons('')).toHaveLength(LOGO_ICON_IDS.length);
  });

  it('suggests icons from the words of the name and tagline, offline', () => {
    expect(suggestIcons('Café Aroma', 'Padaria artesanal')).toEqual(['coffee', 'croissant']);
    expect(suggestIcons('Pet Feliz', '')).toEqual(['paw-print', 'smile']);
    expect(suggestIcons('Zyx', '')).toEqual([]);
  });
});

describe('logo document', () => {
  it('refuses a missing name and a long tagline with their codes', () => {
    const base = {
      schemaVersion: 1,
      name: 'Aroma',
      tagline: '',
      layout: 'stacked',
      colors: { primary: '#6d28d9', text: '#111827', background: '#ffffff' },
      font: 'inter',
      icon: 'coffee',
      kitId: null,
    };
    expect(logoDocumentSchema.safeParse(base).success).toBe(true);
    const bad = logoDocumentSchema.safeParse({ ...base, name: '  ', tagline: 'x'.repeat(61) });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'validation.logoNameRequired'],
      ['tagline', 'validation.logoTaglineTooLong'],
    ]);
  });
});

describe('the SVG export', () => {
  const require = createRequire(import.meta.url);
  const font = (weight: 400 | 700) =>
    fontkit.create(
      Buffer.from(woffToSfnt(new Uint8Array(readFileSync(require.resolve(bundledFontWoffSource('montserrat', weight)))))),
    ) as unknown as GlyphFont;
  const fonts: FontPair = { 400: font(400), 700: font(700) };
  const kit: LogoColors = { primary: '#e4572e', text: '#1d3557', background: '#f1faee' };

  it('has the words as glyph paths, no <text>, the icon, and only the kit colours', () => {
    const real = measureWith(fonts);
    const drawing = drawLayout('icon-left-tagline', { name: 'Café Ágata', tagline: 'Grãos do Brasil' }, real);
    inside(drawing.elements, drawing.view);
    const svg = drawingSvg(drawing, kit, 'light', outlineWith(fonts), ICON_NODES.coffee!, 'Café Ágata');
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const root = doc.documentElement!;
    expect(root.getAttribute('viewBox')).toBe('0 0 480 240');
    expect(doc.getElementsByTagName('text')).toHaveLength(0);
    const paths = Array.from(doc.getElementsByTagName('path'));
    const name = paths.find((p) => p.getAttribute('data-role') === 'name')!;
    // Ten glyphs, each at least one closed contour.
    expect((name.getAttribute('d')!.match(/Z/g) ?? []).length).toBeGreaterThanOrEqual(9);
    expect(name.getAttribute('fill')).toBe(kit.text);
    expect(paths.find((p) => p.getAttribute('data-role') === 'tagline')).toBeDefined();
    const icon = Array.from(doc.getElementsByTagName('g')).find((g) => g.getAttribute('data-role') === 'icon')!;
    expect(icon.getAttribute('stroke')).toBe(kit.primary);
    const used = new Set([...svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]{6})"/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual([kit.primary, kit.text].sort());
    // The dark version writes the words in the kit's light colour.
    const dark = drawingSvg(drawing, kit, 'dark', outlineWith(fonts), ICON_NODES.coffee!, 'x');
    expect(dark).toContain(`data-role="name" d="M`);
    expect(dark).toMatch(new RegExp(`data-role="name" d="[^"]+" fill="${kit.background}"`));
  });

  it('measures with the font: a bold name is wider than the same at regular weight', () => {
    const real = measureWith(fonts);
    expect(real('Aroma', 100, 700)).toBeGreaterThan(real('Aroma', 100, 400));
    expect(real('Aroma', 50, 700) * 2).toBeCloseTo(real('Aroma', 100, 700), 6);
  });
});
