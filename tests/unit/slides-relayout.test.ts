// Switching a carousel to 9:16 lays each slide out again for the tall frame
// (issue 33.4): decorations that span the slide stretch to the new height,
// edge margins stay, text boxes grow with the frame and their set size with
// the square root of the ratio, small things keep their size.
import { describe, expect, it } from 'vitest';
import { CAROUSEL_FORMATS, carouselDocumentSchema, type CarouselElement, type Slide } from '../../src/common/contracts/carousel';
import * as cmd from '../../client/slides/model/commands';
import { layoutSlide, LOOKS } from '../../client/slides/model/layouts';
import { relayoutSlide, EDGE } from '../../client/slides/model/relayout';
import { templateDocument } from '../../client/slides/model/templates';

const { portrait, square, story } = CAROUSEL_FORMATS;
const ids = () => {
  let n = 0;
  return () => `id${++n}`;
};
const byKind = (slide: Slide) => ({
  heading: slide.elements.find((e) => e.type === 'text' && e.fontWeight === 700 && e.fontSize < 200)!,
  body: slide.elements.find((e) => e.type === 'text' && e.fontWeight === 400)!,
  logo: slide.elements.find((e) => e.type === 'logo'),
});
/** The share of the frame's height the slide's elements cover, top of the first to bottom of the last. */
const span = (slide: Slide, height: number) =>
  (Math.max(...slide.elements.map((e) => e.y + e.height)) - Math.min(...slide.elements.map((e) => e.y))) / height;
const inside = (e: CarouselElement, h: number) => e.y >= 0 && e.y + e.height <= h;

describe('relaying a slide for another frame', () => {
  it('stretches the split panel and the frame to the story’s full height, keeping their margins', () => {
    const split = relayoutSlide(layoutSlide('split', 'cover', { heading: 'A', body: 'B' }, 'portrait', ids()), portrait, story);
    const panel = split.elements[0]!;
    expect(panel).toMatchObject({ type: 'shape', y: 0, height: story.height });
    const frame = relayoutSlide(layoutSlide('announcement', 'cover', { heading: 'A', body: 'B' }, 'portrait', ids()), portrait, story)
      .elements[0]!;
    expect(frame).toMatchObject({ y: 48, height: story.height - 96 });
  });

  it('grows text boxes with the frame and their size with the square root of the ratio; the logo keeps its corner', () => {
    const before = layoutSlide('bold', 'cta', { heading: 'Liked it?', body: 'Save it.' }, 'portrait', ids());
    const after = relayoutSlide(before, portrait, story);
    const [b, a] = [byKind(before), byKind(after)];
    const r = story.height / portrait.height;
    expect(a.heading.y).toBe(Math.round(b.heading.y * r));
    expect(a.heading.height).toBeGreaterThan(b.heading.height * 1.3);
    expect(a.heading.type === 'text' && a.heading.fontSize).toBe(
      Math.round((b.heading.type === 'text' ? b.heading.fontSize : 0) * Math.sqrt(r)),
    );
    expect(a.logo).toMatchObject({ width: b.logo!.width, height: b.logo!.height, x: b.logo!.x });
    expect(story.height - (a.logo!.y + a.logo!.height)).toBe(portrait.height - (b.logo!.y + b.logo!.height));
    expect(portrait.height - (b.logo!.y + b.logo!.height)).toBeLessThanOrEqual(EDGE);
  });

  it('fills the 9:16 frame as the 4:5 slide filled its own, for every look, and nothing leaves the frame', () => {
    for (const look of LOOKS)
      for (const kind of ['cover', 'content', 'cta'] as const) {
        const before = layoutSlide(look, kind, { heading: 'Heading', body: 'Body' }, 'portrait', ids());
        const after = relayoutSlide(before, portrait, story);
        expect(span(after, story.height)).toBeGreaterThanOrEqual(span(before, portrait.height) - 0.03);
        for (const e of after.elements) expect(inside(e, story.height)).toBe(true);
      }
  });

  it('comes back to the same slide, within a pixel or two, when switched back', () => {
    const before = layoutSlide('tips', 'content', { heading: 'The tips', body: 'One\nTwo', list: true }, 'portrait', ids());
    const back = relayoutSlide(relayoutSlide(before, portrait, story), story, portrait);
    back.elements.forEach((e, i) => {
      const o = before.elements[i]!;
      expect(Math.abs(e.y - o.y)).toBeLessThanOrEqual(2);
      expect(Math.abs(e.height - o.height)).toBeLessThanOrEqual(2);
      if (e.type === 'text' && o.type === 'text') expect(Math.abs(e.fontSize - o.fontSize)).toBeLessThanOrEqual(1);
    });
  });

  it('relays every slide when the document’s format changes, and the result is a valid document', () => {
    const doc = templateDocument('split', 'en', 'square', ids());
    const tall = cmd.setFormat('story').apply(doc);
    expect(tall.format).toBe('story');
    carouselDocumentSchema.parse(tall);
    for (const s of tall.slides) expect(s.elements[0]).toMatchObject({ y: 0, height: story.height });
    expect(cmd.setFormat('square').apply(tall).slides[0]!.elements[0]).toMatchObject({ height: square.height });
    expect(relayoutSlide(doc.slides[0]!, square, square)).toBe(doc.slides[0]);
  });
});
