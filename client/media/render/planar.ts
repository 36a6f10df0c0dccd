// The export's fast compositor: frames composed in the decoder's own I420
// planes. Drawing a decoded frame on a 2D canvas costs a full YUV→RGB
// conversion (about 10 ms for 1080p here, on the CPU), and the encoder then
// converts the canvas back to YUV; a picture in picture paid that twice per
// frame, which kept the export near real time (decision 024). Here a layer that
// fills the frame is copied as it was decoded, a smaller one is scaled
// (bilinear) only over the pixels it covers, and texts and images, which do not
// change during their item, are drawn once on a canvas by the same code as the
// preview and kept as YUV with alpha. The geometry is the preview's: the same
// boxes and crops, in pixels of the frame.
import type { Box } from './composition';

/** One I420 frame in one buffer: Y (W×H), then U and V (W/2×H/2 each). Sizes are even. */
export interface Planes {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A drawn layer kept as YUV (the frame's space) with straight alpha, over the pixels it covers. */
export interface YuvaPatch {
  /** Its rectangle on the frame, in pixels; x and y even, so chroma lines up. */
  x: number;
  y: number;
  width: number;
  height: number;
  y_: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
  /** Alpha per luma pixel and per chroma pixel (the mean of its four), 0..255. */
  a: Uint8Array;
  ac: Uint8Array;
}

export const planesSize = (width: number, height: number) => width * height + 2 * (width / 2) * (height / 2);

export function newPlanes(width: number, height: number): Planes {
  if (width % 2 || height % 2) throw new Error(`planar frames need even sizes, got ${width}×${height}`);
  return { width, height, data: new Uint8Array(planesSize(width, height)) };
}

/** Where each plane starts and its stride, as VideoFrame.copyTo's `layout` takes it. */
export function planeLayout(width: number, height: number) {
  const y = width * height;
  const c = (width / 2) * (height / 2);
  return [
    { offset: 0, stride: width },
    { offset: y, stride: width / 2 },
    { offset: y + c, stride: width / 2 },
  ];
}

/** Black, as the canvas path starts each frame. */
export function fillBlack(p: Planes, space: YuvSpace = DEFAULT_SPACE): void {
  const y = p.width * p.height;
  p.data.fill(blackY(space), 0, y);
  p.data.fill(128, y);
}

/** Fades the whole frame toward black by `amount` (0..1), as "fade from black" does. */
export function fadeToBlack(p: Planes, amount: number, space: YuvSpace = DEFAULT_SPACE): void {
  const black = blackY(space);
  const k = Math.round(Math.max(0, Math.min(1, amount)) * 256);
  if (k === 0) return;
  const y = p.width * p.height;
  const d = p.data;
  for (let i = 0; i < y; i++) d[i] = (d[i]! * (256 - k) + black * k) >> 8;
  for (let i = y; i < d.length; i++) d[i] = (d[i]! * (256 - k) + 128 * k) >> 8;
}

interface PlaneView {
  data: Uint8Array;
  offset: number;
  stride: number;
  width: number;
  height: number;
}

function planesOf(p: Planes): [PlaneView, PlaneView, PlaneView] {
  const [ly, lu, lv] = planeLayout(p.width, p.height);
  const cw = p.width / 2;
  const ch = p.height / 2;
  return [
    { data: p.data, offset: ly!.offset, stride: ly!.stride, width: p.width, height: p.height },
    { data: p.data, offset: lu!.offset, stride: lu!.stride, width: cw, height: ch },
    { data: p.data, offset: lv!.offset, stride: lv!.stride, width: cw, height: ch },
  ];
}

/**
 * One plane's part `src` (a rectangle in its pixels) drawn into `dst` over the
 * rectangle `to` (pixels, fractional allowed, clipped to the plane), bilinear,
 * mixed with what is there by `alpha` (0..256).
 */
function scalePlane(src: PlaneView, from: Box, dst: PlaneView, to: Box, alpha: number) {
  const x0 = Math.max(0, Math.ceil(to.x - 0.5));
  const x1 = Math.min(dst.width, Math.ceil(to.x + to.width - 0.5));
  const y0 = Math.max(0, Math.ceil(to.y - 0.5));
  const y1 = Math.min(dst.height, Math.ceil(to.y + to.height - 0.5));
  if (x1 <= x0 || y1 <= y0) return;
  const sx = from.width / to.width;
  const sy = from.height / to.height;
  const maxX = src.width - 1;
  const maxY = src.height - 1;
  // Per destination column: its two source columns and the weight of the second (0..256), once per call.
  const n = x1 - x0;
  const cols = new Int32Array(n * 2);
  const wx = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const fx = Math.min(maxX, Math.max(0, from.x + (x0 + i + 0.5 - to.x) * sx - 0.5));
    const c = Math.floor(fx);
    cols[i * 2] = c;
    cols[i * 2 + 1] = Math.min(maxX, c + 1);
    wx[i] = Math.round((fx - c) * 256);
  }
  const s = src.data;
  const d = dst.data;
  const keep = 256 - alpha;
  for (let y = y0; y < y1; y++) {
    const fy = Math.min(maxY, Math.max(0, from.y + (y + 0.5 - to.y) * sy - 0.5));
    const r = Math.floor(fy);
    const wy = Math.round((fy - r) * 256);
    const row0 = src.offset + r * src.stride;
    const row1 = src.offset + Math.min(maxY, r + 1) * src.stride;
    let o = dst.offset + y * dst.stride + x0;
    for (let i = 0; i < n; i++, o++) {
      const a = cols[i * 2]!;
      const b = cols[i * 2 + 1]!;
      const w = wx[i]!;
      const top = s[row0 + a]! * (256 - w) + s[row0 + b]! * w;
      const bottom = s[row1 + a]! * (256 - w) + s[row1 + b]! * w;
      const value = (top * (256 - wy) + bottom * wy + 32768) >> 16;
      d[o] = alpha === 256 ? value : (value * alpha + d[o]! * keep + 128) >> 8;
    }
  }
}

/**
 * A decoded I420 picture (`src`, its own size) drawn on the frame: its crop
 * (fractions of it) over the box (fractions of the frame), with opacity.
 */
export function drawPicture(dst: Planes, src: Planes, crop: Box, box: Box, opacity: number): void {
  const alpha = Math.round(Math.max(0, Math.min(1, opacity)) * 256);
  if (alpha === 0) return;
  const [dy, du, dv] = planesOf(dst);
  const [sy, su, sv] = planesOf(src);
  const W = dst.width;
  const H = dst.height;
  const from = { x: crop.x * src.width, y: crop.y * src.height, width: crop.width * src.width, height: crop.height * src.height };
  const to = { x: box.x * W, y: box.y * H, width: box.width * W, height: box.height * H };
  const half = (b: Box) => ({ x: b.x / 2, y: b.y / 2, width: b.width / 2, height: b.height / 2 });
  scalePlane(sy, from, dy, to, alpha);
  scalePlane(su, half(from), du, half(to), alpha);
  scalePlane(sv, half(from), dv, half(to), alpha);
}

/** True when a picture covers the frame exactly, whole and opaque: then it is copied, not scaled. */
export const coversExactly = (dst: Planes, src: { width: number; height: number }, crop: Box, box: Box, opacity: number) =>
  opacity >= 1 && src.width === dst.width && src.height === dst.height && isWhole(crop) && isWhole(box);

const isWhole = (b: Box) => Math.abs(b.x) < 1e-6 && Math.abs(b.y) < 1e-6 && Math.abs(b.width - 1) < 1e-6 && Math.abs(b.height - 1) < 1e-6;

/**
 * How a frame's planes are read: its matrix and range. The export labels its
 * frames with the colour space of its main video, so the video's planes pass
 * untouched and a browser reads the export as it read the source; drawn layers
 * are converted with the same matrix. (Chromium reads an unlabelled matrix as
 * BT.601, so does this.)
 */
export interface YuvSpace {
  matrix: 'bt709' | 'bt601';
  fullRange: boolean;
}

export const DEFAULT_SPACE: YuvSpace = { matrix: 'bt709', fullRange: false };

export function spaceOf(init: { matrix?: string | null; fullRange?: boolean | null } | null | undefined): YuvSpace {
  return { matrix: init?.matrix === 'bt709' ? 'bt709' : 'bt601', fullRange: init?.fullRange === true };
}

/** The (Y, U, V) of an sRGB colour, 0..255 each. */
export function toYuv(r: number, g: number, b: number, space: YuvSpace = DEFAULT_SPACE): [number, number, number] {
  const [kr, kb] = space.matrix === 'bt709' ? [0.2126, 0.0722] : [0.299, 0.114];
  const ey = kr * r + (1 - kr - kb) * g + kb * b;
  const cb = (b - ey) / (2 * (1 - kb));
  const cr = (r - ey) / (2 * (1 - kr));
  const clamp = (x: number) => Math.max(0, Math.min(255, Math.round(x)));
  if (space.fullRange) return [clamp(ey), clamp(128 + cb), clamp(128 + cr)];
  return [clamp(16 + (ey * 219) / 255), clamp(128 + (cb * 224) / 255), clamp(128 + (cr * 224) / 255)];
}

const blackY = (space: YuvSpace) => (space.fullRange ? 0 : 16);

/**
 * A layer drawn on a transparent W×H canvas, kept as YUV with alpha over the
 * smallest even-aligned rectangle holding its visible pixels (null when it
 * shows nothing). Canvas pixels are premultiplied no more once read: straight alpha.
 */
export function patchFromRgba(
  rgba: Uint8ClampedArray | Uint8Array,
  W: number,
  H: number,
  space: YuvSpace = DEFAULT_SPACE,
): YuvaPatch | null {
  let minX = W;
  let minY = H;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < H; y++) {
    const row = y * W * 4;
    for (let x = 0; x < W; x++)
      if (rgba[row + x * 4 + 3]! > 0) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        maxY = y;
      }
  }
  if (maxX < 0) return null;
  const x0 = minX & ~1;
  const y0 = minY & ~1;
  const width = Math.min(W, (maxX + 2) & ~1) - x0;
  const height = Math.min(H, (maxY + 2) & ~1) - y0;
  const y_ = new Uint8Array(width * height);
  const a = new Uint8Array(width * height);
  const cw = width / 2;
  const ch = height / 2;
  const u = new Uint8Array(cw * ch);
  const v = new Uint8Array(cw * ch);
  const ac = new Uint8Array(cw * ch);
  for (let j = 0; j < ch; j++)
    for (let i = 0; i < cw; i++) {
      let su = 0;
      let sv = 0;
      let sa = 0;
      for (let k = 0; k < 4; k++) {
        const px = i * 2 + (k & 1);
        const py = j * 2 + (k >> 1);
        const src = ((y0 + py) * W + x0 + px) * 4;
        const alpha = rgba[src + 3]!;
        const [yy, uu, vv] = toYuv(rgba[src]!, rgba[src + 1]!, rgba[src + 2]!, space);
        y_[py * width + px] = yy;
        a[py * width + px] = alpha;
        // Chroma is the alpha-weighted mean of the four, so edges do not take the colour of transparent pixels.
        su += uu * alpha;
        sv += vv * alpha;
        sa += alpha;
      }
      u[j * cw + i] = sa ? Math.round(su / sa) : 128;
      v[j * cw + i] = sa ? Math.round(sv / sa) : 128;
      ac[j * cw + i] = Math.round(sa / 4);
    }
  return { x: x0, y: y0, width, height, y_, u, v, a, ac };
}

