// The logo maker's pure layout model: from the brand's words and a way to
// measure text, every proposal as a list of drawable elements in one fixed
// viewBox. Nothing here knows fonts or the DOM: text widths come from the
// passed-in `measure` (the real font's advances in the editor, a simple rule in
// tests), so the same input always gives the same drawing, and the SVG, the PNG
// and the preview are all drawn from it.
import { LOGO_LAYOUTS, LOGO_PARTS, type LogoLayout, type LogoOffsets, type LogoPart } from '@src/common/contracts/logo';
import { monogram } from './initials';

/** The viewBox of every proposal (2:1, a header's shape), and of the icon-only mark. */
export const VIEW = { width: 480, height: 240 } as const;
export const MARK_VIEW = { width: 240, height: 240 } as const;
const MARGIN = 16;
/** A line's extent around its baseline, in font sizes: room for accented capitals above, descenders below. */
export const ASCENT = 0.95;
export const DESCENT = 0.28;

export type Weight = 400 | 700;
/** The width of `text` at font size `size` in viewBox units. */
export type Measure = (text: string, size: number, weight: Weight) => number;
/** Colours by role: `ink` is the words, `paper` what sits on a filled shape; each version resolves them. */
export type Paint = 'primary' | 'ink' | 'paper';

export type TextElement = {
  type: 'text';
  role: 'name' | 'tagline' | 'initials';
  text: string;
  /** Where the run starts (its left edge), and its baseline. */
  x: number;
  y: number;
  size: number;
  weight: Weight;
  width: number;
  paint: Paint;
};
export type IconElement = { type: 'icon'; x: number; y: number; size: number; paint: Paint };
export type CircleElement = {
  type: 'circle';
  cx: number;
  cy: number;
  r: number;
  fill: Paint | null;
  stroke: Paint | null;
  strokeWidth: number;
  /** A circle drawn behind the icon moves with it. */
  carries?: 'icon';
};
export type RectElement = {
  type: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  rx: number;
  fill: Paint | null;
  stroke: Paint | null;
  strokeWidth: number;
};
export type LogoElement = TextElement | IconElement | CircleElement | RectElement;
export interface Drawing {
  view: { width: number; height: number };
  elements: LogoElement[];
}
export interface LogoWords {
  name: string;
  tagline: string;
}

/** A run at the largest size up to `max` that fits `maxWidth`. */
function fit(measure: Measure, text: string, maxWidth: number, max: number, weight: Weight) {
  const atMax = measure(text, max, weight);
  const size = atMax > maxWidth ? (max * maxWidth) / atMax : max;
  return { size, width: atMax > maxWidth ? maxWidth : atMax, weight };
}
type Run = ReturnType<typeof fit> & { text: string; role: TextElement['role']; paint: Paint };
const lineHeight = (r: Run) => (ASCENT + DESCENT) * r.size;
const runAt = (r: Run, left: number, top: number): TextElement => ({
  type: 'text',
  role: r.role,
  text: r.text,
  x: left,
  y: top + ASCENT * r.size,
  size: r.size,
  weight: r.weight,
  width: r.width,
  paint: r.paint,
});

/** Blocks placed one under another, the whole centred on `cy`; each block gets its top. */
function column(heights: number[], gap: number, cy: number): number[] {
  const total = heights.reduce((a, h) => a + h, 0) + gap * Math.max(0, heights.length - 1);
  let top = cy - total / 2;
  return heights.map((h) => {
    const at = top;
    top += h + gap;
    return at;
  });
}

interface Ctx {
  measure: Measure;
  name: string;
  tagline: string;
}
const nameRun = (c: Ctx, maxWidth: number, max: number, paint: Paint = 'ink'): Run => ({
  ...fit(c.measure, c.name, maxWidth, max, 700),
  text: c.name,
  role: 'name',
  paint,
});
/** The tagline, never larger than 40 % of the name it goes with; null when there is none. */
const taglineRun = (c: Ctx, maxWidth: number, name: Run, paint: Paint = 'ink'): Run | null =>
  c.tagline
    ? { ...fit(c.measure, c.tagline, maxWidth, Math.max(10, name.size * 0.4), 400), text: c.tagline, role: 'tagline', paint }
    : null;

