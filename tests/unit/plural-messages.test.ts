// Brazilian Portuguese counts zero with the singular's plural category (CLDR pt:
// "one" is 0 and 1), so a `_one` message written as "1 momento encontrado"
// read "1 moment found" above "no moment was found" when there were none
// (issue 33). Zero takes the plural in Portuguese, or words of its own: every
// `_one` message has a `_zero` one, and the clipper's count agrees with its
// empty message.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/common/i18n/en';
import { ptBR } from '../../src/common/i18n/pt-BR';
import type { Locale } from '../../src/common/locales';
import { TRASH_MESSAGES } from '../../client/components/projects/trash-messages';
import { brandKitMessages } from '../../client/features/brand-kits/messages';
import { MESSAGES as captionsMessages } from '../../client/features/captions/messages';
import { carouselMessages } from '../../client/features/carousel/messages';
import { clipperMessages } from '../../client/features/clipper/messages';
import { IMAGE_MESSAGES } from '../../client/features/image-editor/messages';
import { scriptMessages } from '../../client/features/scripts/messages';
import { STORAGE_MESSAGES } from '../../client/features/storage/messages';
import { messages as storiesMessages } from '../../client/features/stories/messages';
import { subtitlesMessages } from '../../client/features/subtitles/messages';
import { videoEditorMessages } from '../../client/features/video-editor/messages';
import { slidesMessages } from '../../client/slides/messages';

const catalogues: Record<string, Record<Locale, object>> = {
  main: { 'pt-BR': ptBR, en },
  trash: TRASH_MESSAGES,
  brandKits: brandKitMessages,
  captions: captionsMessages,
  carousel: carouselMessages,
  clipper: clipperMessages,
  image: IMAGE_MESSAGES,
  scripts: scriptMessages,
  storage: STORAGE_MESSAGES,
  stories: storiesMessages,
  subtitles: subtitlesMessages,
  videoEditor: videoEditorMessages,
  slides: slidesMessages,
};

function pluralKeys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? pluralKeys(v as object, `${prefix}${k}.`)
      : k.endsWith('_one')
        ? [`${prefix}${k.slice(0, -4)}`]
        : [],
  );
}

async function translator(locale: Locale, messages: object) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: locale, resources: { [locale]: { translation: messages } }, interpolation: { escapeValue: false } });
  return (key: string, o?: object): string => i18n.t(key, o as Record<string, unknown>);
}

describe('counted messages', () => {
  it('finds the plural messages to check', () => {
    expect(pluralKeys(clipperMessages['pt-BR'])).toContain('moments.found');
  });

  for (const [name, catalogue] of Object.entries(catalogues)) {
    for (const locale of ['pt-BR', 'en'] as const) {
      it(`${name} (${locale}) never says 1 of none, nor the singular of zero`, async () => {
        const t = await translator(locale, catalogue[locale]);
        for (const key of pluralKeys(catalogue[locale])) {
          const zero = t(key, { count: 0, clips: 0, language: 'X', duration: 'D', date: 'T' });
          const one = t(key, { count: 1, clips: 1, language: 'X', duration: 'D', date: 'T' });
          expect(zero, `${name}.${key} at 0`).not.toMatch(/(^|\D)1(\D|$)/);
          expect(zero, `${name}.${key} at 0`).not.toBe(one.replace(/(^|\D)1(\D|$)/, '$10$2'));
        }
      });
    }
  }

  it("the clipper's heading agrees with its empty message", async () => {
    for (const locale of ['pt-BR', 'en'] as const) {
      const t = await translator(locale, clipperMessages[locale]);
      expect(t('moments.found', { count: 0 })).toBe(locale === 'pt-BR' ? 'Nenhum momento encontrado' : 'No moments found');
      expect(t('moments.found', { count: 1 })).toMatch(/^1 /);
      expect(t('moments.found', { count: 3 })).toMatch(/^3 /);
    }
  });
});
