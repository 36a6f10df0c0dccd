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
import { CanvasSink, EncodedPacketSink, type InputVideoTrack } from 'mediabunny';
import type { JobContext } from '../host';
import type { ScenesInput, ScenesResult } from '../protocol';
import { lumaThumb, sampledCuts, type SampledFrame } from '../signals/scenes';
import { decodableVideo, throwIfCancelled, withInput } from './source';

const W = 64;
const H = 36;

/**
 * Key frames decoded one after another by one decoder, flushed once at the end:
 * each decodes alone, so none needs the frames before it. (Seeking to each key
 * frame through a sink flushes the decoder every time, and a flush waits on the
 * decoder's thread: on a busy machine that wait, not the decoding, took most of
 * a second a frame.)
 */
async function keyFrameThumbs(track: InputVideoTrack, times: number[], signal: AbortSignal): Promise<SampledFrame[]> {
  const config = await track.getDecoderConfig();
  if (!config || typeof VideoDecoder === 'undefined') throw new Error('no decoder');
  const packets = new EncodedPacketSink(track);
  const canvas = new OffscreenCanvas(W, H);
  const g = canvas.getContext('2d', { willReadFrequently: true })!;
  const out: SampledFrame[] = [];
  let failed: unknown = null;
  const decoder = new VideoDecoder({
    output: (frame) => {
      try {
        g.drawImage(frame, 0, 0, W, H);
        out.push({ timeMs: Math.round(frame.timestamp / 1000), luma: lumaThumb(g.getImageData(0, 0, W, H).data, W, H, W, H) });
      } finally {
        frame.close();
      }
    },
    error: (e) => (failed = e),
  });
  try {
    decoder.configure(config);
    for (const t of times) {
      throwIfCancelled(signal);
      if (failed) throw failed;
      const packet = await packets.getKeyPacket(t);
      if (!packet) continue;
      decoder.decode(packet.toEncodedVideoChunk());
      // A few frames in flight at most: decoded 1080×1920 frames are large.
      while (decoder.decodeQueueSize > 3 && !failed)
        await new Promise((resolve) => decoder.addEventListener('dequeue', resolve, { once: true }));
    }
    await decoder.flush();
    if (failed) throw failed;
    return out;
  } finally {
    if (decoder.state !== 'closed') decoder.close();
  }
}

export function scenes(input: ScenesInput, ctx: JobContext): Promise<ScenesResult> {
  const intervalMs = Math.max(100, input.intervalMs ?? 500);
  const threshold = input.threshold ?? 0.2;
  return withInput(input.source, ctx.signal, async (media) => {
    const track = await decodableVideo(media);
    // A stretch (a clip's range) is looked at alone: its key frames, its grid from its own start.
    const first = Math.max(await track.getFirstTimestamp(), (input.startMs ?? 0) / 1000);
    const duration = Math.min(await track.computeDuration(), input.endMs !== undefined ? input.endMs / 1000 : Infinity);
    const packets = new EncodedPacketSink(track);
    const keys: number[] = [];
    for (
      let p = await packets.getKeyPacket(first, { metadataOnly: true });
      p && p.timestamp < duration;
      p = await packets.getNextKeyPacket(p, { metadataOnly: true })
    ) {
      throwIfCancelled(ctx.signal);
      if (p.timestamp >= first) keys.push(p.timestamp);
    }
    const sink = new CanvasSink(track, { width: W, height: H, fit: 'fill', poolSize: 1 });
    const keySet = new Set(keys.map((k) => Math.round(k * 1000)));
    const thumbs = async function* (times: number[]): AsyncIterable<SampledFrame> {
      const atKeys = times.filter((t) => keySet.has(Math.round(t * 1000)));
      const fast = atKeys.length > 1 ? await keyFrameThumbs(track, atKeys, ctx.signal).catch(() => null) : null;
      const rest = fast ? times.filter((t) => !keySet.has(Math.round(t * 1000))) : times;
      const slow: SampledFrame[] = [];
      let i = 0;
      for await (const frame of sink.canvasesAtTimestamps(rest)) {
        throwIfCancelled(ctx.signal);
        const at = rest[i++]!;
        if (!frame) continue;
        const canvas = frame.canvas as OffscreenCanvas;
        slow.push({ timeMs: Math.round(at * 1000), luma: lumaThumb(canvas.getContext('2d')!.getImageData(0, 0, W, H).data, W, H, W, H) });
      }
      yield* [...(fast ?? []), ...slow].sort((a, b) => a.timeMs - b.timeMs);
    };
    // A stretch that starts between key frames is looked at from its start too (decoded the slow way), not from its first key frame.
    const planKeys = input.startMs !== undefined && keys.length && keys[0]! > first + 1e-3 ? [first, ...keys] : keys;
    const found = await sampledCuts({ keys: planKeys, first, duration, intervalMs, threshold }, thumbs, (done, total) =>
      ctx.progress(done, total, 'scenes'),
    );
    return { ...found, intervalMs };
  });
}
