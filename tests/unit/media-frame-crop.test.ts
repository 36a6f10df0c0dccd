import { describe, expect, it } from 'vitest';
import { alignedCut } from '@client/media/render/frame-crop';
import { StageClock } from '@client/media/jobs/stage-clock';

const frame = { x: 0, y: 0, width: 1920, height: 1080 };

describe('alignedCut (a crop cut out of a 4:2:0 frame before it is drawn)', () => {
  it('widens a fractional crop to even edges and keeps the exact crop inside the cut', () => {
    const crop = { x: 655.3, y: 0, width: 607.5, height: 1080 };
    const { cut, inner } = alignedCut(crop, frame)!;
    expect(cut).toEqual({ x: 654, y: 0, width: 610, height: 1080 });
    expect((cut.x % 2) + (cut.y % 2) + (cut.width % 2) + (cut.height % 2)).toBe(0);
    // The same source pixels are drawn as without the cut.
    expect(cut.x + inner.x).toBeCloseTo(crop.x, 9);
    expect(inner.width).toBeCloseTo(crop.width, 9);
    expect(inner.height).toBe(1080);
  });

  it('keeps the cut inside the picture at its right and bottom edges', () => {
    const { cut, inner } = alignedCut({ x: 1312.7, y: 1.2, width: 607.3, height: 1078.8 }, frame)!;
    expect(cut.x + cut.width).toBe(1920);
    expect(cut.y + cut.height).toBe(1080);
    expect(cut.x + inner.x + inner.width).toBeCloseTo(1920, 9);
  });

  it('is relative to the visible rectangle when the decoded picture has an offset', () => {
    const { cut, inner } = alignedCut({ x: 10, y: 10, width: 100, height: 100 }, { x: 8, y: 4, width: 1920, height: 1080 })!;
    expect(cut).toEqual({ x: 18, y: 14, width: 100, height: 100 });
    expect(inner).toEqual({ x: 0, y: 0, width: 100, height: 100 });
  });

  it('gives nothing for a crop outside the picture', () => {
    expect(alignedCut({ x: 1920, y: 0, width: 100, height: 100 }, frame)).toBeNull();
    expect(alignedCut({ x: 10, y: 10, width: 0, height: 100 }, frame)).toBeNull();
  });
});

describe('StageClock (where a render spends its time, for the bench)', () => {
  it('sums the time of each stage over its calls, sync and async, even when the work throws', async () => {
    const clock = new StageClock();
    expect(clock.timeSync('draw', () => 7)).toBe(7);
    await expect(clock.time('decode', Promise.resolve('frame'))).resolves.toBe('frame');
    await expect(clock.time('decode', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(() =>
      clock.timeSync('draw', () => {
        throw new Error('x');
      }),
    ).toThrow('x');
    clock.add('mux', 5);
    clock.add('mux', 2.5);
    expect(Object.keys(clock.ms).sort()).toEqual(['decode', 'draw', 'mux']);
    expect(clock.ms.mux).toBe(7.5);
    expect(clock.ms.draw).toBeGreaterThanOrEqual(0);
  });
});
