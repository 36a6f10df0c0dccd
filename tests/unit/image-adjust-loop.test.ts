// The export's one-loop colour pass (applyAdjustments) gives exactly the documented
// per-pixel formulas (adjustColor, vignetteFactor), for random pixels and settings.
import { describe, expect, it } from 'vitest';
import { ADJUSTMENTS, ADJUSTMENT_RANGE, type Adjustments } from '../../src/common/contracts/image';
import { adjustColor, applyAdjustments, NEUTRAL, vignetteFactor } from '../../client/features/image-editor/model/adjust';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

describe('the colour pass', () => {
  it('equals adjustColor × vignetteFactor on every pixel', () => {
    const next = random(34);
    for (let round = 0; round < 20; round++) {
      const a = { ...NEUTRAL } as Adjustments;
      // Blur and sharpen are neighbourhood passes with their own tests: this one is the colour pass.
      for (const id of ADJUSTMENTS)
        if (id !== 'blur' && id !== 'sharpen')
          a[id] = Math.round(ADJUSTMENT_RANGE[id].min + next() * (ADJUSTMENT_RANGE[id].max - ADJUSTMENT_RANGE[id].min));
      const width = 17;
      const height = 11;
      const data = new Uint8ClampedArray(width * height * 4).map(() => Math.floor(next() * 256));
      const out = applyAdjustments({ width, height, data }, a).data;
      const expected = new Uint8ClampedArray(data);
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          const v = vignetteFactor(x, y, width, height, a.vignette);
          const [R, G, B] = adjustColor(data[i]!, data[i + 1]!, data[i + 2]!, a);
          expected[i] = R * v;
          expected[i + 1] = G * v;
          expected[i + 2] = B * v;
        }
      expect(Array.from(out)).toEqual(Array.from(expected));
    }
  });
});
