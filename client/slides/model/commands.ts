// Commands: pure functions from one document to the next (Excalidraw's
// perform(state) -> state). The canvas and the panels only call these; the
// history keeps the documents they return.
import {
  CAROUSEL_FORMATS,
  ELEMENTS_PER_SLIDE_MAX,
  SLIDES_MAX,
  SLIDES_MIN,
  type CarouselDocument,
  type CarouselElement,
  type CarouselFormat,
  type ColorValue,
  type Slide,
} from '@src/common/contracts/carousel';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { Command as KernelCommand } from '@client/editor/history';
import type { MakeId } from './document';
import { relayoutSlide } from './relayout';

/** A carousel change: the editor kernel's command over carousel documents. */
export type Command = KernelCommand<CarouselDocument>;

const mapSlide = (doc: CarouselDocument, slideId: string, f: (s: Slide) => Slide): CarouselDocument => ({
  ...doc,
  slides: doc.slides.map((s) => (s.id === slideId ? f(s) : s)),
});

const clampIndex = (i: number, length: number) => Math.max(0, Math.min(length - 1, i));

export const addSlide = (slide: Slide, at?: number): Command => ({
  apply: (doc) => {
    if (doc.slides.length >= SLIDES_MAX) return doc;
    const slides = [...doc.slides];
    slides.splice(at ?? slides.length, 0, slide);
    return { ...doc, slides };
  },
});

/** Several slides at once (a template's), as far as the slide limit leaves room: one undo step. */
export const insertSlides = (slides: readonly Slide[], at: number): Command => ({
  apply: (doc) => {
    const room = SLIDES_MAX - doc.slides.length;
    if (room <= 0 || !slides.length) return doc;
    const next = [...doc.slides];
    next.splice(Math.max(0, Math.min(at, next.length)), 0, ...slides.slice(0, room));
    return { ...doc, slides: next };
  },
});

/** A copy right after the original, every id new. */
export const duplicateSlide = (slideId: string, makeId: MakeId): Command => ({
  apply: (doc) => {
    const i = doc.slides.findIndex((s) => s.id === slideId);
    if (i < 0 || doc.slides.length >= SLIDES_MAX) return doc;
    const src = doc.slides[i]!;
    const copy: Slide = {
      ...structuredClone(src),
      id: makeId(),
      elements: src.elements.map((e) => ({ ...structuredClone(e), id: makeId() })),
    };
    const slides = [...doc.slides];
    slides.splice(i + 1, 0, copy);
    return { ...doc, slides };
  },
});

export const deleteSlide = (slideId: string): Command => ({
  apply: (doc) => (doc.slides.length <= SLIDES_MIN ? doc : { ...doc, slides: doc.slides.filter((s) => s.id !== slideId) }),
});

export const moveSlide = (from: number, to: number): Command => ({
  apply: (doc) => {
    if (from < 0 || from >= doc.slides.length) return doc;
    const slides = [...doc.slides];
    const [moved] = slides.splice(from, 1);
    slides.splice(clampIndex(to, doc.slides.length), 0, moved!);
    return { ...doc, slides };
  },
});

export const setBackground = (slideId: string, background: ColorValue): Command => ({
  apply: (doc) => mapSlide(doc, slideId, (s) => ({ ...s, background })),
});

export const addElement = (slideId: string, element: CarouselElement): Command => ({
  apply: (doc) =>
    mapSlide(doc, slideId, (s) => (s.elements.length >= ELEMENTS_PER_SLIDE_MAX ? s : { ...s, elements: [...s.elements, element] })),
});

type Patch = Partial<Omit<CarouselElement, 'id' | 'type'>> & Record<string, unknown>;

/**
 * Changes an element. A locked element only takes a change of `locked`, so a
 * stray drag on a locked background never moves it.
 */
export const updateElement = (slideId: string, elementId: string, patch: Patch, mergeKey?: string): Command => ({
  ...(mergeKey ? { mergeKey } : {}),
  apply: (doc) =>
    mapSlide(doc, slideId, (s) => ({
      ...s,
      elements: s.elements.map((e) => {
        if (e.id !== elementId) return e;
        if (e.locked && Object.keys(patch).some((k) => k !== 'locked')) return e;
        return { ...e, ...patch } as CarouselElement;
      }),
    })),
});

export const deleteElements = (slideId: string, ids: readonly string[]): Command => ({
  apply: (doc) => mapSlide(doc, slideId, (s) => ({ ...s, elements: s.elements.filter((e) => !ids.includes(e.id) || e.locked) })),
});

export type LayerMove = 'forward' | 'backward' | 'front' | 'back';

/** Layer order: later elements are drawn on top. */
export const reorderElement = (slideId: string, elementId: string, move: LayerMove): Command => ({
  apply: (doc) =>
    mapSlide(doc, slideId, (s) => {
      const i = s.elements.findIndex((e) => e.id === elementId);
      if (i < 0) return s;
      const last = s.elements.length - 1;
      const to = move === 'front' ? last : move === 'back' ? 0 : move === 'forward' ? Math.min(last, i + 1) : Math.max(0, i - 1);
      if (to === i) return s;
      const elements = [...s.elements];
      const [el] = elements.splice(i, 1);
      elements.splice(to, 0, el!);
      return { ...s, elements };
    }),
});

/** Another format lays every slide out again for the new frame (relayout.ts). */
export const setFormat = (format: CarouselFormat): Command => ({
  apply: (doc) => {
    if (doc.format === format) return doc;
    const [from, to] = [CAROUSEL_FORMATS[doc.format], CAROUSEL_FORMATS[format]];
    return { ...doc, format, slides: doc.slides.map((s) => relayoutSlide(s, from, to)) };
  },
});

/** Elements name roles ('primary', 'heading'), so a new kit restyles every slide at once. */
export const applyBrand = (brand: BrandKitSnapshot | null): Command => ({
  apply: (doc) => ({ ...doc, brand }),
});

/** The slide's heading and body texts, as a rewrite sees them: the largest bold text, and the longest other one. */
export function slideTexts(slide: Slide): { heading: CarouselElement | null; body: CarouselElement | null } {
  const texts = slide.elements.filter(
    (e): e is Extract<CarouselElement, { type: 'text' }> => e.type === 'text' && e.text.trim().length > 1,
  );
  const heading = texts.filter((e) => e.fontWeight === 700).sort((a, b) => b.fontSize - a.fontSize)[0] ?? null;
  const body = texts.filter((e) => e !== heading).sort((a, b) => b.text.length - a.text.length)[0] ?? null;
  return { heading, body };
}
