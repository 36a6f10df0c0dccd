// The mouth measure behind "who speaks" (decision 043): a mouth that opens
// between two looks reads high, a still one low, and each face is compared
// with itself (the nearest face a sample earlier), never with the other person.
import { describe, expect, it } from 'vitest';
import { mouthChanges, mouthPatch } from '@client/media/vision/mouth';

const SIZE = 64;
/** A grey square with a dark mouth bar of `open` rows under each face. */
function picture(faces: Array<{ x: number; y: number; open: number }>): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(SIZE * SIZE * 4).fill(200);
  for (const f of faces) {
    const cx = Math.round(f.x * SIZE);
    const top = Math.round((f.y + 0.04) * SIZE);
    for (let y = top; y < top + f.open; y++)
      for (let x = cx - 3; x <= cx + 3; x++) {
        const i = (y * SIZE + x) * 4;
        rgba[i] = rgba[i + 1] = rgba[i + 2] = 20;
      }
  }
  return rgba;
}
const LEFT = { x: 0.25, y: 0.4, width: 0.2, height: 0.3 };
const RIGHT = { x: 0.75, y: 0.4, width: 0.2, height: 0.3 };

describe('mouth change', () => {
  it('reads the speaking mouth high and the listening one low', () => {
    const before = picture([
      { ...LEFT, open: 1 },
      { ...RIGHT, open: 1 },
    ]);
    const after = picture([
      { ...LEFT, open: 6 },
      { ...RIGHT, open: 1 },
    ]);
    const prev = [LEFT, RIGHT].map((face) => ({ face, patch: mouthPatch(before, SIZE, face) }));
    const [left, right] = mouthChanges(
      [LEFT, RIGHT],
      [LEFT, RIGHT].map((f) => mouthPatch(after, SIZE, f)),
      prev,
    );
    expect(left).toBeGreaterThan(0.2);
    expect(right).toBe(0);
  });

  it('gives a face seen for the first time no change, and never compares with the other person', () => {
    const pic = picture([{ ...LEFT, open: 6 }]);
    const prev = [{ face: RIGHT, patch: mouthPatch(picture([{ ...RIGHT, open: 1 }]), SIZE, RIGHT) }];
    expect(mouthChanges([LEFT], [mouthPatch(pic, SIZE, LEFT)], prev)).toEqual([0]);
  });
});
