// The shared PDF's page count in both languages (decision 096): Portuguese puts
// 0 with "one" (CLDR pt), so zero has its own words, never "0 página".
import { describe, expect, it } from 'vitest';
import { countedPages, SHARE_PAGE_MESSAGES } from '../../src/common/share-page-messages';

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
