// Where a cue's words go on the frame: wrapped to the width the safe area
// leaves, the font made smaller while the block does not fit it, the block
// centred on the wanted line and then moved wholly inside the area. The box it
// returns holds every animation's reach (a pop's growth, a bounce's rise, the
// highlight box and the outline), so a layout that keeps other things out of
// that box keeps them out of every frame.
import type { CaptionStyleId } from '@src/common/contracts/caption-styles';
import { safeAreaForAll, type Rect } from './safe-zones';
import { emojiFor, isKeyword } from './words';

import type { CaptionWord } from '../render/composition';

export interface CaptionCue {
  startMs: number;
  endMs: number;
  words: CaptionWord[];
  /** How many words each line holds, when the lines are set (subtitles); a line too wide still wraps. */
  lines?: number[];
}

export interface CaptionLook {
  style: CaptionStyleId;
  fontFamily: string;
  fontWeight?: number;
  /** In output pixels: the largest the text gets; a block that does not fit is set smaller. */
  fontSize: number;
  color: string;
  highlight: string;
  /** Outline colour (also the text colour on the highlight box). */
  stroke?: string;
  /** Words the creator wants marked (the kit's words to use), bare (see words.ts). */
  keywords?: readonly string[];
}

export interface Placement {
  /** The wanted centre line, as a fraction of the frame's height. */
  y: number;
  /** The widest a line may be, as a fraction of the frame's width. */
  maxWidth: number;
  /** The area the block must stay in, in pixels; by default the area safe on every network. */
  area?: Rect;
}

/** Measures text in a CSS font ("700 48px Inter"). */
export type Measure = (text: string, font: string) => number;

export interface PlacedWord {
  text: string;
  /** Drawn after the word in the emoji style. */
  emoji: string | null;
  keyword: boolean;
  startMs: number;
  endMs: number;
  /** Left edge and centre line, in pixels. */
  x: number;
  y: number;
  width: number;
}

export interface CaptionBlock {
  font: string;
  fontSize: number;
  words: PlacedWord[];
  /** Everything the cue ever draws, in pixels. */
  box: Rect;
}

/** Room kept round the text for the outline, a bounce and the highlight box, in font sizes. */
const PAD = 0.35;
const LINE = 1.25;
const MIN_FONT = 8;
/** The most a popping word grows (see frame.ts). */
export const POP_MAX = 1.15;

export const cssFont = (look: Pick<CaptionLook, 'fontFamily' | 'fontWeight'>, size: number) =>
  `${look.fontWeight ?? 700} ${size}px ${look.fontFamily}`;

interface Token {
  word: CaptionWord;
  emoji: string | null;
}

function lineWidth(tokens: readonly Token[], font: string, measure: Measure): number {
  const space = measure(' ', font);
  return tokens.reduce((w, t, i) => w + (i ? space : 0) + tokenWidth(t, font, measure), 0);
}

const tokenWidth = (t: Token, font: string, measure: Measure) =>
  measure(t.word.text, font) + (t.emoji ? measure(' ', font) + measure(t.emoji, font) : 0);

/** Words cut into lines no wider than `max`; the set lines first when there are any. */
function breakLines(tokens: readonly Token[], sizes: readonly number[] | undefined, max: number, font: string, measure: Measure) {
  const groups: Token[][] = [];
  if (sizes?.length) {
    let at = 0;
    sizes.forEach((n, i) => {
      const g = tokens.slice(at, i === sizes.length - 1 ? tokens.length : at + n);
      at += g.length;
      if (g.length) groups.push(g);
    });
  } else groups.push([...tokens]);
  const lines: Token[][] = [];
  for (const g of groups) {
    let line: Token[] = [];
    for (const t of g) {
      if (line.length > 0 && lineWidth([...line, t], font, measure) > max) {
        lines.push(line);
        line = [t];
      } else line.push(t);
    }
    if (line.length) lines.push(line);
  }
  return lines;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));

export function layoutCue(
  cue: CaptionCue,
  look: CaptionLook,
  frame: { width: number; height: number },
  place: Placement,
  measure: Measure,
): CaptionBlock {
  const area = place.area ?? safeAreaForAll(frame);
  const listed = new Set(look.keywords ?? []);
  const tokens: Token[] = cue.words.map((word) => ({ word, emoji: look.style === 'emoji' ? emojiFor(word.text) : null }));
  const grow = look.style === 'pop' ? POP_MAX : 1;
  let size = look.fontSize;
  for (;;) {
    const font = cssFont(look, size);
    const padY = size * PAD;
    const longestWord = Math.max(0, ...tokens.map((t) => tokenWidth(t, font, measure)));
    // A popping word grows about its own centre: the box holds the growth of the longest one.
    const padX = (longestWord * (grow - 1)) / 2 + padY;
    const max = Math.min(area.width, place.maxWidth * frame.width) - 2 * padX;
    const lines = breakLines(tokens, cue.lines, max, font, measure);
    const widths = lines.map((l) => lineWidth(l, font, measure));
    const widest = Math.max(0, ...widths);
    const lineH = size * LINE;
    const height = lines.length * lineH + 2 * padY;
    const width = widest + 2 * padX;
    const fits = width <= area.width + 0.01 && height <= area.height + 0.01;
    if (!fits && size > MIN_FONT) {
      size = Math.max(MIN_FONT, Math.floor(size * 0.92));
      continue;
    }
    const top = clamp(place.y * frame.height - height / 2, area.y, area.y + area.height - height);
    const cx = clamp(frame.width / 2, area.x + width / 2, area.x + area.width - width / 2);
    const space = measure(' ', font);
    const words: PlacedWord[] = [];
    lines.forEach((line, i) => {
      let x = cx - widths[i]! / 2;
      const y = top + padY + (i + 0.5) * lineH;
      for (const t of line) {
        const w = measure(t.word.text, font);
        words.push({
          text: t.word.text,
          emoji: t.emoji,
          keyword: isKeyword(t.word.text, listed),
          startMs: t.word.startMs,
          endMs: t.word.endMs,
          x,
          y,
          width: w,
        });
        x += tokenWidth(t, font, measure) + space;
      }
    });
    return { font, fontSize: size, words, box: { x: cx - width / 2, y: top, width, height } };
  }
}