/** Text runs centred on `cx`, stacked around `cy`, with extra blocks (icon, bar) given by height. */
function centredColumn(
  blocks: ({ run: Run } | { height: number; place: (top: number) => LogoElement })[],
  cx: number,
  cy: number,
  gap: number,
) {
  const tops = column(
    blocks.map((b) => ('run' in b ? lineHeight(b.run) : b.height)),
    gap,
    cy,
  );
  return blocks.map((b, i) => ('run' in b ? runAt(b.run, cx - b.run.width / 2, tops[i]!) : b.place(tops[i]!)));
}

const W = VIEW.width;
const H = VIEW.height;
const INNER = W - 2 * MARGIN;

/** Icon and words side by side, the row centred; the words a name and maybe a tagline, left-aligned. */
function sideBySide(c: Ctx, iconSize: number, iconFirst: boolean, withTagline: boolean): LogoElement[] {
  const gap = iconSize * 0.25;
  const room = INNER - iconSize - gap;
  const name = nameRun(c, room, 72);
  const tag = withTagline ? taglineRun(c, room, name) : null;
  const words = Math.max(name.width, tag?.width ?? 0);
  const left = (W - (iconSize + gap + words)) / 2;
  const wordsLeft = iconFirst ? left + iconSize + gap : left;
  const iconLeft = iconFirst ? left : left + words + gap;
  const runs = tag ? [name, tag] : [name];
  const tops = column(runs.map(lineHeight), 6, H / 2);
  return [
    { type: 'icon', x: iconLeft, y: (H - iconSize) / 2, size: iconSize, paint: 'primary' },
    ...runs.map((r, i) => runAt(r, wordsLeft, tops[i]!)),
  ];
}

function stacked(c: Ctx, iconSize: number, withTagline: boolean, inCircle: boolean): LogoElement[] {
  const mark = inCircle ? iconSize * 1.5 : iconSize;
  const name = nameRun(c, INNER, 56);
  const tag = withTagline ? taglineRun(c, INNER, name) : null;
  const icon = {
    height: mark,
    place: (top: number): LogoElement => ({
      type: 'icon',
      x: (W - iconSize) / 2,
      y: top + (mark - iconSize) / 2,
      size: iconSize,
      paint: inCircle ? 'paper' : 'primary',
    }),
  };
  const els = centredColumn([icon, { run: name }, ...(tag ? [{ run: tag }] : [])], W / 2, H / 2, 10);
  if (!inCircle) return els;
  const at = els[0] as IconElement;
  const circle: CircleElement = {
    type: 'circle',
    cx: W / 2,
    cy: at.y + iconSize / 2,
    r: mark / 2,
    fill: 'primary',
    stroke: null,
    strokeWidth: 0,
    carries: 'icon',
  };
  return [circle, ...els];
}

/** Initials inside a filled circle or rounded square of side `side`, centred on (cx, cy). */
function monogramMark(c: Ctx, cx: number, cy: number, side: number, shape: 'circle' | 'square'): LogoElement[] {
  const initials: Run = {
    ...fit(c.measure, monogram(c.name), side * 0.62, side * 0.5, 700),
    text: monogram(c.name),
    role: 'initials',
    paint: 'paper',
  };
  // Capitals sit on the baseline and rise about 0.7 of the size: centre that, not the line box.
  const text: TextElement = { ...runAt(initials, cx - initials.width / 2, 0), y: cy + initials.size * 0.35 };
  const shapeEl: LogoElement =
    shape === 'circle'
      ? { type: 'circle', cx, cy, r: side / 2, fill: 'primary', stroke: null, strokeWidth: 0 }
      : {
          type: 'rect',
          x: cx - side / 2,
          y: cy - side / 2,
          width: side,
          height: side,
          rx: side * 0.2,
          fill: 'primary',
          stroke: null,
          strokeWidth: 0,
        };
  return [shapeEl, text];
}

