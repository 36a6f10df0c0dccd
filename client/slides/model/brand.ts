// What a role means under the applied kit: colours and fonts resolved for
// drawing. Without a kit, Palco's own neutral palette and Inter/Montserrat.
import { bundledFont } from '@src/common/brand/fonts';
import { resolvedBundledFont, type BrandKitSnapshot, type ColorRole, type ResolvedFont } from '@src/common/contracts/brand-kits';
import type { ColorValue, FontValue, Slide } from '@src/common/contracts/carousel';

export const NEUTRAL: Record<ColorRole, string> = {
  primary: '#6d28d9',
  secondary: '#0ea5e9',
  accent: '#f59e0b',
  background: '#ffffff',
  text: '#111827',
};

export const resolveColor = (value: ColorValue, brand: BrandKitSnapshot | null): string =>
  value.startsWith('#') ? value : (brand?.colors[value as ColorRole] ?? NEUTRAL[value as ColorRole]);

const bundled = (id: string): ResolvedFont => resolvedBundledFont(bundledFont(id) ?? bundledFont('inter')!);

export function resolveFont(value: FontValue, brand: BrandKitSnapshot | null): ResolvedFont {
  if (typeof value === 'object') return bundled(value.bundled);
  return brand?.fonts[value] ?? bundled(value === 'heading' ? 'montserrat' : 'inter');
}

/** Every font a document draws with, so the page can load them before drawing. */
export function fontsOf(brand: BrandKitSnapshot | null, values: readonly FontValue[]): ResolvedFont[] {
  const all = values.map((v) => resolveFont(v, brand));
  return all.filter((f, i) => all.findIndex((g) => g.cssFamily === f.cssFamily) === i);
}

/** The font values some slides draw with: the kit's two roles always, and each text's own. */
export const fontValuesOf = (slides: readonly Slide[]): FontValue[] => [
  'heading',
  'body',
  ...slides.flatMap((s) => s.elements.flatMap((e) => (e.type === 'text' ? [e.font] : []))),
];
