// "Make content from this" (issue 37): where a trend leads and what it carries
// there. The script and carousel dialogs take a topic (200 characters, the
// drafts' limit), so the trend's first news headline rides along after a dash;
// the caption generator takes a brief, so it gets the whole context in lines.
import { paths } from '@src/common/routes';
import type { Locale } from '@src/common/locales';
import { CAPTION_SOURCE_MAX } from '@src/common/contracts/caption';

export const MAKE_TARGETS = ['script', 'carousel', 'caption'] as const;
export type MakeTarget = (typeof MAKE_TARGETS)[number];

/** A trend as the tools receive it: its title, and context lines already in the user's words. */
export interface TrendSeed {
  title: string;
  /** The one line that best says why it matters now (a news headline), if any. */
  lead?: string | undefined;
  /** Every context line for a brief: where and how it is trending, the news, the channel. */
  context: readonly string[];
}

const TOPIC_MAX = 200;

export function seedTopic(seed: TrendSeed): string {
  const topic = seed.lead ? `${seed.title} — ${seed.lead}` : seed.title;
  return topic.length <= TOPIC_MAX ? topic : `${topic.slice(0, TOPIC_MAX - 1).trimEnd()}…`;
}

export function seedBrief(seed: TrendSeed): string {
  return [seed.title, ...seed.context].join('\n').slice(0, CAPTION_SOURCE_MAX);
}

/** The two drafting tools' project pages, which open their new dialog on `?new=1&topic=`. */
const DRAFTING = { script: paths.scripts, carousel: paths.carousels } as const;

export function makeContentHref(locale: Locale, target: MakeTarget, seed: TrendSeed): string {
  if (target === 'caption') return `${paths.captionGenerator(locale)}?brief=${encodeURIComponent(seedBrief(seed))}`;
  return `${DRAFTING[target](locale)}?new=1&topic=${encodeURIComponent(seedTopic(seed))}`;
}
