// Brand kit rules that need no Worker: font bytes, WCAG contrast, field validation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BUNDLED_FONTS, bundledFontSource } from '../../src/common/brand/fonts';
import { contrastLevel, contrastRatio } from '../../src/common/brand/contrast';
import { defaultKitFields, fontPrecheck, kitFieldsSchema, normalizeColor, updateKitSchema } from '../../src/common/contracts/brand-kits';
import { detectFont } from '../../src/features/brand-kits/font-bytes';
import { headerThenGarbage, realSfnt, realWoff2, sfntBytes, woff2Bytes } from '../fixtures/fonts';

const require = createRequire(import.meta.url);

describe('font files are recognised by their bytes', () => {
  it('accepts every bundled font file as WOFF2', () => {
    for (const font of BUNDLED_FONTS) {
      for (const weight of font.weights) {
        const bytes = new Uint8Array(readFileSync(require.resolve(bundledFontSource(font.id, weight))));
        expect(detectFont(bytes), `${font.id} ${weight}`).toBe('woff2');
      }
    }
  });

  it('accepts TrueType and OpenType table directories', () => {
    expect(detectFont(realSfnt('truetype'))).toBe('truetype');
    expect(detectFont(realSfnt('opentype'))).toBe('opentype');
    expect(detectFont(realWoff2('truetype'))).toBe('woff2');
    expect(detectFont(realWoff2('opentype'))).toBe('woff2');
    const liberation = require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf');
    expect(detectFont(new Uint8Array(readFileSync(liberation)))).toBe('truetype');
  });

  // Issue 31: a WOFF2 file was accepted from its 48-byte header followed by anything.
  it('reads the whole file: a right header or table directory followed by garbage is refused', () => {
    const lora = new Uint8Array(readFileSync(require.resolve(bundledFontSource('lora', 400))));
    for (const font of [lora, realWoff2('truetype'), realWoff2('opentype')]) {
      expect(detectFont(headerThenGarbage(font, 48))).toBeNull();
      // The directory kept too, the second half of the compressed tables replaced.
      expect(detectFont(headerThenGarbage(font, font.length >> 1, font.length))).toBeNull();
    }
    // Extra bytes after a complete WOFF2, its length field made to agree, and its compressed size too.
    for (const grow of ['length', 'compressed size'] as const) {
      const longer = new Uint8Array(lora.length + 64);
      longer.set(lora);
      const view = new DataView(longer.buffer);
      view.setUint32(8, longer.length);
      if (grow === 'compressed size') view.setUint32(20, view.getUint32(20) + 64);
      expect(detectFont(longer), grow).toBeNull();
    }
    // An sfnt whose table directory is right but whose tables are garbage (their checksums no longer hold).
    for (const outlines of ['truetype', 'opentype'] as const) {
      const sfnt = realSfnt(outlines);
      expect(detectFont(headerThenGarbage(sfnt, 12 + 16 * new DataView(sfnt.buffer).getUint16(4), sfnt.length))).toBeNull();
    }
    // The checksums right, the numbers not: a glyph count of zero.
    expect(detectFont(sfntBytes('truetype', { tables: ['cmap', 'head', 'name'] }))).toBeNull();
  });

  it('refuses files that only look like fonts', () => {
    const html = new TextEncoder().encode('<!doctype html><html><body>not a font</body></html>');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect(detectFont(html)).toBeNull();
    expect(detectFont(png)).toBeNull();
    expect(detectFont(new Uint8Array(4))).toBeNull();
    // A WOFF2 signature whose length field lies, a truncated one.
    expect(detectFont(woff2Bytes(256, { lengthField: 9999 }))).toBeNull();
    expect(detectFont(woff2Bytes(256).subarray(0, 40))).toBeNull();
    // An sfnt without its required tables, with a broken head, or cut short.
    expect(detectFont(sfntBytes('truetype', { tables: ['cmap', 'glyf'] }))).toBeNull();
    expect(detectFont(sfntBytes('truetype', { headMagic: 0x12345678 }))).toBeNull();
    expect(detectFont(sfntBytes('truetype').subarray(0, 100))).toBeNull();
  });

  it('checks the extension and size before sending', () => {
    expect(fontPrecheck('Brand.woff2', 1000)).toBeNull();
    expect(fontPrecheck('Brand.OTF', 1000)).toBeNull();
    expect(fontPrecheck('brand.zip', 1000)).toBe('font_invalid');
    expect(fontPrecheck('brand.ttf', 5 * 1024 * 1024 + 1)).toBe('upload_too_large');
  });
});

