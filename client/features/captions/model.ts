// The caption generator's pure model: the source texts it gathers in the
// browser (a carousel's slides, a clip's words, a video's transcript), bounded
// as the server bounds them, and the caption being edited, checked live
// against its platform and the brand's words as the server checks them.
import type { CarouselDocument } from '@src/common/contracts/carousel';
import {
  CAPTION_EXCERPT_MAX,
  CAPTION_SOURCE_MAX,
  type CaptionDocument,
  type CaptionSource,
  type CaptionVariant,
} from '@src/common/contracts/caption';
import { composePost, hashtagsIn, measure, wordsIn, type CaptionMeasure, type Platform } from '@src/common/contracts/caption-platforms';
import type { Clip } from '@src/common/contracts/clip';
import type { Locale } from '@src/common/locales';
import type { Transcript } from '@src/common/contracts/transcript';

/** A carousel's words in reading order: each slide's text elements top to bottom, left to right. */
export function carouselText(doc: Pick<CarouselDocument, 'slides'>): string {
  return doc.slides
    .map((slide) =>
      slide.elements
        .flatMap((e) => (e.type === 'text' && e.text.trim() ? [e] : []))
        .sort((a, b) => a.y - b.y || a.x - b.x)
        .map((e) => e.text.trim().replace(/\s*\n\s*/g, ' '))
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n');
}

/** What is said in a clip (its kept words, as the user corrected them), after its headline. */
export function clipText(clip: Pick<Clip, 'headline' | 'startMs' | 'endMs' | 'cuts' | 'captions'>, transcript: Transcript | null): string {
  const edits = new Map(clip.captions.edits.map((e) => [e.startMs, e.text]));
  const cut = (ms: number) => clip.cuts.some((c) => ms >= c.startMs && ms < c.endMs);
  const words = (transcript?.segments ?? [])
    .flatMap((s) => s.words)
    .filter((w) => w.startMs >= clip.startMs && w.startMs < clip.endMs && !cut(w.startMs))
    .map((w) => edits.get(w.startMs) ?? w.text);
  return [clip.headline.trim(), words.join(' ').trim()].filter(Boolean).join('\n');
}

export const transcriptText = (t: Transcript): string =>
  t.segments
    .map((s) => s.text.trim())
    .filter(Boolean)
    .join(' ');

/** The source as the server takes it: at most CAPTION_SOURCE_MAX characters, cut at a word; says when it was cut. */
export function boundSource(text: string, max = CAPTION_SOURCE_MAX): { text: string; truncated: boolean } {
  const clean = text.trim();
  if (clean.length <= max) return { text: clean, truncated: false };
  const cut = clean.slice(0, max);
  const space = cut.search(/\s\S*$/);
  return { text: (space > max / 2 ? cut.slice(0, space) : cut).trim(), truncated: true };
}

/** The caption being edited: the post as it will be published, and YouTube's title. */
export interface Draft {
  platform: Platform;
  title: string;
  text: string;
}

export const draftOf = (platform: Platform, v: CaptionVariant): Draft => ({ platform, title: v.title, text: composePost(v) });

export interface DraftCheck {
  measure: CaptionMeasure;
  /** The brand's avoided words found (a warning: the user may keep them, the generator never writes them). */
  avoided: string[];
  /** The brand's words to use that the caption has. */
  used: string[];
  /** Saving is refused past a limit (the server refuses it too). */
  canSave: boolean;
}

export function checkDraft(d: Draft, voice: { wordsToUse: readonly string[]; wordsToAvoid: readonly string[] } | null): DraftCheck {
  const m = measure(d.platform, d.text, d.title);
  const all = `${d.title}\n${d.text}`;
  return {
    measure: m,
    avoided: wordsIn(all, voice?.wordsToAvoid ?? []),
    used: wordsIn(all, voice?.wordsToUse ?? []),
    canSave: d.text.trim().length > 0 && !m.over && !m.titleOver && !m.hashtagsOver,
  };
}

/** The history entry: the source summarised, the caption as edited, its hashtags read from it. */
export function captionDocument(d: Draft, source: CaptionSource, language: Locale, generationId: string | null): CaptionDocument {
  return {
    version: 1,
    source: { kind: source.kind, label: source.label.slice(0, 200), excerpt: source.text.slice(0, CAPTION_EXCERPT_MAX) },
    platform: d.platform,
    language,
    title: d.platform === 'youtube_shorts' ? d.title.trim() : '',
    text: d.text.trim(),
    hashtags: [...new Set(hashtagsIn(`${d.title} ${d.text}`))].slice(0, 60),
    generationId,
  };
}

/** A name for the history: the source's name (or a brief's opening words), and the platform. */
export function defaultName(d: Draft, source: CaptionSource, platformName: string): string {
  // A brief names the post better than the caption's hook does.
  const base = (source.label || source.text.split('\n')[0] || d.title || d.text.split('\n')[0] || '').trim().replace(/\s+/g, ' ');
  const short = base.length > 60 ? `${base.slice(0, 59).trimEnd()}…` : base;
  return `${short} · ${platformName}`.slice(0, 100);
}
