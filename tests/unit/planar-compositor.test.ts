// The export's planar compositor (client/media/render/planar.ts): colours into
// YUV as a browser reads them back, pictures copied, scaled and mixed over the
// pixels their box covers, drawn layers kept with alpha, fades to black.
import { describe, expect, it } from 'vitest';
import {
  coversExactly,
  drawPatch,
  drawPicture,
  fadeToBlack,
  fillBlack,
  newPlanes,
  patchFromRgba,
  rgbaToPlanes,
  spaceOf,
  toYuv,
  type Planes,
} from '@client/media/render/planar';

const whole = { x: 0, y: 0, width: 1, height: 1 };
const lumaAt = (p: Planes, x: number, y: number) => p.data[y * p.width + x]!;
const chromaAt = (p: Planes, x: number, y: number) => {
  const cw = p.width / 2;
  const c = Math.floor(y / 2) * cw + Math.floor(x / 2);
  const u = p.width * p.height;
  return [p.data[u + c]!, p.data[u + cw * (p.height / 2) + c]!];
};
function solid(width: number, height: number, [y, u, v]: [number, number, number]): Planes {
  const p = newPlanes(width, height);
  const n = width * height;
  p.data.fill(y, 0, n);
  p.data.fill(u, n, n + n / 4);
  p.data.fill(v, n + n / 4);
  return p;
}

describe('colours into YUV', () => {
  it('uses the matrix and range a browser reads the frames with', () => {
    expect(toYuv(255, 255, 255)).toEqual([235, 128, 128]);
    expect(toYuv(0, 0, 0)).toEqual([16, 128, 128]);
    expect(toYuv(255, 0, 0, { matrix: 'bt709', fullRange: false })).toEqual([63, 102, 240]);
    expect(toYuv(255, 0, 0, { matrix: 'bt601', fullRange: false })).toEqual([81, 90, 240]);
    expect(toYuv(0, 0, 0, { matrix: 'bt601', fullRange: true })[0]).toBe(0);
  });

  it('reads an unlabelled matrix as BT.601, as Chromium does', () => {
    expect(spaceOf({ matrix: null, fullRange: null })).toEqual({ matrix: 'bt601', fullRange: false });
    expect(spaceOf({ matrix: 'bt709', fullRange: true })).toEqual({ matrix: 'bt709', fullRange: true });
    expect(spaceOf(undefined).matrix).toBe('bt601');
  });
});

describe('pictures on the frame', () => {
  it('copies a picture that covers the frame exactly, and scales one that does not', () => {
    const frame = newPlanes(8, 8);
    expect(coversExactly(frame, { width: 8, height: 8 }, whole, whole, 1)).toBe(true);
    expect(coversExactly(frame, { width: 16, height: 16 }, whole, whole, 1)).toBe(false);
    expect(coversExactly(frame, { width: 8, height: 8 }, whole, whole, 0.5)).toBe(false);
    expect(coversExactly(frame, { width: 8, height: 8 }, { x: 0.1, y: 0, width: 0.9, height: 1 }, whole, 1)).toBe(false);
  });

  it('draws a picture over its box only, downscaled, keeping what is beside it', () => {
    const frame = newPlanes(16, 8);
    fillBlack(frame);
    const green = toYuv(0, 200, 0);
    drawPicture(frame, solid(32, 16, green), whole, { x: 0.5, y: 0, width: 0.5, height: 1 }, 1);
    expect(lumaAt(frame, 12, 4)).toBe(green[0]);
    expect(chromaAt(frame, 12, 4)).toEqual([green[1], green[2]]);
    expect(lumaAt(frame, 3, 4)).toBe(16);
    expect(chromaAt(frame, 3, 4)).toEqual([128, 128]);
  });

  it('takes only the cropped part of the picture', () => {
    // Left half white, right half black: the crop of the left half fills the frame white.
    const src = newPlanes(16, 16);
    fillBlack(src);
    for (let y = 0; y < 16; y++) src.data.fill(235, y * 16, y * 16 + 8);
    const frame = newPlanes(8, 8);
    fillBlack(frame);
    drawPicture(frame, src, { x: 0, y: 0, width: 0.25, height: 1 }, whole, 1);
    for (let x = 0; x < 8; x++) expect(lumaAt(frame, x, 4)).toBe(235);
  });

  it('mixes with what is below by its opacity, and draws nothing at opacity 0', () => {
    const frame = solid(8, 8, [16, 128, 128]);
    drawPicture(frame, solid(8, 8, [216, 128, 128]), whole, whole, 0.5);
    expect(lumaAt(frame, 4, 4)).toBe(116);
    drawPicture(frame, solid(8, 8, [235, 128, 128]), whole, whole, 0);
    expect(lumaAt(frame, 4, 4)).toBe(116);
  });

  it('clips a box that reaches outside the frame', () => {
    const frame = newPlanes(8, 8);
    fillBlack(frame);
    drawPicture(frame, solid(8, 8, [200, 128, 128]), whole, { x: 0.75, y: 0.75, width: 0.5, height: 0.5 }, 1);
    expect(lumaAt(frame, 7, 7)).toBe(200);
    expect(lumaAt(frame, 5, 5)).toBe(16);
    expect(frame.data.length).toBe(8 * 8 * 1.5);
  });
});

describe('drawn layers (texts, images)', () => {
  it('keeps only the pixels a layer shows, even-aligned, and mixes them by their alpha', () => {
    const W = 8;
    const H = 8;
    const rgba = new Uint8ClampedArray(W * H * 4);
    // A green 3×2 square at (3, 3), opaque, and nothing else.
    for (let y = 3; y < 5; y++) for (let x = 3; x < 6; x++) rgba.set([0, 255, 0, 255], (y * W + x) * 4);
    const patch = patchFromRgba(rgba, W, H)!;
    expect([patch.x, patch.y, patch.width, patch.height]).toEqual([2, 2, 4, 4]);
    const frame = newPlanes(W, H);
    fillBlack(frame);
    drawPatch(frame, patch, 1);
    const green = toYuv(0, 255, 0);
    expect(lumaAt(frame, 4, 3)).toBe(green[0]);
    expect(lumaAt(frame, 2, 2)).toBe(16);
    expect(lumaAt(frame, 0, 0)).toBe(16);
    drawPatch(frame, patch, 0);
    expect(lumaAt(frame, 4, 3)).toBe(green[0]);
  });

  it('gives nothing for a layer that shows nothing', () => {
    expect(patchFromRgba(new Uint8ClampedArray(4 * 4 * 4), 4, 4)).toBeNull();
  });

  it('turns a canvas frame into planes with the same colours', () => {
    const rgba = new Uint8ClampedArray(4 * 4 * 4);
    for (let i = 0; i < 16; i++) rgba.set([255, 0, 0, 255], i * 4);
    const frame = newPlanes(4, 4);
    rgbaToPlanes(rgba, frame, { matrix: 'bt601', fullRange: false });
    expect(lumaAt(frame, 1, 1)).toBe(81);
    expect(chromaAt(frame, 1, 1)).toEqual([90, 240]);
  });
});

describe('fade from black', () => {
  it('takes the frame all the way to black, or halfway', () => {
    const frame = solid(4, 4, [216, 200, 60]);
    fadeToBlack(frame, 0.5);
    expect(lumaAt(frame, 0, 0)).toBe(116);
    fadeToBlack(frame, 1);
    expect(lumaAt(frame, 0, 0)).toBe(16);
    expect(chromaAt(frame, 0, 0)).toEqual([128, 128]);
  });
});
