// The caption generator's offline writer: three post captions per platform from
// the source text and the brand voice, by rules, in pt-BR or en. Each platform
// gets its own shape (a list on Instagram, paragraphs on LinkedIn, a title on
// YouTube Shorts, one line on X), is fitted to its limit as that platform counts,
// and never uses a word the brand avoids. Deterministic: same input, same output.
import { composePost, countFor, PLATFORM_RULES, toHashtag, wordsIn, type Platform } from '../../common/contracts/caption-platforms';
import type { CaptionVariant, PostCaptions } from '../../common/contracts/caption';
import type { AiTask, VoiceBrief } from './types';
import { sentences } from './offline-words';
import { isWeakHashtagWord } from './offline-grammar';

type Task = Extract<AiTask, { kind: 'post_captions' }>;
type Lang = Task['locale'];

const STOPWORDS: Record<Lang, ReadonlySet<string>> = {
  'pt-BR': new Set(
    'para com como mais sobre quando onde porque pela pelo pelos pelas isso esse essa este esta estes estas aquele aquela muito muita cada nosso nossa nossos nossas você vocês seus suas sempre ainda também depois antes partir entre desde até sem sob tudo todos todas qualquer algum alguma fazer pode podem temos têm está estão ser sendo foram seja'.split(
      ' ',
    ),
  ),
  en: new Set(
    'about with from your yours their there these those this that which what when where while would could should have has had been being into over under just more most some such than then them they very will also only other after before because every'.split(
      ' ',
    ),
  ),
};

const PHRASES = {
  'pt-BR': {
    hooks: [(t: string) => t, (t: string) => `Você já parou para pensar nisso? ${t}`, (t: string) => `Em poucas palavras: ${t}`],
    fallbackPoint: 'Salve para consultar quando precisar.',
    ctas: {
      instagram: (h: string) => sentences`
        Salve este post e siga ${h || 'a gente'} para mais.
        Conte nos comentários o que você achou.
        Compartilhe com quem precisa ver isso.
      `,
      tiktok: (h: string) => sentences`
        Siga ${h || 'a gente'} para a parte 2.
        Comente o que você achou.
        Salve para não esquecer.
      `,
      linkedin: (h: string) => sentences`
        E você, o que pensa sobre isso? Conte nos comentários.
        Siga ${h || 'nossa página'} para mais conteúdos como este.
        Compartilhe com sua rede se fez sentido para você.
      `,
      youtube_shorts: (h: string) => sentences`
        Inscreva-se para mais vídeos curtos.
        Siga ${h || 'o canal'} e ative o sininho.
        Comente qual vídeo você quer ver a seguir.
      `,
      x: (h: string) => sentences`
        Siga ${h || 'a gente'} para mais.
        O que você acha?
        Salve para depois.
      `,
    },
  },
  en: {
    hooks: [(t: string) => t, (t: string) => `Ever stopped to think about this? ${t}`, (t: string) => `In a nutshell: ${t}`],
    fallbackPoint: 'Save it for when you need it.',
    ctas: {
      instagram: (h: string) => sentences`
        Save this post and follow ${h || 'us'} for more.
        Tell us what you think in the comments.
        Share it with someone who needs to see it.
      `,
      tiktok: (h: string) => sentences`
        Follow ${h || 'us'} for part 2.
        Comment what you think.
        Save it so you do not forget.
      `,
      linkedin: (h: string) => sentences`
        What is your take? Share it in the comments.
        Follow ${h || 'our page'} for more posts like this.
        Share it with your network if it resonated.
      `,
      youtube_shorts: (h: string) => sentences`
        Subscribe for more shorts.
        Follow ${h || 'the channel'} and turn on notifications.
        Comment which video you want next.
      `,
      x: (h: string) => sentences`
        Follow ${h || 'us'} for more.
        What do you think?
        Save it for later.
      `,
    },
  },
} as const;

const TONE_MARK: Record<string, string | undefined> = { playful: '✨', bold: '🔥', inspiring: '🌟' };

