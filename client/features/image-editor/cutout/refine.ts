// The cut-out's mask math, pure over typed arrays (docs/decisions/062-background-removal.md).
// The person segmenter sees the photo squeezed to 256×256, so its mask is coarse:
// it is stretched back to the photo's size by bilinear interpolation, then a
// guided filter (He, Sun and Tang, 2010) with the photo's luminance as guide
// pulls the soft edge onto the photo's own edges (hair, shoulders), and a ramp
// makes the sure parts fully opaque or fully clear.

/** One channel of floats, row by row. */
export interface Plane {
  width: number;
  height: number;
  data: Float32Array;
}

/** RGBA pixels, 8 bits each (an ImageData's shape). */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export const plane = (width: number, height: number, data = new Float32Array(width * height)): Plane => ({ width, height, data });

/** For each destination index, the two source indices and the weight of the second. */
export interface Taps {
  i0: Int32Array;
  i1: Int32Array;
  w: Float32Array;
}

/**
 * Bilinear taps from a source of `from` samples onto `to`, pixel centres aligned (a
 * destination pixel's centre maps to the same fraction of the source), samples
 * beyond the border taking the border's value.
 */
export function bilinearTaps(from: number, to: number): Taps {
  const taps = { i0: new Int32Array(to), i1: new Int32Array(to), w: new Float32Array(to) };
  const scale = from / to;
  for (let x = 0; x < to; x++) {
    const f = Math.min(from - 1, Math.max(0, (x + 0.5) * scale - 0.5));
    const i0 = Math.floor(f);
    taps.i0[x] = i0;
    taps.i1[x] = Math.min(from - 1, i0 + 1);
    taps.w[x] = f - i0;
  }
  return taps;
}

/** Row `y` of `src` sampled through the taps into `out` (one row of the stretched plane). */
function sampleRow(src: Plane, xs: Taps, ys: Taps, y: number, out: Float32Array) {
  const r0 = ys.i0[y]! * src.width;
  const r1 = ys.i1[y]! * src.width;
  const wy = ys.w[y]!;
  const d = src.data;
  for (let x = 0; x < out.length; x++) {
    const a = xs.i0[x]!;
    const b = xs.i1[x]!;
    const wx = xs.w[x]!;
    const top = d[r0 + a]! + (d[r0 + b]! - d[r0 + a]!) * wx;
    const bottom = d[r1 + a]! + (d[r1 + b]! - d[r1 + a]!) * wx;
    out[x] = top + (bottom - top) * wy;
  }
}

/** `src` stretched to width × height by bilinear interpolation. */
export function resizeBilinear(src: Plane, width: number, height: number): Plane {
  const out = plane(width, height);
  const xs = bilinearTaps(src.width, width);
  const ys = bilinearTaps(src.height, height);
  for (let y = 0; y < height; y++) sampleRow(src, xs, ys, y, out.data.subarray(y * width, (y + 1) * width));
  return out;
}

/** Luma in 0..1 of each pixel (Rec. 601 weights, the same as the adjustments'). */
export function luminance(image: Rgba): Plane {
  const out = plane(image.width, image.height);
  const d = image.data;
  for (let i = 0, p = 0; p < out.data.length; i += 4, p++) out.data[p] = (0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!) / 255;
  return out;
}

/**
 * The mean over the (2r + 1)² box around each pixel, the box cut at the borders
 * (divided by the pixels inside it). Running sums: O(pixels) whatever r is.
 */
export function boxMean(src: Plane, r: number): Plane {
  const { width: w, height: h } = src;
  const input = src.data;
  const rows = new Float32Array(w * h);
  // Horizontal sums: a window sliding along each row (typed arrays held in locals: this is the hot loop).
  for (let y = 0; y < h; y++) {
    const o = y * w;
    let sum = 0;
    for (let x = 0; x < Math.min(r, w); x++) sum += input[o + x]!;
    for (let x = 0; x < w; x++) {
      if (x + r < w) sum += input[o + x + r]!;
      if (x > r) sum -= input[o + x - r - 1]!;
      rows[o + x] = sum;
    }
  }
  // Vertical sums of those, then divided by the box's pixel count.
  const out = plane(w, h);
  const data = out.data;
  const sums = new Float64Array(w);
  for (let y = 0; y < Math.min(r, h); y++) for (let x = 0, o = y * w; x < w; x++) sums[x] = sums[x]! + rows[o + x]!;
  const cols = new Float64Array(w);
  for (let x = 0; x < w; x++) cols[x] = 1 / (Math.min(w - 1, x + r) - Math.max(0, x - r) + 1);
  for (let y = 0; y < h; y++) {
    if (y + r < h) for (let x = 0, o = (y + r) * w; x < w; x++) sums[x] = sums[x]! + rows[o + x]!;
    if (y > r) for (let x = 0, o = (y - r - 1) * w; x < w; x++) sums[x] = sums[x]! - rows[o + x]!;
    const n = 1 / (Math.min(h - 1, y + r) - Math.max(0, y - r) + 1);
    for (let x = 0, o = y * w; x < w; x++) data[o + x] = sums[x]! * cols[x]! * n;
  }
  return out;
}

