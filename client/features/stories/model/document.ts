// Story documents and their commands. A story is a carousel in the 9:16
// format whose slides also carry a duration and a transition, so the carousel's
// own commands edit it (lifted: a slide they add gets the default timing) and
// only timing needs commands of its own. Pure: no React, no Konva, no network.
import {
  DEFAULT_TRANSITION,
  STORY_DURATION,
  type StoryDocument,
  type StoryDraft,
  type StorySlide,
  type StoryTransition,
} from '@src/common/contracts/story';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { Slide } from '@src/common/contracts/carousel';
import type { Command } from '@client/editor/history';
import type { Locale } from '@src/common/locales';
import { blankSlide, layoutSlide, TEMPLATES, textElement, type CarouselCommand, type Look, type MakeId } from '../../../slides';

export type StoryCommand = Command<StoryDocument>;

export const clampDuration = (seconds: number) =>
  Math.min(STORY_DURATION.max, Math.max(STORY_DURATION.min, Math.round(seconds / STORY_DURATION.step) * STORY_DURATION.step));

export const withTiming = (slide: Slide, duration: number = STORY_DURATION.default, transition = DEFAULT_TRANSITION): StorySlide => ({
  ...slide,
  duration: clampDuration(duration),
  transition,
});

/**
 * A carousel command over a story. Carousel commands keep the fields they do
 * not know (they copy slides with spreads and clones), so a slide keeps its
 * timing; a slide a command adds gets the default one.
 */
export function lift(c: CarouselCommand): StoryCommand {
  return {
    ...(c.mergeKey ? { mergeKey: c.mergeKey } : {}),
    apply: (doc) => {
      const next = c.apply(doc);
      // A story is always 9:16: a command that would change the format changes nothing.
      if (next === doc || next.format !== 'story') return doc;
      return {
        ...next,
        format: 'story',
        slides: next.slides.map((s) => ('duration' in s && 'transition' in s ? (s as StorySlide) : withTiming(s))),
      };
    },
  };
}

const mapSlide = (doc: StoryDocument, slideId: string, f: (s: StorySlide) => StorySlide): StoryDocument => ({
  ...doc,
  slides: doc.slides.map((s) => (s.id === slideId ? f(s) : s)),
});

/** Typing a duration is one undo step per slide. */
export const setDuration = (slideId: string, seconds: number): StoryCommand => ({
  mergeKey: `duration:${slideId}`,
  apply: (doc) => {
    const duration = clampDuration(seconds);
    const s = doc.slides.find((x) => x.id === slideId);
    return !s || s.duration === duration ? doc : mapSlide(doc, slideId, (x) => ({ ...x, duration }));
  },
});

export const setTransition = (slideId: string, transition: StoryTransition): StoryCommand => ({
  apply: (doc) => {
    const s = doc.slides.find((x) => x.id === slideId);
    return !s || s.transition === transition ? doc : mapSlide(doc, slideId, (x) => ({ ...x, transition }));
  },
});

/** The same duration and transition on every screen. */
export const timeAll = (duration: number, transition: StoryTransition): StoryCommand => ({
  apply: (doc) => ({ ...doc, slides: doc.slides.map((s) => ({ ...s, duration: clampDuration(duration), transition })) }),
});

/** One screen with a heading to type over. */
export function blankStory(makeId: MakeId, heading = ''): StoryDocument {
  const slide = blankSlide(makeId);
  slide.elements.push(
    textElement(makeId(), { x: 96, y: 640, width: 888, height: 400 }, heading, { font: 'heading', fontSize: 104, fontWeight: 700 }),
  );
  return { version: 1, format: 'story', brand: null, slides: [withTiming(slide)] };
}

/**
 * A carousel layout made for reading at arm's length on a phone: a story's
 * body text (40 px on a carousel) is set larger, as stories are read in seconds.
 */
export function forStory(slide: Slide): Slide {
  return {
    ...slide,
    elements: slide.elements.map((e) =>
      e.type === 'text' && e.fontWeight === 400 && e.fontSize < STORY_BODY_SIZE ? { ...e, fontSize: STORY_BODY_SIZE } : e,
    ),
  };
}
const STORY_BODY_SIZE = 54;

const KIND = { hook: 'cover', point: 'content', cta: 'cta' } as const;

/** An AI draft laid out in one of the carousel's looks at 9:16, each screen for the time it needs to be read. */
export function draftStory(draft: StoryDraft, brand: BrandKitSnapshot | null, look: Look, makeId: MakeId): StoryDocument {
  return {
    version: 1,
    format: 'story',
    brand,
    slides: draft.screens.map((s) =>
      withTiming(forStory(layoutSlide(look, KIND[s.role], { heading: s.heading, body: s.body }, 'story', makeId)), s.seconds),
    ),
  };
}

/** One of the carousel's six templates laid out at 9:16, every screen for the default time. */
export function templateStory(look: Look, locale: Locale, makeId: MakeId): StoryDocument {
  return {
    version: 1,
    format: 'story',
    brand: null,
    slides: TEMPLATES[look][locale].slides.map(([kind, text]) => withTiming(forStory(layoutSlide(look, kind, text, 'story', makeId)))),
  };
}
