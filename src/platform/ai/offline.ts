// The offline provider, the local default: no model, no network. It writes a
// sensible, deterministic draft from the brief and the brand voice in pt-BR or
// en, and draws images procedurally (SVG). The UI says "offline mode" whenever
// it is in use; the same input always gives the same output, so tests can rely on it.
import type { CarouselDraft, SlideText } from '../../common/contracts/ai';
import type { AiProvider, AiTask, VoiceBrief } from './types';
import { drawPlaceholder } from './offline-image';
import { writePostCaptions } from './offline-captions';
import { judgeViralText } from './offline-viral';
import { suggestLogo } from './offline-logo';
import { writeStoryDraft } from './offline-stories';
import { writeScriptDraft } from './offline-script';
import { translateWordByWord } from './offline-subtitles';
import { briefOf, hash } from './offline-brief';
import { agreePt } from './offline-grammar';
import { clusterTopics } from './offline-topics';

export { drawImage } from './offline-image';

export const OFFLINE_TEXT_MODEL = 'palco-offline-writer-1';
export const OFFLINE_IMAGE_MODEL = 'palco-offline-shapes-1';

const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

interface Angle {
  heading: string;
  body: string;
}

/** The writer's phrasebook, one per language, each the same shape. */
const PHRASES = {
  'pt-BR': {
    hooks: [
      (t: string) => `${capitalize(t)}: o que ninguém te conta`,
      (t: string, n: number) => `${n} ideias sobre ${t} que funcionam`,
      (t: string) => `Pare de errar em ${t}`,
    ],
    hookBody: (a: string) => `Um guia rápido${a ? ` para ${a}` : ''}. Arraste para o lado →`,
    angles: (t: string, a: string): Angle[] => [
      {
        heading: 'Comece pelo porquê',
        body: `Antes de qualquer tática em ${t}, defina o resultado que você quer. Um objetivo claro guia cada decisão.`,
      },
      {
        heading: 'Saiba para quem é',
        body: `${a ? capitalize(a) : 'Seu público'} ${agreePt(a, 'tem', 'têm')} dúvidas e desejos próprios. Fale com esse público, não com todo mundo.`,
      },
      { heading: 'Um passo de cada vez', body: `Divida ${t} em etapas pequenas. Terminar uma etapa vale mais que planejar dez.` },
      { heading: 'Meça o que importa', body: 'Escolha um ou dois números que mostram progresso de verdade e acompanhe toda semana.' },
      { heading: 'Evite o erro mais comum', body: `Querer fazer tudo de uma vez. Em ${t}, constância vence intensidade.` },
      { heading: 'Aprenda com exemplos', body: 'Separe três referências que você admira e anote o que elas fazem de diferente.' },
      { heading: 'Crie uma rotina', body: 'Reserve um horário fixo na agenda. O hábito faz o trabalho pesado por você.' },
      { heading: 'Revise e ajuste', body: 'No fim do mês, mantenha o que deu resultado e corte o resto sem dó.' },
      { heading: 'Conte uma história', body: `Mostre um antes e depois real com ${t}. Pessoas lembram de histórias, não de listas.` },
      { heading: 'Peça opinião', body: 'Pergunte o que seu público achou e use as respostas no próximo conteúdo.' },
    ],
    ctaHeadings: ['Salve para depois', 'Quer ir além?', 'Compartilhe com alguém', 'Siga para mais'],
    cta: (v: VoiceBrief | null) => ({
      heading: v?.tone === 'professional' || v?.tone === 'educational' ? 'Quer ir além?' : 'Salve para depois',
      body: `Gostou? Salve este post e siga ${v?.handle || 'a gente'} para mais conteúdos como este.`,
    }),
  },
  en: {
    hooks: [
      (t: string) => `${capitalize(t)}: what nobody tells you`,
      (t: string, n: number) => `${n} ideas about ${t} that work`,
      (t: string) => `Stop getting ${t} wrong`,
    ],
    hookBody: (a: string) => `A quick guide${a ? ` for ${a}` : ''}. Swipe →`,
    angles: (t: string, a: string): Angle[] => [
      { heading: 'Start with the why', body: `Before any tactic in ${t}, decide the result you want. A clear goal guides every decision.` },
      {
        heading: 'Know who it is for',
        body: `Every audience has its own questions and wishes. Talk to ${a || 'yours'}, not to everyone.`,
      },
      { heading: 'One step at a time', body: `Break ${t} into small steps. Finishing one step beats planning ten.` },
      { heading: 'Measure what matters', body: 'Pick one or two numbers that show real progress and check them every week.' },
      { heading: 'Avoid the most common mistake', body: `Trying to do everything at once. In ${t}, consistency beats intensity.` },
      { heading: 'Learn from examples', body: 'Collect three references you admire and note what they do differently.' },
      { heading: 'Build a routine', body: 'Block a fixed time in your calendar. The habit does the heavy lifting for you.' },
      { heading: 'Review and adjust', body: 'At the end of the month, keep what worked and cut the rest.' },
      { heading: 'Tell a story', body: `Show a real before and after with ${t}. People remember stories, not lists.` },
      { heading: 'Ask for feedback', body: 'Ask your audience what they thought and use the answers in your next post.' },
    ],
    ctaHeadings: ['Save it for later', 'Want to go further?', 'Share it with someone', 'Follow for more'],
    cta: (v: VoiceBrief | null) => ({
      heading: v?.tone === 'professional' || v?.tone === 'educational' ? 'Want to go further?' : 'Save it for later',
      body: `Found this useful? Save this post and follow ${v?.handle || 'us'} for more like it.`,
    }),
  },
} as const;

