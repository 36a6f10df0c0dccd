// The offline writer's Portuguese, scanned over many briefs (issue 33): a verb
// agrees with the audience the user typed ("empreendedores têm", never "tem";
// "quem faz pão em casa tem", never "têm"), and a post's hashtags name what it
// is about, never an adjective, an adverb or a verb form (#pequenas, #curtas).
import { describe, expect, it } from 'vitest';
import { writeCarouselDraft } from '../../src/platform/ai/offline';
import { writePostCaptions } from '../../src/platform/ai/offline-captions';
import { writeScriptDraft } from '../../src/platform/ai/offline-script';
import { writeStoryDraft } from '../../src/platform/ai/offline-stories';
import { isPluralPt } from '../../src/platform/ai/offline-grammar';
import type { VoiceBrief } from '../../src/platform/ai/types';

const TOPICS = [
  'marketing digital',
  'pão de fermentação natural',
  'finanças pessoais',
  'vídeos curtos para redes sociais',
  'vendas pelo Instagram',
  'treino em casa',
  'organização da rotina',
  'fotografia com celular',
  'cuidados com a pele',
  'produtividade no home office',
  'receitas veganas',
  'inglês para viagem',
];
const PLURAL = [
  'empreendedores',
  'mães de primeira viagem',
  'donos de pequenos negócios',
  'pequenas empresas',
  'os alunos do ensino médio',
  'criadores de conteúdo',
  'nutricionistas',
  'confeiteiras iniciantes',
];
const SINGULAR = ['quem faz pão em casa', 'o público jovem', 'a equipe de vendas', 'gente que ama café', 'você que empreende'];
const SINGULAR_VERBS = ['tem', 'precisa', 'pula', 'sente', 'quer', 'faz', 'pode', 'é', 'está', 'sabe'];
const PLURAL_VERBS = ['têm', 'precisam', 'pulam', 'sentem', 'querem', 'fazem', 'podem', 'são', 'estão', 'sabem'];

const cap = (s: string) => s.charAt(0).toLocaleUpperCase('pt-BR') + s.slice(1);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every text a pt-BR writer gives for one topic and audience. */
function writtenFor(topic: string, audience: string): string[] {
  const voice: VoiceBrief = { tone: 'friendly', audience, wordsToUse: [], wordsToAvoid: [], description: '', handle: '@marca' };
  const carousel = writeCarouselDraft({ kind: 'carousel_draft', topic, audience, slides: 10, locale: 'pt-BR', voice: null });
  const story = writeStoryDraft({ kind: 'story_draft', topic, audience, screens: 10, locale: 'pt-BR', voice: null });
  const scripts = (['talking_head', 'tutorial', 'story', 'ad'] as const).map((format) =>
    writeScriptDraft({ kind: 'script_draft', topic, audience, targetSeconds: 180, format, wordsPerMinute: 150, locale: 'pt-BR', voice }),
  );
  return [
    ...carousel.slides.flatMap((s) => [s.heading, s.body]),
    ...story.screens.flatMap((s) => [s.heading, s.body]),
    ...scripts.flatMap((d) => [d.hook.spoken, ...d.beats.map((b) => b.spoken), d.cta.spoken]),
  ];
}

/** The word after each mention of the audience as a subject ("não" skipped). */
function verbsAfter(texts: string[], audience: string): string[] {
  const pattern = new RegExp(`(?:^|[.!?]\\s+)${escape(cap(audience))}\\s+(?:não\\s+)?(\\p{L}+)`, 'gu');
  return texts.flatMap((t) => [...t.matchAll(pattern)].map((m) => m[1]!));
}

/** No draft for `audience` puts a `wrong` verb after it, and some put a `right` one (the scan looked at real sentences). */
function expectVerbsAgree(audience: string, right: readonly string[], wrong: readonly string[]) {
  let checked = 0;
  for (const topic of TOPICS) {
    const verbs = verbsAfter(writtenFor(topic, audience), audience);
    for (const v of verbs) expect(wrong, `"${cap(audience)} ${v}" (${topic})`).not.toContain(v);
    checked += verbs.filter((v) => right.includes(v)).length;
  }
  expect(checked).toBeGreaterThan(0);
}

