// Scene changes without decoding every frame. A frame between two key frames
// can only be decoded after every frame since the last key frame, so sampling
// at a steady interval decoded the whole video (40 s of 79 for a 4-minute
// 1080×1920 talk). Instead: key frames alone (each decodes by itself), at most
// one per interval, compared as 64×36 grey thumbnails (signals/scenes.ts);
// only where two neighbouring key frames differ enough for a cut to hide
// between them is that stretch decoded and sampled at the interval, so a cut
// is placed as precisely as before (on the first sample after it, at most one
// interval late). Encoders put a key frame on most cuts, so most refinements
// are a stretch of a second or two.
import { CanvasSink, EncodedPacketSink } from 'mediabunny';
import type { JobContext } from '../host';
import type { ScenesInput, ScenesResult } from '../protocol';
import { lumaThumb, sampledCuts } from '../signals/scenes';
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
    const packets = new EncodedPacketSink(track);
    const keys: number[] = [];
    for (
      let p = await packets.getKeyPacket(first, { metadataOnly: true });
      p;
      p = await packets.getNextKeyPacket(p, { metadataOnly: true })
    ) {
      throwIfCancelled(ctx.signal);
      keys.push(p.timestamp);
    }
    const sink = new CanvasSink(track, { width: W, height: H, fit: 'fill', poolSize: 1 });
    const thumbs = async function* (times: number[]) {
      let i = 0;
      for await (const frame of sink.canvasesAtTimestamps(times)) {
        throwIfCancelled(ctx.signal);
        const at = times[i++]!;
        if (!frame) continue;
        const canvas = frame.canvas as OffscreenCanvas;
        yield { timeMs: Math.round(at * 1000), luma: lumaThumb(canvas.getContext('2d')!.getImageData(0, 0, W, H).data, W, H, W, H) };
      }
    };
    const found = await sampledCuts({ keys, first, duration, intervalMs, threshold }, thumbs, (done, total) =>
      ctx.progress(done, total, 'scenes'),
    );
    return { ...found, intervalMs };
  });
}
