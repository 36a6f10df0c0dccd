// Where a post caption goes and how long it may be there: one pure model the
// editor's live counter, the generator's check and the saved history all read,
// so the count the user sees is the count the server enforces (decision 026).

export const PLATFORMS = ['instagram', 'tiktok', 'linkedin', 'youtube_shorts', 'x'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface PlatformRules {
  /** Longest post text, counted by `counting`. */
  maxLength: number;
  /** X weighs characters (URLs 23, emoji and CJK 2); elsewhere a UTF-16 unit is one (an emoji counts 2, never under-counted). */
  counting: 'utf16' | 'x-weighted';
  /** A separate title (YouTube Shorts) and its limit; null where posts have none. */
  titleMax: number | null;
  /** A documented hard limit on hashtags; null where the platform documents none. */
  maxHashtags: number | null;
  /** How many hashtags the generator writes: what each platform's own guidance suggests. */
  suggestedHashtags: number;
}

/**
 * Documented limits as of November 2026 (sources in decision 026): Instagram
 * 2,200 characters and 30 hashtags; TikTok 4,000 characters; LinkedIn 3,000;
 * YouTube Shorts a 100-character title and a 5,000-character description, all
 * hashtags ignored past 60; X 280 weighted.
 */
export const PLATFORM_RULES: Record<Platform, PlatformRules> = {
  instagram: { maxLength: 2200, counting: 'utf16', titleMax: null, maxHashtags: 30, suggestedHashtags: 5 },
  tiktok: { maxLength: 4000, counting: 'utf16', titleMax: null, maxHashtags: null, suggestedHashtags: 4 },
  linkedin: { maxLength: 3000, counting: 'utf16', titleMax: null, maxHashtags: null, suggestedHashtags: 3 },
  youtube_shorts: { maxLength: 5000, counting: 'utf16', titleMax: 100, maxHashtags: 60, suggestedHashtags: 3 },
  x: { maxLength: 280, counting: 'x-weighted', titleMax: null, maxHashtags: null, suggestedHashtags: 2 },
};

/** The longest text any platform takes: the bound of a saved caption. */
export const POST_TEXT_MAX = Math.max(...PLATFORMS.map((p) => PLATFORM_RULES[p].maxLength));
export const TITLE_MAX = 100;

// X's counting (twitter-text v3): these ranges weigh 1, everything else 2; a URL is 23.
const X_LIGHT: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];
export const X_URL_WEIGHT = 23;
const URL = /\bhttps?:\/\/[^\s]+|\bwww\.[^\s]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|br|co|app|dev|me|tv|ly)(?:\/[^\s]*)?/giu;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;
const graphemes = (text: string): string[] => (segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text));

function xWeight(text: string): number {
  let total = 0;
  const rest = text.normalize('NFC').replace(URL, () => {
    total += X_URL_WEIGHT;
    return '';
  });
  for (const g of graphemes(rest)) {
    // An emoji, however many code points (skin tone, ZWJ family, flag), weighs 2.
    if (EMOJI.test(g)) {
      total += 2;
      continue;
    }
    for (const ch of g) {
      const cp = ch.codePointAt(0)!;
      total += X_LIGHT.some(([a, b]) => cp >= a && cp <= b) ? 1 : 2;
    }
  }
  return total;
}

/** The length of a text as the platform counts it. */
export function countFor(platform: Platform, text: string): number {
  return PLATFORM_RULES[platform].counting === 'x-weighted' ? xWeight(text) : text.length;
}

const HASHTAG = /(?<![\p{L}\p{N}_&])#[\p{L}\p{N}_]+/gu;
export const hashtagsIn = (text: string): string[] => text.match(HASHTAG) ?? [];

/** A word to a hashtag: letters and digits only, each word capitalised after the first ("café especial" → #caféEspecial). */
export function toHashtag(word: string): string | null {
  const parts = word
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean)
    .map((p, i) => (i === 0 ? p : p.charAt(0).toLocaleUpperCase() + p.slice(1)));
  const tag = parts.join('');
  return tag ? `#${tag.slice(0, 60)}` : null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(word.trim())}(?![\\p{L}\\p{N}])`, 'iu');

/** The brand's words (or phrases) that occur in the text as whole words, case aside; hashtags count ("#barato" uses "barato"). */
export function wordsIn(text: string, words: readonly string[]): string[] {
  const found: string[] = [];
  for (const w of words) if (w.trim() && wordPattern(w).test(text) && !found.includes(w)) found.push(w);
  return found;
}

/** The post as it is published: the text, the call to action and the hashtags, in paragraphs. */
export function composePost(parts: { text: string; cta: string; hashtags: readonly string[] }): string {
  return [parts.text.trim(), parts.cta.trim(), parts.hashtags.join(' ')].filter(Boolean).join('\n\n');
}

export interface CaptionMeasure {
  length: number;
  max: number;
  over: boolean;
  titleLength: number;
  titleMax: number | null;
  titleOver: boolean;
  hashtags: number;
  maxHashtags: number | null;
  hashtagsOver: boolean;
}

/** Everything the counter shows and the checks refuse, for one post. */
export function measure(platform: Platform, text: string, title = ''): CaptionMeasure {
  const rules = PLATFORM_RULES[platform];
  const length = countFor(platform, text);
  const hashtags = hashtagsIn(`${title} ${text}`).length;
  const titleLength = title.length;
  return {
    length,
    max: rules.maxLength,
    over: length > rules.maxLength,
    titleLength,
    titleMax: rules.titleMax,
    titleOver: rules.titleMax !== null && titleLength > rules.titleMax,
    hashtags,
    maxHashtags: rules.maxHashtags,
    hashtagsOver: rules.maxHashtags !== null && hashtags > rules.maxHashtags,
  };
}

/** What keeps a post from its platform, in words a model can act on; null when it fits. */
export function postProblem(platform: Platform, text: string, title: string, avoid: readonly string[]): string | null {
  const m = measure(platform, text, title);
  if (m.over) return `${platform}: the post is ${m.length} characters${platform === 'x' ? ' (weighted)' : ''}, over the limit of ${m.max}`;
  if (m.titleOver) return `${platform}: the title is ${m.titleLength} characters, over ${m.titleMax}`;
  if (platform === 'youtube_shorts' && !title.trim()) return `${platform}: a title is required`;
  if (m.hashtagsOver) return `${platform}: ${m.hashtags} hashtags, over the limit of ${m.maxHashtags}`;
  const used = wordsIn(`${title}\n${text}`, avoid);
  if (used.length) return `${platform}: uses words the brand avoids: ${used.join(', ')}`;
  return null;
}
