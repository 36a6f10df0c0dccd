// Logo projects (kind `logo`, issue 34) through the real Worker: made with an
// `lgo_` id, saved over their version, listed with what a card shows; a
// malformed document refused field by field; an oversized one refused by size.
import { describe, expect, it } from 'vitest';
import type { LogoDocument } from '../../src/common/contracts/logo';
import { api, expectFieldError, orgOwner, savedOverItsVersion } from './helpers';

// Without `offsets` and `kitFont`, as every logo saved before they existed: the schema's defaults fill them.
type SentLogo = Omit<LogoDocument, 'offsets' | 'kitFont'> & Partial<Pick<LogoDocument, 'offsets' | 'kitFont'>>;
const doc = (over: Partial<LogoDocument> = {}): SentLogo => ({
  schemaVersion: 1,
  name: 'Café Aroma',
  tagline: 'Torrado na hora',
  layout: 'icon-left',
  colors: { primary: '#6d28d9', text: '#111827', background: '#ffffff' },
  font: 'montserrat',
  icon: 'coffee',
  kitId: null,
  ...over,
});

describe('logo projects', () => {
  it('are made, saved over their version and listed with their name, layout, colours and icon', async () => {
    const o = await orgOwner('Estúdio Luz');
    const second = doc({ layout: 'monogram-circle', icon: 'croissant', font: 'bebas-neue', offsets: { name: { x: 12, y: -4 } } });
    const { id, summary } = await savedOverItsVersion(o, 'logo', 'Café Aroma', doc(), second);
    expect(id).toMatch(/^lgo_/);
    expect(summary).toEqual({
      name: 'Café Aroma',
      layout: 'monogram-circle',
      icon: 'croissant',
      colors: { primary: '#6d28d9', text: '#111827', background: '#ffffff' },
    });
  });

  it('refuses each malformed field with its path and reason', async () => {
    const o = await orgOwner();
    const cases: Array<[unknown, string, string]> = [
      [doc({ name: '   ' }), 'name', 'validation.logoNameRequired'],
      [doc({ name: 'x'.repeat(41) }), 'name', 'validation.logoNameTooLong'],
      [doc({ tagline: 'x'.repeat(61) }), 'tagline', 'validation.logoTaglineTooLong'],
      [doc({ layout: 'spiral' as never }), 'layout', 'validation.invalidValue'],
      [doc({ font: 'comic-sans' as never }), 'font', 'validation.invalidValue'],
      [doc({ icon: '<script>' }), 'icon', 'validation.invalidValue'],
      [doc({ offsets: { icon: { x: 9999, y: 0 } } }), 'offsets.icon.x', 'validation.invalidValue'],
      [doc({ offsets: { name: { x: 0, y: -241 } } }), 'offsets.name.y', 'validation.invalidValue'],
      [
        doc({ kitFont: { id: 'f1', family: 'Brand', url: 'https://evil.example/x.ttf', format: 'truetype' } }),
        'kitFont.url',
        'validation.invalidValue',
      ],
      [doc({ colors: { primary: 'red', text: '#111827', background: '#ffffff' } }), 'colors.primary', 'validation.colorInvalid'],
    ];
    for (const [document, field, msg] of cases)
      await expectFieldError(await api('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'logo', name: 'x', document }), field, msg);
    // A document of another kind is not a logo.
    const other = await api('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'logo', name: 'x', document: { schemaVersion: 1 } });
    expect(other.status).toBe(422);
  });
});
