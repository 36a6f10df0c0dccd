// How much a face's mouth changed between two looks, for telling who speaks
// when two people are on screen (decision 043): the lower middle of the face
// box read as a small grid of grey levels, compared with the same face's grid
// a sample earlier. BlazeFace's box runs from the brows to the chin, so the
// mouth is in its lower third. Pure, over RGBA pixels of the detector's square.
import type { Face } from './blazeface';

const COLS = 8;
const ROWS = 4;

/** The mouth's grid of grey levels (0..1), from RGBA pixels of a size×size square; `face` in the square's fractions. */
export function mouthPatch(rgba: ArrayLike<number>, size: number, face: Pick<Face, 'x' | 'y' | 'width' | 'height'>): Float32Array {
  const patch = new Float32Array(COLS * ROWS);
  for (let r = 0; r < ROWS; r++)
    for (let c = 0; c < COLS; c++) {
      const fx = face.x + face.width * (-0.25 + (0.5 * (c + 0.5)) / COLS);
      const fy = face.y + face.height * (0.12 + (0.3 * (r + 0.5)) / ROWS);
      const px = Math.min(size - 1, Math.max(0, Math.round(fx * size)));
      const py = Math.min(size - 1, Math.max(0, Math.round(fy * size)));
      const i = (py * size + px) * 4;
      patch[r * COLS + c] = (0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!) / 255;
    }
  return patch;
}

/** The change between two patches of one mouth, 0..1 (mean absolute difference, scaled so an opening mouth reads high). */
export function mouthChange(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return Math.min(1, (sum / a.length) * 4);
}

/**
 * Each face's mouth change since the previous sample: the previous face
 * nearest (within a tenth of the square) is taken for the same person; a new
 * face has none yet (0).
 */
export function mouthChanges(
  faces: ReadonlyArray<Pick<Face, 'x' | 'y' | 'width' | 'height'>>,
  patches: readonly Float32Array[],
  before: ReadonlyArray<{ face: Pick<Face, 'x' | 'y'>; patch: Float32Array }>,
): number[] {
  return faces.map((f, i) => {
    const prev = [...before].sort((a, b) => Math.hypot(a.face.x - f.x, a.face.y - f.y) - Math.hypot(b.face.x - f.x, b.face.y - f.y))[0];
    return prev && Math.hypot(prev.face.x - f.x, prev.face.y - f.y) < 0.1 ? mouthChange(patches[i]!, prev.patch) : 0;
  });
}
