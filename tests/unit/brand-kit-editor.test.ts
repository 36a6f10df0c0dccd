// The kit editor's pure model: what a save sends, which fields are wrong, the
// contrast warning, the fonts the preview declares, the page's own messages.
import { describe, expect, it } from 'vitest';
import { BUNDLED_FONTS } from '../../src/common/brand/fonts';
import { defaultKitFields, type BrandFontView, type BrandKitView } from '../../src/common/contracts/brand-kits';
import { brandKitMessages } from '../../client/features/brand-kits/messages';
import {
  changedSections,
  contrast,
  draftOf,
  fontFaceCss,
  fontFamilyOf,
  parseWords,
  shownColor,
  validate,
} from '../../client/features/brand-kits/model';

const kit: BrandKitView = {
  ...defaultKitFields('Aurora'),
  id: 'kit_1',
  isDefault: true,
  version: 3,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
};
const font: BrandFontView = {
  id: 'fnt_9',
  family: 'Brand Serif',
  cssFamily: 'palco-fnt_9',
  format: 'truetype',
  size: 1000,
  url: '/api/v1/orgs/o/brand-fonts/fnt_9/file',
  createdAt: kit.createdAt,
};

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('kit editor model', () => {
  it('sends only the sections that changed, and nothing when the draft is the saved kit', () => {
    const draft = draftOf(kit);
    expect(changedSections(draft, kit)).toEqual({});
    draft.colors.primary = '#0f766e';
    draft.voice.wordsToUse = ['café'];
    expect(changedSections(draft, kit)).toEqual({
      colors: { ...kit.colors, primary: '#0f766e' },
      voice: { ...kit.voice, wordsToUse: ['café'] },
    });
    // The draft is a copy: editing it never touches the cached kit.
    expect(kit.colors.primary).toBe('#6d28d9');
  });

  it('names each wrong field by its path with the message key the form shows', () => {
    const draft = draftOf(kit);
    expect(validate(draft).errors).toEqual({});
    draft.name = '';
    draft.colors.text = '#12';
    draft.swatches = [{ name: 'ok', color: 'blue' }];
    draft.voice.wordsToAvoid = ['fine', 'x'.repeat(41)];
    const { value, errors } = validate(draft);
    expect(value).toBeNull();
    expect(errors).toMatchObject({
      name: 'validation.kitNameRequired',
      'colors.text': 'validation.colorInvalid',
      'swatches.0.color': 'validation.colorInvalid',
      'voice.wordsToAvoid': 'validation.wordTooLong',
    });
  });

  it('checks WCAG AA between two colours and waits for a whole hex code', () => {
    expect(contrast('#000000', '#ffffff')).toEqual({ ratio: 21, level: 'pass' });
    expect(contrast('#777777', '#ffffff')?.level).toBe('large-only');
    expect(contrast('#dddddd', '#ffffff')?.level).toBe('fail');
    expect(contrast('#12', '#ffffff')).toBeNull();
    expect(shownColor('#ABC', '#000000')).toBe('#aabbcc');
    expect(shownColor('#12', '#000000')).toBe('#000000');
  });

  it('declares every bundled weight and each uploaded font under its own family name', () => {
    const css = fontFaceCss([font]);
    const weights = BUNDLED_FONTS.reduce((n, f) => n + f.weights.length, 0);
    expect(css.match(/@font-face/g)).toHaveLength(weights + 1);
    expect(css).toContain(
      "font-family:'palco-font-playfair-display';src:url('/assets/fonts/r1/playfair-display-700.woff2') format('woff2');font-weight:700",
    );
    expect(css).toContain("font-family:'palco-fnt_9';src:url('/api/v1/orgs/o/brand-fonts/fnt_9/file') format('truetype')");
    expect(fontFamilyOf({ source: 'bundled', id: 'lora' }, [])).toBe("'palco-font-lora', Georgia, serif");
    expect(fontFamilyOf({ source: 'uploaded', id: 'fnt_9' }, [font])).toBe("'palco-fnt_9', system-ui, sans-serif");
    expect(fontFamilyOf({ source: 'uploaded', id: 'gone' }, [font])).toBe('system-ui, sans-serif');
  });

  it('reads words from one comma-separated line', () => {
    expect(parseWords(' café, aroma,, ')).toEqual(['café', 'aroma']);
    expect(parseWords('')).toEqual([]);
  });
});

describe('brand kit page messages', () => {
  it('pt-BR and en have the same keys, none empty', () => {
    const pt = brandKitMessages['pt-BR'];
    const en = brandKitMessages.en;
    expect(keys(en).sort()).toEqual(keys(pt).sort());
    for (const k of keys(en)) {
      const get = (o: object) => k.split('.').reduce<unknown>((v, p) => (v as Record<string, unknown>)[p], o);
      expect(String(get(en)).trim(), k).not.toBe('');
      expect(String(get(pt)).trim(), k).not.toBe('');
    }
  });
});
