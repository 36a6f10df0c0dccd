// The predictor's text rules, the same on both sides: how a hook opens (a
// question, a number, "you"), how long a post's text is for its network, how
// many hashtags it carries, and whether the brand's words are in it. The
// Worker's text score and the client's video score both read these.
import { hashtagsIn, wordsIn, PLATFORM_RULES } from '../contracts/caption-platforms';
import { band, clamp, NETWORK_PRACTICE, suggestedHashtags, WEIGHTS, type Factor, type Network } from './factors';

/** Words that open a talk without saying anything yet, in Portuguese and English. */
const FILLERS = new Set(
  (
    'um uh uhm hum eh é ah ahn hã então entao tipo bom bem olha assim né ne pois okay ok oi olá ola ' +
    'e aí ai pessoal galera gente tudo bem beleza so well like hey hi hello guys everyone folks alright right yeah'
  ).split(' '),
);
const NUMBER_WORDS = new Set(
  'dois três tres quatro cinco seis sete oito nove dez cem mil two three four five six seven eight nine ten hundred thousand'.split(' '),
);
const YOU = new Set(['você', 'voce', 'vocês', 'voces', 'te', 'seu', 'sua', 'you', "you're", 'your', 'tu']);

export const bare = (w: string) => w.toLocaleLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, '');
export const isFiller = (w: string) => FILLERS.has(bare(w));

/** What a hook opens with: a question, a number, the viewer ("you"); none is the weaker opening. */
export function openerOf(sentence: string): { question: boolean; number: boolean; you: boolean } {
  const words = sentence.split(/\s+/).filter(Boolean);
  const first = words.slice(0, 6).map(bare);
  return {
    question: /\?/.test(sentence),
    number: first.some((w) => /\d/.test(w) || NUMBER_WORDS.has(w)),
    you: first.some((w) => YOU.has(w)),
  };
}

/** The first sentence of a text, its fillers before it left out. */
export function firstSentence(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  let i = 0;
  while (i < words.length - 1 && isFiller(words[i]!)) i++;
  const rest = words.slice(i).join(' ');
  const end = rest.search(/[.!?…](\s|$)/);
  return (end >= 0 ? rest.slice(0, end + 1) : rest).trim();
}

/** A typed hook (or a post's first line): opened well and short enough to read in 3 s. */
export function hookTextFactor(text: string): Factor {
  const sentence = firstSentence(text);
  const words = sentence.split(/\s+/).filter(Boolean).length;
  const opener = openerOf(sentence);
  const opens = opener.question || opener.number || opener.you;
  const filler = isFiller(text.trim().split(/\s+/)[0] ?? '');
  // About 12 words is what is read (or said) in the first 3 s.
  const lengthScore = band(words, 3, 12, 14);
  const score = clamp(lengthScore * (opens ? 1 : 0.7) - (filler ? 15 : 0));
  return {
    id: 'hook_text',
    score,
    weight: WEIGHTS.hook_text,
    facts: { words, question: opener.question, number: opener.number, you: opener.you, filler },
    suggestion:
      words > 12 ? { kind: 'shorten_hook', apply: false, words: 12 } : opens && !filler ? null : { kind: 'open_with', apply: false },
  };
}

/** The post's text (hashtags aside) against what reads well on the network. */
export function captionLengthFactor(network: Network, text: string): Factor {
  const chars = text.replace(/#[\p{L}\p{N}_]+/gu, '').trim().length;
  const [lo, hi] = NETWORK_PRACTICE[network].textChars;
  const over = chars > PLATFORM_RULES[network].maxLength;
  const score = over ? 0 : band(chars, lo, hi, hi);
  return {
    id: 'caption_length',
    score,
    weight: WEIGHTS.caption_length,
    facts: { chars, lo, hi },
    suggestion:
      chars > hi ? { kind: 'shorten_text', apply: false, to: hi } : chars < lo ? { kind: 'lengthen_text', apply: false, to: lo } : null,
  };
}

/** Hashtags: the network's own suggested count is best; none loses a little, many lose more, past its limit all. */
export function hashtagsFactor(network: Network, text: string, extra: readonly string[] = []): Factor {
  const count = new Set([...hashtagsIn(text), ...extra].map((h) => h.toLocaleLowerCase())).size;
  const best = suggestedHashtags(network);
  const max = PLATFORM_RULES[network].maxHashtags;
  const score = max !== null && count > max ? 0 : count === 0 ? 60 : band(count, Math.max(1, best - 1), best + 1, 8);
  return {
    id: 'hashtags',
    score,
    weight: WEIGHTS.hashtags,
    facts: { count, best },
    suggestion: Math.abs(count - best) > 1 || count === 0 ? { kind: 'hashtags', apply: false, to: best } : null,
  };
}

/** The brand kit's words: each one to use that appears counts, any one to avoid costs more. */
export function brandFactor(text: string, voice: { wordsToUse: readonly string[]; wordsToAvoid: readonly string[] }): Factor | null {
  const use = voice.wordsToUse.filter((w) => w.trim());
  const avoid = voice.wordsToAvoid.filter((w) => w.trim());
  if (!use.length && !avoid.length) return null;
  const used = wordsIn(text, use);
  const avoided = wordsIn(text, avoid);
  const score = clamp((use.length ? 40 + 60 * Math.min(1, used.length / Math.min(2, use.length)) : 100) - 40 * avoided.length);
  const missing = use.filter((w) => !used.includes(w)).slice(0, 3);
  return {
    id: 'brand',
    score,
    weight: WEIGHTS.brand,
    facts: { used: used.join(', '), avoided: avoided.join(', '), usedCount: used.length, avoidedCount: avoided.length },
    suggestion: avoided.length
      ? { kind: 'drop_avoided_words', apply: false, words: avoided }
      : used.length < Math.min(2, use.length)
        ? { kind: 'use_brand_words', apply: false, words: missing }
        : null,
  };
}