const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The brand's avoided words taken out of a text (whole words, case aside), spaces tidied. */
function without(text: string, avoid: readonly string[]): string {
  let out = text;
  for (const w of avoid) if (w.trim()) out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(w.trim())}(?![\\p{L}\\p{N}])`, 'giu'), '');
  return out
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .replace(/^[\s,;:]+/, '')
    .trim();
}

/** Up to `max` as the platform counts, cut at a word and marked. */
function fit(platform: Platform, text: string, max: number): string {
  if (countFor(platform, text) <= max) return text;
  const words = text.split(' ');
  while (words.length > 1 && countFor(platform, `${words.join(' ')}…`) > max) words.pop();
  const cut = `${words.join(' ').replace(/[,;:.\s]+$/, '')}…`;
  return countFor(platform, cut) <= max ? cut : '';
}

/** Sentences (or lines) of the source, the avoided words already out. */
function sentencesOf(text: string, avoid: readonly string[]): string[] {
  return text
    .split(/\n+|(?<=[.!?…])\s+/u)
    .map((s) => without(s.trim(), avoid))
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/**
 * The brand's words to use, and the source's longest distinctive words, as hashtags (avoided words left out).
 * Adjectives, adverbs and verb forms are no tags (#pequenas, #curtas): the nouns say what the post is about.
 */
function hashtagsFor(task: Task, sentences: string[], avoid: readonly string[]): { brand: string[]; source: string[] } {
  const stop = STOPWORDS[task.locale];
  // The opening sentence says what the post is about: its words come first, longest first.
  const keywords = (text: string) =>
    [
      ...new Set(
        text
          .split(/[^\p{L}\p{N}]+/u)
          .filter((w) => w.length >= 5 && !stop.has(w.toLocaleLowerCase()) && !/^\d+$/.test(w) && !isWeakHashtagWord(w, task.locale))
          .map((w) => w.toLocaleLowerCase()),
      ),
    ].sort((a, b) => b.length - a.length || a.localeCompare(b));
  const ranked = [...new Set([...keywords(sentences[0] ?? ''), ...keywords(sentences.slice(1).join(' '))])];
  const seen = new Set<string>();
  const tags = (words: readonly string[]) =>
    words.flatMap((w) => {
      const tag = toHashtag(w);
      if (!tag || wordsIn(tag.slice(1), avoid).length || seen.has(tag.toLocaleLowerCase())) return [];
      seen.add(tag.toLocaleLowerCase());
      return [tag];
    });
  const brand = tags(task.voice?.wordsToUse ?? []);
  return { brand, source: tags(ranked) };
}

function variantFor(
  task: Task,
  platform: Platform,
  index: number,
  sentences: string[],
  tags: { brand: string[]; source: string[] },
  voice: VoiceBrief | null,
): CaptionVariant {
  const p = PHRASES[task.locale];
  const avoid = voice?.wordsToAvoid ?? [];
  const rules = PLATFORM_RULES[platform];
  const topic = capitalize(sentences[0] ?? task.source.label ?? '');
  const points = sentences.slice(1);
  // The kit's tone shows where the network's culture welcomes it: an emoji on Instagram and TikTok for a lively tone.
  const mark = platform === 'instagram' || platform === 'tiktok' ? TONE_MARK[voice?.tone ?? 'friendly'] : undefined;
  const hook = without(`${p.hooks[index % p.hooks.length]!(topic)}${mark ? ` ${mark}` : ''}`, avoid);
  const cta = without(p.ctas[platform](voice?.handle ?? '')[index % 3]!, avoid);
  // The brand's words always; then each variant takes other words of the source, so the three differ there too.
  const src = tags.source;
  const pool = [...tags.brand, ...(src.length ? [...src.slice(index % src.length), ...src.slice(0, index % src.length)] : [])];
  const hashtags = pool.slice(0, rules.suggestedHashtags);
  const pick = (n: number) =>
    points.length ? Array.from({ length: Math.min(n, points.length) }, (_, i) => points[(index + i) % points.length]!) : [];

  let title = '';
  let body: string;
  switch (platform) {
    case 'instagram':
      body = [fit(platform, hook, 300), ...pick(3).map((s) => `• ${fit(platform, s, 220)}`)].join('\n');
      break;
    case 'linkedin':
      body = [fit(platform, hook, 300), ...pick(3).map((s) => fit(platform, s, 400))].join('\n\n');
      break;
    case 'tiktok':
      body = [fit(platform, hook, 150), ...pick(1).map((s) => fit(platform, s, 150))].join(' ');
      break;
    case 'youtube_shorts':
      title = fit(platform, without(topic, avoid), rules.titleMax!);
      body = fit(platform, [hook === topic ? '' : hook, ...pick(2)].filter(Boolean).join(' ') || p.fallbackPoint, 600);
      break;
    case 'x': {
      // What is left of 280 after the call to action, the hashtags and the two paragraph breaks.
      const rest = rules.maxLength - countFor('x', cta) - countFor('x', hashtags.join(' ')) - 4;
      body = fit(platform, hook, rest) || fit(platform, topic, rest);
      break;
    }
  }
  body = body.trim() || p.fallbackPoint;
  // A last guard: a long source never pushes a post past its limit.
  const post = composePost({ text: body, cta, hashtags });
  if (countFor(platform, post) > rules.maxLength)
    body = fit(platform, body, rules.maxLength - (countFor(platform, post) - countFor(platform, body)));
  return { title, text: body, cta, hashtags };
}

export function writePostCaptions(task: Task): PostCaptions {
  const voice = task.voice;
  const avoid = voice?.wordsToAvoid ?? [];
  const sentences = sentencesOf(task.source.text, avoid);
  const tags = hashtagsFor(task, sentences, avoid);
  return {
    platforms: task.platforms.map((platform) => ({
      platform,
      variants: [0, 1, 2].map((i) => variantFor(task, platform, i, sentences, tags, voice)),
    })),
  };
}
