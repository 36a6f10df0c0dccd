// Frames at chosen times, e.g. a filmstrip: decoded in the worker, scaled there,
// and handed to the page as small JPEGs.
import { CanvasSink } from 'mediabunny';
import type { JobContext } from '../host';
import type { FramesInput, FramesResult } from '../protocol';
import { decodableVideo, throwIfCancelled, withInput } from './source';

/** More frames than a filmstrip of a wide screen needs; the page asks again for a zoomed part. */
export const FRAMES_MAX = 400;

export function frames(input: FramesInput, ctx: JobContext): Promise<FramesResult> {
  return withInput(input.source, ctx.signal, async (media) => {
    const track = await decodableVideo(media);
    const width = Math.max(16, Math.min(Math.round(input.width), track.displayWidth));
    const height = Math.max(16, Math.round((width * track.displayHeight) / track.displayWidth));
    const times = input.timesMs.slice(0, FRAMES_MAX);
    // One pooled canvas: each frame is encoded before the next is drawn on it.
    const sink = new CanvasSink(track, { width, height, fit: 'fill', poolSize: 1 });
    const out: FramesResult['frames'] = [];
    let i = 0;
    for await (const frame of sink.canvasesAtTimestamps(times.map((t) => t / 1000))) {
      throwIfCancelled(ctx.signal);
      if (frame)
        out.push({
          timeMs: times[i]!,
          image: await (frame.canvas as OffscreenCanvas).convertToBlob({ type: 'image/jpeg', quality: 0.75 }),
        });
      ctx.progress(++i, times.length, 'frames');
    }
    return { frames: out, width, height };
  });
}
