// The background removal's mask math (client/features/image-editor/cutout/refine.ts,
// decision 062) on numbers worked out by hand: bilinear stretching with aligned
// pixel centres, the box mean cut at the borders, the guided filter keeping what
// the guide explains and snapping a soft edge onto the guide's, the ramp, the
// coverage that tells "no person", and the cut-out's alpha; and the command that
// makes the cut-out the source, which undo takes back.
import { describe, expect, it } from 'vitest';
import { perform, startHistory, undo } from '../../client/editor/history';
import { takeCutout } from '../../client/features/image-editor/cutout/command';
import {
  bilinearTaps,
  boxMean,
  coverage,
  cutOut,
  guidedFilter,
  luminance,
  plane,
  ramp,
  refineRadius,
  resizeBilinear,
  type Plane,
} from '../../client/features/image-editor/cutout/refine';
import { newImageDocument } from '../../client/features/image-editor/model/new-document';

const p = (width: number, height: number, values: number[]): Plane => plane(width, height, Float32Array.from(values));
const near = (values: ArrayLike<number>, want: number[], digits = 5) =>
  Array.from(values).forEach((v, i) => expect(v, `at ${i}`).toBeCloseTo(want[i]!, digits));

describe('resizeBilinear', () => {
  it('maps pixel centres: 2 samples onto 4 are 0, ¼, ¾, 1 of the way', () => {
    const taps = bilinearTaps(2, 4);
    expect(Array.from(taps.i0)).toEqual([0, 0, 0, 1]);
    expect(Array.from(taps.i1)).toEqual([1, 1, 1, 1]);
    near(taps.w, [0, 0.25, 0.75, 0]);
    near(resizeBilinear(p(2, 1, [0, 1]), 4, 1).data, [0, 0.25, 0.75, 1]);
  });

  it('interpolates in both directions', () => {
    const out = resizeBilinear(p(2, 2, [0, 1, 1, 0]), 4, 4);
    // (1, 1): ¼ across and ¼ down: top 0.25, bottom 0.75, so 0.375.
    expect(out.data[1 * 4 + 1]).toBeCloseTo(0.375, 6);
    near(out.data.subarray(0, 4), [0, 0.25, 0.75, 1]);
    near(out.data.subarray(12, 16), [1, 0.75, 0.25, 0]);
  });
});

describe('boxMean', () => {
  it('averages the box, cut at the borders', () => {
    near(boxMean(p(5, 1, [1, 2, 3, 4, 5]), 1).data, [1.5, 2, 3, 4, 4.5]);
    const grid = boxMean(p(3, 3, [1, 2, 3, 4, 5, 6, 7, 8, 9]), 1).data;
    // A corner sees 4 pixels, an edge 6, the centre 9.
    near(grid, [3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7]);
    // A radius larger than the image is the whole image's mean.
    near(boxMean(p(3, 1, [0, 3, 6]), 10).data, [3, 3, 3]);
  });
});

describe('guidedFilter', () => {
  it('is a double box mean where the guide is flat', () => {
    const flat = p(4, 1, [0.5, 0.5, 0.5, 0.5]);
    // mean(p) = 0, ⅓, ⅔, 1; its mean again = ⅙, ⅓, ⅔, ⅚.
    near(guidedFilter(flat, p(4, 1, [0, 0, 1, 1]), 1, 1e-3).data, [1 / 6, 1 / 3, 2 / 3, 5 / 6]);
  });

  it('gives back an input the guide explains (an affine function of it), edges and all', () => {
    const step = p(6, 1, [0, 0, 0, 1, 1, 1]);
    const input = p(6, 1, [0.2, 0.2, 0.2, 0.8, 0.8, 0.8]);
    near(guidedFilter(step, input, 1, 1e-6).data, [0.2, 0.2, 0.2, 0.8, 0.8, 0.8], 4);
  });

  it("pulls a soft edge onto the guide's sharp one", () => {
    const step = p(6, 1, [0, 0, 0, 1, 1, 1]);
    const soft = [0, 0, 0.4, 0.6, 1, 1];
    const q = guidedFilter(step, p(6, 1, soft), 1, 1e-6).data;
    expect(q[2]!).toBeLessThan(soft[2]!);
    expect(q[3]!).toBeGreaterThan(soft[3]!);
    // By hand: the boxes around pixels 1..4 have (a, b) = (0, 2/15), (0.4, 0.2), (0.4, 0.4), (0, 13/15);
    // pixel 2 averages the first three: 0 × 0.8/3 + 11/45; pixel 3 the last three: 1 × 0.8/3 + 22/45.
    expect(q[2]!).toBeCloseTo(11 / 45, 4);
    expect(q[3]!).toBeCloseTo(34 / 45, 4);
  });
});

