// The offline provider cannot translate: its subtitle "translation" is a
// word-for-word draft from a small glossary, both ways, keeping every cue, its
// lines, capitals and punctuation, and leaving unknown words as they were.
import { describe, expect, it } from 'vitest';
import { translateWordByWord } from '@src/platform/ai/offline-subtitles';

const task = (from: 'en' | 'pt', texts: string[]) => ({
  kind: 'subtitles_translate' as const,
  from,
  to: from === 'en' ? ('pt' as const) : ('en' as const),
  cues: texts.map((text, i) => ({ id: `c${i + 1}`, text })),
  voice: null,
});

describe('offline subtitle draft', () => {
  it('English to Portuguese, word for word, every cue in order', () => {
    const out = translateWordByWord(task('en', ['Hello, this is a TEST', 'Follow the brand\nfor more, Zorblax!']));
    expect(out.cues).toEqual([
      { id: 'c1', text: 'Olá, este é um TESTE' },
      { id: 'c2', text: 'Siga o marca\npara mais, Zorblax!' },
    ]);
  });

  it('Portuguese to English by the same table read backwards', () => {
    const out = translateWordByWord(task('pt', ['Olá, este é um teste de fala.']));
    expect(out.cues[0]!.text).toBe('Hello, this is a test of speech.');
  });
});
