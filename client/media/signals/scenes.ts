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
