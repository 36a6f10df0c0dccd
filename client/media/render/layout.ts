// Where a clip's logo, headline and caption block go so that none covers
// another (decision 043). Pure: rectangles in output pixels in, rectangles
// out; the text's size comes from a measuring function, so the render and the
// preview (render/arrange.ts, with a canvas) and the tests (with a fake
// measure) run the same solver.
// - the logo is the anchor: it keeps the corner the user chose;
// - the headline keeps its band; when it meets the logo it either wraps
//   narrower (beside the logo) or steps past it, whichever costs less height;
// - the caption block moves up or down the least it must to clear both.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

import type { ClipLogoCorner as LogoCorner } from '@src/common/contracts/clip';

export type { LogoCorner };

/** The size a text block takes when it may be at most `boxWidth` wide (width ≤ boxWidth). */
export type MeasureText = (boxWidth: number) => { width: number; height: number };

export interface LayoutInput {
  frame: { width: number; height: number };
  logo?: { corner: LogoCorner; width: number; height: number };
  headline?: { centreY: number; boxWidth: number; measure: MeasureText };
  /** The caption block (its largest cue) where the style put it. */
  captions?: { centreY: number; width: number; height: number };
}

export interface LayoutResult {
  logo?: Rect;
  /** `boxWidth`: the width the headline was wrapped to. */
  headline?: Rect & { boxWidth: number };
  captions?: Rect;
}

/** Space kept from the frame's edges, and between blocks, as fractions of the frame's short side. */
const MARGIN = 0.04;
const GAP = 0.015;
/** A headline narrower than this share of the frame reads as a column: step past the logo instead. */
const MIN_HEADLINE = 0.5;

export function intersects(a: Rect, b: Rect, gap = 0): boolean {
  return a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;
}

export function logoRect(frame: LayoutInput['frame'], logo: NonNullable<LayoutInput['logo']>): Rect {
  const m = MARGIN * Math.min(frame.width, frame.height);
  const right = logo.corner.endsWith('right');
  const bottom = logo.corner.startsWith('bottom');
  return {
    x: right ? frame.width - m - logo.width : m,
    y: bottom ? frame.height - m - logo.height : m,
    width: logo.width,
    height: logo.height,
  };
}

const within = (v: number, low: number, high: number) => Math.min(Math.max(v, low), Math.max(low, high));

function placeHeadline(input: LayoutInput, logo: Rect | undefined, m: number, gap: number): LayoutResult['headline'] {
  const h = input.headline!;
  const { width: W, height: H } = input.frame;
  const at = (boxWidth: number, centreX: number, centreY: number) => {
    const size = h.measure(boxWidth);
    const y = within(centreY - size.height / 2, m, H - m - size.height);
    const x = within(centreX - size.width / 2, m, W - m - size.width);
    return { x, y, width: size.width, height: size.height, boxWidth };
  };
  const wanted = at(h.boxWidth, W / 2, h.centreY);
  if (!logo || !intersects(wanted, logo, gap)) return wanted;
  type Option = { rect: NonNullable<LayoutResult['headline']>; cost: number };
  const options: Option[] = [];
  const logoLeft = logo.x + logo.width / 2 < W / 2;
  // Beside the logo, still centred on the frame: as much room on the other side is given up.
  const symmetric = W - 2 * (logoLeft ? logo.x + logo.width + gap : W - logo.x + gap);
  if (symmetric >= MIN_HEADLINE * W) {
    const rect = at(Math.min(symmetric, h.boxWidth), W / 2, h.centreY);
    options.push({ rect, cost: rect.height - wanted.height });
  }
  // Beside the logo, in all the room left: off centre, so it costs a little more.
  const free = logoLeft ? { from: logo.x + logo.width + gap, to: W - m } : { from: m, to: logo.x - gap };
  if (free.to - free.from >= MIN_HEADLINE * W) {
    const rect = at(Math.min(free.to - free.from, h.boxWidth), (free.from + free.to) / 2, h.centreY);
    options.push({ rect, cost: rect.height - wanted.height + Math.abs(rect.x + rect.width / 2 - W / 2) * 0.25 });
  }
  // Past the logo, at full width.
  const logoTop = logo.y + logo.height / 2 < H / 2;
  const pastY = logoTop ? logo.y + logo.height + gap + wanted.height / 2 : logo.y - gap - wanted.height / 2;
  const past = at(h.boxWidth, W / 2, pastY);
  options.push({ rect: past, cost: Math.abs(past.y - wanted.y) });
  const clear = options.filter((o) => !intersects(o.rect, logo, gap - 0.5));
  return (clear.length ? clear : options).sort((a, b) => a.cost - b.cost)[0]!.rect;
}

function placeCaptions(input: LayoutInput, obstacles: readonly Rect[], m: number, gap: number): Rect {
  const c = input.captions!;
  const { width: W, height: H } = input.frame;
  const at = (top: number): Rect => ({ x: (W - c.width) / 2, y: within(top, m, H - m - c.height), width: c.width, height: c.height });
  const wanted = at(c.centreY - c.height / 2);
  const free = (r: Rect) => obstacles.every((o) => !intersects(r, o, gap - 0.5));
  if (free(wanted)) return wanted;
  // Just below or just above each obstacle: the nearest that clears them all.
  const tops = obstacles.flatMap((o) => [o.y + o.height + gap, o.y - gap - c.height]);
  const candidates = tops
    .map(at)
    .filter(free)
    .sort((a, b) => Math.abs(a.y - wanted.y) - Math.abs(b.y - wanted.y));
  return candidates[0] ?? wanted;
}

export function solveLayout(input: LayoutInput): LayoutResult {
  const short = Math.min(input.frame.width, input.frame.height);
  const m = MARGIN * short;
  const gap = GAP * short;
  const result: LayoutResult = {};
  if (input.logo) result.logo = logoRect(input.frame, input.logo);
  if (input.headline) result.headline = placeHeadline(input, result.logo, m, gap);
  if (input.captions) {
    const obstacles = [result.logo, result.headline].filter((r): r is Rect => r !== undefined);
    result.captions = placeCaptions(input, obstacles, m, gap);
  }
  return result;
}

/** The logo's side: a share of the frame's short side, so it weighs the same in every format. */
export const logoSide = (frame: { width: number; height: number }) => Math.round(0.12 * Math.min(frame.width, frame.height));
