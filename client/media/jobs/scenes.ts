// Scene changes: frames sampled at a steady interval, decoded straight to a
// 64×36 canvas, compared as grey thumbnails (signals/scenes.ts).
import { CanvasSink } from 'mediabunny';
import type { JobContext } from '../host';
import type { ScenesInput, ScenesResult } from '../protocol';
import { frameDifference, lumaThumb } from '../signals/scenes';
import { decodableVideo, throwIfCancelled, withInput } from './source';

const W = 64;
const H = 36;

export function scenes(input: ScenesInput, ctx: JobContext): Promise<ScenesResult> {
  const intervalMs = Math.max(100, input.intervalMs ?? 500);
  const threshold = input.threshold ?? 0.2;
  return withInput(input.source, ctx.signal, async (media) => {
    const track = await decodableVideo(media);
    const first = await track.getFirstTimestamp();
    const duration = await track.computeDuration();
    const times: number[] = [];
    for (let t = first; t < duration; t += intervalMs / 1000) times.push(t);
    const sink = new CanvasSink(track, { width: W, height: H, fit: 'fill', poolSize: 1 });
    const differences = new Float32Array(times.length);
    const cutsMs: number[] = [];
    let previous: Uint8Array | null = null;
    let i = 0;
    for await (const frame of sink.canvasesAtTimestamps(times)) {
      throwIfCancelled(ctx.signal);
      if (frame) {
        const canvas = frame.canvas as OffscreenCanvas;
        const luma = lumaThumb(canvas.getContext('2d')!.getImageData(0, 0, W, H).data, W, H, W, H);
        if (previous) {
          differences[i] = frameDifference(previous, luma);
          if (differences[i]! > threshold) cutsMs.push(Math.round(times[i]! * 1000));
        }
        previous = luma;
      }
      ctx.progress(++i, times.length, 'scenes');
    }
    return { cutsMs, differences, intervalMs };
  });
}
