// The credits page labels a ledger row by its reason; a reason without a label
// showed its raw key (`speech_minute`) on the statement (issue 33).
import { describe, expect, it } from 'vitest';
import { en } from '../../common/i18n/en';
import { ptBR } from '../../common/i18n/pt-BR';
import { itemOf, LEDGER_REASONS, PRICED_AS, PRICES, priceOf, SYSTEM_REASONS } from './prices';

const locales = { 'pt-BR': ptBR, en } as const;

describe('ledger reason labels', () => {
  it('covers every priced item, every charge named apart and every system reason', () => {
    expect(new Set(LEDGER_REASONS)).toEqual(new Set([...Object.keys(PRICES), ...Object.keys(PRICED_AS), ...SYSTEM_REASONS]));
  });

  it('names a story draft as itself, at the carousel draft price', () => {
    expect(itemOf('story_draft')).toBe('carousel_draft');
    expect(priceOf('story_draft')).toBe(PRICES.carousel_draft);
    expect(itemOf('speech_minute')).toBe('speech_minute');
    expect(en.orgs.items.story_draft).not.toBe(en.orgs.items.carousel_draft);
    expect(ptBR.orgs.items.story_draft).not.toBe(ptBR.orgs.items.carousel_draft);
  });

  for (const [locale, messages] of Object.entries(locales)) {
    it.each(LEDGER_REASONS)(`%s has a label in ${locale}`, (reason) => {
      const items = messages.orgs.items as Record<string, string | undefined>;
      const label = items[reason];
      expect(label, `orgs.items.${reason} in ${locale}`).toBeTruthy();
      expect(label).not.toBe(reason);
      expect(label).not.toMatch(/^[a-z]+(_[a-z]+)+$/);
    });
  }

  it('labels differ between the two locales where the words differ', () => {
    expect(ptBR.orgs.items.speech_minute).not.toBe(en.orgs.items.speech_minute);
  });
});
