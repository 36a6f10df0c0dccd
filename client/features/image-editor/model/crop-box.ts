// The crop box the user drags in crop mode, as pure functions. The document's
// crop is in fractions of the oriented picture; the box is worked out in its
// pixels (a 1:1 box of a 4:3 photo is square on screen and in the file) and
// snapped to whole pixels, since the export is made of them. Every resize and
// draw starts from the box as it was when the drag began and the drag's whole
// distance, so dragging a handle past the opposite side flips the box over
// that side instead of shrinking it to nothing.
import type { Crop, CropRatio } from '@src/common/contracts/image';
import { RATIO_VALUES } from './geometry';

export type CropHandle = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w';
export const CROP_HANDLES: readonly CropHandle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];
/** What a point of the picture is over in crop mode. */
export type CropHit = CropHandle | 'inside' | 'outside';

type Size = { width: number; height: number };
/** A point of the oriented picture in fractions of its sides. */
export type Point = { x: number; y: number };

/** A box is never smaller than this share of a side, nor than MIN_CROP_PX (unless the picture is). */
export const MIN_CROP_FRACTION = 0.02;
export const MIN_CROP_PX = 4;
const minSide = (side: number) => Math.min(side, Math.max(MIN_CROP_PX, side * MIN_CROP_FRACTION));

const aspectOf = (ratio: CropRatio): number | null => (ratio === 'free' ? null : RATIO_VALUES[ratio]);
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Where a handle is (fractions): on a corner, or in the middle of an edge. */
export function handlePoint(c: Crop, h: CropHandle): Point {
  const x = h.includes('w') ? c.x : h.includes('e') ? c.x + c.width : c.x + c.width / 2;
  const y = h.includes('n') ? c.y : h.includes('s') ? c.y + c.height : c.y + c.height / 2;
  return { x, y };
}

/**
 * What `p` is over: a handle when within `reach` of it (fractions per axis, so the canvas can pass a
 * few screen pixels), corners before edges, else inside or outside the box.
 */
export function cropHit(c: Crop, p: Point, reach: Point): CropHit {
  const near = (h: CropHandle) => {
    const q = handlePoint(c, h);
    return Math.abs(p.x - q.x) <= reach.x && Math.abs(p.y - q.y) <= reach.y;
  };
  const corner = (['nw', 'ne', 'se', 'sw'] as const).find(near);
  if (corner) return corner;
  // A whole edge is a handle, not only its middle: the box is easy to catch.
  const inX = p.x >= c.x - reach.x && p.x <= c.x + c.width + reach.x;
  const inY = p.y >= c.y - reach.y && p.y <= c.y + c.height + reach.y;
  if (inY && Math.abs(p.x - c.x) <= reach.x) return 'w';
  if (inY && Math.abs(p.x - c.x - c.width) <= reach.x) return 'e';
  if (inX && Math.abs(p.y - c.y) <= reach.y) return 'n';
  if (inX && Math.abs(p.y - c.y - c.height) <= reach.y) return 's';
  return p.x > c.x && p.x < c.x + c.width && p.y > c.y && p.y < c.y + c.height ? 'inside' : 'outside';
}

/** A pixel box back to fractions, snapped to whole pixels and kept inside the picture. */
function toCrop(left: number, top: number, w: number, h: number, size: Size): Crop {
  const width = clamp(Math.round(w), 1, size.width);
  const height = clamp(Math.round(h), 1, size.height);
  const x = clamp(Math.round(left), 0, size.width - width);
  const y = clamp(Math.round(top), 0, size.height - height);
  return { x: x / size.width, y: y / size.height, width: width / size.width, height: height / size.height };
}

/**
 * The box from a fixed corner `a` to the dragged point `p` (pixels). `dir` is the way it opens when
 * p is level with a (a click without a move). With an aspect, the farther of the two distances
 * leads, so the box follows the pointer whichever way it goes; then the picture's edges and the
 * minimum size bound it.
 */
