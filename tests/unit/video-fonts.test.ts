import { describe, expect, it } from 'vitest';
import { fontChoices } from '../../client/features/video-editor/model/fonts';

const font = (id: string, family: string, cssFamily: string) => ({ source: 'bundled' as const, id, family, cssFamily, files: [] });
const kit = {
  fonts: { heading: font('montserrat', 'Montserrat', 'palco-font-montserrat'), body: font('fnt_1', 'Minha Fonte', 'palco-fnt_1') },
};

describe('video editor font choices', () => {
  it('names the kit fonts by family, never by their declared names', () => {
    const choices = fontChoices(kit, 'palco-font-montserrat');
    expect(choices).toEqual([
      { value: 'palco-font-montserrat', label: 'Montserrat' },
      { value: 'palco-fnt_1', label: 'Minha Fonte' },
    ]);
    for (const c of choices) expect(c.label).not.toMatch(/palco|font-/);
  });

  it('names a bundled font from an earlier kit by its family, and an unknown uploaded one not at all', () => {
    expect(fontChoices(kit, 'palco-font-bebas-neue')[0]).toEqual({ value: 'palco-font-bebas-neue', label: 'Bebas Neue' });
    expect(fontChoices(kit, 'palco-fnt_gone')[0]).toEqual({ value: 'palco-fnt_gone', label: null });
    expect(fontChoices(null, 'sans-serif')).toEqual([{ value: 'sans-serif', label: 'sans-serif' }]);
  });
});