describe('contrast (WCAG 2.x)', () => {
  it('computes the published ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known lightest grey that passes AA (4.54).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('grades AA for body and large text', () => {
    expect(contrastLevel(contrastRatio('#111827', '#ffffff'))).toBe('pass');
    expect(contrastLevel(contrastRatio('#949494', '#ffffff'))).toBe('large-only');
    expect(contrastLevel(contrastRatio('#dddddd', '#ffffff'))).toBe('fail');
  });
});

describe('kit fields', () => {
  const valid = defaultKitFields('Café Aurora');

  it('the defaults are valid and have readable text', () => {
    expect(kitFieldsSchema.parse(valid)).toEqual(valid);
    expect(contrastLevel(contrastRatio(valid.colors.text, valid.colors.background))).toBe('pass');
  });

  it('normalises colours and refuses anything else', () => {
    expect(normalizeColor('#ABC')).toBe('#aabbcc');
    expect(normalizeColor(' #1A2b3C ')).toBe('#1a2b3c');
    for (const bad of ['red', '#12345', '#ggg', 'rgb(0,0,0)', '1a2b3c', '#1a2b3c4d', '']) {
      expect(normalizeColor(bad), bad).toBeNull();
      const r = updateKitSchema.safeParse({ colors: { ...valid.colors, primary: bad } });
      expect(r.success, bad).toBe(false);
      expect(r.error!.issues[0]!.message).toBe('validation.colorInvalid');
    }
  });

  it('refuses names that are empty or too long', () => {
    expect(updateKitSchema.safeParse({ name: '   ' }).error!.issues[0]!.message).toBe('validation.kitNameRequired');
    expect(updateKitSchema.safeParse({ name: 'x'.repeat(81) }).error!.issues[0]!.message).toBe('validation.kitNameTooLong');
  });

  it('checks the voice, social handle, swatches and fonts', () => {
    const voice = (v: object) => updateKitSchema.safeParse({ voice: { ...valid.voice, ...v } });
    expect(voice({ wordsToUse: Array(31).fill('a') }).error!.issues[0]!.message).toBe('validation.tooManyWords');
    expect(voice({ wordsToAvoid: ['x'.repeat(41)] }).error!.issues[0]!.message).toBe('validation.wordTooLong');
    expect(voice({ description: 'x'.repeat(501) }).error!.issues[0]!.message).toBe('validation.textTooLong');
    expect(voice({ tone: 'sarcastic' }).success).toBe(false);
    expect(updateKitSchema.safeParse({ social: { handle: 'bad handle!', avatar: null } }).error!.issues[0]!.message).toBe(
      'validation.handleInvalid',
    );
    expect(updateKitSchema.parse({ social: { handle: 'cafe.aurora', avatar: null } }).social!.handle).toBe('@cafe.aurora');
    const swatches = Array.from({ length: 13 }, () => ({ name: '', color: '#000000' }));
    expect(updateKitSchema.safeParse({ swatches }).error!.issues[0]!.message).toBe('validation.tooManySwatches');
    expect(updateKitSchema.safeParse({ fonts: { heading: { source: 'bundled', id: 'comic-sans' }, body: valid.fonts.body } }).success).toBe(
      false,
    );
    expect(updateKitSchema.safeParse({ caption: { ...valid.caption, position: 'left' } }).success).toBe(false);
  });
});