const mentions = (text: string, words: readonly string[]) =>
  words.some((w) => w && text.toLocaleLowerCase().includes(w.toLocaleLowerCase()));

export function writeCarouselDraft(task: Extract<AiTask, { kind: 'carousel_draft' }>): CarouselDraft {
  const p = PHRASES[task.locale];
  const { topic, audience, avoid } = briefOf(task);
  const seed = hash(`${task.locale}|${topic.toLocaleLowerCase()}|${task.slides}`);
  const bodies = task.slides - 2;
  // Angles that use a word the brand avoids are skipped while enough others remain
  // (ten angles, at most eight body slides).
  const all = p.angles(topic, audience);
  const allowed = all.filter((a) => !mentions(`${a.heading} ${a.body}`, avoid));
  const pool = allowed.length >= bodies ? allowed : all;
  const start = seed % pool.length;
  const angles = Array.from({ length: bodies }, (_, i) => pool[(start + i) % pool.length]!);
  const hook = p.hooks[seed % p.hooks.length]!(topic, bodies);
  const tags = (task.voice?.wordsToUse ?? []).slice(0, 3).map((w) => `#${w.replace(/\s+/g, '')}`);
  const cta = p.cta(task.voice);
  return {
    title: capitalize(topic).slice(0, 120),
    slides: [
      { role: 'hook', heading: hook.slice(0, 120), body: p.hookBody(audience).slice(0, 400) },
      ...angles.map((a, i) => ({ role: 'body' as const, heading: `${i + 1}. ${a.heading}`, body: a.body.slice(0, 400) })),
      { role: 'cta', heading: cta.heading, body: [cta.body, ...tags].join(' ').slice(0, 400) },
    ],
  };
}

/**
 * One slide written again: another hook, another angle for a body slide (its
 * number kept), another call to action; each attempt moves to the next version,
 * skipping the text the slide has now.
 */
export function rewriteSlide(task: Extract<AiTask, { kind: 'slide_text' }>): SlideText {
  const p = PHRASES[task.locale];
  const topic = task.topic.trim();
  const audience = (task.voice?.audience || '').trim();
  const seed = hash(`${task.locale}|${topic.toLocaleLowerCase()}|${task.role}`) + task.attempt + 1;
  const pick = <T>(list: readonly T[], differs: (x: T) => boolean) => {
    for (let i = 0; i < list.length; i++) {
      const x = list[(seed + i) % list.length]!;
      if (differs(x)) return x;
    }
    return list[seed % list.length]!;
  };
  if (task.role === 'hook') {
    const heading = pick(
      p.hooks.map((h) => h(topic, 5)),
      (h) => h !== task.heading,
    );
    return { role: 'hook', heading: heading.slice(0, 120), body: p.hookBody(audience).slice(0, 400) };
  }
  if (task.role === 'cta') {
    const base = p.cta(task.voice);
    return { role: 'cta', heading: pick(p.ctaHeadings, (h) => h !== task.heading), body: base.body.slice(0, 400) };
  }
  const avoid = task.voice?.wordsToAvoid ?? [];
  const number = /^\s*(\d+)\.\s/.exec(task.heading)?.[1];
  const angle = pick(p.angles(topic, audience), (a) => !task.heading.includes(a.heading) && !mentions(`${a.heading} ${a.body}`, avoid));
  return { role: 'body', heading: `${number ? `${number}. ` : ''}${angle.heading}`.slice(0, 120), body: angle.body.slice(0, 400) };
}

