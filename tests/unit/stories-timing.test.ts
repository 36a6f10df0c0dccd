// The story generator's pure model: its clock (total length, transition
// windows, the screen at a moment), the layers the MP4 and the preview are
// drawn from, and the carousel commands lifted over stories, every document
// checked against the schema the Worker stores.
import { describe, expect, it } from 'vitest';
import { storyDocumentSchema, type StorySlide } from '../../src/common/contracts/story';
import { carouselCommands as cmd, LOOKS, TEMPLATES } from '../../client/slides';
import { activeAt } from '../../client/media/render/timeline';
import { momentAt, screenTimes, totalMs } from '../../client/features/stories/model/timing';
import { slideOffset, storyComposition, storyLayers } from '../../client/features/stories/model/composition';
import {
  blankStory,
  clampDuration,
  draftStory,
  lift,
  setDuration,
  setTransition,
  templateStory,
  timeAll,
} from '../../client/features/stories/model/document';
import { readingSeconds, writeStoryDraft } from '../../src/platform/ai/offline-stories';

const timed = (duration: number, transition: StorySlide['transition']) => ({ duration, transition });
const ids = () => {
  let n = 0;
  return () => `id${++n}`;
};

describe('story timing', () => {
  const slides = [timed(3, 'slide'), timed(2.5, 'fade'), timed(4, 'cut'), timed(1, 'slide')];

  it('lasts the sum of its screens, each starting where the one before ends', () => {
    expect(totalMs(slides)).toBe(10_500);
    expect(screenTimes(slides).map((t) => [t.startMs, t.durationMs])).toEqual([
      [0, 3000],
      [3000, 2500],
      [5500, 4000],
      [9500, 1000],
    ]);
  });

  it('opens a transition window at the start of a screen that fades or slides in; the first screen and cuts have none', () => {
    expect(screenTimes(slides).map((t) => [t.transition, t.transitionMs])).toEqual([
      ['cut', 0],
      ['fade', 500],
      ['cut', 0],
      ['slide', 500],
    ]);
    // Never more than half of the screen it brings in.
    expect(screenTimes([timed(5, 'cut'), timed(0.6, 'fade')])[1]!.transitionMs).toBe(300);
  });

  it('names the screen at a moment, and the one under it while it comes in', () => {
    expect(momentAt(slides, 0)).toEqual({ index: 0, under: null, progress: 1 });
    expect(momentAt(slides, 2999)).toMatchObject({ index: 0, under: null });
    expect(momentAt(slides, 3000)).toEqual({ index: 1, under: 0, progress: 0 });
    expect(momentAt(slides, 3250)).toEqual({ index: 1, under: 0, progress: 0.5 });
    expect(momentAt(slides, 3500)).toEqual({ index: 1, under: null, progress: 1 });
    expect(momentAt(slides, 5500)).toEqual({ index: 2, under: null, progress: 1 });
    expect(momentAt(slides, 9700)).toMatchObject({ index: 3, under: 2 });
    // Past the end: the last screen, fully in.
    expect(momentAt(slides, 60_000)).toEqual({ index: 3, under: null, progress: 1 });
  });
});

describe('story composition', () => {
  const blobs = [new Blob(['a']), new Blob(['b']), new Blob(['c'])];
  const on = (layers: ReturnType<typeof storyLayers>, atMs: number) => layers.filter((l) => activeAt(l, atMs));
  const imageOf = (l: ReturnType<typeof storyLayers>[number]) => (l.kind === 'image' ? l.image : null);

  it('is a 1080×1920 silent video as long as the story', () => {
    const comp = storyComposition([timed(2, 'cut'), timed(3, 'fade')], blobs);
    expect(comp).toMatchObject({ width: 1080, height: 1920, fps: 30, durationMs: 5000, sounds: [] });
  });

  it('keeps a screen on under the next until that one has come in, and cross-fades a fade', () => {
    const layers = storyLayers([timed(2, 'cut'), timed(3, 'fade'), timed(2, 'cut')], blobs);
    expect(on(layers, 1000).map((l) => l.id)).toEqual(['s0']);
    expect(on(layers, 2200).map((l) => l.id)).toEqual(['s0', 's1']);
    expect(on(layers, 2600).map((l) => l.id)).toEqual(['s1']);
    expect(layers.find((l) => l.id === 's1')!.transitionIn).toEqual({ kind: 'crossfade', durationMs: 500 });
    // A cut: the next screen is simply there.
    expect(on(layers, 5000).map((l) => l.id)).toEqual(['s2']);
    expect(layers.every((l) => l.kind === 'image' && l.box.width === 1 && l.box.height === 1)).toBe(true);
    expect(imageOf(layers.find((l) => l.id === 's2')!)).toBe(blobs[2]);
  });

  it('draws a slide as the screen moving in from the right, one step a frame, over the screen before', () => {
    const layers = storyLayers([timed(2, 'cut'), timed(2, 'slide')], blobs, 30);
    const xAt = (atMs: number) =>
      on(layers, atMs)
        .filter((l) => imageOf(l) === blobs[1])
        .at(-1)?.box.x;
    // Every frame of the video shows exactly one position of the incoming screen, moving left.
    const frames = Array.from({ length: 120 }, (_, f) => (f * 1000) / 30).filter((t) => t >= 2000 && t < 2500);
    const xs = frames.map(xAt);
    expect(xs).toHaveLength(15);
    expect(xs.every((x) => x !== undefined)).toBe(true);
    for (let i = 1; i < xs.length; i++) expect(xs[i]!).toBeLessThan(xs[i - 1]!);
    expect(xs[0]).toBe(1);
    expect(xs.at(-1)).toBeGreaterThan(0);
    expect(xAt(2500)).toBe(0);
    expect(xAt(3900)).toBe(0);
    // The screen before stays under it until it has landed.
    expect(on(layers, 2400).some((l) => imageOf(l) === blobs[0])).toBe(true);
    expect(on(layers, 2600).some((l) => imageOf(l) === blobs[0])).toBe(false);
    expect(slideOffset(0.5)).toBeCloseTo(0.25);
  });
});