describe('offline writer, Portuguese agreement', () => {
  it('tells plural audiences from singular ones', () => {
    for (const a of PLURAL) expect(isPluralPt(a), a).toBe(true);
    for (const a of SINGULAR) expect(isPluralPt(a), a).toBe(false);
  });

  it.each(PLURAL)('a plural audience (%s) takes plural verbs in every draft', (audience) =>
    expectVerbsAgree(audience, PLURAL_VERBS, SINGULAR_VERBS),
  );

  it.each(SINGULAR)('a singular audience (%s) takes singular verbs in every draft', (audience) =>
    expectVerbsAgree(audience, SINGULAR_VERBS, PLURAL_VERBS),
  );

  it('never starts a sentence with a plural noun and a singular "tem"', () => {
    for (const topic of TOPICS)
      for (const audience of [...PLURAL, ...SINGULAR])
        for (const text of writtenFor(topic, audience))
          expect(text).not.toMatch(/(?:^|[.!?]\s+)\p{L}+(?:ores|ões|ães|eiras|eiros|istas|antes|entes|as|os)\s+tem\b/u);
  });
});

const ADJECTIVE_TAGS: Record<'pt-BR' | 'en', RegExp> = {
  'pt-BR':
    /^#(pequen|curt|long|nov|rápid|fác|simples|grande|melhor|maior|menor|incrível|perfeit|ótim|bo[am]s?$|diferente|important|possíve|própri|primeir|últim)|(mente|ando|endo|indo|arem|erem|irem)$/iu,
  en: /^#(small|short|long|new|quick|fast|easy|simple|great|better|best|bigger|amazing|perfect|different|important|possible|first|last)$|ly$/i,
};

const SOURCES: Record<'pt-BR' | 'en', string[]> = {
  'pt-BR': [
    'Dicas para pequenas empresas fazerem vídeos curtos que vendem mais.',
    'Como criar conteúdos rápidos e simples para o Instagram da sua padaria.',
    'Receitas fáceis e baratas para marmitas saudáveis durante a semana.',
    'Cinco erros grandes que novos empreendedores cometem nas finanças pessoais.',
    'Rotinas curtas de treino em casa para quem tem pouco tempo livre.',
    'Fotografia incrível com celular: iluminação natural e enquadramentos diferentes.',
    'Estratégias práticas para vender artesanato pelas redes sociais rapidamente.',
    'O melhor jeito de organizar a agenda criando hábitos duradouros e produtivos.',
    'Planejamento financeiro para famílias grandes economizarem mensalmente.',
    'Cuidados importantes com a pele oleosa durante o verão brasileiro.',
  ],
  en: [
    'Tips for small businesses making short videos that sell more.',
    'How to create quick and simple content for your bakery on Instagram.',
    'Easy and cheap recipes for healthy lunches during the week.',
    'Five big mistakes that new entrepreneurs make with personal finances.',
    'Short home workouts for people who have very little free time.',
    'Amazing smartphone photography: natural lighting and different framing.',
    'Practical strategies for selling handmade crafts quickly on social media.',
  ],
};

describe('offline writer, hashtags', () => {
  for (const locale of ['pt-BR', 'en'] as const) {
    it(`tags ${locale} posts with what they are about, never with adjectives or verb forms`, () => {
      let tags = 0;
      for (const text of SOURCES[locale]) {
        const out = writePostCaptions({
          kind: 'post_captions',
          source: { kind: 'brief', label: 'post', text },
          platforms: ['instagram', 'tiktok', 'linkedin', 'youtube_shorts', 'x'],
          locale,
          voice: null,
        });
        for (const v of out.platforms.flatMap((p) => p.variants))
          for (const tag of v.hashtags) {
            tags++;
            expect(tag, `${tag} from "${text}"`).not.toMatch(ADJECTIVE_TAGS[locale]);
          }
      }
      expect(tags).toBeGreaterThan(20);
    });
  }
});
