// Draws a composition's overlays at one moment on a 2D canvas context: the
// render in the worker and an editor's preview on the page call the same code,
// so what the user sees is what the file gets.
import type { CaptionsOverlay, Overlay, TextOverlay } from './composition';

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

/** Words cut into lines of the given sizes; words left over join the last line. */
function setLines(words: readonly string[], sizes: readonly number[]): string[][] {
  const lines: string[][] = [];
  let at = 0;
  sizes.forEach((n, i) => {
    const line = words.slice(at, i === sizes.length - 1 ? words.length : at + n);
    at += line.length;
    if (line.length) lines.push(line);
  });
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

function drawCaptions(ctx: Ctx, o: CaptionsOverlay, atMs: number, W: number, H: number) {
  const cue = o.cues.find((c) => atMs >= c.startMs && atMs < c.endMs);
  if (!cue) return;
  ctx.font = font(o);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const space = ctx.measureText(' ').width;
  const texts = cue.words.map((w) => w.text);
  const lines = cue.lines ? setLines(texts, cue.lines) : wrap(ctx, texts, o.maxWidth * W);
  const lineH = o.fontSize * 1.25;
  let index = 0;
  lines.forEach((line, i) => {
    const width = ctx.measureText(line.join(' ')).width;
    let x = (W - width) / 2;
    const y = o.y * H + (i - (lines.length - 1) / 2) * lineH;
    for (const text of line) {
      const word = cue.words[index++]!;
      const speaking = atMs >= word.startMs && atMs < word.endMs;
      if (o.stroke) {
        ctx.lineWidth = Math.max(2, o.fontSize / 8);
        ctx.lineJoin = 'round';
        ctx.strokeStyle = o.stroke;
        ctx.strokeText(text, x, y);
      }
      ctx.fillStyle = speaking ? o.highlight : o.color;
      ctx.fillText(text, x, y);
      x += ctx.measureText(text).width + space;
    }
  });
}

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
