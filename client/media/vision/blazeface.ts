// MediaPipe BlazeFace, full-range model (256×256 input, NHWC, values in
// [-1, 1]): what its two heads mean. 896 SSD anchors (16×16 cells × 2 at
// stride 16, 8×8 cells × 6 at stride 32), each with a face score (a logit) and
// 16 regressors, of which the first four are the box: centre offset and size,
// in input pixels. Pure: the worker job (jobs/faces.ts) runs the model.

export const INPUT = 256;
export const ANCHOR_COUNT = 896;

/** Anchor centres, (x, y) pairs in 0..1 of the input square, in the model's output order. */
export function anchors(): Float32Array {
  const out = new Float32Array(ANCHOR_COUNT * 2);
  let i = 0;
  for (const [cells, perCell] of [
    [16, 2],
    [8, 6],
  ] as const)
    for (let y = 0; y < cells; y++)
      for (let x = 0; x < cells; x++)
        for (let k = 0; k < perCell; k++) {
          out[i++] = (x + 0.5) / cells;
          out[i++] = (y + 0.5) / cells;
        }
  return out;
}

/** A face as fractions of the picture it was found in: its box's centre and size, and the model's confidence. */
export interface Face {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

const ANCHORS = anchors();
const sigmoid = (v: number) => 1 / (1 + Math.exp(-v));

/** Faces the model is sure enough of, in the input square's fractions. */
export function decode(scores: Float32Array, regressors: Float32Array, minScore = 0.6): Face[] {
  const faces: Face[] = [];
  for (let i = 0; i < ANCHOR_COUNT; i++) {
    const score = sigmoid(Math.max(-80, Math.min(80, scores[i]!)));
    if (score < minScore) continue;
    const r = i * 16;
    faces.push({
      x: regressors[r]! / INPUT + ANCHORS[i * 2]!,
      y: regressors[r + 1]! / INPUT + ANCHORS[i * 2 + 1]!,
      width: regressors[r + 2]! / INPUT,
      height: regressors[r + 3]! / INPUT,
      score,
    });
  }
  return faces;
}

function overlap(a: Face, b: Face): number {
  const w = Math.min(a.x + a.width / 2, b.x + b.width / 2) - Math.max(a.x - a.width / 2, b.x - b.width / 2);
  const h = Math.min(a.y + a.height / 2, b.y + b.height / 2) - Math.max(a.y - a.height / 2, b.y - b.height / 2);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  return inter / (a.width * a.height + b.width * b.height - inter);
}

/**
 * One face per face: many anchors see the same one. Boxes that overlap the
 * strongest are merged into it, weighted by score (as MediaPipe's own
 * "weighted" suppression does), which also steadies the box between frames.
 */
export function suppress(faces: readonly Face[], minOverlap = 0.3): Face[] {
  const left = [...faces].sort((a, b) => b.score - a.score);
  const out: Face[] = [];
  while (left.length) {
    const best = left[0]!;
    const group = left.filter((f) => overlap(best, f) >= minOverlap);
    const total = group.reduce((n, f) => n + f.score, 0);
    const mean = (k: 'x' | 'y' | 'width' | 'height') => group.reduce((n, f) => n + f[k] * f.score, 0) / total;
    out.push({ x: mean('x'), y: mean('y'), width: mean('width'), height: mean('height'), score: best.score });
    for (const f of group) left.splice(left.indexOf(f), 1);
  }
  return out;
}

/** Where a picture of w×h sits in the square input when fitted whole (letterboxed), as fractions of the square. */
export function letterbox(w: number, h: number): { x: number; y: number; width: number; height: number } {
  const wide = w >= h;
  const width = wide ? 1 : w / h;
  const height = wide ? h / w : 1;
  return { x: (1 - width) / 2, y: (1 - height) / 2, width, height };
}

/** A face found in the letterboxed square, in fractions of the picture itself. */
export function fromLetterbox(face: Face, w: number, h: number): Face {
  const box = letterbox(w, h);
  return {
    x: (face.x - box.x) / box.width,
    y: (face.y - box.y) / box.height,
    width: face.width / box.width,
    height: face.height / box.height,
    score: face.score,
  };
}