/** A kept layer mixed onto the frame with its opacity. */
export function drawPatch(dst: Planes, p: YuvaPatch, opacity: number): void {
  const k = Math.round(Math.max(0, Math.min(1, opacity)) * 256);
  if (k === 0) return;
  const [dy, du, dv] = planesOf(dst);
  const mix = (plane: PlaneView, values: Uint8Array, alpha: Uint8Array, px: number, py: number, w: number, h: number) => {
    for (let j = 0; j < h; j++) {
      const ty = py + j;
      if (ty < 0 || ty >= plane.height) continue;
      for (let i = 0; i < w; i++) {
        const tx = px + i;
        if (tx < 0 || tx >= plane.width) continue;
        const a = (alpha[j * w + i]! * k) >> 8;
        if (a === 0) continue;
        const o = plane.offset + ty * plane.stride + tx;
        plane.data[o] = (values[j * w + i]! * a + plane.data[o]! * (255 - a) + 127) / 255;
      }
    }
  };
  mix(dy, p.y_, p.a, p.x, p.y, p.width, p.height);
  mix(du, p.u, p.ac, p.x / 2, p.y / 2, p.width / 2, p.height / 2);
  mix(dv, p.v, p.ac, p.x / 2, p.y / 2, p.width / 2, p.height / 2);
}

/** A whole opaque RGBA frame (a canvas's pixels) into planes, for the frames only a canvas can draw. */
export function rgbaToPlanes(rgba: Uint8ClampedArray | Uint8Array, p: Planes, space: YuvSpace = DEFAULT_SPACE): void {
  const W = p.width;
  const cw = W / 2;
  const yPlane = W * p.height;
  const vOffset = yPlane + cw * (p.height / 2);
  const d = p.data;
  for (let y = 0; y < p.height; y += 2)
    for (let x = 0; x < W; x += 2) {
      let su = 0;
      let sv = 0;
      for (let k = 0; k < 4; k++) {
        const px = x + (k & 1);
        const py = y + (k >> 1);
        const i = (py * W + px) * 4;
        const [yy, uu, vv] = toYuv(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!, space);
        d[py * W + px] = yy;
        su += uu;
        sv += vv;
      }
      const c = (y / 2) * cw + x / 2;
      d[yPlane + c] = (su + 2) >> 2;
      d[vOffset + c] = (sv + 2) >> 2;
    }
}
