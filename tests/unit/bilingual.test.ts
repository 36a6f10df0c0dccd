// A table that says each key once must give each language its own text, at every depth.
import { describe, expect, it } from 'vitest';
import { bilingual } from '../../client/lib/bilingual';
import { TRASH_MESSAGES } from '../../client/components/projects/trash-messages';

describe('bilingual', () => {
  it('splits pairs into one catalogue a language, nested keys included', () => {
    const m = bilingual({ a: ['um', 'one'], nested: { b: ['dois', 'two'], deeper: { c: ['três', 'three'] } } });
    expect(m['pt-BR']).toEqual({ a: 'um', nested: { b: 'dois', deeper: { c: 'três' } } });
    expect(m.en).toEqual({ a: 'one', nested: { b: 'two', deeper: { c: 'three' } } });
  });

  it('keeps a spread table and an override written after it', () => {
    const base = { x: ['x-pt', 'x-en'], y: ['y-pt', 'y-en'] } as const;
    const m = bilingual({ ...base, y: [base.y[0], 'y-other'] });
    expect(m['pt-BR']).toEqual({ x: 'x-pt', y: 'y-pt' });
    expect(m.en).toEqual({ x: 'x-en', y: 'y-other' });
  });

  it('gives a converted catalogue both languages under the same keys', () => {
    expect(Object.keys(TRASH_MESSAGES.en)).toEqual(Object.keys(TRASH_MESSAGES['pt-BR']));
    expect(TRASH_MESSAGES['pt-BR'].open).toBe('Lixeira');
    expect(TRASH_MESSAGES.en.open).toBe('Trash');
  });
});