const multiply = (a: Plane, b: Plane): Plane => {
  const out = plane(a.width, a.height);
  for (let i = 0; i < out.data.length; i++) out.data[i] = a.data[i]! * b.data[i]!;
  return out;
};

/** The guided filter's coefficients: the box means of a and b, so that q = a·I + b. */
export interface Coefficients {
  a: Plane;
  b: Plane;
}

/**
 * The guided filter: within each box the output is a linear function of the guide,
 * q = a·I + b, with a = cov(I, p) / (var(I) + eps) and b = mean(p) − a·mean(I); the
 * a and b of every box covering a pixel are averaged. Where the guide is flat the
 * output is the input's box mean; across the guide's edges it follows them.
 */
export function guidedCoefficients(guide: Plane, input: Plane, r: number, eps: number): Coefficients {
  const meanI = boxMean(guide, r);
  const meanP = boxMean(input, r);
  const meanIP = boxMean(multiply(guide, input), r);
  const meanII = boxMean(multiply(guide, guide), r);
  const a = plane(guide.width, guide.height);
  const b = plane(guide.width, guide.height);
  for (let i = 0; i < a.data.length; i++) {
    const mi = meanI.data[i]!;
    const cov = meanIP.data[i]! - mi * meanP.data[i]!;
    const variance = meanII.data[i]! - mi * mi;
    a.data[i] = cov / (variance + eps);
    b.data[i] = meanP.data[i]! - a.data[i]! * mi;
  }
  return { a: boxMean(a, r), b: boxMean(b, r) };
}

export function guidedFilter(guide: Plane, input: Plane, r: number, eps: number): Plane {
  const { a, b } = guidedCoefficients(guide, input, r, eps);
  const out = plane(guide.width, guide.height);
  for (let i = 0; i < out.data.length; i++) out.data[i] = a.data[i]! * guide.data[i]! + b.data[i]!;
  return out;
}

/** 0 at or below `lo`, 1 at or above `hi`, a smoothstep between: the sure parts made sure, the edge kept soft. */
export function ramp(v: number, lo: number, hi: number): number {
  const t = Math.min(1, Math.max(0, (v - lo) / (hi - lo)));
  return t * t * (3 - 2 * t);
}

/** The share of the mask the model is more sure is a person than not. */
export function coverage(mask: Plane): number {
  let n = 0;
  for (const v of mask.data) if (v >= 0.5) n++;
  return n / mask.data.length;
}

/** The working side: the guided filter runs on the photo fitted within it (the "fast guided filter"). */
export const WORK_SIDE = 640;
/** The box radius at the working size: about 0.8 % of its shorter side, at least 2 px. */
export const refineRadius = (width: number, height: number) => Math.max(2, Math.round(Math.min(width, height) * 0.008));
export const REFINE_EPS = 1e-3;
export const RAMP = { lo: 0.3, hi: 0.7 } as const;

/**
 * The person cut out of `full`, in place: its alpha multiplied by the refined mask.
 * The model's `mask` is stretched to `small` (the photo fitted within WORK_SIDE),
 * the guided filter's coefficients are worked out there with its luminance as
 * guide, then stretched to the full size and applied to the full photo's own
 * luminance (He and Sun's fast guided filter), so the edges are the full photo's.
 * Nothing of full size is allocated beyond two rows.
 */
export function cutOut(mask: Plane, small: Rgba, full: Rgba): void {
  const up = resizeBilinear(mask, small.width, small.height);
  const { a, b } = guidedCoefficients(luminance(small), up, refineRadius(small.width, small.height), REFINE_EPS);
  const xs = bilinearTaps(small.width, full.width);
  const ys = bilinearTaps(small.height, full.height);
  const rowA = new Float32Array(full.width);
  const rowB = new Float32Array(full.width);
  const d = full.data;
  const { lo, hi } = RAMP;
  for (let y = 0; y < full.height; y++) {
    sampleRow(a, xs, ys, y, rowA);
    sampleRow(b, xs, ys, y, rowB);
    for (let x = 0, i = y * full.width * 4; x < full.width; x++, i += 4) {
      const l = (0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!) / 255;
      // ramp(), inlined: this loop runs once per pixel of the full photo.
      let t = (rowA[x]! * l + rowB[x]! - lo) / (hi - lo);
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      d[i + 3] = Math.round(d[i + 3]! * t * t * (3 - 2 * t));
    }
  }
}