const LAYOUTS: Record<LogoLayout, (c: Ctx) => LogoElement[]> = {
  wordmark: (c) => centredColumn([{ run: nameRun(c, INNER, 96) }], W / 2, H / 2, 0),
  'wordmark-tagline': (c) => {
    const name = nameRun(c, INNER, 80);
    const tag = taglineRun(c, INNER, name);
    return centredColumn([{ run: name }, ...(tag ? [{ run: tag }] : [])], W / 2, H / 2, 8);
  },
  'wordmark-underline': (c) => {
    const name = nameRun(c, INNER, 80);
    const bar = {
      height: 8,
      place: (top: number): LogoElement => ({
        type: 'rect',
        x: (W - name.width * 0.5) / 2,
        y: top,
        width: name.width * 0.5,
        height: 8,
        rx: 4,
        fill: 'primary',
        stroke: null,
        strokeWidth: 0,
      }),
    };
    return centredColumn([{ run: name }, bar], W / 2, H / 2, 10);
  },
  'icon-left': (c) => sideBySide(c, 96, true, false),
  'icon-left-tagline': (c) => sideBySide(c, 88, true, true),
  'icon-right': (c) => sideBySide(c, 80, false, false),
  stacked: (c) => stacked(c, 96, false, false),
  'stacked-tagline': (c) => stacked(c, 72, true, false),
  'stacked-circle': (c) => stacked(c, 56, false, true),
  'monogram-circle': (c) => monogramMark(c, W / 2, H / 2, 192, 'circle'),
  'monogram-square': (c) => {
    const side = 120;
    const gap = 20;
    const name = nameRun(c, INNER - side - gap, 64);
    const left = (W - (side + gap + name.width)) / 2;
    return [...monogramMark(c, left + side / 2, H / 2, side, 'square'), runAt(name, left + side + gap, H / 2 - lineHeight(name) / 2)];
  },
  'badge-circle': (c) => {
    const r = 108;
    const name = nameRun(c, r * 1.5, 40);
    const tag = taglineRun(c, r * 1.3, name);
    const icon = {
      height: 56,
      place: (top: number): LogoElement => ({ type: 'icon', x: (W - 56) / 2, y: top, size: 56, paint: 'primary' }),
    };
    const ring: CircleElement = { type: 'circle', cx: W / 2, cy: H / 2, r, fill: null, stroke: 'primary', strokeWidth: 6 };
    return [ring, ...centredColumn([icon, { run: name }, ...(tag ? [{ run: tag }] : [])], W / 2, H / 2, 6)];
  },
  'badge-emblem': (c) => {
    const plate: RectElement = {
      type: 'rect',
      x: MARGIN,
      y: 40,
      width: INNER,
      height: H - 80,
      rx: 28,
      fill: 'primary',
      stroke: null,
      strokeWidth: 0,
    };
    const iconSize = 72;
    const gap = 18;
    const name = nameRun(c, INNER - 48 - iconSize - gap, 56, 'paper');
    const left = (W - (iconSize + gap + name.width)) / 2;
    return [
      plate,
      { type: 'icon', x: left, y: (H - iconSize) / 2, size: iconSize, paint: 'paper' },
      runAt(name, left + iconSize + gap, H / 2 - lineHeight(name) / 2),
    ];
  },
};

/** Every proposal for these words, in the order of LOGO_LAYOUTS. */
export function proposals(words: LogoWords, measure: Measure): { layout: LogoLayout; drawing: Drawing }[] {
  return LOGO_LAYOUTS.map((layout) => ({ layout, drawing: drawLayout(layout, words, measure) }));
}

/** The layout's drawing, with the parts a person moved by hand (`offsets`) moved, never out of the viewBox. */
export function drawLayout(layout: LogoLayout, words: LogoWords, measure: Measure, offsets: LogoOffsets = {}): Drawing {
  const c = { measure, name: words.name.trim(), tagline: words.tagline.trim() };
  return applyOffsets({ view: VIEW, elements: LAYOUTS[layout](c) }, offsets);
}

