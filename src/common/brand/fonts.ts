// The curated open fonts Palco ships (Fontsource packages, OFL), self-hosted
// from the client bundle: no font service is ever called. vite.config.ts copies
// each file listed here into dist/client; FONT_REVISION is in the path so the
// immutable cache is renewed when the packages are updated.
export const FONT_REVISION = 'r1';

export interface BundledFont {
  id: string;
  family: string;
  category: 'sans' | 'serif' | 'display';
  weights: readonly (400 | 700)[];
}

export const BUNDLED_FONTS = [
  { id: 'inter', family: 'Inter', category: 'sans', weights: [400, 700] },
  { id: 'dm-sans', family: 'DM Sans', category: 'sans', weights: [400, 700] },
  { id: 'montserrat', family: 'Montserrat', category: 'sans', weights: [400, 700] },
  { id: 'poppins', family: 'Poppins', category: 'sans', weights: [400, 700] },
  { id: 'open-sans', family: 'Open Sans', category: 'sans', weights: [400, 700] },
  { id: 'lato', family: 'Lato', category: 'sans', weights: [400, 700] },
  { id: 'space-grotesk', family: 'Space Grotesk', category: 'sans', weights: [400, 700] },
  { id: 'playfair-display', family: 'Playfair Display', category: 'serif', weights: [400, 700] },
  { id: 'lora', family: 'Lora', category: 'serif', weights: [400, 700] },
  { id: 'merriweather', family: 'Merriweather', category: 'serif', weights: [400, 700] },
  { id: 'oswald', family: 'Oswald', category: 'display', weights: [400, 700] },
  { id: 'bebas-neue', family: 'Bebas Neue', category: 'display', weights: [400] },
] as const satisfies readonly BundledFont[];

export type BundledFontId = (typeof BUNDLED_FONTS)[number]['id'];
export const BUNDLED_FONT_IDS = BUNDLED_FONTS.map((f) => f.id) as [BundledFontId, ...BundledFontId[]];

export const bundledFont = (id: string): BundledFont | undefined => BUNDLED_FONTS.find((f) => f.id === id);

/**
 * The name a bundled font is declared under with @font-face. Not its family
 * name, so a kit's "Inter" never replaces the app's own interface font.
 */
export const bundledCssFamily = (id: string) => `palco-font-${id}`;

/** Where the browser (and later a renderer) fetches a bundled font's file. */
export const bundledFontUrl = (id: string, weight: number) => `/assets/fonts/${FONT_REVISION}/${id}-${weight}.woff2`;

/** The same font as TrueType, for embedding in PDFs (made from the WOFF at build time). */
export const bundledFontTtfUrl = (id: string, weight: number) => `/assets/fonts/${FONT_REVISION}/${id}-${weight}.ttf`;

/** The Fontsource WOFF (1.0) the TrueType copy is made from. */
export const bundledFontWoffSource = (id: string, weight: number) => `@fontsource/${id}/files/${id}-latin-${weight}-normal.woff`;

/** The Fontsource file a bundled font is copied from (latin covers pt-BR and en). */
export const bundledFontSource = (id: string, weight: number) => `@fontsource/${id}/files/${id}-latin-${weight}-normal.woff2`;
