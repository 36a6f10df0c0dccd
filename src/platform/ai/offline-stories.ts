// The offline writer of story drafts: a hook screen, one short point a screen,
// a call to action, in pt-BR or en and in the brand's voice (its handle in the
// call to action, its words to use as hashtags, points that say a word it
// avoids left out). Deterministic: the same brief gives the same story.
import type { StoryDraft, StoryScreen } from '../../common/contracts/story';
import type { AiTask, VoiceBrief } from './types';
import { briefOf, hash } from './offline-brief';

type Task = Extract<AiTask, { kind: 'story_draft' }>;

const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** Seconds to read a screen: about 3.5 words a second plus a beat to look, on half-second steps, 3–8 s. */
export function readingSeconds(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.min(8, Math.max(3, Math.round((words / 3.5 + 1.5) * 2) / 2));
}

const PHRASES = {
  'pt-BR': {
    hooks: [
      (t: string) => `${capitalize(t)} em poucos segundos`,
      (t: string) => `Você está fazendo ${t} do jeito certo?`,
      (t: string, n: number) => `${n} dicas rápidas de ${t}`,
    ],
    hookBody: (a: string) => (a ? `Para ${a}. Toque para ver →` : 'Toque para ver →'),
    points: (t: string): [string, string][] => [
      ['Comece pelo objetivo', `Saiba o que você quer com ${t} antes de começar.`],
      ['Faça o simples', 'Um passo pequeno hoje vale mais que um plano perfeito.'],
      ['Seja constante', `Em ${t}, um pouco todo dia vence muito de vez em quando.`],
      ['Meça o resultado', 'Escolha um número e acompanhe toda semana.'],
      ['Aprenda com quem faz', 'Observe três exemplos e copie o que funciona.'],
      ['Evite o erro comum', 'Querer fazer tudo de uma vez.'],
      ['Peça opinião', 'Pergunte ao seu público e ajuste.'],
      ['Crie um ritual', 'Um horário fixo tira a decisão do caminho.'],
      ['Mostre o antes e depois', `Uma história real de ${t} convence mais que uma lista.`],
      ['Revise e corte', 'Mantenha o que dá resultado e deixe o resto.'],
    ],
    cta: (v: VoiceBrief | null) => ({
      heading: v?.tone === 'professional' || v?.tone === 'educational' ? 'Quer saber mais?' : 'Curtiu?',
      body: `Responda este story e siga ${v?.handle || 'a gente'} para mais.`,
    }),
  },
  en: {
    hooks: [
      (t: string) => `${capitalize(t)} in a few seconds`,
      (t: string) => `Are you doing ${t} right?`,
      (t: string, n: number) => `${n} quick tips on ${t}`,
    ],
    hookBody: (a: string) => (a ? `For ${a}. Tap to see →` : 'Tap to see →'),
    points: (t: string): [string, string][] => [
      ['Start with the goal', `Know what you want from ${t} before you start.`],
      ['Keep it simple', 'One small step today beats a perfect plan.'],
      ['Be consistent', `In ${t}, a little every day beats a lot once in a while.`],
      ['Measure the result', 'Pick one number and check it every week.'],
      ['Learn from doers', 'Watch three examples and copy what works.'],
      ['Avoid the usual mistake', 'Trying to do everything at once.'],
      ['Ask for feedback', 'Ask your audience and adjust.'],
      ['Build a ritual', 'A fixed time takes the decision out of the way.'],
      ['Show before and after', `A real ${t} story convinces more than a list.`],
      ['Review and cut', 'Keep what works and drop the rest.'],
    ],
    cta: (v: VoiceBrief | null) => ({
      heading: v?.tone === 'professional' || v?.tone === 'educational' ? 'Want to know more?' : 'Liked it?',
      body: `Reply to this story and follow ${v?.handle || 'us'} for more.`,
    }),
  },
} as const;

const mentions = (text: string, words: readonly string[]) =>
  words.some((w) => w && text.toLocaleLowerCase().includes(w.toLocaleLowerCase()));

const screen = (role: StoryScreen['role'], heading: string, body: string): StoryScreen => ({
  role,
  heading: heading.slice(0, 80),
  body: body.slice(0, 200),
  seconds: readingSeconds(`${heading} ${body}`),
});

export function writeStoryDraft(task: Task): StoryDraft {
  const p = PHRASES[task.locale];
  const { topic, audience, avoid } = briefOf(task);
  const seed = hash(`${task.locale}|${topic.toLocaleLowerCase()}|${task.screens}`);
  const count = task.screens - 2;
  const all = p.points(topic);
  const allowed = all.filter(([h, b]) => !mentions(`${h} ${b}`, avoid));
  const pool = allowed.length >= count ? allowed : all;
  const start = seed % pool.length;
  const points = Array.from({ length: count }, (_, i) => pool[(start + i) % pool.length]!);
  const tags = (task.voice?.wordsToUse ?? [])
    .slice(0, 3)
    .map((w) => `#${w.replace(/[^\p{L}\p{N}_]/gu, '')}`)
    .filter((t) => t.length > 1);
  const cta = p.cta(task.voice);
  return {
    title: capitalize(topic).slice(0, 120),
    screens: [
      screen('hook', p.hooks[seed % p.hooks.length]!(topic, count), p.hookBody(audience)),
      ...points.map(([h, b]) => screen('point', h, b)),
      screen('cta', cta.heading, [cta.body, ...tags].join(' ')),
    ],
  };
}
