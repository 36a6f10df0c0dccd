// Draws a composition's overlays at one moment on a 2D canvas context: the
// render in the worker and an editor's preview on the page call the same code,
// so what the user sees is what the file gets.
import type { CaptionsOverlay, Overlay, TextOverlay } from './composition';
import { drawCaptionCue, type CaptionLook } from '../captions';

type Ctx = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Image overlays come decoded; the caller owns the bitmaps. */
export type Bitmaps = Map<Blob, ImageBitmap>;

const font = (o: { fontSize: number; fontFamily: string; fontWeight?: number }) => `${o.fontWeight ?? 700} ${o.fontSize}px ${o.fontFamily}`;

/** Splits text into lines no wider than `max` (a word longer than the line stays whole). */
export function wrap(ctx: Pick<Ctx, 'measureText'>, words: readonly string[], max: number): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  for (const w of words) {
    const tryLine = [...line, w];
    if (line.length > 0 && ctx.measureText(tryLine.join(' ')).width > max) {
      lines.push(line);
      line = [w];
    } else line = tryLine;
  }
  if (line.length) lines.push(line);
  return lines;
}

function drawText(ctx: Ctx, o: TextOverlay, W: number, H: number) {
  ctx.font = font(o);
  const lines = wrap(ctx, o.text.split(/\s+/).filter(Boolean), o.maxWidth * W);
  const lineH = o.fontSize * 1.2;
  const top = o.y * H - (lines.length * lineH) / 2;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (o.background) {
    const width = Math.max(...lines.map((l) => ctx.measureText(l.join(' ')).width)) + o.fontSize;
    ctx.fillStyle = o.background;
    ctx.fillRect(o.x * W - width / 2, top - o.fontSize * 0.3, width, lines.length * lineH + o.fontSize * 0.6);
  }
  ctx.fillStyle = o.color;
  lines.forEach((l, i) => ctx.fillText(l.join(' '), o.x * W, top + (i + 0.5) * lineH));
}

// Captions go through the caption style model: placed inside every network's
// safe zone, animated per style (media/captions).
function drawCaptions(ctx: Ctx, o: CaptionsOverlay, atMs: number, W: number, H: number) {
  drawCaptionCue(ctx, o.cues, captionLook(o), { y: o.y, maxWidth: o.maxWidth }, atMs, { width: W, height: H });
}

/** The look an overlay asks for; an overlay without a style highlights the spoken word. */
export const captionLook = (o: CaptionsOverlay): CaptionLook => ({
  style: o.style ?? (o.highlight === o.color ? 'plain' : 'highlight'),
  fontFamily: o.fontFamily,
  fontWeight: o.fontWeight,
  fontSize: o.fontSize,
  color: o.color,
  highlight: o.highlight,
  stroke: o.stroke,
  keywords: o.keywords,
});

export function drawOverlays(ctx: Ctx, overlays: readonly Overlay[], atMs: number, W: number, H: number, bitmaps: Bitmaps): void {
  for (const o of overlays) {
    if (o.kind === 'captions') {
      drawCaptions(ctx, o, atMs, W, H);
      continue;
    }
    if (atMs < o.startMs || atMs >= o.endMs) continue;
    if (o.kind === 'text') drawText(ctx, o, W, H);
    else {
      const bmp = bitmaps.get(o.image);
      if (bmp) ctx.drawImage(bmp, o.box.x * W, o.box.y * H, o.box.width * W, o.box.height * H);
    }
  }
}
