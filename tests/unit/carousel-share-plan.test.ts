// What the carousel's "Share…" makes (decision 098): images while a link can hold
// every slide, else the PDF; one progress bar over drawing and saving.
import { describe, expect, it } from 'vitest';
import { SHARE_FILES_MAX } from '../../src/common/contracts/shares';
import { SLIDES_MAX } from '../../src/common/contracts/carousel';
import { carouselSharePlan, shareProgress, slideShareName } from '../../client/features/carousel/model/share-plan';

describe('carousel share plan', () => {
  it('shares the slides as images up to the share limit', () => {
    expect(carouselSharePlan(1)).toEqual({ kind: 'images', files: 1 });
    expect(carouselSharePlan(SHARE_FILES_MAX)).toEqual({ kind: 'images', files: SHARE_FILES_MAX });
  });
  it('offers only the PDF past the limit', () => {
    expect(carouselSharePlan(SHARE_FILES_MAX + 1)).toEqual({ kind: 'pdfOnly', slides: SHARE_FILES_MAX + 1, max: SHARE_FILES_MAX });
    expect(carouselSharePlan(6, 5)).toEqual({ kind: 'pdfOnly', slides: 6, max: 5 });
    expect(carouselSharePlan(5, 5).kind).toBe('images');
  });
  it('never makes an empty link', () => {
    expect(carouselSharePlan(0).kind).toBe('pdfOnly');
  });
  it('holds the largest carousel today as images', () => {
    // If the slide limit ever outgrows the share limit, the PDF path is what users get.
    expect(carouselSharePlan(SLIDES_MAX).kind).toBe(SLIDES_MAX <= SHARE_FILES_MAX ? 'images' : 'pdfOnly');
  });
});

describe('share progress', () => {
  it('counts drawing then saving on one bar that never runs back', () => {
    expect(shareProgress(3, 0, 0)).toEqual({ done: 0, total: 6 });
    expect(shareProgress(3, 2, 0)).toEqual({ done: 2, total: 6 });
    expect(shareProgress(3, 3, 1)).toEqual({ done: 4, total: 6 });
    expect(shareProgress(3, 5, 9)).toEqual({ done: 6, total: 6 });
  });
});

describe('slide file names', () => {
  it('number the slides so the library sorts them in order', () => {
    expect(slideShareName('Meu-carrossel', 0)).toBe('Meu-carrossel-01.png');
    expect(slideShareName('x', 11)).toBe('x-12.png');
  });
});