function fromAnchor(a: Point, p: Point, dir: Point, aspect: number | null, size: Size): Crop {
  const dx = Math.sign(p.x - a.x) || dir.x;
  const dy = Math.sign(p.y - a.y) || dir.y;
  const roomW = dx > 0 ? size.width - a.x : a.x;
  const roomH = dy > 0 ? size.height - a.y : a.y;
  let w = Math.abs(p.x - a.x);
  let h = Math.abs(p.y - a.y);
  if (aspect === null) {
    w = clamp(w, minSide(size.width), Math.max(roomW, minSide(size.width)));
    h = clamp(h, minSide(size.height), Math.max(roomH, minSide(size.height)));
  } else {
    w = Math.max(w, h * aspect, minSide(size.width), minSide(size.height) * aspect);
    w = Math.min(w, Math.max(roomW, minSide(size.width)), Math.max(roomH, minSide(size.height)) * aspect);
    h = w / aspect;
  }
  return toCrop(dx > 0 ? a.x : a.x - w, dy > 0 ? a.y : a.y - h, w, h, size);
}

/** In pixels of the picture. */
const px = (c: Crop, s: Size) => ({ l: c.x * s.width, t: c.y * s.height, r: (c.x + c.width) * s.width, b: (c.y + c.height) * s.height });

/**
 * The box after dragging `handle` by (dx, dy) fractions of the picture from `crop`. A corner moves
 * freely (or along the ratio), the opposite corner fixed; an edge moves one side, and with a ratio
 * the other axis follows about the box's centre line.
 */
export function resizeCrop(crop: Crop, handle: CropHandle, dx: number, dy: number, ratio: CropRatio, size: Size): Crop {
  const aspect = aspectOf(ratio);
  const b = px(crop, size);
  const hx = handle.includes('w') ? -1 : handle.includes('e') ? 1 : 0;
  const hy = handle.includes('n') ? -1 : handle.includes('s') ? 1 : 0;
  if (hx !== 0 && hy !== 0) {
    const a = { x: hx > 0 ? b.l : b.r, y: hy > 0 ? b.t : b.b };
    const p = { x: (hx > 0 ? b.r : b.l) + dx * size.width, y: (hy > 0 ? b.b : b.t) + dy * size.height };
    return fromAnchor(a, p, { x: hx, y: hy }, aspect, size);
  }
  if (hx !== 0) return edge(b.l, b.r, b.t, b.b, hx, dx * size.width, aspect, size);
  // A top or bottom edge is a left or right one of the picture seen transposed.
  const t = edge(b.t, b.b, b.l, b.r, hy, dy * size.height, aspect === null ? null : 1 / aspect, {
    width: size.height,
    height: size.width,
  });
  return { x: t.y, y: t.x, width: t.height, height: t.width };
}

/** A right (side 1) or left (side -1) edge dragged by `d` pixels, of a box l..r × t..b. */
function edge(l: number, r: number, t: number, b: number, side: number, d: number, aspect: number | null, size: Size): Crop {
  const a = side > 0 ? l : r;
  const moved = (side > 0 ? r : l) + d;
  const dir = Math.sign(moved - a) || side;
  const room = dir > 0 ? size.width - a : a;
  let w = clamp(Math.abs(moved - a), minSide(size.width), Math.max(room, minSide(size.width)));
  let h = b - t;
  if (aspect !== null) {
    w = Math.max(w, minSide(size.height) * aspect);
    w = Math.min(w, size.height * aspect);
    h = w / aspect;
  }
  const top = clamp((t + b) / 2 - h / 2, 0, size.height - h);
  return toCrop(dir > 0 ? a : a - w, top, w, h, size);
}

/** A new box drawn from `start` to `end` (fractions), of `ratio` unless free. */
export function drawCrop(start: Point, end: Point, ratio: CropRatio, size: Size): Crop {
  const a = { x: start.x * size.width, y: start.y * size.height };
  const p = { x: end.x * size.width, y: end.y * size.height };
  return fromAnchor(a, p, { x: 1, y: 1 }, aspectOf(ratio), size);
}

/** One keyboard step: a hundredth of the side, at least a pixel. */
export const keyStep = (size: Size): Point => ({ x: Math.max(1 / size.width, 0.01), y: Math.max(1 / size.height, 0.01) });
