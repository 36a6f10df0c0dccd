// The speaker-following crop: which face is followed, how the window is
// steadied, and how few keyframes describe it; BlazeFace's output decoding.
import { describe, expect, it } from 'vitest';
import { followSubject, keyframes, speakerPath, steady, type FaceSample } from '@client/features/clipper/model/crop-path';
import { cropAt } from '@client/media/render/composition';
import { ANCHOR_COUNT, anchors, decode, fromLetterbox, letterbox, suppress } from '@client/media/vision/blazeface';

const face = (x: number, y = 0.4, size = 0.15, score = 0.9) => ({ x, y, width: size, height: size, score });
const at = (ms: number, ...faces: ReturnType<typeof face>[]): FaceSample => ({ atMs: ms, faces });

describe('followSubject', () => {
  it('starts on the biggest face and stays with that person when someone else is nearer the centre', () => {
    const samples = [at(0, face(0.2, 0.4, 0.1), face(0.7, 0.4, 0.25)), at(250, face(0.5, 0.4, 0.1), face(0.72, 0.4, 0.24))];
    expect(followSubject(samples)!.map((p) => p.x)).toEqual([0.7, 0.72]);
  });

  it('holds the last place through frames without a face, and the first place before any', () => {
    const samples = [at(0), at(250, face(0.3)), at(500), at(750, face(0.35))];
    expect(followSubject(samples)!.map((p) => p.x)).toEqual([0.3, 0.3, 0.3, 0.35]);
  });

  it('goes to the most prominent face after a cut to another shot', () => {
    const samples = [at(0, face(0.2)), at(250, face(0.8, 0.4, 0.2))];
    expect(followSubject(samples)!.map((p) => p.x)).toEqual([0.2, 0.8]);
  });

  it('is null when no face was ever seen', () => {
    expect(followSubject([at(0), at(250)])).toBeNull();
    expect(speakerPath([at(0), at(250)])).toBeNull();
  });
});

describe('steady', () => {
  it('drops a one-off miss and ignores drift inside the dead zone', () => {
    const xs = [0.5, 0.52, 0.9, 0.49, 0.51, 0.5, 0.53];
    const out = steady(
      xs.map((x, i) => ({ atMs: i * 250, x, y: 0.4 })),
      { deadZone: 0.05 },
    );
    expect(Math.abs(out[0]!.x - 0.5)).toBeLessThan(0.03);
    expect(out.every((p) => p.x === out[0]!.x)).toBe(true);
  });

  it('follows a move to the side no faster than its top speed, and ends with the face at the band edge', () => {
    const pts = Array.from({ length: 41 }, (_, i) => ({ atMs: i * 250, x: i < 4 ? 0.2 : 0.8, y: 0.4 }));
    const out = steady(pts, { deadZone: 0.05, maxSpeed: 0.4 });
    for (let i = 1; i < out.length; i++) expect(Math.abs(out[i]!.x - out[i - 1]!.x)).toBeLessThanOrEqual(0.1 + 1e-9);
    expect(out.at(-1)!.x).toBeCloseTo(0.75, 5);
  });
});

describe('keyframes', () => {
  it('keeps the ends of a straight pan only, and the bend of one that stops', () => {
    const straight = Array.from({ length: 11 }, (_, i) => ({ atMs: i * 100, x: 0.2 + i * 0.03, y: 0.5 }));
    expect(keyframes(straight)).toEqual([
      { atMs: 0, x: 0.2, y: 0.5 },
      { atMs: 1000, x: 0.5, y: 0.5 },
    ]);
    const stops = Array.from({ length: 21 }, (_, i) => ({ atMs: i * 100, x: Math.min(0.2 + i * 0.03, 0.5), y: 0.5 }));
    expect(keyframes(stops).map((k) => k.atMs)).toEqual([0, 1000, 2000]);
  });

  it('says a still speaker in one keyframe, and a walking one in a few that the line between stays close to', () => {
    expect(speakerPath(Array.from({ length: 20 }, (_, i) => at(i * 250, face(0.6))))).toEqual([{ atMs: 0, x: 0.6, y: 0.4 }]);
    const walk = Array.from({ length: 40 }, (_, i) => at(i * 250, face(0.8 - i * 0.015)));
    const keys = speakerPath(walk)!;
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys.length).toBeLessThan(10);
    // The window ends near the face: the dead zone, one sample of the median's lag, and the keyframes' tolerance.
    expect(Math.abs(keys.at(-1)!.x - (0.8 - 39 * 0.015))).toBeLessThanOrEqual(0.05 + 0.015 + 0.011);
  });

  it('reads a moving crop between keyframes on the line, and holds it outside them', () => {
    const box = (x: number) => ({ x, y: 0, width: 0.3, height: 1 });
    const clip = {
      cropPath: [
        { atMs: 1000, box: box(0.1) },
        { atMs: 2000, box: box(0.5) },
      ],
    };
    expect(cropAt(clip, 0)).toEqual(box(0.1));
    expect(cropAt(clip, 1500)!.x).toBeCloseTo(0.3, 6);
    expect(cropAt(clip, 5000)).toEqual(box(0.5));
    expect(cropAt({ crop: box(0.2) }, 10)).toEqual(box(0.2));
  });
});

describe('BlazeFace decoding', () => {
  it('has 896 anchors, the 16×16 grid first', () => {
    const a = anchors();
    expect(a.length).toBe(ANCHOR_COUNT * 2);
    expect([a[0], a[1]]).toEqual([0.5 / 16, 0.5 / 16]);
    expect([a[512 * 2], a[512 * 2 + 1]]).toEqual([0.5 / 8, 0.5 / 8]);
  });

  it('turns a confident anchor into a box around it, and merges the anchors that saw the same face', () => {
    const scores = new Float32Array(ANCHOR_COUNT).fill(-10);
    const boxes = new Float32Array(ANCHOR_COUNT * 16);
    // Two anchors of one cell (row 4, column 10 of the 16×16 grid) see a 40 px face, slightly apart.
    for (const [k, dx] of [
      [0, 2],
      [1, -2],
    ] as const) {
      const i = (4 * 16 + 10) * 2 + k;
      scores[i] = 3;
      boxes.set([dx, 0, 40, 40], i * 16);
    }
    const found = decode(scores, boxes);
    expect(found).toHaveLength(2);
    const [merged] = suppress(found);
    expect(suppress(found)).toHaveLength(1);
    expect(merged!.x).toBeCloseTo(10.5 / 16, 5);
    expect(merged!.y).toBeCloseTo(4.5 / 16, 5);
    expect(merged!.width).toBeCloseTo(40 / 256, 5);
    expect(merged!.score).toBeCloseTo(1 / (1 + Math.exp(-3)), 5);
  });

  it('maps a face found in the letterboxed square back to the wide picture', () => {
    expect(letterbox(1280, 720)).toEqual({ x: 0, y: (1 - 0.5625) / 2, width: 1, height: 0.5625 });
    const f = fromLetterbox({ x: 0.73, y: 0.5, width: 0.18, height: 0.18, score: 0.9 }, 1280, 720);
    expect(f.x).toBeCloseTo(0.73, 6);
    expect(f.y).toBeCloseTo(0.5, 6);
    expect(f.height).toBeCloseTo(0.32, 6);
  });
});
