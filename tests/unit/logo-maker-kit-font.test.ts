// A kit's uploaded heading font in the logo maker: a TTF or OTF is kept with
// the logo and is what measures and outlines the words (loaded from the kit
// font's URL and parsed with fontkit, as bundled fonts are), so the name's
// glyph paths differ from the default font's; a WOFF2 is kept only to say that
// logos need its TTF or OTF, and the bundled default draws.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledFontWoffSource } from '../../src/common/brand/fonts';
import type { BrandKitSnapshot, ResolvedFont } from '../../src/common/contracts/brand-kits';
import { logoDocumentSchema, outlinable } from '../../src/common/contracts/logo';
import { woffToSfnt } from '../../scripts/lib/woff';
import { kitStyle, newLogoDocument, setFont } from '../../client/features/logo-maker/model/document';
import { loadKitFont } from '../../client/features/logo-maker/canvas/fonts';
import { logoSvg } from '../../client/features/logo-maker/model/render';
import type { FontPair, GlyphFont } from '../../client/features/logo-maker/model/outline';

const require = createRequire(import.meta.url);
/** A real TrueType file, as a person would upload one (the build's own way of making TTFs from the bundled WOFFs). */
const ttf = (id: string, weight: 400 | 700) => woffToSfnt(new Uint8Array(readFileSync(require.resolve(bundledFontWoffSource(id, weight)))));
const montserrat: FontPair = {
  400: fontkit.create(Buffer.from(ttf('montserrat', 400))) as unknown as GlyphFont,
  700: fontkit.create(Buffer.from(ttf('montserrat', 700))) as unknown as GlyphFont,
};

const URL_TTF = '/api/v1/orgs/org_1/brand-fonts/fnt_1/file';
const uploaded = (format: 'truetype' | 'opentype' | 'woff2'): ResolvedFont => ({
  source: 'uploaded',
  id: 'fnt_1',
  family: 'Marca Serif',
  cssFamily: 'palco-fnt_1',
  files: [{ weight: 400, url: URL_TTF, format }],
});
const kit = (heading: ResolvedFont) =>
  ({
    kitId: 'kit_1',
    name: 'Ágata',
    colors: { primary: '#e4572e', secondary: '#0ea5e9', accent: '#f59e0b', text: '#1d3557', background: '#f1faee' },
    fonts: { heading, body: heading },
  }) as unknown as BrandKitSnapshot;

afterEach(() => vi.unstubAllGlobals());

describe("a kit's uploaded font in the logo maker", () => {
  it('keeps a TTF or OTF heading font with the logo, to be outlined', () => {
    const style = kitStyle(kit(uploaded('truetype')));
    expect(style.kitFont).toEqual({ id: 'fnt_1', family: 'Marca Serif', url: URL_TTF, format: 'truetype' });
    expect(outlinable(style.kitFont)).toBe(true);
    expect(outlinable(kitStyle(kit(uploaded('opentype'))).kitFont)).toBe(true);
    const doc = newLogoDocument('Café Ágata', '', kit(uploaded('truetype')));
    expect(logoDocumentSchema.safeParse(doc).success).toBe(true);
    // A bundled font chosen by hand replaces it.
    expect(setFont('inter').apply(doc).kitFont).toBeNull();
  });

  it('keeps a WOFF2 only to say so, with the bundled default drawing', () => {
    const style = kitStyle(kit(uploaded('woff2')));
    expect(style.kitFont?.format).toBe('woff2');
    expect(outlinable(style.kitFont)).toBe(false);
    expect(style.font).toBe('montserrat');
  });

  it('has no kit font for a kit whose heading font is bundled', () => {
    const bundled: ResolvedFont = { source: 'bundled', id: 'inter', family: 'Inter', cssFamily: 'x', files: [] };
    expect(kitStyle(kit(bundled))).toMatchObject({ font: 'inter', kitFont: null });
  });

  it("measures and outlines the name with the uploaded TTF, fetched from the kit font's URL", async () => {
    // The "upload": a serif TTF, unlike the default Montserrat.
    const bytes = ttf('playfair-display', 700);
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), { status: 200 });
    });
    const doc = newLogoDocument('Café Ágata', '', kit(uploaded('truetype')));
    const pair = await loadKitFont(doc.kitFont!);
    expect(fetched).toEqual([URL_TTF]);
    const path = (svg: string) => /data-role="name" d="([^"]+)"/.exec(svg)?.[1] ?? '';
    const withKit = path(logoSvg(doc, pair).svg);
    const withDefault = path(logoSvg(doc, montserrat).svg);
    expect(withKit).toMatch(/^M/);
    expect(withDefault).toMatch(/^M/);
    expect(withKit).not.toBe(withDefault);
    // The same drawing the uploaded file itself gives: the same glyphs as parsing it directly.
    const direct = fontkit.create(Buffer.from(bytes)) as unknown as GlyphFont;
    expect(withKit).toBe(path(logoSvg(doc, { 400: direct, 700: direct }).svg));
  });

  it('refuses a kit font URL of another site', () => {
    const doc = newLogoDocument('Café', '', kit(uploaded('truetype')));
    for (const url of ['https://evil.example/f.ttf', '//evil.example/f.ttf'])
      expect(logoDocumentSchema.safeParse({ ...doc, kitFont: { ...doc.kitFont!, url } }).success, url).toBe(false);
  });
});
