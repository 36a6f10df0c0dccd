// An organization's vocabulary: the schema the settings form and the Worker
// share (its limits answer error codes), the prompt given to engines that take
// one, and the correction applied to every transcript's words (decision 037).
import { describe, expect, it } from 'vitest';
import type { TranscriptWord } from '../../src/common/contracts/transcript';
import {
  termsFromText,
  VOCABULARY_MAX_TERMS,
  VOCABULARY_PROMPT_MAX_CHARS,
  vocabularyPrompt,
  vocabularySchema,
} from '../../src/common/contracts/vocabulary';
import { en } from '../../src/common/i18n/en';
import { ptBR } from '../../src/common/i18n/pt-BR';
import { applyVocabulary, editDistance } from '../../src/common/vocabulary-correct';

const codeOf = (terms: string[]) => {
  const r = vocabularySchema.safeParse({ terms });
  return r.success ? null : r.error.issues[0]!.message;
};

describe('vocabulary schema', () => {
  it('accepts names, slang and brands; trims, collapses spaces and keeps each term once', () => {
    const r = vocabularySchema.parse({ terms: ['  iFood ', 'Zé   Pereira', 'ifood', "O'Neill", 'C&A', 'Coca-Cola', 'mano', '99Food'] });
    expect(r.terms).toEqual(['iFood', 'Zé Pereira', "O'Neill", 'C&A', 'Coca-Cola', 'mano', '99Food']);
  });

  it('answers one error code for each rule a user can break', () => {
    expect(codeOf(Array.from({ length: VOCABULARY_MAX_TERMS + 1 }, (_, i) => `termo${i}`))).toBe('vocabulary_too_many_terms');
    expect(codeOf(Array.from({ length: VOCABULARY_MAX_TERMS }, (_, i) => `termo${i}`))).toBeNull();
    expect(codeOf(['x'.repeat(41)])).toBe('vocabulary_term_too_long');
    expect(codeOf(['x'.repeat(40)])).toBeNull();
    expect(codeOf(['<script>'])).toBe('vocabulary_term_invalid');
    expect(codeOf(['#tbt'])).toBe('vocabulary_term_invalid');
    expect(codeOf(['   '])).toBe('vocabulary_term_invalid');
  });

  it('says each code in both languages', () => {
    for (const code of ['vocabulary_too_many_terms', 'vocabulary_term_too_long', 'vocabulary_term_invalid'] as const) {
      expect(en.errors[code]).toBeTruthy();
      expect(ptBR.errors[code]).toBeTruthy();
      expect(ptBR.errors[code]).not.toBe(en.errors[code]);
    }
  });

  it('reads the form: one term a line, blank lines dropped', () => {
    expect(termsFromText('iFood\r\n\n  Zé Pereira  \n')).toEqual(['iFood', 'Zé Pereira']);
  });
});

describe('vocabulary prompt', () => {
  it('lists the terms in order, as many as fit', () => {
    expect(vocabularyPrompt([])).toBeNull();
    expect(vocabularyPrompt(['Palco', 'iFood', 'Zé Pereira'])).toBe('Palco, iFood, Zé Pereira.');
    const many = Array.from({ length: 200 }, (_, i) => `Marca Número ${i}`);
    const prompt = vocabularyPrompt(many)!;
    expect(prompt.length).toBeLessThanOrEqual(VOCABULARY_PROMPT_MAX_CHARS + 1);
    expect(prompt.startsWith('Marca Número 0, Marca Número 1,')).toBe(true);
    expect(prompt).not.toContain('Marca Número 199');
  });
});

/** Words said one each 400 ms, 300 ms long. */
const said = (text: string): TranscriptWord[] =>
  text.split(' ').map((t, i) => ({ text: t, startMs: i * 400, endMs: i * 400 + 300, confidence: 0.9 }));
const texts = (words: TranscriptWord[]) => words.map((w) => w.text).join(' ');

describe('applyVocabulary', () => {
  it('fixes near misses in the term spelling, keeping punctuation and word times', () => {
    const words = said('Eu pedi no ifood, com o Palko. Falei com o Zé pereira!');
    const out = applyVocabulary(words, ['iFood', 'Palco', 'Zé Pereira']);
    expect(texts(out)).toBe('Eu pedi no iFood, com o Palco. Falei com o Zé Pereira!');
    // One word for one word: the times are the heard word's own.
    expect(out.map((w) => [w.startMs, w.endMs])).toEqual(words.map((w) => [w.startMs, w.endMs]));
  });

  it('joins and splits words to the term, sharing their time by length', () => {
    const joined = applyVocabulary(said('o Nu bank chegou'), ['Nubank']);
    expect(texts(joined)).toBe('o Nubank chegou');
    expect(joined[1]).toMatchObject({ startMs: 400, endMs: 1100 });
    expect(joined[2]).toMatchObject({ text: 'chegou', startMs: 1200 });
    const split = applyVocabulary(said('com Zepereira hoje'), ['Zé Pereira']);
    expect(texts(split)).toBe('com Zé Pereira hoje');
    expect(split[1]).toMatchObject({ startMs: 400 });
    expect(split[2]).toMatchObject({ endMs: 700 });
    expect(split[1]!.endMs).toBe(split[2]!.startMs);
  });

  it('keeps the sentence case for lower-case slang, and a brand its own case', () => {
    expect(texts(applyVocabulary(said('Mano, olha isso mano'), ['mano']))).toBe('Mano, olha isso mano');
    expect(texts(applyVocabulary(said('Palko! palko'), ['palco']))).toBe('Palco! palco');
    expect(texts(applyVocabulary(said('IFOOD agora'), ['iFood']))).toBe('iFood agora');
    expect(texts(applyVocabulary(said('MANO do céu'), ['mano']))).toBe('MANO do céu');
  });

  it('leaves alone words that only look a little like a short term, and never reaches over a sentence end', () => {
    // "vive" is one edit from "Vivo", too close for a four-letter term.
    expect(texts(applyVocabulary(said('ela vive bem'), ['Vivo']))).toBe('ela vive bem');
    // "Nu." ends a sentence: "bank" starts the next.
    expect(texts(applyVocabulary(said('Nu. bank'), ['Nubank']))).toBe('Nu. bank');
    expect(texts(applyVocabulary(said('nada a ver aqui'), ['Palco', 'Nubank']))).toBe('nada a ver aqui');
  });

  it('changes nothing without terms, and corrects every near miss in the 10,000 words of an hour against 200 terms', () => {
    const words = said('uma frase qualquer');
    expect(applyVocabulary(words, [])).toEqual(words);
    const long = said(Array.from({ length: 10_000 }, (_, i) => ['palavra', 'outra', 'mais', 'Palko'][i % 4]).join(' '));
    const terms = Array.from({ length: 199 }, (_, i) => `Marca${i}`).concat('Palco');
    const out = applyVocabulary(long, terms);
    expect(out.filter((w) => w.text === 'Palco')).toHaveLength(2500);
  });

  it('measures edits with an early stop', () => {
    expect(editDistance('palko', 'palco', 1)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2);
  });
});
