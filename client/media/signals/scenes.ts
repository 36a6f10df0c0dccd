// Scene changes from frames sampled at regular times: each frame is shrunk to a
// small grey image and compared with the one before. A cut changes most pixels
// at once; camera motion and lighting drift change them a little at a time.

/** Grey (Rec. 601 luma) of an RGBA image, box-averaged down to outW × outH. */
export function lumaThumb(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, outW = 64, outH = 36): Uint8Array {
  const out = new Uint8Array(outW * outH);
  for (let y = 0; y < outH; y++) {
    const y0 = Math.floor((y * height) / outH);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * height) / outH));
    for (let x = 0; x < outW; x++) {
      const x0 = Math.floor((x * width) / outW);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * width) / outW));
      let sum = 0;
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0; xx < x1; xx++) {
          const p = (yy * width + xx) * 4;
          sum += 0.299 * rgba[p]! + 0.587 * rgba[p + 1]! + 0.114 * rgba[p + 2]!;
        }
      }
      out[y * outW + x] = Math.round(sum / ((y1 - y0) * (x1 - x0)));
    }
  }
  return out;
}

/** Mean absolute difference of two grey thumbnails, 0 (same) to 1 (black against white). */
export function frameDifference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) throw new RangeError('thumbnails differ in size');
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return a.length ? sum / (a.length * 255) : 0;
}

export interface SampledFrame {
  timeMs: number;
  luma: Uint8Array;
}

/** Times of the frames that differ from the one before by more than `threshold`. */
export function sceneChanges(frames: readonly SampledFrame[], threshold = 0.2): number[] {
  const cuts: number[] = [];
  for (let i = 1; i < frames.length; i++)
    if (frameDifference(frames[i - 1]!.luma, frames[i]!.luma) > threshold) cuts.push(frames[i]!.timeMs);
  return cuts;
}

/**
 * Which frames to look at first, in seconds: key frames (each decodes alone), at
 * most one per `interval`, and the last frame, so a cut after the last key frame
 * is not missed. Without key frames to go by (fewer than two), every `interval`.
 */
export function coarseTimes(keys: readonly number[], first: number, duration: number, interval: number): number[] {
  const out: number[] = [];
  if (keys.length < 2) {
    for (let t = first; t < duration; t += interval) out.push(t);
    return out;
  }
  for (const k of keys) if (!out.length || k - out[out.length - 1]! >= interval - 1e-6) out.push(k);
  const last = duration - 1e-3;
  if (last - out[out.length - 1]! >= interval) out.push(last);
  return out;
}

/** The steady grid (`first` + k × `interval`) strictly between two sampled times, in seconds. */
export function refineTimes(a: number, b: number, first: number, interval: number): number[] {
  const out: number[] = [];
  for (let k = Math.floor((a - first) / interval + 1e-6) + 1; first + k * interval < b - 1e-6; k++) out.push(first + k * interval);
  return out;
}

/** A stretch between two key frames is looked into when they differ by this share of the cut threshold. */
const REFINE_SHARE = 0.5;

/**
 * Cuts found by sampling (the scenes job's plan, with decoding left to `look`):
 * the coarse frames first, then the interval's grid only inside stretches whose
 * ends differ by more than half the threshold; a cut is a sample that differs
 * from the one before by more than `threshold`. `onLooked` hears each frame
 * seen, against the total known so far.
 */
export async function sampledCuts(
  plan: { keys: readonly number[]; first: number; duration: number; intervalMs: number; threshold: number },
  look: (times: number[]) => AsyncIterable<SampledFrame>,
  onLooked: (done: number, total: number) => void = () => {},
): Promise<{ cutsMs: number[]; differences: Float32Array; timesMs: number[] }> {
  const interval = plan.intervalMs / 1000;
  const coarse = coarseTimes(plan.keys, plan.first, plan.duration, interval);
  let total = coarse.length;
  let done = 0;
  const sampled: SampledFrame[] = [];
  for await (const f of look(coarse)) {
    sampled.push(f);
    onLooked(++done, total);
  }
  const between: number[][] = [];
  for (let i = 1; i < sampled.length; i++) {
    if (frameDifference(sampled[i - 1]!.luma, sampled[i]!.luma) <= plan.threshold * REFINE_SHARE) continue;
    const times = refineTimes(sampled[i - 1]!.timeMs / 1000, sampled[i]!.timeMs / 1000, plan.first, interval);
    if (times.length) between.push(times);
  }
  total += between.reduce((n, t) => n + t.length, 0);
  const all = [...sampled];
  for (const times of between) {
    for await (const f of look(times)) {
      all.push(f);
      onLooked(++done, total);
    }
  }
  all.sort((a, b) => a.timeMs - b.timeMs);
  const differences = new Float32Array(all.length);
  const cutsMs: number[] = [];
  for (let i = 1; i < all.length; i++) {
    differences[i] = frameDifference(all[i - 1]!.luma, all[i]!.luma);
    if (differences[i]! > plan.threshold) cutsMs.push(all[i]!.timeMs);
  }
  return { cutsMs, differences, timesMs: all.map((f) => f.timeMs) };
}
