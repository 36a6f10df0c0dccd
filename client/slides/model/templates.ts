// Six starting points, in both languages, built from the same layouts as AI
// drafts. Each is a document the user edits like any other.
import type { CarouselDocument, CarouselFormat } from '@src/common/contracts/carousel';
import type { Locale } from '@src/common/locales';
import type { MakeId } from './document';
import { layoutSlide, type Look, type SlideKind, type SlideText } from './layouts';

type Texts = Record<Locale, { name: string; slides: [SlideKind, SlideText][] }>;

export const TEMPLATES: Record<Look, Texts> = {
  bold: {
    'pt-BR': {
      name: 'Frase de impacto',
      slides: [
        ['cover', { heading: 'Uma ideia forte muda tudo', body: 'Arraste para o lado →' }],
        ['content', { heading: 'Por que importa', body: 'Explique em duas frases o que seu público ganha com isso.' }],
        ['cta', { heading: 'Gostou?', body: 'Salve este post e compartilhe com quem precisa ver.' }],
      ],
    },
    en: {
      name: 'Bold statement',
      slides: [
        ['cover', { heading: 'One strong idea changes everything', body: 'Swipe →' }],
        ['content', { heading: 'Why it matters', body: 'Explain in two sentences what your audience gains.' }],
        ['cta', { heading: 'Liked it?', body: 'Save this post and share it with someone who needs it.' }],
      ],
    },
  },
  tips: {
    'pt-BR': {
      name: 'Lista de dicas',
      slides: [
        ['cover', { heading: '5 dicas para começar hoje', body: 'Um guia rápido' }],
        [
          'content',
          {
            heading: 'As dicas',
            body: 'Defina um objetivo\nComece pequeno\nMeça o progresso\nPeça opinião\nRepita o que funciona',
            list: true,
          },
        ],
        ['cta', { heading: 'Qual você vai testar?', body: 'Conte nos comentários.' }],
      ],
    },
    en: {
      name: 'Tips list',
      slides: [
        ['cover', { heading: '5 tips to start today', body: 'A quick guide' }],
        [
          'content',
          { heading: 'The tips', body: 'Set one goal\nStart small\nMeasure progress\nAsk for feedback\nRepeat what works', list: true },
        ],
        ['cta', { heading: 'Which will you try?', body: 'Tell us in the comments.' }],
      ],
    },
  },
  quote: {
    'pt-BR': {
      name: 'Citação',
      slides: [
        ['cover', { heading: 'O simples bem feito encanta.', body: '— Sua marca' }],
        ['content', { heading: 'O que isso significa', body: 'Conte a história por trás da frase.' }],
        ['cta', { heading: 'Siga para mais', body: 'Novas ideias toda semana.' }],
      ],
    },
    en: {
      name: 'Quote',
      slides: [
        ['cover', { heading: 'Simple, done well, delights.', body: '— Your brand' }],
        ['content', { heading: 'What it means', body: 'Tell the story behind the words.' }],
        ['cta', { heading: 'Follow for more', body: 'New ideas every week.' }],
      ],
    },
  },
  announcement: {
    'pt-BR': {
      name: 'Anúncio',
      slides: [
        ['cover', { heading: 'Novidade chegando', body: 'Marque a data' }],
        ['content', { heading: 'O que muda', body: 'Descreva o lançamento e para quem ele é.' }],
        ['cta', { heading: 'Garanta o seu', body: 'Link na bio.' }],
      ],
    },
    en: {
      name: 'Announcement',
      slides: [
        ['cover', { heading: 'Something new is coming', body: 'Save the date' }],
        ['content', { heading: 'What changes', body: 'Describe the launch and who it is for.' }],
        ['cta', { heading: 'Get yours', body: 'Link in bio.' }],
      ],
    },
  },
  split: {
    'pt-BR': {
      name: 'Antes e depois',
      slides: [
        ['cover', { heading: 'Antes e depois', body: 'Veja a diferença' }],
        ['content', { heading: 'Antes', body: 'Como era o problema.' }],
        ['content', { heading: 'Depois', body: 'Como ficou com a solução.' }],
        ['cta', { heading: 'Quer o mesmo resultado?', body: 'Fale com a gente.' }],
      ],
    },
    en: {
      name: 'Before and after',
      slides: [
        ['cover', { heading: 'Before and after', body: 'See the difference' }],
        ['content', { heading: 'Before', body: 'What the problem looked like.' }],
        ['content', { heading: 'After', body: 'How it looks with the solution.' }],
        ['cta', { heading: 'Want the same result?', body: 'Talk to us.' }],
      ],
    },
  },
  minimal: {
    'pt-BR': {
      name: 'Minimalista',
      slides: [
        ['cover', { heading: 'Menos, porém melhor', body: 'Um pensamento por slide' }],
        ['content', { heading: 'Foco', body: 'Uma mensagem clara vale mais que dez.' }],
        ['cta', { heading: 'Obrigado', body: 'Salve para lembrar.' }],
      ],
    },
    en: {
      name: 'Minimal',
      slides: [
        ['cover', { heading: 'Less, but better', body: 'One thought per slide' }],
        ['content', { heading: 'Focus', body: 'One clear message beats ten.' }],
        ['cta', { heading: 'Thank you', body: 'Save it to remember.' }],
      ],
    },
  },
};

export function templateDocument(look: Look, locale: Locale, format: CarouselFormat, makeId: MakeId): CarouselDocument {
  return {
    version: 1,
    format,
    brand: null,
    slides: TEMPLATES[look][locale].slides.map(([kind, text]) => layoutSlide(look, kind, text, format, makeId)),
  };
}