/** Which movable part an element belongs to, if any (shapes of a badge or a monogram stay put). */
export function partOf(e: LogoElement): LogoPart | null {
  if (e.type === 'icon') return 'icon';
  if (e.type === 'circle' && e.carries) return e.carries;
  if (e.type === 'text' && (e.role === 'name' || e.role === 'tagline')) return e.role;
  return null;
}

type Box = ReturnType<typeof bounds>;
/** The box around a part's elements, or null when this drawing has no such part. */
export function partBox(d: Drawing, part: LogoPart): Box | null {
  const boxes = d.elements.filter((e) => partOf(e) === part).map(bounds);
  if (boxes.length === 0) return null;
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, Math.min(lo, 0)), Math.max(hi, 0));
/** The nearest move to `offset` that keeps the part's box inside the viewBox (a part larger than it stays where it is). */
export function clampOffset(d: Drawing, part: LogoPart, offset: { x: number; y: number }): { x: number; y: number } {
  const b = partBox(d, part);
  if (!b) return { x: 0, y: 0 };
  return { x: clamp(offset.x, -b.x0, d.view.width - b.x1), y: clamp(offset.y, -b.y0, d.view.height - b.y1) };
}

function moved(e: LogoElement, dx: number, dy: number): LogoElement {
  return e.type === 'circle' ? { ...e, cx: e.cx + dx, cy: e.cy + dy } : { ...e, x: e.x + dx, y: e.y + dy };
}

/** A drawing with each moved part translated by its (clamped) offset; the same drawing when nothing moved. */
export function applyOffsets(d: Drawing, offsets: LogoOffsets): Drawing {
  const moves = new Map<LogoPart, { x: number; y: number }>();
  for (const part of LOGO_PARTS) {
    const o = offsets[part];
    if (o && (o.x !== 0 || o.y !== 0)) moves.set(part, clampOffset(d, part, o));
  }
  if (moves.size === 0) return d;
  return {
    ...d,
    elements: d.elements.map((e) => {
      const part = partOf(e);
      const m = part ? moves.get(part) : undefined;
      return m ? moved(e, m.x, m.y) : e;
    }),
  };
}

/** The icon-only version: a monogram layout keeps its monogram, every other one its icon. */
export function drawMark(layout: LogoLayout, words: LogoWords, measure: Measure): Drawing {
  const c = { measure, name: words.name.trim(), tagline: '' };
  const s = MARK_VIEW.width;
  if (layout === 'monogram-circle' || layout === 'monogram-square')
    return { view: MARK_VIEW, elements: monogramMark(c, s / 2, s / 2, s - 2 * MARGIN, layout === 'monogram-circle' ? 'circle' : 'square') };
  return { view: MARK_VIEW, elements: [{ type: 'icon', x: MARGIN, y: MARGIN, size: s - 2 * MARGIN, paint: 'primary' }] };
}

/** Each element's box, for the overflow check (a text's box is its measured run and line extent). */
export function bounds(e: LogoElement): { x0: number; y0: number; x1: number; y1: number } {
  switch (e.type) {
    case 'text':
      return { x0: e.x, y0: e.y - ASCENT * e.size, x1: e.x + e.width, y1: e.y + DESCENT * e.size };
    case 'icon':
      return { x0: e.x, y0: e.y, x1: e.x + e.size, y1: e.y + e.size };
    case 'circle':
      return {
        x0: e.cx - e.r - e.strokeWidth / 2,
        y0: e.cy - e.r - e.strokeWidth / 2,
        x1: e.cx + e.r + e.strokeWidth / 2,
        y1: e.cy + e.r + e.strokeWidth / 2,
      };
    case 'rect':
      return { x0: e.x, y0: e.y, x1: e.x + e.width, y1: e.y + e.height };
  }
}