const CAPTION_PHRASES = {
  'pt-BR': { watch: 'Assista até o fim.', cta: (h: string) => `Salve para ver depois e siga ${h || 'a gente'} para mais.` },
  en: { watch: 'Watch to the end.', cta: (h: string) => `Save it for later and follow ${h || 'us'} for more.` },
} as const;

/** A post caption by rules: the clip's hook, its first full sentence, a call to action, hashtags from the brand's words. */
export function writeClipCaption(task: Extract<AiTask, { kind: 'clip_caption' }>): { caption: string; hashtags: string[] } {
  const p = CAPTION_PHRASES[task.locale];
  const avoid = (task.voice?.wordsToAvoid ?? []).map((w) => w.toLocaleLowerCase());
  const clean = (text: string) =>
    text
      .split(/\s+/)
      .filter((w) => !avoid.includes(w.toLocaleLowerCase().replace(/[^\p{L}\p{N}]/gu, '')))
      .join(' ')
      .trim();
  const sentences = task.transcript.match(/[^.!?…]+[.!?…]+/gu) ?? [task.transcript];
  const hook = clean(task.title || sentences[0] || '');
  const point = clean(sentences.find((s) => clean(s) !== hook && s.trim().length > 20) ?? '');
  const caption = [hook, point, p.watch, p.cta(task.voice?.handle ?? '')].filter(Boolean).join(' ').slice(0, 2200);
  const hashtags = (task.voice?.wordsToUse ?? [])
    .map((w) => `#${w.replace(/[^\p{L}\p{N}_]/gu, '')}`)
    .filter((h) => h.length > 1)
    .slice(0, 5);
  return { caption, hashtags };
}

/** Up to `max` characters, cut at a word and marked; a question keeps its mark. */
function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[,;:\s]+$/, '')}…`;
}

/**
 * Moments by rules: the order and match the scorer gave, each titled with its
 * opening sentence (its hook), shortened to a title's length.
 */
export function rankClipMoments(task: Extract<AiTask, { kind: 'clip_moments' }>): {
  moments: Array<{ id: string; score: number; title: string }>;
} {
  return {
    moments: [...task.candidates]
      .sort((a, b) => b.match - a.match)
      .map((c) => ({ id: c.id, score: c.match, title: shorten(c.text.match(/^[^.!?…]+[.!?…]?/u)?.[0] ?? c.text, 80) })),
  };
}

/** One writer per task; a tool's writer may live in its own file (offline-<tool>.ts). */
const WRITERS: { [K in AiTask['kind']]: (task: Extract<AiTask, { kind: K }>) => unknown } = {
  carousel_draft: writeCarouselDraft,
  slide_text: rewriteSlide,
  clip_caption: writeClipCaption,
  post_captions: writePostCaptions,
  story_draft: writeStoryDraft,
  clip_moments: rankClipMoments,
  script_draft: writeScriptDraft,
  subtitles_translate: translateWordByWord,
  viral_text_score: judgeViralText,
  logo_suggestions: suggestLogo,
  title_topics: clusterTopics,
};

const writeOffline = <K extends AiTask['kind']>(t: Extract<AiTask, { kind: K }>): unknown => WRITERS[t.kind as K](t);

export function offlineProvider(): AiProvider {
  return {
    id: 'offline',
    textModel: OFFLINE_TEXT_MODEL,
    imageModel: OFFLINE_IMAGE_MODEL,
    async generateText(req) {
      return { output: writeOffline(req.task), model: OFFLINE_TEXT_MODEL };
    },
    async generateImage(req) {
      return { bytes: new TextEncoder().encode(drawPlaceholder(req)), contentType: 'image/svg+xml', model: OFFLINE_IMAGE_MODEL };
    },
  };
}
