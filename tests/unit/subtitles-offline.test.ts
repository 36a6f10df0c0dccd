// The offline provider cannot translate: its subtitle "translation" is a
// word-for-word draft from a small glossary, both ways, keeping every cue, its
// lines, capitals and punctuation, and leaving unknown words as they were.
import { describe, expect, it } from 'vitest';
import { translateWordByWord } from '@src/platform/ai/offline-subtitles';
import { subtitlesTranslatePrompt } from '@src/features/ai/prompts-subtitles';

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

describe('the translation prompt', () => {
  it('is built from the brand kit (voice, words to avoid) and lists every cue by id with its time on screen', () => {
    const kit = {
      voice: { tone: 'playful', audience: 'criadores', wordsToUse: ['constância'], wordsToAvoid: ['talento'], description: '' },
      social: { handle: '@aurora', avatar: null },
    } as unknown as Parameters<typeof subtitlesTranslatePrompt>[1];
    const req = subtitlesTranslatePrompt(
      { from: 'pt', to: 'en', cues: [{ id: 'c1', text: 'Olá\nmundo', durationMs: 1500 }], kitId: null },
      kit,
    );
    expect(req.system).toContain('from Brazilian Portuguese to English');
    expect(req.system).toContain('Brand tone: playful.');
    expect(req.system).toContain('Never use these words: talento.');
    expect(req.prompt).toContain('- c1 (1.5 s): "Olá\\nmundo"');
    expect(req.task).toMatchObject({ kind: 'subtitles_translate', from: 'pt', to: 'en', cues: [{ id: 'c1', text: 'Olá\nmundo' }] });
    expect(subtitlesTranslatePrompt({ from: 'en', to: 'pt', cues: [{ id: 'c1', text: 'Hi', durationMs: 900 }] }, null).system).toContain(
      'No brand kit',
    );
  });
});