describe('the rest of the cut-out', () => {
  it('ramps: clear below 0.3, opaque above 0.7, a smoothstep between', () => {
    expect(ramp(0.3, 0.3, 0.7)).toBe(0);
    expect(ramp(0.1, 0.3, 0.7)).toBe(0);
    expect(ramp(0.7, 0.3, 0.7)).toBe(1);
    expect(ramp(0.5, 0.3, 0.7)).toBeCloseTo(0.5, 10);
    // t = ¼: ¼² × (3 − ½) = 0.15625.
    expect(ramp(0.4, 0.3, 0.7)).toBeCloseTo(0.15625, 10);
  });

  it('measures the share the model calls a person (≥ 0.5)', () => {
    expect(coverage(p(2, 2, [0.2, 0.5, 0.9, 0.1]))).toBe(0.5);
    expect(coverage(p(2, 1, [0, 0.49]))).toBe(0);
  });

  it('takes luma with the adjustments’ weights', () => {
    const img = { width: 2, height: 1, data: new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 255, 255]) };
    near(luminance(img).data, [0.299, 0.114]);
  });

  it('sizes the refinement to the photo: 0.8 % of the working shorter side, at least 2 px', () => {
    expect(refineRadius(640, 360)).toBe(3);
    expect(refineRadius(1024, 576)).toBe(5);
    expect(refineRadius(100, 60)).toBe(2);
  });

  it('cuts a flat photo by the mask: opaque where it is sure, clear where not, the photo’s alpha kept', () => {
    const grey = (w: number, h: number, alpha = 255) => ({
      width: w,
      height: h,
      data: new Uint8ClampedArray(Array.from({ length: w * h }, () => [128, 128, 128, alpha]).flat()),
    });
    // Left half person, right half not, on a 16×4 photo worked on at 8×2.
    const mask = p(4, 1, [1, 1, 0, 0]);
    const full = grey(16, 4);
    cutOut(mask, grey(8, 2), full);
    const alpha = Array.from({ length: 16 }, (_, x) => full.data[x * 4 + 3]!);
    expect(alpha.slice(0, 4)).toEqual([255, 255, 255, 255]);
    expect(alpha.slice(12)).toEqual([0, 0, 0, 0]);
    for (let x = 1; x < 16; x++) expect(alpha[x]!).toBeLessThanOrEqual(alpha[x - 1]!);
    // Every row alike, and the colours untouched.
    for (let y = 1; y < 4; y++) expect(Array.from({ length: 16 }, (_, x) => full.data[(y * 16 + x) * 4 + 3]!)).toEqual(alpha);
    expect(full.data[0]).toBe(128);
    const half = grey(4, 1, 100);
    cutOut(p(1, 1, [1]), grey(4, 1), half);
    expect(half.data[3]).toBe(100);
  });
});

describe('takeCutout', () => {
  it('makes the cut-out the source in one undo step', () => {
    const doc = newImageDocument({ type: 'asset', assetId: 'ast_photo', width: 800, height: 600 });
    const cut = { type: 'asset', assetId: 'ast_cut', width: 800, height: 600 } as const;
    const h = perform(startHistory(doc), takeCutout(cut));
    expect(h.present.source).toEqual(cut);
    expect(h.present.crop).toEqual(doc.crop);
    expect(undo(h).present.source).toEqual(doc.source);
  });
});
