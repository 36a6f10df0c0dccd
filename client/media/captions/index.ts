// The caption style model (issue 33): given a cue's timed words, a look, a
// frame time and the frame's size, where the words go and how they are drawn.
// Previews and renders both go through `drawCaptionCue`; a layout that places
// other things (logo, headline) reads the block's box from `captionBounds`.
import { layoutCue, type CaptionCue, type CaptionLook, type Measure, type Placement } from './layout';
import { frameCommands } from './frame';
import { paintCommands } from './paint';
import type { Rect } from './safe-zones';

export * from './layout';
export * from './frame';
export * from './safe-zones';
export { emojiFor, isKeyword, bareWord } from './words';
export * from './kit-look';

type Ctx = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

export const canvasMeasure =
  (ctx: Pick<Ctx, 'measureText' | 'font'>): Measure =>
  (text, font) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  };

/** Draws the cue showing at `atMs`, if any. */
export function drawCaptionCue(
  ctx: Ctx,
  cues: readonly CaptionCue[],
  look: CaptionLook,
  place: Placement,
  atMs: number,
  frame: { width: number; height: number },
): void {
  const cue = cues.find((c) => atMs >= c.startMs && atMs < c.endMs);
  if (!cue) return;
  paintCommands(ctx, frameCommands(layoutCue(cue, look, frame, place, canvasMeasure(ctx)), look, atMs));
}

/** The box all the cues' blocks ever cover, in pixels (null without cues): what a layout keeps clear. */
export function captionBounds(
  cues: readonly CaptionCue[],
  look: CaptionLook,
  place: Placement,
  frame: { width: number; height: number },
  measure: Measure,
): Rect | null {
  let box: Rect | null = null;
  for (const cue of cues) {
    const b = layoutCue(cue, look, frame, place, measure).box;
    if (!box) box = b;
    else {
      const x = Math.min(box.x, b.x);
      const y = Math.min(box.y, b.y);
      box = { x, y, width: Math.max(box.x + box.width, b.x + b.width) - x, height: Math.max(box.y + box.height, b.y + b.height) - y };
    }
  }
  return box;
}
