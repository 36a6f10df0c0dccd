// The bundled font of a logo, regular and bold, as fontkit fonts: fetched as
// the TrueType copies the build makes (src/common/brand/fonts.ts), parsed once
// per page. fontkit is imported here only, so it travels in the logo chunks.
import { useQuery } from '@tanstack/react-query';
import { bundledFont, bundledFontTtfUrl } from '@src/common/brand/fonts';
import type { FontPair, GlyphFont } from '../model/outline';

async function fetchFont(id: string, weight: number): Promise<GlyphFont> {
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  const res = await fetch(bundledFontTtfUrl(id, weight));
  if (!res.ok) throw new Error(`font ${id} ${weight}: ${res.status}`);
  return fontkit.create(new Uint8Array(await res.arrayBuffer())) as unknown as GlyphFont;
}

async function loadFontPair(id: string): Promise<FontPair> {
  const weights: readonly number[] = bundledFont(id)?.weights ?? [400];
  const regular = await fetchFont(id, 400);
  // A face with one weight (Bebas Neue) draws the name with it too.
  const bold = weights.includes(700) ? await fetchFont(id, 700) : regular;
  return { 400: regular, 700: bold };
}

export const useFontPair = (id: string) =>
  useQuery({ queryKey: ['logo-font', id], queryFn: () => loadFontPair(id), staleTime: Infinity, gcTime: Infinity, retry: 1 });
