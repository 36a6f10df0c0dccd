// What "Share…" in the carousel makes (decision 098): one link of the slides
// as images, the viewer a visitor swipes, while they fit in a share; past
// SHARE_FILES_MAX the carousel can only go as its PDF, one file, and the editor
// says so and offers that instead of saving images no link could hold.
import { SHARE_FILES_MAX } from '@src/common/contracts/shares';

export type CarouselSharePlan = { kind: 'images'; files: number } | { kind: 'pdfOnly'; slides: number; max: number };

export function carouselSharePlan(slides: number, max = SHARE_FILES_MAX): CarouselSharePlan {
  return slides >= 1 && slides <= max ? { kind: 'images', files: slides } : { kind: 'pdfOnly', slides, max };
}

/**
 * The progress of a share as images, one bar: each slide drawn, then each saved. `drawn`
 * and `saved` count slides; the total is both passes, so the bar never runs back.
 */
export function shareProgress(slides: number, drawn: number, saved: number): { done: number; total: number } {
  return { done: Math.min(drawn, slides) + Math.min(saved, slides), total: slides * 2 };
}

/** A slide's file name in the library: the carousel's, then its number, so the slides sort in order. */
export const slideShareName = (base: string, index: number) => `${base}-${String(index + 1).padStart(2, '0')}.png`;
