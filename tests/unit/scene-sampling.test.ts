// Scene cuts found by sampling key frames and refining only where they differ
// (client/media/signals/scenes.ts, the plan the scenes job runs): on a made-up
// video whose cuts are known, each is found within one interval after it while
// far fewer frames are looked at than a steady grid would.
import { describe, expect, it } from 'vitest';
import { coarseTimes, refineTimes, sampledCuts, type SampledFrame } from '../../client/media/signals/scenes';

/** A 64×36 grey frame: the shot's level, with a slightly brighter bar that moves every frame (a talking head's motion). */
function frameAt(t: number, cutsS: number[]): Uint8Array {
  const shot = cutsS.filter((c) => t >= c).length;
  const level = [40, 200, 90, 160][shot % 4]!;
  const out = new Uint8Array(64 * 36).fill(level);
  const x = Math.round(20 + 10 * Math.sin(t * 2));
  for (let y = 8; y < 28; y++) for (let i = x; i < x + 12; i++) out[y * 64 + i] = level + 40;
  return out;
}

function video(cutsS: number[]) {
  const looked: number[] = [];
  const look = async function* (times: number[]): AsyncIterable<SampledFrame> {
    for (const t of times) {
      looked.push(t);
      yield { timeMs: Math.round(t * 1000), luma: frameAt(t, cutsS) };
    }
  };
  return { look, looked };
}

describe('scene sampling', () => {
  it('picks key frames at most one per interval, and the last frame', () => {
    expect(coarseTimes([0, 2, 4, 6], 0, 7, 0.5)).toEqual([0, 2, 4, 6, 6.999]);
    expect(coarseTimes([0, 0.1, 0.2, 0.6, 0.7, 1.2], 0, 1.5, 0.5)).toEqual([0, 0.6, 1.2]);
    // Without key frames to go by, the steady grid.
    expect(coarseTimes([0], 0, 2, 0.5)).toEqual([0, 0.5, 1, 1.5]);
    expect(refineTimes(2, 4, 0, 0.5)).toEqual([2.5, 3, 3.5]);
    expect(refineTimes(2, 2.5, 0, 0.5)).toEqual([]);
  });

  it('finds a cut between key frames and one on a key frame, each within one interval, looking at under half the frames', async () => {
    const cuts = [5.3, 8, 13.9];
    const { look, looked } = video(cuts);
    const keys = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18];
    const found = await sampledCuts({ keys, first: 0, duration: 20, intervalMs: 250, threshold: 0.2 }, look);
    expect(found.cutsMs).toHaveLength(cuts.length);
    found.cutsMs.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(cuts[i]! * 1000);
      expect(ms - cuts[i]! * 1000).toBeLessThanOrEqual(250);
    });
    expect(found.cutsMs).toEqual([5500, 8000, 14000]);
    expect(looked.length).toBeLessThan(80 / 2);
    expect(found.timesMs).toEqual([...found.timesMs].sort((a, b) => a - b));
  });

  it('a steady shot is looked at on its key frames only', async () => {
    const { look, looked } = video([]);
    const found = await sampledCuts({ keys: [0, 2, 4, 6, 8], first: 0, duration: 10, intervalMs: 250, threshold: 0.2 }, look);
    expect(found.cutsMs).toEqual([]);
    expect(looked).toEqual([0, 2, 4, 6, 8, 9.999]);
  });
});