describe('story document', () => {
  it('blank and drafted stories pass the stored schema, drafts in the kit-less neutral look with reading times', () => {
    expect(storyDocumentSchema.safeParse(blankStory(ids())).success).toBe(true);
    const draft = writeStoryDraft({ kind: 'story_draft', topic: 'café', audience: '', screens: 4, locale: 'en', voice: null });
    const doc = draftStory(draft, null, 'bold', ids());
    expect(storyDocumentSchema.safeParse(doc).success).toBe(true);
    expect(doc.slides.map((s) => s.duration)).toEqual(draft.screens.map((s) => s.seconds));
    expect(doc.slides[0]!.elements.some((e) => e.type === 'text' && e.text === draft.screens[0]!.heading)).toBe(true);
    // Laid out for 9:16: text sits within 1920 px.
    expect(doc.slides.flatMap((s) => s.elements).every((e) => e.y + e.height <= 1920)).toBe(true);
  });

  it('edits with carousel commands, a new slide taking the default timing and copies keeping theirs', () => {
    const make = ids();
    let doc = blankStory(make);
    doc = setDuration(doc.slides[0]!.id, 3.3).apply(doc);
    expect(doc.slides[0]!.duration).toBe(3.5);
    doc = lift(cmd.duplicateSlide(doc.slides[0]!.id, make)).apply(doc);
    expect(doc.slides.map((s) => s.duration)).toEqual([3.5, 3.5]);
    doc = lift(cmd.addSlide({ id: make(), background: 'accent', elements: [] })).apply(doc);
    expect(doc.slides[2]).toMatchObject({ duration: 5, transition: 'fade' });
    doc = setTransition(doc.slides[2]!.id, 'slide').apply(doc);
    expect(doc.slides[2]!.transition).toBe('slide');
    // A carousel command that would change the format changes nothing.
    expect(lift(cmd.setFormat('square')).apply(doc)).toBe(doc);
    expect(storyDocumentSchema.safeParse(doc).success).toBe(true);
    const all = timeAll(20, 'cut').apply(doc);
    expect(all.slides.map((s) => [s.duration, s.transition])).toEqual([
      [15, 'cut'],
      [15, 'cut'],
      [15, 'cut'],
    ]);
    expect(clampDuration(0.2)).toBe(1);
    // An unchanged value is no change (no empty undo step).
    expect(setDuration(doc.slides[0]!.id, 3.5).apply(doc)).toBe(doc);
  });
});

describe('story templates', () => {
  it("lays each of the carousel's templates out at 9:16 in both languages, valid and timed", () => {
    for (const look of LOOKS)
      for (const locale of ['pt-BR', 'en'] as const) {
        const doc = templateStory(look, locale, ids());
        expect(storyDocumentSchema.safeParse(doc).success, `${look} ${locale}`).toBe(true);
        expect(doc.slides.length).toBe(TEMPLATES[look][locale].slides.length);
        expect(doc.slides.every((s) => s.duration === 5 && s.transition === 'fade')).toBe(true);
        expect(doc.slides.flatMap((s) => s.elements).every((e) => e.y >= 0 && e.y + e.height <= 1920)).toBe(true);
      }
  });
});

describe('story text size', () => {
  it('sets body text larger than a carousel does, headings as laid out', () => {
    const draft = writeStoryDraft({ kind: 'story_draft', topic: 'café', audience: '', screens: 3, locale: 'pt-BR', voice: null });
    const texts = draftStory(draft, null, 'minimal', ids()).slides.flatMap((s) => s.elements.filter((e) => e.type === 'text'));
    expect(texts.filter((e) => e.fontWeight === 400).every((e) => e.fontSize === 54)).toBe(true);
    expect(texts.filter((e) => e.fontWeight === 700).some((e) => e.fontSize > 54)).toBe(true);
  });
});

describe('offline story writer', () => {
  it('times each screen by its words (3–8 s, half seconds) and keeps the brand voice', () => {
    expect(readingSeconds('Oi')).toBe(3);
    expect(readingSeconds(Array.from({ length: 14 }, () => 'palavra').join(' '))).toBe(5.5);
    expect(readingSeconds(Array.from({ length: 60 }, () => 'word').join(' '))).toBe(8);
    const voice = {
      tone: 'friendly',
      audience: '',
      wordsToUse: ['café coado'],
      wordsToAvoid: ['constante'],
      description: '',
      handle: '@lia',
    };
    const draft = writeStoryDraft({ kind: 'story_draft', topic: 'café', audience: '', screens: 10, locale: 'pt-BR', voice });
    expect(draft.screens.map((s) => s.role)).toEqual(['hook', ...Array(8).fill('point'), 'cta']);
    expect(draft.screens.at(-1)!.body).toContain('@lia');
    expect(draft.screens.at(-1)!.body).toContain('#cafécoado');
    expect(JSON.stringify(draft).toLowerCase()).not.toContain('constante');
    expect(draft.screens.every((s) => s.seconds * 2 === Math.round(s.seconds * 2))).toBe(true);
  });
});
