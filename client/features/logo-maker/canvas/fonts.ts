// The bundled font of a logo, regular and bold, as fontkit fonts: fetched as
// the TrueType copies the build makes (src/common/brand/fonts.ts), parsed once
// per page. fontkit is imported here only, so it travels in the logo chunks.
import { useQuery } from '@tanstack/react-query';
import { bundledFont, bundledFontTtfUrl } from '@src/common/brand/fonts';
import { outlinable, type LogoKitFont } from '@src/common/contracts/logo';
import type { FontPair, GlyphFont } from '../model/outline';

async function fetchUrl(url: string): Promise<GlyphFont> {
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  const res = await fetch(url);
  if (!res.ok) throw new Error(`font ${url}: ${res.status}`);
  return fontkit.create(new Uint8Array(await res.arrayBuffer())) as unknown as GlyphFont;
}
const fetchFont = (id: string, weight: number) => fetchUrl(bundledFontTtfUrl(id, weight));

/** A kit's uploaded TTF/OTF: one file, one weight, so it draws the name and the tagline alike. */
export async function loadKitFont(font: LogoKitFont): Promise<FontPair> {
  const face = await fetchUrl(font.url);
  return { 400: face, 700: face };
}

async function loadFontPair(id: string): Promise<FontPair> {
  const weights: readonly number[] = bundledFont(id)?.weights ?? [400];
  const regular = await fetchFont(id, 400);
  // A face with one weight (Bebas Neue) draws the name with it too.
  const bold = weights.includes(700) ? await fetchFont(id, 700) : regular;
  return { 400: regular, 700: bold };
}

/** The logo's fonts: the kit's uploaded TTF/OTF when it has one, else the bundled font (a WOFF2 upload cannot be outlined). */
export const useFontPair = (id: string, kitFont?: LogoKitFont | null) => {
  const kit = outlinable(kitFont) ? kitFont : null;
  return useQuery({
    queryKey: kit ? ['logo-font', 'kit', kit.url] : ['logo-font', id],
    queryFn: () => (kit ? loadKitFont(kit) : loadFontPair(id)),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
};
