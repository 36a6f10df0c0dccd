// What a laid-out cue looks like at one moment, per style: a list of draw
// commands (boxes and words with their colour, scale, lift and fill). The
// editors' previews and the render's overlay drawing both paint these
// (paint.ts), so the preview is the export.
import type { CaptionBlock, CaptionLook, PlacedWord } from './layout';
import { POP_MAX } from './layout';

export type DrawCommand =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; radius: number; color: string }
  | {
      kind: 'text';
      text: string;
      /** Left edge and centre line of the unscaled text, in pixels. */
      x: number;
      y: number;
      font: string;
      color: string;
      outline: { color: string; width: number } | null;
      /** Growth about the text's centre (pop). */
      scale: number;
      /** Only this many pixels from the left are drawn (karaoke's fill); null for all. */
      clipWidth: number | null;
    };

type TextCommand = Extract<DrawCommand, { kind: 'text' }>;

/** 0..1 of the way through a word (0 before it, 1 after it). */
export function wordProgress(w: Pick<PlacedWord, 'startMs' | 'endMs'>, atMs: number): number {
  if (atMs <= w.startMs) return 0;
  if (atMs >= w.endMs) return 1;
  return (atMs - w.startMs) / (w.endMs - w.startMs);
}

const speaking = (w: PlacedWord, atMs: number) => atMs >= w.startMs && atMs < w.endMs;

/** A pop: small, past its full size, then settled, over 160 ms. */
export function popScale(sinceMs: number): number {
  if (sinceMs < 0) return 0;
  if (sinceMs < 80) return 0.6 + (POP_MAX - 0.6) * (sinceMs / 80);
  if (sinceMs < 160) return POP_MAX - (POP_MAX - 1) * ((sinceMs - 80) / 80);
  return 1;
}

/** A bounce: the spoken word rises and lands once, over 250 ms, at most a fifth of the font size. */
export const bounceLift = (sinceMs: number, fontSize: number) =>
  sinceMs < 0 || sinceMs >= 250 ? 0 : 0.2 * fontSize * Math.sin((Math.PI * sinceMs) / 250);

/** How many of a word's characters a typewriter shows: all once said, a share while said, none before. */
export function typedChars(w: Pick<PlacedWord, 'text' | 'startMs' | 'endMs'>, atMs: number): number {
  const chars = [...w.text];
  if (atMs < w.startMs) return 0;
  if (atMs >= w.endMs) return chars.length;
  return Math.max(1, Math.ceil(chars.length * wordProgress(w, atMs)));
}

export function frameCommands(block: CaptionBlock, look: CaptionLook, atMs: number): DrawCommand[] {
  const out: DrawCommand[] = [];
  const size = block.fontSize;
  const outline = look.stroke ? { color: look.stroke, width: Math.max(2, size / 8) } : null;
  const text = (w: PlacedWord, over: Partial<TextCommand> = {}): TextCommand => ({
    kind: 'text',
    text: w.text,
    x: w.x,
    y: w.y,
    font: block.font,
    color: look.color,
    outline,
    scale: 1,
    clipWidth: null,
    ...over,
  });
  for (const w of block.words) {
    const on = speaking(w, atMs);
    const since = atMs - w.startMs;
    switch (look.style) {
      case 'plain':
        out.push(text(w));
        break;
      case 'highlight':
      case 'emoji':
        out.push(text(w, { color: on ? look.highlight : look.color }));
        break;
      case 'pop':
        // A word shows from the moment it is said.
        if (since >= 0) out.push(text(w, { color: on ? look.highlight : look.color, scale: popScale(since) }));
        break;
      case 'bounce':
        out.push(text(w, { color: on ? look.highlight : look.color, y: w.y - (on ? bounceLift(since, size) : 0) }));
        break;
      case 'box':
        if (on) {
          const padX = size * 0.18;
          const padY = size * 0.12;
          out.push({
            kind: 'rect',
            x: w.x - padX,
            y: w.y - size * 0.6 - padY,
            width: w.width + 2 * padX,
            height: size * 1.2 + 2 * padY,
            radius: size * 0.2,
            color: look.highlight,
          });
        }
        // On the box the word takes the outline colour and no outline, as the peers draw it.
        out.push(text(w, on ? { color: look.stroke ?? '#000000', outline: null } : {}));
        break;
      case 'karaoke': {
        out.push(text(w));
        const fill = wordProgress(w, atMs);
        if (fill > 0) out.push(text(w, { color: look.highlight, outline: null, clipWidth: fill * w.width }));
        break;
      }
      case 'typewriter': {
        const n = typedChars(w, atMs);
        if (n > 0) out.push(text(w, { text: [...w.text].slice(0, n).join('') }));
        break;
      }
      case 'keyword':
        out.push(text(w, { color: w.keyword ? look.highlight : look.color }));
        break;
    }
    if (look.style === 'emoji' && w.emoji && atMs >= w.startMs) {
      out.push(text(w, { text: w.emoji, x: w.x + w.width + size * 0.3, outline: null, color: look.color }));
    }
  }
  return out;
}
