// The shared PDF's page count in both languages (decision 096): Portuguese puts
// 0 with "one" (CLDR pt), so zero has its own words, never "0 página".
import { describe, expect, it } from 'vitest';
import { counted, countedPages, SHARE_PAGE_MESSAGES } from '../../src/common/share-page-messages';

const pages = (locale: 'pt-BR' | 'en', n: number) => countedPages(SHARE_PAGE_MESSAGES[locale], locale, n);

describe('countedPages', () => {
  it('says one page, many pages and no pages in Portuguese', () => {
    expect(pages('pt-BR', 1)).toBe('1 página');
    expect(pages('pt-BR', 12)).toBe('12 páginas');
    expect(pages('pt-BR', 0)).toBe('Nenhuma página');
    expect(pages('pt-BR', 1200)).toBe('1.200 páginas');
  });

  it('says one page, many pages and no pages in English', () => {
    expect(pages('en', 1)).toBe('1 page');
    expect(pages('en', 2)).toBe('2 pages');
    expect(pages('en', 0)).toBe('No pages');
    expect(pages('en', 1200)).toBe('1,200 pages');
  });
});

describe('a shared subtitles file’s cue count (decision 097)', () => {
  const cues = (locale: 'pt-BR' | 'en', n: number) => counted(SHARE_PAGE_MESSAGES[locale].subtitlesCues, locale, n);
  it('counts cues as the page counts pages, zero with its own words', () => {
    expect([cues('pt-BR', 1), cues('pt-BR', 2), cues('pt-BR', 0)]).toEqual(['1 fala', '2 falas', 'Nenhuma fala']);
    expect([cues('en', 1), cues('en', 406), cues('en', 0)]).toEqual(['1 cue', '406 cues', 'No cues']);
  });
});
